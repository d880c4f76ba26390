import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { detachedBotControl } from '../../bot/control';
import { buildTestApp, createTestApp, type TestApp, testConfig } from '../../../tests/support/app';

const METRICS_TOKEN = 'metrics-secret-for-the-operator';
const BOT_ERROR = '401 Unauthorized: the bot token 123456:ABC was refused';

let t: TestApp;
/** The same database behind an app with METRICS_TOKEN set and a bot Telegram refused (its error text is the secret). */
let operated: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: METRICS_TOKEN } });
  const bot = detachedBotControl('http://127.0.0.1:9');
  operated = await buildTestApp({
    config: testConfig({ metricsToken: METRICS_TOKEN }),
    db: t.database.db,
    logger: false,
    bot: { ...bot, state: () => ({ running: false, mode: null, polling: false, error: BOT_ERROR }) },
    webDir: '/nonexistent',
  });
});
afterAll(async () => {
  await operated.close();
  await t.close();
});

const withToken = { authorization: `Bearer ${METRICS_TOKEN}` };

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
    const ready = await t.app.inject({ method: 'GET', url: '/readyz', headers: withToken });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      database: 'ok',
      schema: { current: version.expected, expected: version.expected },
      bot: { running: false, mode: null, polling: false, error: null },
    });
  });

  it("tells a caller without the metrics token the verdict only: no bot error text, no migration name", async () => {
    const { expected } = await t.database.schemaVersion();
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: METRICS_TOKEN }, { authorization: 'Basic bWV0cmljcw==' }]) {
      const res = await operated.inject({ method: 'GET', url: '/readyz', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.body).not.toContain('Unauthorized');
      expect(res.body).not.toContain(expected);
    }
    const operator = await operated.inject({ method: 'GET', url: '/readyz', headers: withToken });
    expect(operator.statusCode).toBe(200);
    expect(operator.json()).toEqual({
      status: 'ok',
      database: 'ok',
      schema: { current: expected, expected },
      bot: { running: false, mode: null, polling: false, error: BOT_ERROR },
    });
  });

  it('tells nobody the details while no METRICS_TOKEN is configured, whatever bearer is sent', async () => {
    const bare = await createTestApp();
    try {
      for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
        const res = await bare.app.inject({ method: 'GET', url: '/readyz', headers });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'ok' });
      }
    } finally {
      await bare.close();
    }
  });

  it('is not ready while the last migration is missing (an older schema than the code), naming both versions; still alive', async () => {
    const { expected } = await t.database.schemaVersion();
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const version = await t.database.schemaVersion();
    expect(version.upToDate).toBe(false);
    expect(version.current).not.toBe(expected);
    const res = await t.app.inject({ method: 'GET', url: '/readyz', headers: withToken });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'ok', schema: { current: version.current, expected } });
    // A stranger learns that it is not ready, and nothing of which migration is missing.
    const stranger = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(stranger.statusCode).toBe(503);
    expect(stranger.json()).toEqual({ status: 'unavailable' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
