// A list being created is not for sale until its creation has finished: the bot's catalogue, the Mini App's, a purchase
// by operator or by list (the back office's order) and the stock figures all leave it out while its numbers come in.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, countOf, createCustomer } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { continentsOnSale, operatorsOnSale } from '../offers/on-sale';
import { DomainError } from '../errors';
import { purchase } from '../orders/purchase';
import { shopCategories } from '../shop/catalogue';
import { createNumlistWithNumbers } from './import-numbers';
import { updateNumlist } from './numlists';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';
import { signal } from '../../../tests/support/signal';

/** French fiction numbers (ARCEP 06 39 98 xx xx). */
const fiction = (from: number, count: number) => Array.from({ length: count }, (_, i) => `+3363998${String(from + i).padStart(4, '0')}`);

describe('a list being created is not for sale', () => {
  const database = suiteDatabase();
  let countryId: number;
  let operatorId: number;
  beforeAll(async () => {
    const db = database.db;
    [{ id: countryId }] = await queryRows<{ id: number }>(db, sql`insert into countries (name, code, flag, continent) values ('France', 'FR', '🇫🇷', 'europe') returning id`);
    [{ id: operatorId }] = await queryRows<{ id: number }>(db, sql`insert into operators (name, country_id) values ('Orange', ${countryId}) returning id`);
  });

  it('is not offered, sold or counted until its last batch, then is on sale as asked', async () => {
    const db = database.db;
    const resumed = signal();
    // A slow upload: its first 1,000 numbers are committed, then it waits.
    async function* slowUpload() {
      yield fiction(0, 1_000);
      await resumed.given;
      yield fiction(1_000, 1_000);
    }
    const input = { name: 'En cours', countryId, operatorId, categoryId: null, source: 'test', consentBasis: 'test', unitPriceMicros: null, isActive: true };
    const creation = createNumlistWithNumbers(db, input, slowUpload(), { actorUserId: null, batchSize: 1_000 });
    let listId = 0;
    for (let waited = 0; listId === 0; waited += 5) {
      if (waited > 20_000) throw new Error('the first batch never came in');
      listId = await countOf(db, sql`select coalesce(max(numlist_id), 0) as n from numlist_numbers`);
      if (listId === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await countOf(db, sql`select count(*) as n from numlist_numbers where numlist_id = ${listId}`)).toBe(1_000);

    // The bot's catalogue, the Mini App's, the stock figures: nothing on sale.
    expect((await operatorsOnSale(db, countryId)).map((o) => o.available)).toEqual([0]);
    expect((await continentsOnSale(db)).map((c) => c.available)).toEqual([0]);
    expect((await shopCategories(db)).filter((c) => c.available > 0)).toEqual([]);
    // A purchase by operator (bot, Mini App) and by list (the back office's order for a customer) is refused.
    const buyer = await createCustomer(db, { balanceCents: 10_000 });
    const byOperator = await purchase(db, { userId: buyer, countryId, operatorId, quantity: 100, idempotencyKey: 'during-1' }).catch((e: unknown) => e);
    const byList = await purchase(db, { userId: buyer, numlistId: listId, quantity: 100, idempotencyKey: 'during-2' }).catch((e: unknown) => e);
    expect(byOperator).toBeInstanceOf(DomainError);
    expect(byList).toBeInstanceOf(DomainError);
    expect(await balanceOf(db, buyer)).toBe(10_000);
    expect(await countOf(db, sql`select count(*) as n from numlist_numbers where numlist_id = ${listId}`)).toBe(1_000);
    // An admin cannot put it on sale early either.
    expect(await updateNumlist(db, listId, { isActive: true }, null).catch((e: unknown) => e)).toMatchObject({
      code: 'STOCK_OPERATION_RUNNING',
      data: { operation: 'create' },
    });

    resumed.give();
    const { numlistId, report } = await creation;
    expect([numlistId, report.added]).toEqual([listId, 2_000]);
    expect(await operatorsOnSale(db, countryId)).toMatchObject([{ id: operatorId, available: 2_000 }]);
    expect(await continentsOnSale(db)).toMatchObject([{ available: 2_000 }]);
    expect((await shopCategories(db)).find((c) => c.available > 0)).toMatchObject({ available: 2_000 });
    const bought = await purchase(db, { userId: buyer, countryId, operatorId, quantity: 100, idempotencyKey: 'after' });
    expect(bought.numbers).toHaveLength(100);
  });

  it('stays off sale when it was asked inactive', async () => {
    const db = database.db;
    const input = { name: 'Inactive', countryId, operatorId, categoryId: null, source: '', consentBasis: '', unitPriceMicros: null, isActive: false };
    const { numlistId } = await createNumlistWithNumbers(db, input, [fiction(5_000, 200)], { actorUserId: null });
    expect(await countOf(db, sql`select count(*) as n from numlists where id = ${numlistId} and not is_active`)).toBe(1);
  });
});
