import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../tests/support/db';
import { migrationsFolder } from './client';

type Journal = { entries: Array<{ idx: number; when: number; tag: string }> };

describe('migration journal', () => {
  // Drizzle's migrator applies, on an existing database, only the migrations dated after the last one applied: an
  // entry dated earlier than its predecessor (a hand-edited journal) would be skipped on every upgraded shop.
  it('dates every migration after the one before it, and lists every SQL file once, in order', async () => {
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
    const whens = journal.entries.map((e) => e.when);
    expect(whens).toEqual([...whens].sort((a, b) => a - b));
    expect(new Set(whens).size).toBe(whens.length);
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
    const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
  });
});

/**
 * A new PGlite database migrated up to (not including) migration `tag`, as a shop of that time: `upgrade()` then applies
 * the migrations shipped since, `rows` reads, `close()` removes it all.
 */
async function shopBefore(tag: string) {
  const { cp, mkdtemp, rm, writeFile } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { pgliteExtensions } = await import('./pglite-extensions');
  const before = await mkdtemp(join(tmpdir(), `autoshop-before-${tag.slice(0, 4)}-`));
  await cp(migrationsFolder, before, { recursive: true });
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  await writeFile(join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const db = drizzle(pglite);
  await migrate(db, { migrationsFolder: before });
  return {
    db,
    upgrade: () => migrate(db, { migrationsFolder }),
    rows: async (query: SQL) => (await db.execute(query)).rows as Array<Record<string, unknown>>,
    async close() {
      await pglite.close();
      await rm(before, { recursive: true, force: true });
    },
  };
}

type ShopBefore = Awaited<ReturnType<typeof shopBefore>>;

/**
 * One upgrade, on PGlite only (the same SQL runs on both: the PostgreSQL project has nothing more to show here): a shop
 * from before migration `tag` for `body`, removed afterwards whatever happens.
 */
function upgradeTest(title: string, behaviour: string, tag: string, body: (shop: ShopBefore, sql: typeof import('drizzle-orm').sql) => Promise<void>) {
  describe.runIf(testDbKind === 'pglite')(title, () => {
    it(behaviour, async () => {
      const { sql } = await import('drizzle-orm');
      const shop = await shopBefore(tag);
      try {
        await body(shop, sql);
      } finally {
        await shop.close();
      }
    });
  });
}

upgradeTest(
  'upgrading a shop with stock to the partitioned stock table (migration 0030)',
  'keeps every number in the default partition, in sale order, once per list, with both indexes',
  '0030_stock_list_partitions',
  async ({ db, rows, upgrade }, sql) => {
    // The migrations as they were before 0030, applied to a new database that then gets stock.
    await db.execute(sql`insert into numlists (id, name, total_numbers, available_numbers) values (7, 'A', 3, 3), (9, 'B', 2, 2)`);
    await db.execute(sql`insert into numlist_numbers (numlist_id, number, sort_key) values
      (7, 33612000003, 1), (7, 33612000001, 2), (7, 33612000002, 3), (9, 33612000001, 1), (9, 33612000009, 2)`);

    await upgrade();
    expect(await rows(sql`select count(*)::int as n from pg_partitioned_table where partrelid = 'numlist_numbers'::regclass`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`select number::text from numlist_numbers where numlist_id = 7 order by sort_key`)).toEqual([
      { number: '33612000003' },
      { number: '33612000001' },
      { number: '33612000002' },
    ]);
    expect(await rows(sql`select count(*)::int as n from numlist_numbers_default`)).toEqual([{ n: 5 }]);
    // Still once per list, through the parent; a new list's numbers go to the default partition.
    await expect(db.execute(sql`insert into numlist_numbers values (7, 33612000001, 10)`)).rejects.toThrow();
    await db.execute(sql`insert into numlist_numbers values (12, 33612000012, 1)`);
    expect(await rows(sql`select count(*)::int as n from numlist_numbers_default where numlist_id = 12`)).toEqual([{ n: 1 }]);
    // The default partition's indexes are the partitioned ones' (attached, valid), not copies built beside them.
    expect(
      await rows(sql`select c.relname as name, i.indisvalid as valid from pg_inherits h join pg_class c on c.oid = h.inhrelid
        join pg_index i on i.indexrelid = c.oid where h.inhparent in ('numlist_numbers_pk'::regclass, 'numlist_numbers_sale_order_idx'::regclass) order by 1`),
    ).toEqual([
      { name: 'numlist_numbers_default_pk', valid: true },
      { name: 'numlist_numbers_default_sale_order_idx', valid: true },
    ]);
  },
);

// Orders refunded before partial refunds (migration 0038) become refunded in full, with their one refund: the books
// still prove out and the refund reports count them.
upgradeTest(
  'upgrading a shop with refunded orders to partial refunds (migration 0038)',
  'marks them refunded in full with one refund each, and the ledger check stays green',
  '0038_order_refunds',
  async ({ db, rows, upgrade }, sql) => {
    const { checkLedger } = await import('../domain/wallet/check-ledger');
    await db.execute(sql`insert into users (id, username, opening_balance_cents, balance_cents) values (5, 'olga', 100, 100)`);
    await db.execute(sql`insert into transactions (id, user_id, type, amount_cents, status, metadata) values
      (1, 5, 'purchase', 60, 'refunded', '{}'::jsonb), (2, 5, 'refund', 60, 'completed', '{"purchaseId": 3, "reason": "morts"}'::jsonb)`);
    await db.execute(sql`insert into purchase_history (id, user_id, quantity, price_cents, unit_price_micros, status, transaction_id)
      values (3, 5, 2, 60, 300000, 'refunded', 1), (4, 5, 1, 0, 0, 'completed', null)`);
    await db.execute(sql`insert into order_numbers (purchase_id, number) values (3, '+33639980001'), (3, '+33639980002'), (4, '+33639980003')`);
    await db.execute(sql`insert into ledger_entries (user_id, kind, amount_cents, balance_after_cents, reference_type, reference_id, reason) values
      (5, 'purchase', -60, 40, 'order', '3', null), (5, 'refund', 60, 100, 'order', '3', 'morts'), (5, 'purchase', 0, 100, 'order', '4', null)`);

    await upgrade();
    expect(await rows(sql`select id, refunded_quantity, refunded_cents::int as cents from purchase_history order by id`)).toEqual([
      { id: 3, refunded_quantity: 2, cents: 60 },
      { id: 4, refunded_quantity: 0, cents: 0 },
    ]);
    expect(await rows(sql`select purchase_id, quantity, amount_cents::int as amount, reason, note, transaction_id, balance_after_cents::int as after from order_refunds`)).toEqual([
      { purchase_id: 3, quantity: 2, amount: 60, reason: 'other', note: 'morts', transaction_id: 2, after: 100 },
    ]);
    expect((await checkLedger(db as never)).problems).toEqual([]);
  },
);

// A refund's ticket becomes a foreign key (migration 0043, decision 0146): a refund naming a ticket that is gone loses
// the link on the way, the others keep theirs, and from then on the link holds.
upgradeTest(
  'upgrading a shop with refunds linked to tickets (migration 0043)',
  'nulls the links to missing tickets, keeps the others, then refuses a missing ticket and lets a deleted one go',
  '0043_refund_ticket_link',
  async ({ db, rows, upgrade }, sql) => {
    await db.execute(sql`insert into users (id, username) values (5, 'olga')`);
    await db.execute(sql`insert into purchase_history (id, user_id, quantity, price_cents, unit_price_micros, status) values (3, 5, 2, 60, 300000, 'completed')`);
    await db.execute(sql`insert into support_tickets (id, user_id, order_id, language) values (11, 5, 3, 'fr'), (12, 5, null, 'fr')`);
    await db.execute(sql`insert into order_refunds (id, purchase_id, user_id, ticket_id, quantity, amount_cents, reason, balance_after_cents) values
      (1, 3, 5, 11, 1, 30, 'dead', 30), (2, 3, 5, 99, 1, 30, 'dead', 60), (3, 3, 5, null, 0, 0, 'other', 60), (4, 3, 5, 12, 0, 0, 'other', 60)`);

    await upgrade();
    expect(await rows(sql`select id, ticket_id from order_refunds order by id`)).toEqual([
      { id: 1, ticket_id: 11 },
      { id: 2, ticket_id: null },
      { id: 3, ticket_id: null },
      { id: 4, ticket_id: 12 },
    ]);
    await expect(db.execute(sql`update order_refunds set ticket_id = 98 where id = 3`)).rejects.toThrow();
    await expect(
      db.execute(sql`insert into order_refunds (purchase_id, user_id, ticket_id, quantity, amount_cents, reason, balance_after_cents) values (3, 5, 97, 1, 1, 'dead', 0)`),
    ).rejects.toThrow();
    // The ticket deleted, the refund (a money record) stays, without its link.
    await db.execute(sql`delete from support_tickets where id = 11`);
    expect(await rows(sql`select id, ticket_id from order_refunds where id = 1`)).toEqual([{ id: 1, ticket_id: null }]);
    expect(await rows(sql`select count(*)::int as n from order_refunds`)).toEqual([{ n: 4 }]);
  },
);
