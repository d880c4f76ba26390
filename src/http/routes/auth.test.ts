import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../domain/users/passwords';
import { users } from '../../db/schema';
import { TEST_ADMIN } from '../../../tests/support/app';
import { suiteApp } from '../../../tests/support/suite-fixtures';
import { expectFieldRefusals } from '../../../tests/support/api-answers';

describe('sign-in', () => {
  const t = suiteApp({ loginLimits: { perAddress: 1000, perUsername: 3, windowMs: 60_000 } });
  beforeAll(async () => {
    await t.database.db.insert(users).values({ username: 'customer', passwordHash: await hashPassword('customer-pass'), isAdmin: false });
  });

  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

  it('signs an admin in with a token, a session cookie, and the user', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { username: 'admin', isAdmin: true } });
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const cookie = res.cookies.find((c) => c.name === 'autoshop_session');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Strict' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { autoshop_session: body.token } });
    expect(me.json()).toEqual({ user: body.user });
  });

  it('refuses a wrong password with 401 and the French message', async () => {
    const res = await login({ username: 'admin', password: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: "Nom d'utilisateur ou mot de passe incorrect" });
  });

  it('refuses an unknown user the same way', async () => {
    const res = await login({ username: 'ghost', password: 'whatever' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Nom d'utilisateur ou mot de passe incorrect");
  });

  it('asks for missing fields with the spec messages', async () => {
    const noUser = await login({ password: 'x' });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Username is required', fields: { username: 'Username is required' } });
    const noPass = await login({ username: 'admin', password: '' });
    expectFieldRefusals(noPass, { password: 'Password is required' });
  });

  it('stores sessions hashed, never the token itself', async () => {
    const { token } = (await login(TEST_ADMIN)).json();
    const { rows } = await t.database.db.execute<{ token_hash: string }>(
      (await import('drizzle-orm')).sql`select token_hash from sessions`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('revokes the session at logout', async () => {
    const { token } = (await login(TEST_ADMIN)).json();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  it('gives a signed-in customer 403, not the back office', async () => {
    const res = await login({ username: 'customer', password: 'customer-pass' });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({ code: 'FORBIDDEN', message: 'Accès réservé aux administrateurs' });
  });

  it('locks a user name out after repeated failures, with 429 and a clear message', async () => {
    for (let i = 0; i < 3; i++) expect((await login({ username: 'customer', password: `bad${i}` })).statusCode).toBe(401);
    const locked = await login({ username: 'customer', password: 'customer-pass' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Trop de tentatives de connexion/) });
    // Another user name from the same IP is not locked.
    expect((await login(TEST_ADMIN)).statusCode).toBe(200);
  });
});
