// The one access guard: every /api route needs an admin session unless it is declared `config: { public: true }`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../contracts/auth';
import { DomainError } from '../../domain/errors';
import { resolveSession, type SessionUser } from '../../domain/users/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, health, the public shop catalogue). */
    public?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
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

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    if (request.routeOptions.config?.public) return;
    const token = sessionTokenOf(request);
    const user = token ? await resolveSession(app.db, token, app.config.sessionTtlDays) : null;
    if (!user) throw new DomainError('UNAUTHENTICATED');
    if (!user.isAdmin) throw new DomainError('FORBIDDEN');
    request.user = user;
    request.sessionToken = token;
  });
});
