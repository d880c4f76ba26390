// POST /api/orders/quote: the back office's preview prices an order exactly as POST /api/orders then charges it, and
// refuses it for the same reasons (a promo code's included), with the figures.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotionInput } from '../../../tests/support/promotion-fixtures';
import { balanceOf, type Catalogue, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { createPromotion } from '../../domain/promotions/manage';
import { suiteApp } from '../../../tests/support/suite-fixtures';

const t = suiteApp();
/** Promotions apply to this catalogue only (its country); `plain` has none. */
let cat: Catalogue;
let plain: Catalogue;
let listId: number;
let key = 0;

beforeAll(async () => {
  const db = t.database.db;
  cat = await createCatalogue(db, { operator: 'Orange' });
  plain = await createCatalogue(db, { operator: 'Free' });
  listId = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 3000 });
  await createNumlist(db, { countryId: plain.countryId, operatorId: plain.operatorId, count: 500, offset: 5000, unitPriceMicros: 5000 });
  const onCat = { countryIds: [cat.countryId] };
  await createPromotion(db, promotionInput({ name: 'Automne', value: 1000, conditions: onCat }), null);
  await createPromotion(db, promotionInput({ name: 'Gros volume', value: 5000, code: 'BIG50', conditions: { ...onCat, minQuantity: 1000 } }), null);
  await createPromotion(db, promotionInput({ name: 'Fini', value: 3000, code: 'OLD30', endDate: new Date(Date.now() - 86_400_000), conditions: onCat }), null);
  await createPromotion(db, promotionInput({ name: 'Une fois', value: 3000, code: 'ONCE30', maxUsesPerCustomer: 1, conditions: onCat }), null);
  await createPromotion(db, promotionInput({ name: 'Dernier', value: 3000, code: 'LAST30', maxUses: 1, conditions: onCat }), null);
});

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: t.auth, payload });
const quote = (payload: Record<string, unknown>) => post('/api/orders/quote', payload);
const buy = (payload: Record<string, unknown>) => post('/api/orders', { idempotencyKey: `quote-test-${++key}`, ...payload });
const onOperator = () => ({ countryId: cat.countryId, operatorId: cat.operatorId });

describe('POST /api/orders/quote', () => {
  it('shows the promotion the purchase applies, and the purchase charges exactly the quote', async () => {
    const userId = await createCustomer(t.database.db, { balanceCents: 1000 });
    const q = await quote({ userId, ...onOperator(), quantity: 100 });
    expect(q.statusCode).toBe(200);
    expect(q.json()).toEqual({
      quantity: 100,
      available: 3000,
      minimum: 100,
      unitPrice: '0.006',
      basePrice: '0.60',
      price: '0.54',
      discount: '0.06',
      promotion: { id: expect.any(Number), name: 'Automne', code: null },
      balance: '10.00',
      balanceAfter: '9.46',
    });
    const order = await buy({ userId, ...onOperator(), quantity: 100 });
    expect(order.statusCode).toBe(201);
    expect(order.json()).toMatchObject({ balance: '9.46', order: { price: '0.54', discount: '0.06', promotionName: 'Automne', promoCode: null } });
  });

  it('applies a typed code that beats the automatic promotion, the same from the numlist and the category', async () => {
    const userId = await createCustomer(t.database.db, { balanceCents: 2000 });
    for (const source of [onOperator(), { numlistId: listId }, { ...onOperator(), categoryId: cat.categoryId }]) {
      const q = await quote({ userId, ...source, quantity: 1000, promoCode: ' big 50 ' });
      expect(q.json()).toMatchObject({ basePrice: '6.00', price: '3.00', discount: '3.00', promotion: { name: 'Gros volume', code: 'BIG50' } });
    }
    const before = await balanceOf(t.database.db, userId);
    const order = await buy({ userId, numlistId: listId, quantity: 1000, promoCode: 'big50' });
    expect(order.json()).toMatchObject({ order: { price: '3.00', promoCode: 'BIG50', promotionName: 'Gros volume' } });
    expect(before - (await balanceOf(t.database.db, userId))).toBe(300);
  });

  it('prices without a promotion where none applies (a list price of its own)', async () => {
    const userId = await createCustomer(t.database.db, { balanceCents: 1000 });
    const q = await quote({ userId, countryId: plain.countryId, operatorId: plain.operatorId, quantity: 101 });
    expect(q.json()).toMatchObject({ unitPrice: '0.005', basePrice: '0.51', price: '0.51', discount: '0.00', promotion: null, balanceAfter: '9.49' });
  });

  it('refuses a promo code with the reason the purchase would give', async () => {
    const userId = await createCustomer(t.database.db, { balanceCents: 5000 });
    const refusal = async (promoCode: string, quantity = 100) => {
      const q = await quote({ userId, ...onOperator(), quantity, promoCode });
      const b = await buy({ userId, ...onOperator(), quantity, promoCode });
      expect(b.json().code).toBe(q.json().code);
      return { status: q.statusCode, code: q.json().code };
    };
    expect(await refusal('NOPE')).toEqual({ status: 404, code: 'PROMO_CODE_UNKNOWN' });
    expect(await refusal('old30')).toEqual({ status: 409, code: 'PROMO_CODE_EXPIRED' });
    // Below the code's minimum quantity.
    expect(await refusal('BIG50', 100)).toEqual({ status: 409, code: 'PROMO_CODE_NOT_APPLICABLE' });
    // Once per customer: the second time is refused for this customer, not for another.
    expect((await buy({ userId, ...onOperator(), quantity: 100, promoCode: 'ONCE30' })).statusCode).toBe(201);
    expect(await refusal('ONCE30')).toEqual({ status: 409, code: 'PROMO_CODE_LIMIT_REACHED' });
    // One use in all: taken by another customer.
    const other = await createCustomer(t.database.db, { balanceCents: 5000 });
    expect((await buy({ userId: other, ...onOperator(), quantity: 100, promoCode: 'LAST30' })).statusCode).toBe(201);
    expect(await refusal('LAST30')).toEqual({ status: 409, code: 'PROMO_CODE_USED_UP' });
  });

  it('refuses short money or stock with the figures, and a quantity under the minimum', async () => {
    const poor = await createCustomer(t.database.db, { balanceCents: 50 });
    const money = await quote({ userId: poor, ...onOperator(), quantity: 100 });
    expect(money.statusCode).toBe(402);
    expect(money.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', details: { cost: '0.54', balance: '0.50' } });
    const rich = await createCustomer(t.database.db, { balanceCents: 100_000 });
    const stock = await quote({ userId: rich, countryId: plain.countryId, operatorId: plain.operatorId, quantity: 600 });
    expect(stock.statusCode).toBe(409);
    expect(stock.json()).toMatchObject({ code: 'OUT_OF_STOCK', details: { available: 500 } });
    const few = await quote({ userId: rich, ...onOperator(), quantity: 10 });
    expect(few.json()).toMatchObject({ code: 'QUANTITY_TOO_SMALL', details: { minimum: 100 } });
  });

  it('refuses an inactive account, an unknown customer or source, and asks for a source', async () => {
    const db = t.database.db;
    const off = await createCustomer(db, { balanceCents: 1000 });
    await db.execute(sql`update users set is_active = false where id = ${off}`);
    expect((await quote({ userId: off, ...onOperator(), quantity: 100 })).json().code).toBe('ACCOUNT_DEACTIVATED');
    expect((await quote({ userId: 999_999, ...onOperator(), quantity: 100 })).statusCode).toBe(404);
    const userId = await createCustomer(db, { balanceCents: 1000 });
    expect((await quote({ userId, numlistId: 999_999, quantity: 100 })).statusCode).toBe(404);
    const none = await quote({ userId, quantity: 100 });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toMatchObject({ numlistId: 'Choisissez une numlist, ou un pays et un opérateur' });
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/quote', payload: { userId: 1, numlistId: listId, quantity: 100 } });
    expect(res.statusCode).toBe(401);
  });
});
