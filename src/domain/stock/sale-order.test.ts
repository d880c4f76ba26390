// Sale order under the sale floor: first in, first out across sales, restocks, a rolled-back sale and a shuffle with sales running.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/support/db';
import { createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { purchase } from '../orders/purchase';
import { DomainError } from '../errors';
import { moveCounts } from './batches';
import { importNumbers } from './import-numbers';
import { fromList } from './number-sources';
import { deleteNumlist } from './delete-numlist';
import { MAX_LIST_PARTITIONS, partitionsOf } from './partitions';
import { shuffleNumlist } from './shuffle';
import { availableNumbersOf, foldSaleTallies } from './sale-tallies';
import { pickNumbers, tallyTaken } from './take-numbers';
import { suiteCatalogue, suiteDatabase } from '../../../tests/support/suite-fixtures';
import { signal } from '../../../tests/support/signal';

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

/**
 * A reader (a backup, a download) holding the stock table shared in an open transaction, as long as the test wants:
 * a rebuilding shuffle then waits for it in short tries. `release()` ends the transaction.
 */
async function holdStockTable(db: Db, list: number): Promise<{ release(): Promise<void> }> {
  const released = signal();
  const reading = signal();
  const reader = db.transaction(async (tx) => {
    await tx.execute(sql`select count(*) from numlist_numbers where numlist_id = ${list}`);
    reading.give();
    await released.given;
  });
  await Promise.race([reading.given, reader]);
  return {
    async release() {
      released.give();
      await reader;
    },
  };
}

const french = (from: number, count: number) => Array.from({ length: count }, (_, i) => `+3363998${String(from + i).padStart(4, '0')}`);

describe('sale order', () => {
  const database = suiteDatabase();
  const cat = suiteCatalogue(() => database.db);
  let keys = 0;
  const buy = (userId: number, numlistId: number, quantity = 100) =>
    purchase(database.db, { userId, numlistId, quantity, idempotencyKey: `sale-order-${keys++}` });


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
    const taken = signal();
    const released = signal();
    const first = db
      .transaction(async (tx) => {
        await pickNumbers(tx, [list], 100);
        taken.give();
        await released.given;
        throw new Error('the first sale fails');
      })
      .catch(() => 'rolled back');
    await taken.given;
    expect((await buy(other, list)).numbers).toEqual(inOrder.slice(100, 200));
    released.give();
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

  it.each([
    ['in place', Number.POSITIVE_INFINITY, 20_000],
    ['by rebuilding the list in a partition of its own', 1, 40_000],
  ])('shuffles %s while customers buy: no number sold twice or lost, counts exact, then first in, first out in the new order', async (_, rebuildFrom, offset) => {
    const db = database.db;
    const size = 12_000;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: size, offset });
    const before = await stockOf(db, list);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createCustomer(db, { balanceCents: 1_000_000 })));
    let shuffling = true;
    const sold: string[] = [];
    const shuffle = shuffleNumlist(db, list, null, { rebuildFrom }).finally(() => {
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

  it.runIf(testDbKind === 'postgres')('a rebuilding shuffle catches up with a sale and a restock that commit after its copy', async () => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: null, operatorId: null, count: 3_000, offset: 60_000 });
    const other = await createNumlist(db, { countryId: null, operatorId: null, count: 10, offset: 64_000 });
    const user = await createCustomer(db, { balanceCents: 1_000_000 });
    const before = await stockOf(db, list);
    // A reader of another list keeps the stock table shared: the shuffle, its copy made, waits for it in short tries,
    // and a customer's sale and an admin's restock of the list commit in between.
    const reader = await holdStockTable(db, other);
    const shuffle = shuffleNumlist(db, list, null, { rebuildFrom: 1 });
    for (;;) {
      const [w] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pg_locks where relation = 'numlist_numbers'::regclass and mode = 'AccessExclusiveLock' and not granted`,
      );
      if (w.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const restock = french(8000, 50);
    const taken = (await buy(user, list, 200)).numbers;
    await importNumbers(db, list, fromList(restock), { actorUserId: null });
    await reader.release();
    expect(taken).toEqual(before.slice(0, 200));
    expect((await shuffle).shuffledNumbers).toBe(2_800);
    const left = await stockOf(db, list);
    expect(await countsOf(db, list)).toMatchObject({ available: 2_850, real: 2_850 });
    // The restock comes after every shuffled number, in its own order; nothing sold is left, nothing else lost.
    expect(left.slice(2_800)).toEqual(restock);
    expect([...left.slice(0, 2_800)].sort()).toEqual(before.slice(200).sort());
    expect(left.slice(0, 2_800)).not.toEqual(before.slice(200));
    expect((await buy(user, list)).numbers).toEqual(left.slice(0, 100));
  });

  it.runIf(testDbKind === 'postgres')('gives up with STOCK_BUSY when the stock table stays in use, and leaves the list as it was', async () => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: null, operatorId: null, count: 1_000, offset: 66_000 });
    const before = await stockOf(db, list);
    // A long reader keeps the stock table shared for longer than the rebuild's ten seconds of tries.
    const reader = await holdStockTable(db, list);
    const refused = await shuffleNumlist(db, list, null, { rebuildFrom: 1 }).catch((error: unknown) => error);
    await reader.release();
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'STOCK_BUSY' });
    expect(await stockOf(db, list)).toEqual(before);
    expect(await countsOf(db, list)).toMatchObject({ available: 1_000, real: 1_000 });
    const [left] = await queryRows<{ half: number; held: boolean }>(
      db,
      sql`select (select count(*)::int from pg_class where relname like 'numlist\_numbers\_%\_shuffle%') as half,
                 (select stock_operation is not null from numlists where id = ${list}) as held`,
    );
    expect(left).toEqual({ half: 0, held: false });
    expect((await partitionsOf(db, list)).own).toBe(false);
    expect((await shuffleNumlist(db, list, null, { rebuildFrom: 1 })).shuffledNumbers).toBe(1_000);
  }, 60_000);

  it('gives at most MAX_LIST_PARTITIONS lists a partition of their own, shuffles the next in place, and drops a deleted list\'s', async () => {
    const db = database.db;
    const user = await createCustomer(db, { balanceCents: 1_000_000 });
    const own = async (list: number) => (await partitionsOf(db, list)).own;
    const lists: number[] = [];
    for (let i = 0; i < MAX_LIST_PARTITIONS + 1; i++) {
      lists.push(await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 300, offset: 80_000 + i * 300 }));
    }
    const already = (await partitionsOf(db, lists[0])).lists;
    for (const list of lists) {
      const before = await stockOf(db, list);
      expect((await shuffleNumlist(db, list, null, { rebuildFrom: 1 })).shuffledNumbers).toBe(300);
      const after = await stockOf(db, list);
      expect([...after].sort()).toEqual([...before].sort());
      expect(after).not.toEqual(before);
    }
    const owners = await Promise.all(lists.map(own));
    expect(owners.filter(Boolean)).toHaveLength(MAX_LIST_PARTITIONS - already);
    expect(owners.at(-1)).toBe(false);
    expect((await partitionsOf(db, lists[0])).lists).toBe(MAX_LIST_PARTITIONS);
    // A list with a partition shuffles again by rebuilding it, sells first in, first out from it, and is counted right.
    const rebuilt = lists[0];
    expect(await own(rebuilt)).toBe(true);
    const first = await stockOf(db, rebuilt);
    expect((await shuffleNumlist(db, rebuilt, null, { rebuildFrom: 1 })).shuffledNumbers).toBe(300);
    const second = await stockOf(db, rebuilt);
    expect(second).not.toEqual(first);
    expect((await buy(user, rebuilt)).numbers).toEqual(second.slice(0, 100));
    expect(await countsOf(db, rebuilt)).toMatchObject({ available: 200, real: 200 });
    // Deleting it drops its partition and frees a place.
    await deleteNumlist(db, rebuilt, null);
    expect((await partitionsOf(db, lists[1])).lists).toBe(MAX_LIST_PARTITIONS - 1);
    const [left] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from numlist_numbers where numlist_id = ${rebuilt}`);
    expect(left.n).toBe(0);
  });
});
