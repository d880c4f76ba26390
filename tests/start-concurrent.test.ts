// Two `npm start` at the same moment on one empty PostgreSQL database: one migration, one demo seed, one admin, one password.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { login } from './support/shop-process';
import { suiteShopProcesses } from './support/shop-processes';

/** How many customers the demo seed writes (src/demo/seed.ts `demoCustomers`): a second seed would double them. */
const DEMO_CUSTOMERS = 12;

describe('two processes starting on one empty PostgreSQL database', () => {
  const processes = suiteShopProcesses('autoshop_start');

  it('migrate, seed the demo and create the first admin once: one admin row, one printed password, and it signs in', async (context) => {
    processes.skipUnlessRun(context);
    await processes.open();

    const results = await Promise.allSettled([processes.start(), processes.start()]);
    const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const outputs = results.map((r) => (r.status === 'fulfilled' ? r.value.output() : String(r.reason)));
    expect(results.map((r) => r.status), outputs.join('\n----\n')).toEqual(['fulfilled', 'fulfilled']);

    const passwords = outputs.flatMap((out) => [...out.matchAll(/password "([^"]+)"/g)].map((m) => m[1]));
    expect(passwords).toHaveLength(1);
    expect(outputs.join('\n').match(/First admin created/g)).toHaveLength(1);

    const db = new pg.Client({ connectionString: processes.databaseUrl });
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
