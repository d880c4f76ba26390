// Promotions through the purchase engine, on both databases: selection, date windows, recording, codes and their limits under concurrency.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { balanceOf, type Catalogue, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { purchase } from '../orders/purchase';
import { quotePurchase } from '../orders/quote';
import { checkLedger } from '../wallet/check-ledger';
import { createPromotion, endPromotion, listPromotions, previewPromotion, updatePromotion } from './manage';
import { promotionInput } from '../../../tests/support/promotion-fixtures';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

const HOUR = 3_600_000;

const promo = promotionInput;

describe('promotions in purchase()', () => {
  const database = suiteDatabase();
  let cat: Catalogue;
  let offset = 0;

  // Each test its own country and operator, so one test's promotions (scoped by country) leave the others alone.
  async function shop(count = 2000, unitPriceMicros: number | null = null) {
    cat = await createCatalogue(database.db);
    const list = await createNumlist(database.db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count, offset, unitPriceMicros });
    offset += count;
    return { ...cat, list };
  }

  it('applies the best promotion, records it on the order, the transaction and the audit, and the ledger holds', async () => {
    const db = database.db;
    const s = await shop(2000, 5_000);
    const only = { countryIds: [s.countryId] };
    await createPromotion(db, promo({ name: 'Dix pour cent', value: 1000, conditions: only }), null);
    await createPromotion(db, promo({ name: 'Moins 1 €', type: 'fixed', value: 100, conditions: only }), null);
    await createPromotion(db, promo({ name: 'Ailleurs', value: 9000, conditions: { countryIds: [s.otherCountryId] } }), null);
    const user = await createCustomer(db, { balanceCents: 10_000 });
    // 1,001 × 0.005 € = 5.005 € → 5.01 € before; 10 % off the exact 5.005 € = 4.5045 € → 4.50 € (saves 0.51 €); 1 € off gives 4.01 €: the best.
    const quote = await quotePurchase(db, { userId: user, countryId: s.countryId, operatorId: s.operatorId, quantity: 1001, balanceCents: 10_000 });
    expect(quote).toMatchObject({ baseCostCents: 501, costCents: 401, promotion: { promotion: { name: 'Moins 1 €' }, discountCents: 100 } });
    const result = await purchase(db, { userId: user, countryId: s.countryId, operatorId: s.operatorId, quantity: 1001, idempotencyKey: 'p1', audit: { actorUserId: user, action: 'order.bot' } });
    expect(result.order).toMatchObject({ priceCents: 401, discountCents: 100, promotionName: 'Moins 1 €', promoCode: null });
    expect(await balanceOf(db, user)).toBe(10_000 - 401);
    const [txn] = await queryRows<{ amount_cents: string; metadata: { promotionName: string; discountCents: number } }>(
      db,
      sql`select amount_cents, metadata from transactions where id = ${result.order.transactionId}`,
    );
    expect(Number(txn.amount_cents)).toBe(401);
    expect(txn.metadata).toMatchObject({ promotionName: 'Moins 1 €', discountCents: 100 });
    const [audit] = await queryRows<{ details: Record<string, string> }>(db, sql`select details from audit_log where entity_type = 'purchase' and entity_id = ${String(result.order.id)}`);
    expect(audit.details).toMatchObject({ price: '4.01', promotion: 'Moins 1 €', discount: '1.00' });
    // A replay returns the same order, charged once.
    const again = await purchase(db, { userId: user, countryId: s.countryId, operatorId: s.operatorId, quantity: 1001, idempotencyKey: 'p1' });
    expect(again).toMatchObject({ replayed: true, order: { id: result.order.id, discountCents: 100 } });
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('a percentage is computed on the exact micro-euros and the price rounded once', async () => {
    const db = database.db;
    const s = await shop(500, 5_000);
    await createPromotion(db, promo({ name: 'Dix', value: 1000, conditions: { countryIds: [s.countryId] } }), null);
    const user = await createCustomer(db, { balanceCents: 1_000 });
    // 101 × 0.005 € = 0.505 € → 0.51 € undiscounted; 10 % off the exact figure = 0.4545 € → 0.45 € (not 0.46 €).
    const r = await purchase(db, { userId: user, countryId: s.countryId, operatorId: s.operatorId, quantity: 101, idempotencyKey: 'r' });
    expect(r.order).toMatchObject({ priceCents: 45, discountCents: 6 });
  });

  it('keeps to its date window, and an ended promotion stops at once', async () => {
    const db = database.db;
    const s = await shop();
    const only = { countryIds: [s.countryId] };
    const now = Date.now();
    await createPromotion(db, promo({ name: 'Plus tard', value: 5000, startDate: new Date(now + HOUR), conditions: only }), null);
    await createPromotion(db, promo({ name: 'Finie', value: 5000, startDate: new Date(now - 2 * HOUR), endDate: new Date(now - HOUR), conditions: only }), null);
    const current = await createPromotion(db, promo({ name: 'En cours', value: 2000, startDate: new Date(now - HOUR), endDate: new Date(now + HOUR), conditions: only }), null);
    const user = await createCustomer(db, { balanceCents: 1_000 });
    const buy = (key: string) => purchase(db, { userId: user, countryId: s.countryId, operatorId: s.operatorId, quantity: 100, idempotencyKey: key });
    expect((await buy('w1')).order).toMatchObject({ priceCents: 48, promotionName: 'En cours' });
    await endPromotion(db, current.id, null);
    expect((await buy('w2')).order).toMatchObject({ priceCents: 60, promotionId: null, discountCents: 0 });
    const listed = await listPromotions(db);
    expect(listed.find((p) => p.id === current.id)).toMatchObject({ status: 'inactive', orders: 1, discountCents: 12 });
    expect(listed.find((p) => p.name === 'Plus tard')?.status).toBe('scheduled');
    expect(listed.find((p) => p.name === 'Finie')?.status).toBe('ended');
  });

  it('tiers, minimum quantity, first purchase only, category', async () => {
    const db = database.db;
    const s = await shop(3000);
    const only = { countryIds: [s.countryId] };
    await createPromotion(
      db,
      promo({ name: 'Paliers', type: 'tiers', tiers: [{ fromQuantity: 1000, unitPriceMicros: 4_000 }, { fromQuantity: 500, unitPriceMicros: 5_000 }], conditions: only }),
      null,
    );
    await createPromotion(db, promo({ name: 'Bienvenue', value: 2500, conditions: { ...only, firstPurchaseOnly: true, categoryIds: [s.categoryId] } }), null);
    const user = await createCustomer(db, { balanceCents: 10_000 });
    const buy = (key: string, quantity: number) => purchase(db, { userId: user, countryId: s.countryId, operatorId: s.operatorId, quantity, idempotencyKey: key });
    // First order: 25 % off (0.45 €) beats no tier below 500.
    expect((await buy('t1', 100)).order).toMatchObject({ priceCents: 45, promotionName: 'Bienvenue' });
    // Not the first any more: below 500 nothing; 500 → 0.005 €; 1,000 → 0.004 €.
    expect((await buy('t2', 100)).order).toMatchObject({ priceCents: 60, promotionId: null });
    expect((await buy('t3', 500)).order).toMatchObject({ priceCents: 250, promotionName: 'Paliers', discountCents: 50 });
    expect((await buy('t4', 1000)).order).toMatchObject({ priceCents: 400, discountCents: 200 });
  });

  it('a code: refused with a reason, limited per customer, counted', async () => {
    const db = database.db;
    const s = await shop();
    const p = await createPromotion(db, promo({ name: 'Code', value: 5000, code: 'half50', maxUsesPerCustomer: 1, conditions: { countryIds: [s.countryId] } }), null);
    expect(p.code).toBe('HALF50');
    const user = await createCustomer(db, { balanceCents: 1_000 });
    const buy = (key: string, promoCode: string | null) =>
      purchase(db, { userId: user, countryId: s.countryId, operatorId: s.operatorId, quantity: 100, idempotencyKey: key, promoCode });
    expect((await buy('c0', null)).order).toMatchObject({ priceCents: 60, promotionId: null });
    await expect(buy('c1', 'WRONG')).rejects.toMatchObject({ code: 'PROMO_CODE_UNKNOWN' });
    expect((await buy('c2', ' half 50 ')).order).toMatchObject({ priceCents: 30, promoCode: 'HALF50' });
    await expect(buy('c3', 'HALF50')).rejects.toMatchObject({ code: 'PROMO_CODE_LIMIT_REACHED' });
    expect(await balanceOf(db, user)).toBe(1_000 - 60 - 30);
    await expect(createPromotion(db, promo({ name: 'Doublon', code: 'HALF50' }), null)).rejects.toMatchObject({ code: 'PROMO_CODE_TAKEN' });
  });

  it('a code at its last use taken by two customers at once is accepted once', async () => {
    const db = database.db;
    const s = await shop();
    const p = await createPromotion(db, promo({ name: 'Dernier', value: 5000, code: 'LAST1', maxUses: 1, conditions: { countryIds: [s.countryId] } }), null);
    const [a, b] = await Promise.all([createCustomer(db, { balanceCents: 1_000 }), createCustomer(db, { balanceCents: 1_000 })]);
    const buy = (user: number) => purchase(db, { userId: user, countryId: s.countryId, operatorId: s.operatorId, quantity: 100, idempotencyKey: `last-${user}`, promoCode: 'LAST1' });
    const outcomes = await Promise.allSettled([buy(a), buy(b)]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o) => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'PROMO_CODE_USED_UP' });
    expect((await balanceOf(db, a)) + (await balanceOf(db, b))).toBe(2_000 - 30);
    const [row] = await queryRows<{ uses_count: number }>(db, sql`select uses_count from promotions where id = ${p.id}`);
    expect(row.uses_count).toBe(1);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('a promotion limited to 3 uses, 8 buyers at once: 3 orders get it, the others are refused and charged nothing', async () => {
    const db = database.db;
    const s = await shop(2000);
    await createPromotion(db, promo({ name: 'Trois', value: 2000, code: 'THREE', maxUses: 3, conditions: { countryIds: [s.countryId] } }), null);
    const users = await Promise.all(Array.from({ length: 8 }, () => createCustomer(db, { balanceCents: 500 })));
    const outcomes = await Promise.allSettled(
      users.map((u) => purchase(db, { userId: u, countryId: s.countryId, operatorId: s.operatorId, quantity: 100, idempotencyKey: `t-${u}`, promoCode: 'THREE' })),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled') as PromiseFulfilledResult<Awaited<ReturnType<typeof purchase>>>[];
    expect(won).toHaveLength(3);
    for (const w of won) expect(w.value.order).toMatchObject({ priceCents: 48, discountCents: 12 });
    for (const o of outcomes.filter((x) => x.status === 'rejected')) expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'PROMO_CODE_USED_UP' });
    const balances = await Promise.all(users.map((u) => balanceOf(db, u)));
    expect(balances.filter((b) => b === 452)).toHaveLength(3);
    expect(balances.filter((b) => b === 500)).toHaveLength(5);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('an automatic promotion ended while buyers are buying: each order has the price it was charged', async () => {
    const db = database.db;
    const s = await shop(3000);
    const p = await createPromotion(db, promo({ name: 'Éclair', value: 5000, conditions: { countryIds: [s.countryId] } }), null);
    const users = await Promise.all(Array.from({ length: 6 }, () => createCustomer(db, { balanceCents: 500 })));
    await Promise.all([
      ...users.map((u) => purchase(db, { userId: u, countryId: s.countryId, operatorId: s.operatorId, quantity: 100, idempotencyKey: `e-${u}` })),
      endPromotion(db, p.id, null),
    ]);
    const rows = await queryRows<{ user_id: number; price_cents: string; discount_cents: string; promotion_id: number | null }>(
      db,
      sql`select user_id, price_cents, discount_cents, promotion_id from purchase_history where country_id = ${s.countryId}`,
    );
    expect(rows).toHaveLength(6);
    for (const r of rows) {
      const paid = 500 - (await balanceOf(db, r.user_id));
      expect(Number(r.price_cents)).toBe(paid);
      expect(Number(r.price_cents) + Number(r.discount_cents)).toBe(60);
      expect(r.promotion_id == null ? 60 : 30).toBe(paid);
    }
  });

  it('edits, and previews a sample order', async () => {
    const db = database.db;
    const s = await shop(1000);
    const p = await createPromotion(db, promo({ name: 'Aperçu', value: 1000 }), null);
    const input = promo({ name: 'Aperçu', type: 'tiers', tiers: [{ fromQuantity: 100, unitPriceMicros: 3_000 }], conditions: { minQuantity: 100 } });
    expect(await updatePromotion(db, p.id, input, null)).toMatchObject({ type: 'tiers', value: 0, name: 'Aperçu' });
    expect(await previewPromotion(db, input, { countryId: s.countryId, operatorId: s.operatorId, quantity: 200 })).toMatchObject({
      baseCents: 120,
      priceCents: 60,
      discountCents: 60,
      conditionsMet: true,
    });
    expect(await previewPromotion(db, input, { countryId: s.countryId, operatorId: s.operatorId, quantity: 99 })).toMatchObject({ discountCents: 0 });
    await expect(createPromotion(db, promo({ startDate: new Date(2), endDate: new Date(1) }), null)).rejects.toMatchObject({ code: 'PROMOTION_INVALID', data: { reason: 'dates' } });
    await expect(createPromotion(db, promo({ value: 0 }), null)).rejects.toMatchObject({ code: 'PROMOTION_INVALID', data: { reason: 'value' } });
  });
});
