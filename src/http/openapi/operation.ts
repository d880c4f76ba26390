// What the OpenAPI document says of one route beyond its zod schemas: its area (tag), who may call it (security and
// x-access), and the error codes it may answer, grouped by status. Read from the route's own declarations, so a new
// route is documented by declaring its `schema.summary`, `schema.response` and, for its own refusals, `config.errorCodes`.
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/common';
import type { DomainErrorCode } from '../../domain/errors';
import { accessKindOf, isProviderAccess } from '../access/kinds';
import { errorTexts } from '../error-texts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The domain error codes this route answers beyond the generic ones (input, access, not found…), for the OpenAPI
     * document; their status comes from src/http/error-texts.
     */
    errorCodes?: readonly DomainErrorCode[];
  }
}

/** Codes the error handler writes without a domain error (src/http/plugins/errors.ts). */
const HANDLER_CODES: Record<string, number> = { INVALID_JSON: 400, JSON_TOO_DEEP: 400, BAD_REQUEST: 400, PAYLOAD_TOO_LARGE: 413, INTERNAL: 500 };

const statusOf = (code: string): number => HANDLER_CODES[code] ?? errorTexts[code as DomainErrorCode].status;

/** The area of a route, as the reference page groups them: `/api/numlists/{id}` → numlists, `/webhooks/btcpay` → webhooks (in). */
export function tagOf(url: string): string {
  const [first, second] = url.split('/').filter(Boolean);
  if (first === 'api') return second === undefined ? 'api' : second;
  if (first === 'webhooks') return 'provider webhooks';
  return 'health';
}

/** The error codes a route may answer: the generic ones its declarations imply, then its own (`config.errorCodes`). */
export function errorCodesOf(route: RouteOptions): string[] {
  const config = route.config ?? {};
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const kind = accessKindOf(config.access);
  const codes: string[] = [];
  if (schema.body || schema.querystring || schema.params) codes.push('VALIDATION_FAILED');
  if (schema.body) codes.push('INVALID_JSON', 'JSON_TOO_DEEP', 'PAYLOAD_TOO_LARGE');
  if (schema.params) codes.push('NOT_FOUND');
  if (kind === 'admin' || kind === 'customer' || kind === 'provider') codes.push('UNAUTHENTICATED');
  if (kind === 'admin') codes.push('FORBIDDEN', 'API_KEY_INVALID', 'API_RATE_LIMITED', config.apiScope ? 'API_SCOPE_MISSING' : 'API_KEY_NOT_ALLOWED');
  if (config.idempotent) codes.push('IDEMPOTENCY_KEY_INVALID', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE');
  codes.push(...(config.errorCodes ?? []), 'INTERNAL');
  return [...new Set(codes)];
}

/** One zod schema per error status, its `code` one of the codes listed; the description names them. */
export function errorResponses(codes: string[]): Record<string, z.ZodType> {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  const responses: Record<string, z.ZodType> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = apiErrorSchema
      .extend({ code: z.enum(list as [string, ...string[]]) })
      .describe(`Error: ${list.map((c) => `\`${c}\``).join(', ')}`);
  }
  return responses;
}

/** How a caller of this route proves who they are: a security requirement of the schemes in `securitySchemes`. */
export function securityOf(route: RouteOptions): { security: Array<Record<string, string[]>>; access: Record<string, unknown> } {
  const config = route.config ?? {};
  const kind = accessKindOf(config.access);
  switch (kind) {
    case 'public':
      return { security: [], access: { kind } };
    case 'customer':
      return { security: [{ miniAppInitData: [] }], access: { kind } };
    case 'provider': {
      const provider = isProviderAccess(config.access) ? config.access.provider : undefined;
      return { security: [], access: { kind, provider, signature: 'over the raw body, checked before the body is read' } };
    }
    case 'admin':
      return {
        security: [{ session: [] }, { sessionToken: [] }, ...(config.apiScope ? [{ apiKey: [config.apiScope] }] : [])],
        access: { kind, apiScope: config.apiScope ?? null },
      };
  }
}

export const securitySchemes = {
  session: { type: 'apiKey', in: 'cookie', name: 'autoshop_session', description: 'The back office session cookie, set by POST /api/auth/login.' },
  sessionToken: { type: 'http', scheme: 'bearer', description: 'A session token (the `token` of POST /api/auth/login) as a bearer token.' },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'ak_…',
    description: 'An API key (Paramètres → API). It reaches only the operations whose scope it holds (listed in the requirement).',
  },
  miniAppInitData: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The Telegram Mini App init data, signed by the bot token: `Authorization: tma <initData>`.',
  },
} as const;
