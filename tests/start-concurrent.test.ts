// Two `npm start` at the same moment on one empty PostgreSQL database: one migration, one demo seed, one admin, one password.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from './support/db';
import { createScratchPostgres, type ScratchPostgres } from './support/scratch-postgres';
import { login, type Started, startShop, stopShop } from './support/shop-process';

const serverUrl = process.env.TEST_DATABASE_URL;
/** How many customers the demo seed writes (src/demo/seed.ts `demoCustomers`): a second seed would double them. */
const DEMO_CUSTOMERS = 12;

describe('two processes starting on one empty PostgreSQL database', () => {
  let started: Started[] = [];
  let scratch: ScratchPostgres | undefined;

  afterAll(async () => {
    await Promise.all(started.map((s) => stopShop(s.child)));
    await scratch?.drop();
  });

  it('migrate, seed the demo and create the first admin once: one admin row, one printed password, and it signs in', async (context) => {
    if (!serverUrl) return context.skip('TEST_DATABASE_URL is not set: this test needs a PostgreSQL server');
    if (testDbKind !== 'postgres') return context.skip('runs once, in the postgres project');

    scratch = await createScratchPostgres(serverUrl, 'autoshop_start');
    const env = { DATABASE_URL: scratch.url };

    const results = await Promise.allSettled([startShop(env), startShop(env)]);
    started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const outputs = results.map((r) => (r.status === 'fulfilled' ? r.value.output() : String(r.reason)));
    expect(results.map((r) => r.status), outputs.join('\n----\n')).toEqual(['fulfilled', 'fulfilled']);

    const passwords = outputs.flatMap((out) => [...out.matchAll(/password "([^"]+)"/g)].map((m) => m[1]));
    expect(passwords).toHaveLength(1);
    expect(outputs.join('\n').match(/First admin created/g)).toHaveLength(1);

    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    try {
      const { rows: admins } = await db.query('select username from users where is_admin');
      expect(admins).toEqual([{ username: 'admin' }]);
      const { rows: customers } = await db.query('select count(*)::int as n from users where not is_admin');
      expect(customers[0].n).toBe(DEMO_CUSTOMERS);
      const { rows: countries } = await db.query('select count(*)::int as n, count(distinct code)::int as codes from countries');
      expect(countries[0].n).toBe(countries[0].codes);
    } finally {
      await db.end();
    }

    // The printed password works on either process.
    for (const s of started) expect((await login(s.url, 'admin', passwords[0])).status).toBe(200);
  }, 180_000);
});
