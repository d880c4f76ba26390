// One error format for the whole API: { code, message, fields? }, the right status, and never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, type DomainErrorCode } from '../../domain/errors';

const statusOf: Record<DomainErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOTHING_TO_IMPORT: 400,
  QUANTITY_TOO_SMALL: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IN_USE: 409,
  INVALID_STATE: 409,
  OUT_OF_STOCK: 409,
  INSUFFICIENT_BALANCE: 402,
  RATE_LIMITED: 429,
};

/** Fastify's own client errors, turned into our codes and French messages. */
const fastifyCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Requête trop volumineuse' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Type de contenu non pris en charge' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'Corps JSON vide' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'JSON invalide' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'Longueur de contenu invalide' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Fichier trop volumineux' },
};

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const { fields, ...details } = error.details as { fields?: Record<string, string> };
      return reply.status(statusOf[error.code]).send({
        code: error.code,
        message: error.message,
        ...(fields ? { fields } : {}),
        ...(Object.keys(details).length ? { details } : {}),
      });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send({ code: known.code, message: known.message });
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.status(400).send({ code: 'INVALID_JSON', message: 'JSON invalide' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Erreur interne du serveur' });
  });
});
