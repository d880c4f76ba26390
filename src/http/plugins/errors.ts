// One error format for the whole API: { code, message, fields? }, the right status, and never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../domain/errors';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH } from '../../shared/bounded-json';
import { errorTexts } from '../error-texts';

/** A domain error as the API answers it: the code's status, its French message, fields for forms, figures. */
export function renderDomainError(error: DomainError): { status: number; body: Record<string, unknown> } {
  const text = errorTexts[error.code];
  const fields = text.fields?.(error.data);
  const details = text.details?.(error.data);
  // A restock refused midway keeps the batches it committed (import-numbers.ts): the answer says how many.
  const kept = typeof error.data.keptNumbers === 'number' ? error.data.keptNumbers : null;
  const keptText = kept === null ? '' : ` — ${kept.toLocaleString('fr-FR')} numéro${kept > 1 ? 's' : ''} ajouté${kept > 1 ? 's' : ''} avant l’arrêt ${kept > 1 ? 'restent' : 'reste'} dans la numlist`;
  return {
    status: text.status,
    body: {
      code: error.code,
      message: text.message(error.data) + keptText,
      ...(fields && Object.keys(fields).length ? { fields } : {}),
      ...(details && Object.keys(details).length ? { details } : {}),
      ...(kept === null ? {} : { keptNumbers: kept }),
    },
  };
}

/** Fastify's own client errors (and the JSON parser's depth bound), turned into our codes and French messages. */
const fastifyCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Requête trop volumineuse' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Type de contenu non pris en charge' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'Corps JSON vide' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'JSON invalide' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'Longueur de contenu invalide' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Fichier trop volumineux' },
  [JSON_TOO_DEEP]: { status: 400, code: JSON_TOO_DEEP, message: `JSON trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus)` },
};

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const { status, body } = renderDomainError(error);
      // A refusal that says when to come back says it in the standard header too.
      if (status === 429 && typeof error.data.retryAfterSeconds === 'number') reply.header('retry-after', String(error.data.retryAfterSeconds));
      return reply.status(status).send(body);
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
