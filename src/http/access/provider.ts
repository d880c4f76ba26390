// Provider webhooks: the raw body reaches the signature check and the handler byte for byte, in the webhooks' scope only.
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { safeEqual } from '../../shared/safe-equal';
import type { SignatureVerifier } from './kinds';

/** Marks a plugin scope whose bodies stay raw Buffers; the guard refuses a provider route declared outside one. */
export const RAW_BODY_SCOPE = 'rawBodyScope';

/**
 * Wraps the webhook routes' plugin: inside it (and only there) every body is read as the raw bytes, whatever its
 * content type, so the provider's signature is checked over exactly what was sent and the handler parses it after.
 */
export function webhookRoutes(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.decorate(RAW_BODY_SCOPE, true);
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    await app.register(routes);
  };
}

/**
 * The common provider scheme: a header carries the hex HMAC of the raw body. The key comes from a function, so it can
 * be read from the settings when the call arrives; without a key every call is refused.
 * Example (Crypto Pay): hmacSignature({ header: 'crypto-pay-api-signature', key: async () => sha256(token) }).
 */
export function hmacSignature(options: {
  header: string;
  key: () => string | Buffer | undefined | Promise<string | Buffer | undefined>;
  algorithm?: 'sha256' | 'sha512';
}): SignatureVerifier {
  const header = options.header.toLowerCase();
  return async ({ rawBody, headers }) => {
    const given = headers[header];
    if (typeof given !== 'string' || given === '') return false;
    const key = await options.key();
    if (key === undefined || key.length === 0) return false;
    const expected = createHmac(options.algorithm ?? 'sha256', key).update(rawBody).digest('hex');
    return safeEqual(expected, given.trim().toLowerCase());
  };
}
