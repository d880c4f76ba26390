// Sale tallies: buyers of one list write their own connection's tally, the count read through them is exact at every
// moment, and a fold moves them onto the list's row without waiting for a sale in flight.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/support/db';
import { countOf, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import type { Db } from '../../db/client';
import { purchase } from '../orders/purchase';
import { deleteNumlist } from './delete-numlist';
import { availableNumbersOf, FOLD_AFTER, foldEverySaleTally, foldSaleTallies } from './sale-tallies';
import { pickNumbers, tallyTaken } from './take-numbers';
import { suiteCatalogue, suiteDatabase } from '../../../tests/support/suite-fixtures';
import { signal } from '../../../tests/support/signal';

/** The list's count as read (row less tallies), its row's count alone, its numbers in stock, its tallies and floor. */
async function stateOf(db: Db, list: number) {
  return {
    available: await countOf(db, sql`select ${availableNumbersOf()} as n from numlists where id = ${list}`),
    row: await countOf(db, sql`select available_numbers as n from numlists where id = ${list}`),
    stock: await countOf(db, sql`select count(*) as n from numlist_numbers where numlist_id = ${list}`),
    tallies: await countOf(db, sql`select count(*) as n from numlist_sale_tallies where numlist_id = ${list}`),
    floor: await countOf(db, sql`select sale_floor as n from numlists where id = ${list}`),
  };
}

describe('sale tallies', () => {
  const database = suiteDatabase();
  const cat = suiteCatalogue(() => database.db);
  let keys = 0;
  const buy = (userId: number, numlistId: number, quantity = 100) =>
    purchase(database.db, { userId, numlistId, quantity, idempotencyKey: `tally-${keys++}` });


  it('counts each sale at once, and the sale that takes the tally past FOLD_AFTER folds it onto the list', async () => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 8000, offset: 0 });
    const user = await createCustomer(db, { balanceCents: 1_000_000 });
    const sales = FOLD_AFTER / 100;
    for (let i = 1; i < sales; i++) await buy(user, list);
    const before = await stateOf(db, list);
    expect(before).toMatchObject({ available: 8000 - (sales - 1) * 100, row: 8000, stock: 8000 - (sales - 1) * 100, floor: 0 });
    expect(before.tallies).toBeGreaterThan(0);
    await buy(user, list);
    const folded = await stateOf(db, list);
    expect(folded).toMatchObject({ available: 8000 - FOLD_AFTER, row: 8000 - FOLD_AFTER, stock: 8000 - FOLD_AFTER, tallies: 0 });
    // The sale floor follows the fold up to the first number left (keys run 1…8000 in import order).
    expect(folded.floor).toBe(FOLD_AFTER + 1);
  });

  it('folds the quiet lists too, every one that has a tally, and drops the tallies of a deleted list', async () => {
    const db = database.db;
    const lists = [
      await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 300, offset: 30_000 }),
      await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 300, offset: 31_000 }),
    ];
    const gone = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 300, offset: 32_000 });
    const user = await createCustomer(db, { balanceCents: 1_000_000 });
    for (const list of [...lists, gone]) await buy(user, list, 200);
    // A deleted list's tallies wait for the fold, which removes them.
    await deleteNumlist(db, gone, null);
    expect(await countOf(db, sql`select count(*) as n from numlist_sale_tallies where numlist_id = ${gone}`)).toBeGreaterThan(0);
    expect(await foldEverySaleTally(db)).toBe(600);
    for (const list of lists) expect(await stateOf(db, list)).toMatchObject({ available: 100, row: 100, stock: 100, tallies: 0 });
    expect(await countOf(db, sql`select count(*) as n from numlist_sale_tallies`)).toBe(0);
  });

  it.runIf(testDbKind === 'postgres')('lets buyers of one list on several connections tally side by side, the count exact throughout', async () => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 4000, offset: 10_000 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createCustomer(db, { balanceCents: 1_000_000 })));
    const seen: number[] = [];
    let buying = true;
    const watcher = (async () => {
      // Read while the sales commit: the count never disagrees with the stock a reader sees in the same statement.
      while (buying) {
        seen.push(
          await countOf(db, sql`select ${availableNumbersOf()} - (select count(*) from numlist_numbers where numlist_id = ${list}) as n from numlists where id = ${list}`),
        );
      }
    })();
    const sold = (await Promise.all(buyers.flatMap((b) => [buy(b, list), buy(b, list), buy(b, list)]))).flatMap((r) => r.numbers);
    buying = false;
    await watcher;
    expect(new Set(sold).size).toBe(2400);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((d) => d === 0)).toBe(true);
    const state = await stateOf(db, list);
    expect(state).toMatchObject({ available: 1600, row: 4000, stock: 1600 });
    // Several connections sold, each on its own row: no buyer waited for another's commit on a shared one.
    expect(state.tallies).toBeGreaterThan(1);
    expect(await foldSaleTallies(db, list)).toBe(2400);
    expect(await stateOf(db, list)).toMatchObject({ available: 1600, row: 1600, stock: 1600, tallies: 0 });
  });

  it.runIf(testDbKind === 'postgres')('folds what is free without waiting for a sale in flight, which the next fold takes', async () => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 1000, offset: 20_000 });
    const user = await createCustomer(db, { balanceCents: 1_000_000 });
    const tallied = signal();
    const released = signal();
    const sale = db.transaction(async (tx) => {
      await tx.execute(tallyTaken(await pickNumbers(tx, [list], 50)));
      tallied.give();
      await released.given;
    });
    await tallied.given;
    // A sale on another connection (the held one keeps its own) commits; the fold takes its tally and skips the held one.
    await buy(user, list);
    expect(await foldSaleTallies(db, list)).toBe(100);
    expect(await stateOf(db, list)).toMatchObject({ available: 900, row: 900, tallies: 0 });
    released.give();
    await sale;
    expect(await stateOf(db, list)).toMatchObject({ available: 850, row: 900, stock: 850, tallies: 1 });
    expect(await foldSaleTallies(db, list)).toBe(50);
    expect(await stateOf(db, list)).toMatchObject({ available: 850, row: 850, stock: 850, tallies: 0 });
  });
});
