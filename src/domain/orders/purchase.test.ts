// The purchase engine called as the bot and the Mini App will call it: no HTTP, no admin, the customer's own order.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { checkLedger } from '../wallet/check-ledger';
import { purchase } from './purchase';
import { suiteCatalogue, suiteDatabase } from '../../../tests/support/suite-fixtures';
import type { Db, Tx } from '../../db/client';

describe('purchase()', () => {
  const database = suiteDatabase();
  const cat = suiteCatalogue(() => database.db);

  it('returns the numbers and the new balance, and a repeated key returns the same order, charged once', async () => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 200, offset: 16_200 });
    const user = await createCustomer(db, { balanceCents: 100 });
    const result = await purchase(db, { userId: user, numlistId: list, quantity: 100, idempotencyKey: 'bot-1' });
    expect(result).toMatchObject({ replayed: false, balanceCents: 40, order: { priceCents: 60, quantity: 100 } });
    expect(result.numbers).toHaveLength(100);
    const again = await purchase(db, { userId: user, numlistId: list, quantity: 100, idempotencyKey: 'bot-1' });
    expect(again).toMatchObject({ replayed: true, order: { id: result.order.id } });
    expect(again.numbers).toEqual(result.numbers);
    expect(await balanceOf(db, user)).toBe(40);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('refuses with codes and figures, never a sentence', async () => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 150, offset: 16_500 });
    const poor = await createCustomer(db, { balanceCents: 10 });
    await expect(purchase(db, { userId: poor, numlistId: list, quantity: 50, idempotencyKey: 'small' })).rejects.toMatchObject({
      code: 'QUANTITY_TOO_SMALL',
      data: { minimum: 100 },
    });
    await expect(purchase(db, { userId: poor, numlistId: list, quantity: 100, idempotencyKey: 'poor' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      data: { neededCents: 60, balanceCents: 10 },
    });
    const rich = await createCustomer(db, { balanceCents: 10_000 });
    await expect(purchase(db, { userId: rich, numlistId: list, quantity: 200, idempotencyKey: 'much' })).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
      data: { available: 150, minimum: 100 },
    });
  });

  // Another sale holds some of the list's last numbers, then fails: skipping those rows would tell this buyer "out of
  // stock" while the list covers the order (on PostgreSQL; PGlite runs one transaction at a time). In the second case
  // the failing sale then wants the rows this buyer took: each waits for the other, PostgreSQL aborts this purchase (it
  // waited first), and the purchase starts over rather than answering with an error.
  it.each([
    { case: 'waits for the numbers a failing sale held instead of refusing for want of stock', offset: 16_700, lockAll: false },
    { case: 'starts over when the wait for held numbers ends in a deadlock', offset: 16_850, lockAll: true },
  ])('$case', async ({ offset, lockAll }) => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 100, offset });
    const user = await createCustomer(db, { balanceCents: 1000 });
    const held = holdNumbers(db, list, 30, async (tx) => {
      if (lockAll) await tx.execute(sql`select number from numlist_numbers where numlist_id = ${list} for update`);
    });
    await held.locked;
    const bought = purchase(db, { userId: user, numlistId: list, quantity: 100, idempotencyKey: `held-${offset}` });
    await new Promise((r) => setTimeout(r, 300));
    held.release();
    expect((await bought).numbers).toHaveLength(100);
    await held.done;
    expect(await balanceOf(db, user)).toBe(940);
    expect((await checkLedger(db)).problems).toEqual([]);
  });
});

/**
 * A sale in flight on another connection: locks the first `count` numbers of the list, and once released runs `then`
 * and rolls back.
 */
function holdNumbers(db: Db, list: number, count: number, then: (tx: Tx) => Promise<void>) {
  let locked!: () => void;
  let release!: () => void;
  const lockedP = new Promise<void>((r) => (locked = r));
  const released = new Promise<void>((r) => (release = r));
  const rollback = new Error('the held sale fails');
  const done = db
    .transaction(async (tx) => {
      await tx.execute(sql`select number from numlist_numbers where numlist_id = ${list} order by sort_key limit ${count} for update`);
      locked();
      await released;
      await then(tx);
      throw rollback;
    })
    .catch((error) => {
      if (error !== rollback) throw error;
    });
  return { locked: lockedP, release, done };
}
