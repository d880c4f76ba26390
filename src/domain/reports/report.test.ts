// The reports' figures against totals computed by hand from seeded orders and deposits (rolled-up days and today).
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedReportShop } from '../../../tests/support/report-fixtures';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { refundPurchase } from '../orders/refund';
import { moveWindows } from '../rollups/customer-windows';
import { getSalesBreakdown } from './report-breakdown';
import { getTopCustomers } from './report-customers';
import { getDepositsReport } from './report-deposits';
import { addDays, calendarPeriods, dayOf, resolvePeriod } from './report-period';
import { getSalesReport } from './report-sales';
import { checkRollups, refreshRollups } from '../rollups/rollups';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

describe('report periods', () => {
  it('resolves presets and custom periods with the previous period of the same length', () => {
    const now = new Date('2025-03-05T10:00:00Z'); // a Wednesday
    expect(resolvePeriod({ preset: 'today' }, now)).toEqual({
      current: { from: '2025-03-05', to: '2025-03-05', days: 1 },
      previous: { from: '2025-03-04', to: '2025-03-04', days: 1 },
    });
    expect(resolvePeriod({ preset: '7d' }, now)).toEqual({
      current: { from: '2025-02-27', to: '2025-03-05', days: 7 },
      previous: { from: '2025-02-20', to: '2025-02-26', days: 7 },
    });
    expect(resolvePeriod({ from: '2024-02-01', to: '2024-02-29' }, now).previous).toEqual({ from: '2024-01-03', to: '2024-01-31', days: 29 });
  });

  it('refuses a period that is reversed, too long, in the future or not a date', () => {
    const now = new Date('2025-03-05T10:00:00Z');
    for (const bad of [
      { from: '2025-03-02', to: '2025-03-01' },
      { from: '2023-01-01', to: '2025-01-01' },
      { from: '2025-03-01', to: '2025-03-06' },
      { from: '2025-02-30', to: '2025-03-01' },
      { from: 'hier', to: '2025-03-01' },
    ]) {
      expect(() => resolvePeriod(bad, now), JSON.stringify(bad)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    }
  });

  it('counts this week from Monday and this month from the 1st, against the same days before', () => {
    const p = calendarPeriods(new Date('2025-03-31T23:00:00Z')); // a Monday; February has 28 days
    expect(p.today).toEqual({ current: { from: '2025-03-31', to: '2025-03-31', days: 1 }, previous: { from: '2025-03-30', to: '2025-03-30', days: 1 } });
    expect(p.week).toEqual({ current: { from: '2025-03-31', to: '2025-03-31', days: 1 }, previous: { from: '2025-03-24', to: '2025-03-24', days: 1 } });
    expect(p.month).toEqual({ current: { from: '2025-03-01', to: '2025-03-31', days: 31 }, previous: { from: '2025-02-01', to: '2025-02-28', days: 28 } });
    const sunday = calendarPeriods(new Date('2025-03-09T08:00:00Z'));
    expect(sunday.week.current).toEqual({ from: '2025-03-03', to: '2025-03-09', days: 7 });
  });
});

describe('reports over seeded sales and deposits', () => {
  const database = suiteDatabase();
  let db: Db;
  let id: Record<string, number> = {};
  const today = dayOf(new Date());

  beforeAll(async () => {
    db = database.db;
    id = await seedReportShop(db);
  });

  const week = () => resolvePeriod({ preset: '7d' });
  const month = () => resolvePeriod({ preset: '30d' });

  it('sums sales, basket and transactions per day over 7 days against the 7 before', async () => {
    const r = await getSalesReport(db, week());
    // Alice 3.00 + Bob 0.60 + ten customers 0.60; Bob's 6.00 was refunded. Before: Alice 6.00, Carol 1.80.
    expect(r.revenueCents).toEqual({ current: 960, previous: 780, percentage: 23.1 });
    expect(r.orders).toEqual({ current: 12, previous: 2, percentage: 500 });
    expect(r.numbersSold).toEqual({ current: 1600, previous: 1300, percentage: 23.1 });
    expect(r.averageBasketCents).toEqual({ current: 80, previous: 390, percentage: -79.5 });
    // This week: 13 purchase transactions (the refunded one kept), 1 refund, 5 deposits = 19 / 7 days; before:
    // Alice's and Carol's purchases and Carol's deposit = 3 / 7.
    expect(r.transactionsPerDay).toEqual({ current: 2.7, previous: 0.4, percentage: 575 });
    expect(r.calendar.today).toEqual({ current: 60, previous: 600, percentage: -90 });
    expect(r.daily).toHaveLength(7);
    expect(r.daily[6]).toMatchObject({ day: today, revenueCents: 60, orders: 1, numbersSold: 100, depositsCents: 700 });
    expect(r.daily[5]).toMatchObject({ day: addDays(today, -1), revenueCents: 600, orders: 10, depositsCents: 2000 });
    expect(r.daily[4]).toMatchObject({ day: addDays(today, -2), revenueCents: 0, orders: 0 });
    // France: 5000 − 500 − 100 − 300 − 1000 − 1000 (refunds do not put numbers back) = 2100; UK: 5000 − 1000 − 200 − 200
    // = 3600; the 300 at 0.01 €; the inactive 700 in stock but not on sale.
    expect(r.stock).toEqual({ available: 2100 + 3600 + 300, inStock: 2100 + 3600 + 300 + 700, estimatedValueCents: (2100 + 3600) * 0.6 + 300 });
  });

  it('sums 30 days against the 30 before', async () => {
    const r = await getSalesReport(db, month());
    expect(r.revenueCents).toEqual({ current: 300 + 600 + 60 + 120 + 180 + 600, previous: 120, percentage: 1450 });
    expect(r.orders.current).toBe(15);
    expect(r.daily).toHaveLength(30);
    expect(r.daily.reduce((s, d) => s + d.revenueCents, 0)).toBe(1860);
  });

  it('lists the ten customers who spent most, then how many more', async () => {
    const r = await getTopCustomers(db, week());
    expect(r.customers).toHaveLength(10);
    expect(r.customers[0]).toMatchObject({ userId: id.alice, username: 'alice', spentCents: { current: 300, previous: 600, percentage: -50 }, orders: 1 });
    // Ties at 0.60 € in registration order: Bob, then c1…c8; c9 and c10 are the "2 more".
    expect(r.customers.slice(1).map((c) => c.username)).toEqual(['bob', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8']);
    expect(r.customers[1].spentCents).toEqual({ current: 60, previous: 0, percentage: null });
    expect(r.customers[0].lastActivity).toBeInstanceOf(Date);
    expect(r.moreCount).toBe(2);
    expect(r.buyers).toBe(12);
    const today = await getTopCustomers(db, resolvePeriod({ preset: 'today' }));
    expect(today.customers.map((c) => c.username)).toEqual(['bob']);
    expect(today.moreCount).toBe(0);
  });

  it('splits sales by category and by country with the previous period', async () => {
    const byCategory = await getSalesBreakdown(db, week(), 'category');
    expect(byCategory.totalCents).toEqual({ current: 960, previous: 780, percentage: 23.1 });
    expect(byCategory.rows).toEqual([
      { id: id.sms, name: 'SMS', flag: '', revenueCents: { current: 960, previous: 180, percentage: 433.3 }, orders: 12, numbersSold: 1600, share: 100 },
      { id: id.data, name: 'Data', flag: '', revenueCents: { current: 0, previous: 600, percentage: -100 }, orders: 0, numbersSold: 0, share: 0 },
    ]);
    const byCountry = await getSalesBreakdown(db, month(), 'country');
    expect(byCountry.rows.map((r) => [r.name, r.flag, r.revenueCents.current, r.revenueCents.previous, r.share])).toEqual([
      ['France', '🇫🇷', 300 + 60 + 180 + 600, 0, 61.3],
      ['Royaume-Uni', '🇫🇷', 600 + 120, 120, 38.7],
    ]);
  });

  it('counts deposits, depositors, conversion and methods, and lists the latest', async () => {
    const r = await getDepositsReport(db, week());
    expect(r.totalCents).toEqual({ current: 3700, previous: 3000, percentage: 23.3 });
    expect(r.count).toEqual({ current: 3, previous: 1, percentage: 200 });
    expect(r.averageCents).toEqual({ current: 1233, previous: 3000, percentage: -58.9 });
    expect(r.depositors).toEqual({ current: 2, previous: 1, percentage: 100 });
    // 14 customers by today; Dave registered 3 days ago, after the previous week ended.
    expect(r.registered).toEqual({ current: 14, previous: 13, percentage: 7.7 });
    expect(r.conversionRate).toEqual({ current: 14.3, previous: 7.7 });
    expect(r.byMethod).toEqual([
      { provider: 'nowpayments', crypto: 'usdttrc20', count: 1, amountCents: { current: 2000, previous: 0, percentage: null }, share: 54.1, stars: null },
      { provider: 'btcpay', crypto: 'btc', count: 2, amountCents: { current: 1700, previous: 0, percentage: null }, share: 45.9, stars: null },
      { provider: 'btcpay', crypto: 'ltc', count: 0, amountCents: { current: 0, previous: 3000, percentage: -100 }, share: 0, stars: null },
    ]);
    expect(r.recent.map((d) => [d.username, d.amountCents, d.provider])).toEqual([
      ['alice', 700, 'btcpay'],
      ['bob', 2000, 'nowpayments'],
      ['alice', 1000, 'btcpay'],
    ]);
  });

  it('gives zeros, not errors, on a period without activity', async () => {
    const quiet = resolvePeriod({ from: addDays(today, -200), to: addDays(today, -150) });
    const sales = await getSalesReport(db, quiet);
    expect(sales.revenueCents).toEqual({ current: 0, previous: 0, percentage: null });
    expect(sales.averageBasketCents.current).toBe(0);
    expect((await getTopCustomers(db, quiet)).customers).toEqual([]);
    expect((await getSalesBreakdown(db, quiet, 'country')).rows).toEqual([]);
    const deposits = await getDepositsReport(db, quiet);
    expect(deposits.count.current).toBe(0);
    expect(deposits.byMethod).toEqual([]);
    // Nobody had registered yet then: no rate rather than 0 %.
    expect(deposits.registered.current).toBe(0);
    expect(deposits.conversionRate).toEqual({ current: null, previous: null });
  });

  const state = async () =>
    (await queryRows<{ until: string; windows: string | null }>(db, sql`select rolled_up_until::text as until, windows_until::text as windows from rollup_state`))[0];
  // Today is rolled up from 00:15 UTC on; in the quarter hour before, no window matches a preset and the same figures
  // come from the rows.
  const rolledUpTo = () => (new Date().getUTCHours() === 0 && new Date().getUTCMinutes() < 16 ? null : today);

  it('reads presets from the customer windows, and a custom period of other days from the rows, with the same figures', async () => {
    await refreshRollups(db);
    const { until } = await state();
    if (rolledUpTo()) expect(until).toBe(today);
    expect(await state()).toEqual({ until, windows: until });
    // Alice's 6.00 € 10 days ago is in the 30-day window; Bob's 0.60 € today is read live.
    const r = await getTopCustomers(db, month());
    expect(r.customers.slice(0, 3).map((c) => [c.username, c.spentCents.current, c.orders])).toEqual([
      ['alice', 300 + 600, 2],
      ['bob', 60 + 120, 2], // tied with Carol, registered first
      ['carol', 180, 1],
    ]);
    expect(r.buyers).toBe(13);
    // The same 30 days ending yesterday match no window: read from the orders (Bob's today's 0.60 € left out).
    const custom = await getTopCustomers(db, resolvePeriod({ from: addDays(today, -30), to: addDays(today, -1) }));
    expect(custom.customers.slice(0, 3).map((c) => [c.username, c.spentCents.current])).toEqual([
      ['alice', 900],
      ['carol', 180],
      ['bob', 120],
    ]);
    const deposits = await getDepositsReport(db, month());
    // Alice (twice, today's live), Bob, Carol (9 days ago); before: Carol 45 days ago.
    expect(deposits.depositors).toEqual({ current: 3, previous: 1, percentage: 200 });
    expect(deposits.totalCents).toEqual({ current: 1000 + 2000 + 700 + 3000, previous: 1500, percentage: 346.7 });
    expect(await checkRollups(db)).toEqual([]);
  });

  it('slides the windows day by day to the same sums as a rebuild', async () => {
    // Windows as they were three days ago, then slid to today.
    const { until } = await state();
    await db.transaction(async (tx) => moveWindows(tx, null, addDays(until, -3)));
    expect(await state()).toEqual({ until, windows: addDays(until, -3) });
    expect((await checkRollups(db)).length).toBe(0); // checked at their own day
    // Refreshed by the report: the 7-day sales window (6 days) is rebuilt, the others slide by three days.
    const slid = await getTopCustomers(db, week());
    expect(await state()).toEqual({ until, windows: until });
    expect(slid.customers[0]).toMatchObject({ username: 'alice', spentCents: { current: 300, previous: 600 } });
    expect(slid.buyers).toBe(12);
    expect((await getDepositsReport(db, week())).depositors).toEqual({ current: 2, previous: 1, percentage: 100 });
    expect(await checkRollups(db)).toEqual([]);
  });

  it('takes a refunded rolled-up order out of the windows, also while they are being built', async () => {
    const { until } = await state();
    expect(until).toBe((await state()).windows);
    await refundPurchase(db, { purchaseId: id['a-3'], actorUserId: null });
    expect(await checkRollups(db)).toEqual([]);
    expect((await getTopCustomers(db, week())).customers[0].username).toBe('bob');
    // Rebuild every window while another rolled-up order is refunded: the state row's lock orders them.
    await db.execute(sql`update rollup_state set windows_until = null`);
    await Promise.all([getTopCustomers(db, week()), refundPurchase(db, { purchaseId: id['c1-1'], actorUserId: null })]);
    expect(await checkRollups(db)).toEqual([]);
    const r = await getTopCustomers(db, week());
    // Alice's 3.00 € refunded: she drops out of the week; c1 too; 10 buyers left.
    expect(r.customers.map((c) => c.username)).toEqual(['bob', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10']);
    expect(r.buyers).toBe(10);
    expect(r.moreCount).toBe(0);
    const year = await getTopCustomers(db, resolvePeriod({ preset: '365d' }));
    expect(year.customers[0]).toMatchObject({ username: 'alice', spentCents: { current: 600 + 120 }, orders: 2 });
  });
});
