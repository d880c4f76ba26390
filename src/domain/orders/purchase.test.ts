// The purchase engine called as the bot and the Mini App will call it: no HTTP, no admin, the customer's own order.
import { describe, expect, it } from 'vitest';
import { balanceOf, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { checkLedger } from '../wallet/check-ledger';
import { purchase } from './purchase';
import { suiteCatalogue, suiteDatabase } from '../../../tests/support/suite-fixtures';

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
});
