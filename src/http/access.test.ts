// Walks every registered route: each /api route needs an admin session (401 signed out, 403 for a customer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { users } from '../db/schema';
import { hashPassword } from '../domain/users/passwords';

/** The only /api routes reachable without a session. The public shop catalogue (GET /api/shop/…) joins them later. */
const isAllowedPublic = (method: string, url: string) =>
  (method === 'POST' && (url === '/api/auth/login' || url === '/api/auth/logout')) ||
  (method === 'GET' && url.startsWith('/api/shop/'));

describe('access guard', () => {
  let t: TestApp;
  let customerAuth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(users).values({ username: 'client', passwordHash: await hashPassword('client-pass-1') });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'client', password: 'client-pass-1' } });
    customerAuth = { authorization: `Bearer ${res.json().token}` };
  });
  afterAll(() => t.close());

  const apiRoutes = () => t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));
  const concrete = (url: string) => url.replace(/:(\w+)/g, (_m, name) => (name === 'number' ? '%2B33639980001' : '1'));

  it('declares public only the routes meant to be public', () => {
    expect(apiRoutes().length).toBeGreaterThan(2);
    const publicOnes = apiRoutes().filter((r) => r.public);
    expect(publicOnes.filter((r) => !isAllowedPublic(r.method, r.url))).toEqual([]);
  });

  it('answers 401 JSON to a signed-out visitor on every guarded route', async () => {
    for (const route of apiRoutes().filter((r) => !r.public)) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), payload: {} });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'Authentification requise' },
      });
    }
  });

  it('answers 401 to a forged or expired token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer not-a-real-token' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 JSON to a signed-in customer on every guarded route', async () => {
    for (const route of apiRoutes().filter((r) => !r.public)) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: customerAuth, payload: {} });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });
});
