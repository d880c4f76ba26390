// Sale order under the sale floor: first in, first out across sales, restocks, a rolled-back sale and a shuffle with sales running.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../../../tests/support/db';
import { type Catalogue, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import type { Database, Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { purchase } from '../orders/purchase';
import { moveCounts } from './batches';
import { importNumbers } from './import-numbers';
import { fromList } from './number-sources';
import { shuffleNumlist } from './shuffle';
import { availableNumbersOf, foldSaleTallies } from './sale-tallies';
import { pickNumbers, tallyTaken } from './take-numbers';

/** The list's numbers in sale order, E.164. */
const stockOf = async (db: Db, id: number) =>
  (await queryRows<{ n: string }>(db, sql`select '+' || number::text as n from numlist_numbers where numlist_id = ${id} order by sort_key, number`)).map((r) => r.n);

const countsOf = async (db: Db, id: number) => {
  const [row] = await queryRows<{ available: number; real: string; floor: string }>(
    db,
    sql`select ${availableNumbersOf()} as available, (select count(*) from numlist_numbers where numlist_id = ${id}) as real, sale_floor::text as floor
        from numlists where id = ${id}`,
  );
  return { available: Number(row.available), real: Number(row.real), floor: Number(row.floor) };
};

const french = (from: number, count: number) => Array.from({ length: count }, (_, i) => `+3363998${String(from + i).padStart(4, '0')}`);

describe('sale order', () => {
  let database: Database;
  let cat: Catalogue;
  let keys = 0;
  const buy = (userId: number, numlistId: number, quantity = 100) =>
    purchase(database.db, { userId, numlistId, quantity, idempotencyKey: `sale-order-${keys++}` });

  beforeAll(async () => {
    database = await createTestDatabase();
    cat = await createCatalogue(database.db);
  });
  afterAll(() => database.close());

  it('sells first in, first out past the numbers sold, and sells a restock of a sold-out list', async () => {
    const db = database.db;
    // No country: the restock below takes the French fiction numbers as they are.
    const list = await createNumlist(db, { countryId: null, operatorId: null, count: 300, offset: 0 });
    const user = await createCustomer(db, { balanceCents: 100_000 });
    const inOrder = await stockOf(db, list);
    const sold: string[] = [];
    for (let i = 0; i < 2; i++) sold.push(...(await buy(user, list)).numbers);
    expect(await countsOf(db, list)).toMatchObject({ available: 100, real: 100, floor: 0 });
    // The fold moves the sales' tallies onto the list's row and its floor up to the first number left.
    expect(await foldSaleTallies(db, list)).toBe(200);
    const folded = await countsOf(db, list);
    expect(folded).toMatchObject({ available: 100, real: 100 });
    expect(folded.floor).toBeGreaterThan(200);
    sold.push(...(await buy(user, list)).numbers);
    expect(sold).toEqual(inOrder);
    expect(await countsOf(db, list)).toMatchObject({ available: 0, real: 0 });

    const restock = french(5000, 150);
    await importNumbers(db, list, fromList(restock), { actorUserId: null });
    expect(await stockOf(db, list)).toEqual(restock);
    expect((await buy(user, list)).numbers).toEqual(restock.slice(0, 100));
    expect(await countsOf(db, list)).toMatchObject({ available: 50, real: 50 });
  });

  it('gives a rolled-back sale its numbers back at the head of the sale order', async () => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 300, offset: 1000 });
    const user = await createCustomer(db, { balanceCents: 100_000 });
    const inOrder = await stockOf(db, list);
    await expect(
      db.transaction(async (tx) => {
        const taken = await pickNumbers(tx, [list], 100);
        await tx.execute(tallyTaken(taken));
        throw new Error('the sale fails after the take');
      }),
    ).rejects.toThrow('the sale fails');
    expect((await buy(user, list)).numbers).toEqual(inOrder.slice(0, 100));
  });

  it.runIf(testDbKind === 'postgres')('keeps within reach the numbers a sale running alongside did not take', async () => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 300, offset: 2000 });
    const user = await createCustomer(db, { balanceCents: 100_000 });
    const other = await createCustomer(db, { balanceCents: 100_000 });
    const inOrder = await stockOf(db, list);
    // A first sale holds the head of the list while a second one sells the next 100 and commits first.
    let release = () => {};
    let taken: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const first = db
      .transaction(async (tx) => {
        await pickNumbers(tx, [list], 100);
        taken();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        throw new Error('the first sale fails');
      })
      .catch(() => 'rolled back');
    await held;
    expect((await buy(other, list)).numbers).toEqual(inOrder.slice(100, 200));
    release();
    expect(await first).toBe('rolled back');
    expect((await buy(user, list)).numbers).toEqual(inOrder.slice(0, 100));
  });

  it.runIf(testDbKind === 'postgres')('keeps within reach numbers a restock commits below what a fold alongside saw', async () => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 300, offset: 3000 });
    const user = await createCustomer(db, { balanceCents: 100_000 });
    const inOrder = await stockOf(db, list);
    await buy(user, list);
    // A restock batch whose keys fall below the stock's (as two restocks or a shuffle running together can give),
    // committing while a fold of the sale's tally waits for the list's row: the fold must not raise the floor over them.
    const low = french(7000, 10).map((n) => Number(n.slice(1)));
    let committed: () => void = () => {};
    const go = new Promise<void>((resolve) => {
      committed = resolve;
    });
    let rowTaken: () => void = () => {};
    const listRowHeld = new Promise<void>((resolve) => {
      rowTaken = resolve;
    });
    const restock = db.transaction(async (tx) => {
      await tx.execute(sql`insert into numlist_numbers (numlist_id, number, sort_key) select ${list}, n, 1 + k from unnest(${`{${low.join(',')}}`}::bigint[]) with ordinality as t(n, k)`);
      await moveCounts(tx, list, { total: 10, available: 10, lowestAddedKey: 2 });
      rowTaken();
      await go;
    });
    // The fold starts once the restock holds the list's row; started earlier, it could finish before the restock
    // updated the row and never wait, and the wait below would never end.
    await listRowHeld;
    const fold = foldSaleTallies(db, list);
    // Commit once the fold waits for the list's row (the restock batch updated it).
    for (;;) {
      const [w] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (w.n > 0) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    committed();
    await restock;
    expect(await fold).toBe(100);
    expect((await buy(user, list)).numbers.slice(0, 10)).toEqual(low.map((n) => `+${n}`));
    expect((await buy(user, list)).numbers.slice(0, 10)).toEqual(inOrder.slice(190, 200));
  });

  it('shuffles while customers buy: no number sold twice or lost, counts exact, then first in, first out in the new order', async () => {
    const db = database.db;
    const size = 12_000;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: size, offset: 20_000 });
    const before = await stockOf(db, list);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createCustomer(db, { balanceCents: 1_000_000 })));
    let shuffling = true;
    const sold: string[] = [];
    const shuffle = shuffleNumlist(db, list, null).finally(() => {
      shuffling = false;
    });
    await Promise.all(
      buyers.map(async (buyer) => {
        // At most half the list sold: the shuffle must find numbers left to move.
        for (let i = 0; (shuffling && i < 10) || i < 2; i++) sold.push(...(await buy(buyer, list)).numbers);
      }),
    );
    const { shuffledNumbers } = await shuffle;
    const left = await stockOf(db, list);
    expect(new Set(sold).size).toBe(sold.length);
    expect([...sold, ...left].sort()).toEqual([...before].sort());
    expect(shuffledNumbers).toBeLessThanOrEqual(size);
    expect(await countsOf(db, list)).toMatchObject({ available: left.length, real: left.length });
    expect(left).not.toEqual(before.filter((n) => left.includes(n)));
    // First in, first out in the new order: each sale takes the lowest keys left (random keys may tie).
    for (const buyer of buyers.slice(0, 2)) {
      const keyOf = new Map(
        (await queryRows<{ n: string; k: string }>(db, sql`select '+' || number::text as n, sort_key::text as k from numlist_numbers where numlist_id = ${list}`)).map(
          (r) => [r.n, Number(r.k)],
        ),
      );
      const bought = (await buy(buyer, list)).numbers.map((n) => keyOf.get(n) as number);
      const rest = (await stockOf(db, list)).map((n) => keyOf.get(n) as number);
      expect(bought).toEqual([...bought].sort((a, b) => a - b));
      expect(Math.max(...bought)).toBeLessThanOrEqual(Math.min(...rest));
    }
  });
});
