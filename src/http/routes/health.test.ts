import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /healthz, from the database client\'s ping() and schemaVersion()', () => {
  it('is ok on a database carrying every migration; ping and schemaVersion say why', async () => {
    await expect(t.database.ping()).resolves.toBeUndefined();
    const version = await t.database.schemaVersion();
    expect(version.upToDate).toBe(true);
    expect(version.current).toBe(version.expected);
    expect(version.expected).toMatch(/^\d{4}_/);
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 while the last migration is missing (an older schema than the code), naming both versions', async () => {
    const { expected } = await t.database.schemaVersion();
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const version = await t.database.schemaVersion();
    expect(version.upToDate).toBe(false);
    expect(version.current).not.toBe(expected);
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', schema: { current: version.current, expected } });
  });

});
