import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../tests/support/app';
import { users } from '../../db/schema';
import { hashPassword } from '../../domain/users/passwords';
import { endSessions } from '../../domain/users/sessions';
import { suiteApp, suiteTestAdmin } from '../../../tests/support/suite-fixtures';
import { signal } from '../../../tests/support/signal';

// What an admin's session becomes when their password, admin flag or account changes, through the real HTTP API.
describe('sessions after a change of password, admin flag or account', () => {
  const t = suiteApp();
  const testAdmin = suiteTestAdmin(t);

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode;
  const signIn = async (username: string, password: string): Promise<string> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    expect(res.statusCode).toBe(200);
    return res.json().token;
  };
  const put = (token: string, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload });
  /** An edit by the test admin (the session createTestApp signed in). */
  const asAdmin = (id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: t.auth, payload });
  /** A second admin, made by the test admin, with a password. */
  const makeAdmin = async (username: string, password = 'first-password-1'): Promise<number> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: t.auth, payload: { username, password, isAdmin: true } });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  };

  it("changing one's own password ends one's other sessions, and keeps the one that made the change", async () => {
    const id = await makeAdmin('alice');
    const laptop = await signIn('alice', 'first-password-1');
    const phone = await signIn('alice', 'first-password-1');
    const tablet = await signIn('alice', 'first-password-1');
    expect([await me(laptop), await me(phone), await me(tablet)]).toEqual([200, 200, 200]);

    expect((await put(laptop, id, { password: 'second-password-2' })).statusCode).toBe(200);
    expect(await me(laptop)).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(tablet)).toBe(401);
    // The session that changed it goes on working for everything, not only /me.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/with-stats', headers: bearer(laptop) })).statusCode).toBe(200);
    // Other admins' sessions are untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth })).statusCode).toBe(200);
    // The new password signs in; the old one no longer does.
    expect(await me(await signIn('alice', 'second-password-2'))).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'alice', password: 'first-password-1' } })).statusCode).toBe(401);
  });

  it("changing another admin's password ends every session of that admin, and none of the changer's", async () => {
    const id = await makeAdmin('bruno');
    const a = await signIn('bruno', 'first-password-1');
    const b = await signIn('bruno', 'first-password-1');
    const mine = await signIn(TEST_ADMIN.username, TEST_ADMIN.password);

    expect((await put(mine, id, { password: 'set-by-someone-else' })).statusCode).toBe(200);
    expect(await me(a)).toBe(401);
    expect(await me(b)).toBe(401);
    expect(await me(mine)).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth })).statusCode).toBe(200);
  });

  it('removing the admin flag ends every session of that admin (401, not 403), and promoting again brings none back', async () => {
    const id = await makeAdmin('chloe');
    const old = await signIn('chloe', 'first-password-1');
    const other = await signIn('chloe', 'first-password-1');
    expect(await me(old)).toBe(200);

    expect((await asAdmin(id, { isAdmin: false })).statusCode).toBe(200);
    expect(await me(old)).toBe(401);
    expect(await me(other)).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/with-stats', headers: bearer(old) })).statusCode).toBe(401);

    expect((await asAdmin(id, { isAdmin: true })).statusCode).toBe(200);
    expect(await me(old)).toBe(401);
    expect(await me(other)).toBe(401);
    // A fresh sign-in works again.
    expect(await me(await signIn('chloe', 'first-password-1'))).toBe(200);
  });

  it('promoting a user ends the sessions they opened while not an admin: a token signed in without the rights never gains them', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: t.auth,
      payload: { username: 'damien', password: 'first-password-1', isAdmin: false },
    });
    const id = created.json().id;
    const before = await signIn('damien', 'first-password-1');
    expect(await me(before)).toBe(403);
    expect((await asAdmin(id, { isAdmin: true })).statusCode).toBe(200);
    expect(await me(before)).toBe(401);
    expect(await me(await signIn('damien', 'first-password-1'))).toBe(200);
  });

  it('deactivating the account ends every session (by edit and by deleting a user with history); reactivating brings none back', async () => {
    const id = await makeAdmin('elise');
    const token = await signIn('elise', 'first-password-1');
    expect((await asAdmin(id, { isActive: false })).statusCode).toBe(200);
    expect(await me(token)).toBe(401);
    expect((await asAdmin(id, { isActive: true })).statusCode).toBe(200);
    expect(await me(token)).toBe(401);

    const token2 = await signIn('elise', 'first-password-1');
    await t.app.inject({ method: 'POST', url: `/api/users/${id}/add-credit`, headers: t.auth, payload: { amount: '1' } });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: t.auth });
    expect(del.json()).toMatchObject({ outcome: 'deactivated' });
    expect(await me(token2)).toBe(401);
    expect((await asAdmin(id, { isActive: true })).statusCode).toBe(200);
    expect(await me(token2)).toBe(401);
  });

  it('an edit that changes neither password nor rights (a name, the flag set to what it is) ends nothing', async () => {
    const id = await makeAdmin('fabien');
    const token = await signIn('fabien', 'first-password-1');
    expect((await asAdmin(id, { firstName: 'Fabien', isAdmin: true, isActive: true })).statusCode).toBe(200);
    expect(await me(token)).toBe(200);
  });

  it('an admin still cannot demote themselves, and the refused change ends none of their sessions', async () => {
    const mine = await signIn(TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await put(mine, testAdmin.id, { isAdmin: false, password: 'would-be-new-1' })).statusCode).toBe(409);
    expect(await me(mine)).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth })).statusCode).toBe(200);
  });

  it('a sign-in with the old password while a new one is being saved opens no session once the change is saved', async () => {
    const id = await makeAdmin('gaspard');
    const newHash = await hashPassword('changed-under-it-1');
    const released = signal();
    const saved = signal();
    // updateUser's transaction, held open after it ended the sessions: the row locked, the new hash not yet committed.
    const change = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${id} for update`);
      await tx.update(users).set({ passwordHash: newHash }).where(eq(users.id, id));
      await endSessions(tx, id);
      saved.give();
      await released.given;
    });
    await saved.given;
    // The sign-in reads the committed (old) hash, which the password matches; on PostgreSQL its session insert then
    // waits for the change and finds the row changed. (PGlite runs one statement at a time: the sign-in waits whole.)
    const signingIn = t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'gaspard', password: 'first-password-1' } });
    await Promise.race([signingIn, new Promise((resolve) => setTimeout(resolve, 1500))]);
    released.give();
    await change;
    const res = await signingIn;
    expect(res.statusCode).toBe(401);
    expect(await me(await signIn('gaspard', 'changed-under-it-1'))).toBe(200);
  });
});
