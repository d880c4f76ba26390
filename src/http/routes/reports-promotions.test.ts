// Promotions in the reports: the discount and the orders with a promotion over a period against the one before, per
// promotion, from rolled-up days and today's orders, a refund taken out, through the API and its CSV export.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotionInput } from '../../../tests/support/promotion-fixtures';
import { createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { purchase } from '../../domain/orders/purchase';
import { refundPurchase } from '../../domain/orders/refund';
import { createPromotion } from '../../domain/promotions/manage';
import { addDays, dayOf, resolvePeriod } from '../../domain/reports/report-period';
import { getPromotionsReport } from '../../domain/reports/report-promotions';
import { checkRollups } from '../../domain/rollups/rollups';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('promotions in the reports', () => {
  const t = suiteApp();
  const today = dayOf(new Date());
  const order: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.database.db;
    const cat = await createCatalogue(db, { category: 'SMS' });
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 4000 });
    // 10 % for everyone; 50 % with a code (the best for the customer wins when it is typed).
    await createPromotion(db, promotionInput({ name: 'Printemps', value: 1000 }), null);
    await createPromotion(db, promotionInput({ name: 'Moitié prix', value: 5000, code: 'MOITIE' }), null);
    const buy = async (key: string, quantity: number, daysAgo: number, promoCode?: string) => {
      const userId = await createCustomer(db, { username: key, balanceCents: 10_000 });
      const r = await purchase(db, { userId, numlistId: list, quantity, idempotencyKey: key, promoCode });
      order[key] = r.order.id;
      if (daysAgo) await db.execute(sql`update purchase_history set purchase_date = ${`${addDays(today, -daysAgo)}T12:00:00Z`}::timestamptz where id = ${r.order.id}`);
    };
    // 0.006 € a number: 1000 numbers 6.00 €, 10 % off 0.60 €.
    await buy('alice', 1000, 3);
    await buy('bob', 500, 2, 'MOITIE'); // 3.00 €, half off: 1.50 €
    await buy('carol', 100, 0); // 0.60 €, 0.06 € off, today (read live)
    await buy('dave', 1000, 9); // the previous 7 days: 0.60 € off
    await buy('erin', 500, 2); // refunded below: gives nothing away
  });

  it('sums the discount per promotion from the rollups and today, and a refund moves its order out', async () => {
    const db = t.database.db;
    const before = await getPromotionsReport(db, resolvePeriod({ preset: '7d' }));
    expect(before.discountCents.current).toBe(60 + 150 + 6 + 30);
    // Erin's order is on a rolled-up day: the refund moves it out of the completed figures.
    await refundPurchase(db, { purchaseId: order.erin, actorUserId: null });
    const r = await getPromotionsReport(db, resolvePeriod({ preset: '7d' }));
    expect(r.discountCents).toEqual({ current: 216, previous: 60, percentage: 260 });
    expect(r.promotedOrders).toEqual({ current: 3, previous: 1, percentage: 200 });
    expect(r.rows).toEqual([
      { promotionId: expect.any(Number), name: 'Moitié prix', orders: 1, discountCents: 150, revenueCents: 150 },
      { promotionId: expect.any(Number), name: 'Printemps', orders: 2, discountCents: 66, revenueCents: 540 + 54 },
    ]);
    expect(await checkRollups(db)).toEqual([]);
    // Today alone: Carol's order, read live.
    expect((await getPromotionsReport(db, resolvePeriod({ preset: 'today' }))).rows).toEqual([
      { promotionId: expect.any(Number), name: 'Printemps', orders: 1, discountCents: 6, revenueCents: 54 },
    ]);
  });

  it('answers in euros and exports the per-promotion table as CSV', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/promotions?period=7d', headers: t.auth });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.discount).toEqual({ current: '2.16', previous: '0.60', percentage: 260 });
    expect(r.promotedOrders.current).toBe(3);
    expect(r.rows.map((x: { name: string; discount: string; revenue: string }) => [x.name, x.discount, x.revenue])).toEqual([
      ['Moitié prix', '1.50', '1.50'],
      ['Printemps', '0.66', '5.94'],
    ]);
    const csv = await t.app.inject({ method: 'GET', url: '/api/reports/promotions/export.csv?period=7d', headers: t.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="rapport-promotions-${addDays(today, -6)}-au-${today}.csv"`);
    expect(csv.body.split('\r\n').slice(0, 3)).toEqual(["\uFEFFPromotion;Commandes;Remise (€);Chiffre d'affaires (€)", 'Moitié prix;1;1,50;1,50', 'Printemps;2;0,66;5,94']);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/reports/promotions?period=7d' });
    expect(anonymous.statusCode).toBe(401);
  });
});
