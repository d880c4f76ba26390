import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /healthz and /readyz, from the database client\'s ping() and schemaVersion()', () => {
  it('is alive and ready on a database carrying every migration, and tells the bot state', async () => {
    await expect(t.database.ping()).resolves.toBeUndefined();
    const version = await t.database.schemaVersion();
    expect(version.upToDate).toBe(true);
    expect(version.current).toBe(version.expected);
    expect(version.expected).toMatch(/^\d{4}_/);
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      database: 'ok',
      schema: { current: version.expected, expected: version.expected },
      bot: { running: false, mode: null, polling: false, error: null },
    });
  });

  it('is not ready while the last migration is missing (an older schema than the code), naming both versions; still alive', async () => {
    const { expected } = await t.database.schemaVersion();
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const version = await t.database.schemaVersion();
    expect(version.upToDate).toBe(false);
    expect(version.current).not.toBe(expected);
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'ok', schema: { current: version.current, expected } });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
