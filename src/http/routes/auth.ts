// Sign-in routes: login (public, throttled), logout, and who am I.
import type { FastifyInstance } from 'fastify';
import { loginFailedSchema, loginRequestSchema, loginResponseSchema, meResponseSchema, SESSION_COOKIE } from '../../contracts/auth';
import { successSchema } from '../../contracts/common';
import { DomainError } from '../../domain/errors';
import { logout } from '../../domain/users/sessions';
import { type SignInLimits, signIn } from '../../domain/users/sign-in';
import { adminOf, sessionTokenOf } from '../plugins/auth';
import { renderDomainError } from '../plugins/errors';
import { parseInput } from '../validate';

export function authRoutes(limits?: SignInLimits) {
  return async (app: FastifyInstance) => {
    // request.ip is the socket's peer, or the client a configured proxy names (TRUST_PROXY): never a header alone.
    app.post(
      '/api/auth/login',
      {
        config: { access: 'public', errorCodes: ['RATE_LIMITED'] },
        // The body is read by parseInput (its French messages), declared here for the document only.
        schema: { summary: 'Sign in: the session cookie, and its token for a bearer header', response: { 200: loginResponseSchema, 401: loginFailedSchema } },
      },
      async (request, reply) => {
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
        return { success: true as const, user, token };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'INVALID_CREDENTIALS') {
          return reply.status(401).send({ success: false, ...renderDomainError(error).body });
        }
        throw error;
      }
    });

    // Public so that a stale or revoked session can still log out cleanly (the client ignores failures anyway).
    app.post('/api/auth/logout', { config: { access: 'public' }, schema: { summary: 'Sign out (the session is revoked)', response: { 200: successSchema } } }, async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token) await logout(app.db, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    });

    app.get('/api/auth/me', { schema: { summary: 'The signed-in admin', response: { 200: meResponseSchema } } }, async (request) => ({ user: adminOf(request) }));
  };
}
