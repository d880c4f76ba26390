import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countOf, createCustomer } from '../../../tests/support/wallet-fixtures';
import { checkRollups } from '../rollups/rollups';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

describe('active-customer counter (triggers on users)', () => {
  const database = suiteDatabase();
  const kept = () => countOf(database.db, sql`select active_customers as n from customer_counts where id = 1`);
  const counted = () => countOf(database.db, sql`select count(*)::int as n from users where is_active and not is_admin`);


  it('follows inserts (one statement of many rows too), (de)activations, admin changes and deletes', async () => {
    const db = database.db;
    const start = await kept();
    expect(start).toBe(await counted());

    await db.execute(sql`insert into users (username, is_active, is_admin) values
      ('cc_one', true, false), ('cc_two', true, false), ('cc_admin', true, true), ('cc_off', false, false)`);
    expect(await kept()).toBe(start + 2);
    const id = await createCustomer(db, { balanceCents: 0, username: 'cc_three' });
    expect(await kept()).toBe(start + 3);

    await db.execute(sql`update users set is_active = false where username in ('cc_one', 'cc_off')`);
    expect(await kept()).toBe(start + 2);
    await db.execute(sql`update users set is_admin = true where id = ${id}`);
    expect(await kept()).toBe(start + 1);
    await db.execute(sql`update users set is_admin = false, is_active = true where username in ('cc_admin', 'cc_off')`);
    expect(await kept()).toBe(start + 3);
    // A balance change does not touch the counter (the update trigger fires on is_active / is_admin only).
    await db.execute(sql`update users set balance_cents = balance_cents + 100, is_active = is_active where username = 'cc_two'`);
    expect(await kept()).toBe(start + 3);

    await db.execute(sql`delete from users where username like 'cc\\_%'`);
    expect(await kept()).toBe(start);
    expect(await kept()).toBe(await counted());
    expect(await checkRollups(db)).toEqual([]);
  });

  it('stays exact under concurrent sign-ups', async () => {
    const before = await kept();
    await Promise.all(Array.from({ length: 20 }, () => createCustomer(database.db, { balanceCents: 0 })));
    expect(await kept()).toBe(before + 20);
    expect(await kept()).toBe(await counted());
  });

  it('a counter that disagrees with the users is reported by the books check', async () => {
    await database.db.execute(sql`update customer_counts set active_customers = active_customers + 5 where id = 1`);
    const mismatches = await checkRollups(database.db);
    expect(mismatches).toEqual([expect.objectContaining({ table: 'customer_counts', day: 'now' })]);
    expect(mismatches[0].detail).toMatch(/active customers: (\d+) in users, \d+ kept/);
    await database.db.execute(sql`update customer_counts set active_customers = active_customers - 5 where id = 1`);
  });
});
