import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/app';
import { createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { purchase } from '../../domain/orders/purchase';
import { refundPurchase } from '../../domain/orders/refund';
import { createDeposit, creditDeposit, failDeposit } from '../../domain/wallet/deposits';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('dashboard stats (GET /api/dashboard/stats)', () => {
  const t = suiteApp();
  let frCountry: number;
  let ukCountry: number;
  let adminId: number;
  const orders: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.database.db;
    adminId = Number(((await db.execute(sql`select id from users where username = 'admin'`)) as unknown as { rows: Array<{ id: number }> }).rows[0].id);
    const fr = await createCatalogue(db, { country: 'France', operator: 'Orange', category: 'SMS' });
    const uk = await createCatalogue(db, { country: 'Royaume-Uni', operator: 'Vodafone', category: 'Data' });
    frCountry = fr.countryId;
    ukCountry = uk.countryId;
    const frList = await createNumlist(db, { countryId: fr.countryId, operatorId: fr.operatorId, categoryId: fr.categoryId, count: 2000 });
    const ukList = await createNumlist(db, { countryId: uk.countryId, operatorId: uk.operatorId, categoryId: uk.categoryId, count: 2000, offset: 2000 });
    await createNumlist(db, { countryId: uk.countryId, operatorId: uk.operatorId, count: 700, offset: 4000, isActive: false });
    const alice = await createCustomer(db, { balanceCents: 5000 });
    const bob = await createCustomer(db, { balanceCents: 5000 });
    await createCustomer(db, { balanceCents: 0 });
    // Alice registered 40 days ago; the two others within the last 30 days.
    await db.execute(sql`update users set created_at = now() - interval '40 days' where id = ${alice}`);

    const backdate = async (purchaseId: number, transactionId: number | null, days: number) => {
      await db.execute(sql`update purchase_history set purchase_date = now() - make_interval(days => ${days}::int) where id = ${purchaseId}`);
      await db.execute(sql`update transactions set created_at = now() - make_interval(days => ${days}::int) where id = ${transactionId}`);
    };
    const buy = async (name: string, userId: number, numlistId: number, quantity: number, days: number) => {
      const r = await purchase(db, { userId, numlistId, quantity, idempotencyKey: name });
      orders[name] = r.order.id;
      if (days) await backdate(r.order.id, r.order.transactionId, days);
    };
    await buy('fr-10d', alice, frList, 500, 10); // 3.00 € this period
    await buy('uk-45d', bob, ukList, 1000, 45); // 6.00 € previous period
    await buy('fr-today', bob, frList, 100, 0); // 0.60 € this period (read live)
    await buy('uk-90d', alice, ukList, 200, 90); // 1.20 € before both periods

    const deposit = async (id: string, userId: number, cents: number, days: number, outcome: 'credit' | 'fail' | 'pending') => {
      const { deposit: d } = await createDeposit(db, { userId, provider: 'test', providerPaymentId: id, crypto: 'btc', amountCents: cents });
      if (outcome === 'credit') await creditDeposit(db, { provider: 'test', providerPaymentId: id });
      if (outcome === 'fail') await failDeposit(db, { provider: 'test', providerPaymentId: id });
      await db.execute(sql`update deposits set completed_at = completed_at - make_interval(days => ${days}::int) where id = ${d.id}`);
      await db.execute(sql`update transactions set created_at = created_at - make_interval(days => ${days}::int) where id = ${d.transactionId}`);
    };
    await deposit('d-5d', alice, 1000, 5, 'credit'); // 10.00 € this period
    await deposit('d-40d', bob, 2000, 40, 'credit'); // 20.00 € previous period
    await deposit('d-pending', bob, 3000, 0, 'pending');
    await deposit('d-failed', bob, 4000, 0, 'fail');
  });

  const stats = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: t.auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('computes the five cards and their trends (last 30 days vs the 30 before)', async () => {
    const s = await stats();
    expect(s).toMatchObject({
      totalSales: '10.80',
      totalDeposits: '30.00',
      activeUsers: 3,
      totalTransactions: 8,
      totalStock: 2000 + 2000 - 1800,
      periodDays: 30,
    });
    expect(s.trends).toEqual({
      totalSales: { current: '3.60', previous: '6.00', percentage: -40 },
      totalDeposits: { current: '10.00', previous: '20.00', percentage: -50 },
      activeUsers: { current: 3, previous: 1, percentage: 200 },
      // This period: 2 purchases, 1 deposit credited 5 days ago, 2 deposits created today; previous: 1 purchase, 1 deposit.
      totalTransactions: { current: 5, previous: 2, percentage: 150 },
      totalStock: null,
    });
  });

  it('gives the sales share per category and the top countries with flags', async () => {
    const s = await stats();
    expect(s.categoryStats).toEqual([
      { categoryId: expect.any(Number), name: 'Data', percentage: 66.7 },
      { categoryId: expect.any(Number), name: 'SMS', percentage: 33.3 },
    ]);
    expect(s.topCountries).toEqual([
      { countryId: ukCountry, name: 'Royaume-Uni', flag: '🇫🇷', sales: '7.20' },
      { countryId: frCountry, name: 'France', flag: '🇫🇷', sales: '3.60' },
    ]);
  });

  it('lists the five latest transactions, newest first', async () => {
    const s = await stats();
    expect(s.recentTransactions).toHaveLength(5);
    const dates = s.recentTransactions.map((x: { createdAt: string }) => Date.parse(x.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(s.recentTransactions[0]).toEqual({
      id: expect.any(Number),
      type: 'deposit',
      description: 'Dépôt BTC',
      amount: '40.00',
      status: 'failed',
      createdAt: expect.any(String),
    });
  });

  it('follows refunds of rolled-up orders and new purchases read live', async () => {
    const db = t.database.db;
    await refundPurchase(db, { purchaseId: orders['uk-45d'], actorUserId: adminId });
    const s = await stats();
    expect(s.totalSales).toBe('4.80');
    expect(s.trends.totalSales).toEqual({ current: '3.60', previous: '0.00', percentage: null });
    expect(s.categoryStats.map((c: { name: string; percentage: number }) => [c.name, c.percentage])).toEqual([
      ['SMS', 75],
      ['Data', 25],
    ]);
    // The refund wrote a transaction today.
    expect(s.totalTransactions).toBe(9);
  });

  it('answers zeros on an empty shop, not errors', async () => {
    const empty = await createTestApp();
    try {
      const res = await empty.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: empty.auth });
      expect(res.json()).toMatchObject({
        totalSales: '0.00',
        totalDeposits: '0.00',
        activeUsers: 0,
        totalTransactions: 0,
        totalStock: 0,
        categoryStats: [],
        topCountries: [],
        recentTransactions: [],
        trends: { totalSales: { current: '0.00', previous: '0.00', percentage: null } },
      });
    } finally {
      await empty.close();
    }
  });
});
