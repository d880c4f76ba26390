// The one access guard: each route declares who may call it (`config: { access }`, see access/kinds.ts), admin by default.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_PREFIX, API_SCOPES, type ApiScope } from '../../contracts/api-keys';
import { SESSION_COOKIE } from '../../contracts/auth';
import { type AuthenticatedKey, checkApiKey } from '../../domain/api-keys/keys';
import { actingWithApiKey } from '../../domain/audit/actor';
import { DomainError } from '../../domain/errors';
import { resolveSession, type SessionUser } from '../../domain/users/sessions';
import { type BotTokenSource, initDataOf, type TelegramCustomer, verifyInitData } from '../access/customer';
import { type Access, accessKindOf, isProviderAccess } from '../access/kinds';
import { RAW_BODY_SCOPE } from '../access/provider';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; admin when not given. */
    access?: Access;
    /**
     * The scope an API key needs to call this admin route (`Authorization: Bearer ak_…`); a route without one is never
     * reached with a key, whatever its scopes (admin accounts, sessions, keys, the bot's settings…). Decision 0145.
     */
    apiScope?: ApiScope;
  }
  interface FastifyRequest {
    /** The signed-in admin of an admin route. */
    user: SessionUser | null;
    sessionToken: string | null;
    /** The Telegram user of a customer route, as Telegram signed it. */
    customer: TelegramCustomer | null;
    /** The API key of an admin route called with one (then `user` is the admin who created the key). */
    apiKey: AuthenticatedKey | null;
  }
}

export function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

/** The signed-in admin of a guarded route; the guard has already refused everyone else. */
export function adminOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new DomainError('UNAUTHENTICATED');
  return request.user;
}

/** The verified Telegram customer of a customer route; the guard has already refused everyone else. */
export function customerOf(request: FastifyRequest): TelegramCustomer {
  if (!request.customer) throw new DomainError('UNAUTHENTICATED');
  return request.customer;
}

export type AuthOptions = {
  /** The bot token that signs Mini App init data, read at each customer call (the bot settings may change it). */
  botToken: BotTokenSource;
  /** The time API keys' expiry and rate-limit windows are read at. */
  clock: () => Date;
};

export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('customer', null);
  app.decorateRequest('apiKey', null);

  // A wrong declaration fails at start-up, not as an open route.
  app.addHook('onRoute', function (route) {
    const kind = accessKindOf(route.config?.access);
    if (kind === 'provider' && !this.hasDecorator(RAW_BODY_SCOPE)) {
      throw new Error(`${route.method} ${route.url}: a provider route must be declared inside webhookRoutes(…) (raw body)`);
    }
    const scope = route.config?.apiScope;
    if (scope !== undefined) {
      if (kind !== 'admin' || !(API_SCOPES as readonly string[]).includes(scope)) {
        throw new Error(`${route.method} ${route.url}: apiScope ${JSON.stringify(scope)} must be one of API_SCOPES, on an admin route`);
      }
      // The handler runs as made with the key, so the audit and the ledger rows it writes name the key.
      const handler = route.handler;
      route.handler = function (this: FastifyInstance, request, reply) {
        return request.apiKey ? actingWithApiKey(request.apiKey.id, () => handler.call(this, request, reply)) : handler.call(this, request, reply);
      };
    }
  });

  // Sessions and init data are checked before the body is read; a stranger's upload is not even parsed.
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config?.access;
    switch (accessKindOf(access)) {
      case 'public':
      case 'provider':
        return;
      case 'customer': {
        const initData = initDataOf(request.headers.authorization);
        const token = initData ? await options.botToken() : undefined;
        const customer = initData && token ? verifyInitData(initData, token) : null;
        if (!customer) throw new DomainError('UNAUTHENTICATED');
        request.customer = customer;
        return;
      }
      case 'admin': {
        const token = sessionTokenOf(request);
        if (token?.startsWith(API_KEY_PREFIX)) {
          await authenticateApiKey(request, token, request.routeOptions.config?.apiScope);
          return;
        }
        const user = token ? await resolveSession(app.db, token, app.config.sessionTtlDays) : null;
        if (!user) throw new DomainError('UNAUTHENTICATED');
        if (!user.isAdmin) throw new DomainError('FORBIDDEN');
        request.user = user;
        request.sessionToken = token;
        return;
      }
    }
  });

  /** A key is counted against its rate limit on every request, then held to the route's scope. */
  async function authenticateApiKey(request: FastifyRequest, secret: string, scope: ApiScope | undefined) {
    const limit = app.config.apiKeyRatePerMinute;
    const check = await checkApiKey(app.db, secret, limit, options.clock());
    if (!check.ok && check.reason === 'invalid') throw new DomainError('API_KEY_INVALID');
    if (!check.ok) throw new DomainError('API_RATE_LIMITED', { retryAfterSeconds: check.retryAfterSeconds, limit });
    if (scope === undefined) throw new DomainError('API_KEY_NOT_ALLOWED');
    if (!check.key.scopes.includes(scope)) throw new DomainError('API_SCOPE_MISSING', { scope });
    request.apiKey = check.key;
    request.user = { id: check.key.createdByUserId, username: check.key.createdByUsername, isAdmin: true };
  }

  // A provider's signature covers the raw body, so it is checked once the body is read, before anything uses it.
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config?.access;
    if (!isProviderAccess(access)) return;
    const rawBody = request.body === undefined ? Buffer.alloc(0) : request.body;
    if (!Buffer.isBuffer(rawBody)) throw new Error(`${access.provider} webhook: the body was parsed, its signature cannot be checked`);
    if (!(await access.verify({ rawBody, headers: request.headers }))) throw new DomainError('UNAUTHENTICATED');
  });
});
