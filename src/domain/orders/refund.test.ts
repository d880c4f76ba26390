// A refund gives back the promotion's use its order took: the code's total (uses_count) and the customer's own count.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotionInput } from '../../../tests/support/promotion-fixtures';
import { countOf, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { DomainError } from '../errors';
import { createPromotion } from '../promotions/manage';
import { purchase } from './purchase';
import { refundPurchase } from './refund';
import { suiteCatalogue, suiteDatabase } from '../../../tests/support/suite-fixtures';

const database = suiteDatabase();
const cat = suiteCatalogue(() => database.db);
let list: number;
let key = 0;

beforeAll(async () => {
  list = await createNumlist(database.db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 4000 });
});

async function promotion(code: string, limits: { maxUses?: number | null; maxUsesPerCustomer?: number | null }) {
  const p = await createPromotion(database.db, promotionInput({ name: code, value: 2000, code, conditions: { countryIds: [cat.countryId] }, ...limits }), null);
  return p.id;
}

const buy = (userId: number, promoCode: string) => purchase(database.db, { userId, numlistId: list, quantity: 100, idempotencyKey: `refund-${++key}`, promoCode });
const refund = (purchaseId: number) => refundPurchase(database.db, { purchaseId, actorUserId: null });
const usesOf = (id: number) => countOf(database.db, sql`select uses_count as n from promotions where id = ${id}`);
const customer = () => createCustomer(database.db, { balanceCents: 10_000 });
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => (e instanceof DomainError ? e.code : e));

describe('a refund and promotion uses', () => {
  it('gives the last use of a code back: another customer may then use it', async () => {
    const id = await promotion('LASTONE', { maxUses: 1 });
    const first = await buy(await customer(), 'LASTONE');
    expect(await usesOf(id)).toBe(1);
    const other = await customer();
    expect(await refusal(buy(other, 'LASTONE'))).toBe('PROMO_CODE_USED_UP');
    await refund(first.order.id);
    expect(await usesOf(id)).toBe(0);
    expect((await buy(other, 'LASTONE')).order.promoCode).toBe('LASTONE');
    expect(await usesOf(id)).toBe(1);
  });

  it('gives a customer their use back: a once-per-customer code works again after its order is refunded', async () => {
    await promotion('ONCEEACH', { maxUsesPerCustomer: 1 });
    const buyer = await customer();
    const first = await buy(buyer, 'ONCEEACH');
    expect(await refusal(buy(buyer, 'ONCEEACH'))).toBe('PROMO_CODE_LIMIT_REACHED');
    await refund(first.order.id);
    expect((await buy(buyer, 'ONCEEACH')).order.promoCode).toBe('ONCEEACH');
  });

  it('gives back only a use the order took (a limit set after the order took none)', async () => {
    const id = await promotion('LATELIMIT', { maxUses: null });
    const early = await buy(await customer(), 'LATELIMIT');
    await database.db.execute(sql`update promotions set max_uses = 2 where id = ${id}`);
    await buy(await customer(), 'LATELIMIT');
    expect(await usesOf(id)).toBe(1);
    await refund(early.order.id);
    expect(await usesOf(id)).toBe(1);
  });

  it('a refund racing a purchase of the last use: the count stays exact, within the limit, whichever commits first', async () => {
    for (let round = 0; round < 4; round++) {
      const code = `RACE${round}`;
      const id = await promotion(code, { maxUses: 1 });
      const held = await buy(await customer(), code);
      const [refunded, bought] = await Promise.allSettled([refund(held.order.id), buy(await customer(), code)]);
      expect(refunded.status).toBe('fulfilled');
      if (bought.status === 'rejected') expect((bought.reason as DomainError).code).toBe('PROMO_CODE_USED_UP');
      const taken = await countOf(
        database.db,
        sql`select count(*) as n from purchase_history where promotion_id = ${id} and status = 'completed' and promotion_use_taken`,
      );
      expect(await usesOf(id)).toBe(taken);
      expect(taken).toBe(bought.status === 'fulfilled' ? 1 : 0);
    }
  });
});
