// Idempotency-Key on the writes that create something (routes with `config: { idempotent: true }`): the first request
// runs, its answer is kept 24 hours, and a duplicate gets it again (decision 0145).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER } from '../../contracts/api-keys';
import { claimIdempotentRequest, forgetRequest, type IdempotentRequest, keepAnswer, requestHashOf } from '../../domain/api-keys/idempotency';
import { DomainError } from '../../domain/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route creates something: an `Idempotency-Key` header makes a repeated request return the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed; its answer is kept when it is sent. */
    idempotentRequest: IdempotentRequest | null;
  }
}

/** A key is 1 to 255 visible ASCII characters (a UUID is the usual choice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotentRequest', null);

  // After validation: a malformed request is refused as it would be without the header, and nothing is claimed.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return;
    // A form's body is read by the handler, after this hook: its hash cannot be known before the request runs.
    if (typeof key !== 'string' || !KEY_PATTERN.test(key) || /^multipart\//i.test(request.headers['content-type'] ?? '')) {
      throw new DomainError('IDEMPOTENCY_KEY_INVALID');
    }
    const owner = request.apiKey ? `key:${request.apiKey.id}` : request.user ? `user:${request.user.id}` : null;
    if (!owner) return;
    const claimed: IdempotentRequest = { owner, key, requestHash: requestHashOf(request.method, request.url, request.body) };
    const claim = await claimIdempotentRequest(app.db, claimed);
    if (claim.outcome === 'replay') {
      const { answer } = claim;
      reply.header('idempotent-replayed', 'true');
      if (answer.contentType) reply.type(answer.contentType);
      return reply.code(answer.statusCode).send(answer.body);
    }
    request.idempotentRequest = claimed;
  });

  // Kept before the answer leaves, so a duplicate waiting for it finds it as soon as the caller has it.
  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotentRequest;
    if (!claimed) return payload;
    request.idempotentRequest = null;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await forgetRequest(app.db, claimed);
    } else {
      const contentType = reply.getHeader('content-type');
      await keepAnswer(app.db, claimed, { statusCode: reply.statusCode, contentType: contentType === undefined ? null : String(contentType), body: payload });
    }
    return payload;
  });
});
