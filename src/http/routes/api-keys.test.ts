// API keys over real HTTP requests (app.inject): scopes, admin-only routes, expiry and revocation across two app
// instances on one database, the per-key rate limit under 100 requests at once, Idempotency-Key, and the audit.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../../tests/support/app';
import { suiteApp, suiteTestAdmin } from '../../../tests/support/suite-fixtures';
import type { ApiScope } from '../../contracts/api-keys';
import { queryRows } from '../../db/query';
import { pruneIdempotentRequests } from '../../domain/api-keys/idempotency';

describe('API keys', () => {
  const t = suiteApp();
  const admin = suiteTestAdmin(t);
  /** A second app instance over the same database, as a second shop process; its clock is fixed for the rate limit. */
  let second: FastifyInstance;
  const LIMIT = 30;
  let clock = new Date('2030-03-01T10:00:05Z');
  let countryId: number;
  let operatorId: number;
  let categoryId: number;
  let customerId: number;

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth, ...(payload ? { payload } : {}) });
  const withKey = (secret: string, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}, app = t.app) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${secret}`, ...headers }, ...(payload ? { payload } : {}) });
  const createKey = async (name: string, scopes: ApiScope[], expiresAt?: string) => {
    const res = await api('POST', '/api/api-keys', { name, scopes, ...(expiresAt ? { expiresAt } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { key: { id: number; prefix: string; status: string }; secret: string };
  };
  const uk = (from: number, count: number) => Array.from({ length: count }, (_, i) => `+447700${900000 + from + i}`);
  const numlistBody = (name: string, numbers: string[]) => ({ name, countryId, operatorId, categoryId, numbers, source: 'Fournisseur', consentBasis: 'Opt-in', unitPrice: '0.01' });

  beforeAll(async () => {
    countryId = (await api('POST', '/api/countries', { name: 'Royaume-Uni', code: 'GB', flag: '🇬🇧', continent: 'europe' })).json().id;
    operatorId = (await api('POST', '/api/operators', { name: 'EE', countryId })).json().id;
    categoryId = (await api('POST', '/api/categories', { name: 'SMS', description: 'Campagnes SMS', icon: 'sms' })).json().id;
    customerId = (await api('POST', '/api/users', { username: 'client-api' })).json().id;
    second = await buildTestApp({ config: testConfig({ apiKeyRatePerMinute: LIMIT }), db: t.database.db, logger: false, webDir: '/nonexistent', clock: () => clock });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('shows the secret once, lists the key by its prefix, and never stores the secret', async () => {
    const { key, secret } = await createKey('Tableau de bord', ['catalogue:read', 'reports:read']);
    expect(secret).toMatch(/^ak_[\w-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const list = (await api('GET', '/api/api-keys')).json().keys;
    expect(list).toContainEqual(
      expect.objectContaining({ id: key.id, name: 'Tableau de bord', scopes: ['catalogue:read', 'reports:read'], createdBy: 'admin', status: 'active', lastUsedAt: null }),
    );
    expect(JSON.stringify(list)).not.toContain(secret);
    const stored = await queryRows<{ row: string }>(t.database.db, sql`select row_to_json(k)::text as row from api_keys k where id = ${key.id}`);
    expect(stored[0].row).not.toContain(secret.slice(key.prefix.length));
    // Bad input: a clear message per field, nothing created.
    const bad = await api('POST', '/api/api-keys', { name: ' ', scopes: [], expiresAt: '2001-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['expiresAt', 'name', 'scopes']);
    const unknownScope = await api('POST', '/api/api-keys', { name: 'x', scopes: ['everything'] });
    expect(unknownScope.statusCode).toBe(400);
  });

  it('reaches the routes of its scopes, is refused others naming the missing scope, and never reaches admin-account routes', async () => {
    const { secret } = await createKey('Stock', ['catalogue:read', 'stock:write']);
    expect((await withKey(secret, 'GET', '/api/countries')).statusCode).toBe(200);
    expect((await withKey(secret, 'GET', '/api/numlists')).statusCode).toBe(200);
    const created = await withKey(secret, 'POST', '/api/numlists', numlistBody('Liste API', uk(0, 3)));
    expect(created.statusCode, created.body).toBe(201);
    const restock = await withKey(secret, 'POST', `/api/numlists/${created.json().numlist.id}/restock`, { numbers: uk(3, 2) });
    expect(restock.json()).toMatchObject({ addedNumbers: 2, numlist: { totalNumbers: 5 } });

    const orders = await withKey(secret, 'GET', '/api/purchase-history');
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toMatchObject({ code: 'API_SCOPE_MISSING', details: { missingScope: 'orders:read' } });
    expect(orders.json().message).toContain('orders:read');
    expect((await withKey(secret, 'POST', `/api/users/${customerId}/add-credit`, { amount: '1.00' })).json()).toMatchObject({
      code: 'API_SCOPE_MISSING',
      details: { missingScope: 'credits:write' },
    });

    // Every scope at once still opens no route that declares none.
    const { secret: all } = await createKey('Tout', ['catalogue:read', 'stock:write', 'orders:read', 'customers:read', 'credits:write', 'reports:read', 'webhooks:manage']);
    for (const [method, url, payload] of [
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys', { name: 'Clé fille', scopes: ['orders:read'] }],
      ['GET', '/api/auth/me'],
      ['POST', '/api/users', { username: 'par-la-cle', isAdmin: true, password: 'un-mot-de-passe' }],
      ['GET', '/api/settings'],
      ['GET', '/api/telegram/status'],
    ] as const) {
      const res = await withKey(all, method, url, payload);
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([403, 'API_KEY_NOT_ALLOWED']);
    }
    expect((await withKey(all, 'GET', '/api/purchase-history')).statusCode).toBe(200);
    expect((await withKey(all, 'GET', '/api/users/with-stats')).statusCode).toBe(200);
    expect((await withKey(all, 'GET', '/api/reports/sales')).statusCode).toBe(200);
    // An unknown secret is refused as such.
    expect((await withKey('ak_not-a-key', 'GET', '/api/countries')).json()).toMatchObject({ code: 'API_KEY_INVALID' });
    expect((await api('GET', '/api/api-keys')).json().keys.find((k: { name: string }) => k.name === 'Tout').lastUsedAt).not.toBeNull();
  });

  it('refuses an expired key, and a key revoked on one instance at once on the other', async () => {
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const { secret: expiring } = await createKey('Éphémère', ['catalogue:read'], soon);
    expect((await withKey(expiring, 'GET', '/api/countries')).statusCode).toBe(200);
    // The second instance's clock is past the expiry.
    expect((await withKey(expiring, 'GET', '/api/countries', undefined, {}, second)).json()).toMatchObject({ code: 'API_KEY_INVALID' });

    const { key, secret } = await createKey('À révoquer', ['catalogue:read']);
    expect((await withKey(secret, 'GET', '/api/countries', undefined, {}, second)).statusCode).toBe(200);
    const revoked = await api('POST', `/api/api-keys/${key.id}/revoke`);
    expect(revoked.json()).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    const refused = await withKey(secret, 'GET', '/api/countries', undefined, {}, second);
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'API_KEY_INVALID']);
    expect((await withKey(secret, 'GET', '/api/countries')).statusCode).toBe(401);
    const audit = await queryRows<{ action: string; actor: number }>(
      t.database.db,
      sql`select action, actor_user_id as actor from audit_log where entity_type = 'api_key' and entity_id = ${String(key.id)} order by id`,
    );
    expect(audit).toEqual([
      { action: 'api_key.create', actor: admin.id },
      { action: 'api_key.revoke', actor: admin.id },
    ]);
  });

  it('lets exactly the limit of 100 requests sent at once pass, and answers the rest 429 with Retry-After', async () => {
    const { secret } = await createKey('Rafale', ['catalogue:read']);
    const answers = await Promise.all(Array.from({ length: 100 }, () => withKey(secret, 'GET', '/api/categories', undefined, {}, second)));
    const passed = answers.filter((a) => a.statusCode === 200);
    const limited = answers.filter((a) => a.statusCode === 429);
    expect([passed.length, limited.length]).toEqual([LIMIT, 100 - LIMIT]);
    // 10:00:05 in a one-minute window: 55 seconds to wait.
    for (const answer of limited) {
      expect(answer.headers['retry-after']).toBe('55');
      expect(answer.json()).toMatchObject({ code: 'API_RATE_LIMITED', details: { retryAfterSeconds: 55, limitPerMinute: LIMIT } });
    }
    // Another key has its own count; the next minute, this one passes again.
    const { secret: other } = await createKey('Autre', ['catalogue:read']);
    expect((await withKey(other, 'GET', '/api/categories', undefined, {}, second)).statusCode).toBe(200);
    clock = new Date('2030-03-01T10:01:00Z');
    expect((await withKey(secret, 'GET', '/api/categories', undefined, {}, second)).statusCode).toBe(200);
  });

  it('answers a repeated Idempotency-Key with the first answer, refuses it with another body, and runs 20 concurrent duplicates once', async () => {
    const { key, secret } = await createKey('Comptabilité', ['credits:write', 'stock:write', 'catalogue:read']);
    const credit = (amount: string, idempotencyKey: string) =>
      withKey(secret, 'POST', `/api/users/${customerId}/add-credit`, { amount, reason: 'Avoir fournisseur' }, { 'idempotency-key': idempotencyKey });
    const ledgerCount = async () =>
      Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_entries where user_id = ${customerId}`))[0].n);
    const before = await ledgerCount();

    const first = await credit('5.00', 'credit-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await credit('5.00', 'credit-1');
    expect([again.statusCode, again.body, again.headers['idempotent-replayed']]).toEqual([200, first.body, 'true']);
    expect(await ledgerCount()).toBe(before + 1);
    const other = await credit('7.00', 'credit-1');
    expect([other.statusCode, other.json().code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);

    const together = await Promise.all(Array.from({ length: 20 }, () => credit('2.00', 'credit-2')));
    expect(new Set(together.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(together[0].statusCode).toBe(200);
    expect(await ledgerCount()).toBe(before + 2);

    // A list created twice with one key exists once; the replay keeps the first status (201).
    const create = () => withKey(secret, 'POST', '/api/numlists', numlistBody('Import idempotent', uk(100, 4)), { 'idempotency-key': 'import-1' });
    const [a, b] = [await create(), await create()];
    expect([a.statusCode, b.statusCode, b.body]).toEqual([201, 201, a.body]);
    const lists = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from numlists where name = 'Import idempotent'`);
    expect(lists[0].n).toBe(1);
    // A malformed key is refused, and keys are per caller: the admin's session does not see the key's answers.
    expect((await credit('1.00', 'x'.repeat(256))).json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/users/${customerId}/add-credit`,
      headers: { ...t.auth, 'idempotency-key': 'credit-1' },
      payload: { amount: '5.00', reason: 'Avoir fournisseur' },
    });
    expect(byAdmin.headers['idempotent-replayed']).toBeUndefined();

    // The audit and the customer's ledger name the key; the admin who created it stays the actor.
    const audit = await queryRows<{ action: string; actor: number; key: number }>(
      t.database.db,
      sql`select action, actor_user_id as actor, actor_api_key_id as key from audit_log where actor_api_key_id = ${key.id} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['user.add_credit', 'user.add_credit', 'numlist.create']);
    expect(audit.every((r) => r.actor === admin.id)).toBe(true);
    const details = (await api('GET', `/api/users/${customerId}`)).json();
    expect(details.ledger.filter((e: { actorApiKeyName: string | null }) => e.actorApiKeyName === 'Comptabilité')).toHaveLength(2);
    expect(details.ledger.find((e: { actorApiKeyName: string | null }) => e.actorApiKeyName === null)).toMatchObject({ actorUsername: 'admin' });

    // The pruning job forgets the answers once they are 24 hours old: the same key then runs again.
    const kept = sql`select count(*)::int as n from idempotent_requests where owner = ${`key:${key.id}`}`;
    expect((await queryRows<{ n: number }>(t.database.db, kept))[0].n).toBe(3);
    await pruneIdempotentRequests(t.database.db, new Date(Date.now() + 23 * 3600_000));
    expect((await queryRows<{ n: number }>(t.database.db, kept))[0].n).toBe(3);
    await pruneIdempotentRequests(t.database.db, new Date(Date.now() + 25 * 3600_000));
    expect((await queryRows<{ n: number }>(t.database.db, kept))[0].n).toBe(0);
    expect((await credit('5.00', 'credit-1')).headers['idempotent-replayed']).toBeUndefined();
    expect(await ledgerCount()).toBe(before + 4);
  });
});
