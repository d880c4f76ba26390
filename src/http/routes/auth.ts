// Sign-in routes: login (public, throttled), logout, and who am I.
import type { FastifyInstance } from 'fastify';
import { loginRequestSchema, SESSION_COOKIE } from '../../contracts/auth';
import { DomainError } from '../../domain/errors';
import { logout } from '../../domain/users/sessions';
import { type SignInLimits, signIn } from '../../domain/users/sign-in';
import { adminOf, sessionTokenOf } from '../plugins/auth';
import { renderDomainError } from '../plugins/errors';
import { parseInput } from '../validate';

export function authRoutes(limits?: SignInLimits) {
  return async (app: FastifyInstance) => {
    // request.ip is the socket's peer, or the client a configured proxy names (TRUST_PROXY): never a header alone.
    app.post('/api/auth/login', { config: { access: 'public' } }, async (request, reply) => {
      const input = parseInput(loginRequestSchema, request.body);
      try {
        const { user, token } = await signIn(app.db, input, { address: request.ip, ttlDays: app.config.sessionTtlDays, limits });
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure: app.config.publicUrl?.startsWith('https://') ?? false,
          maxAge: app.config.sessionTtlDays * 24 * 60 * 60,
        });
        return { success: true, user, token };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'INVALID_CREDENTIALS') {
          return reply.status(401).send({ success: false, ...renderDomainError(error).body });
        }
        throw error;
      }
    });

    // Public so that a stale or revoked session can still log out cleanly (the client ignores failures anyway).
    app.post('/api/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token) await logout(app.db, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true };
    });

    app.get('/api/auth/me', async (request) => ({ user: adminOf(request) }));
  };
}
