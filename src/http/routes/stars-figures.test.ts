// Stars in the figures (decision 0137): the deposits report and the dashboard count Stars deposits as a method of
// their own, with their euro value and the Stars received, from the daily rollups for closed days and live for today.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createCustomer } from '../../../tests/support/wallet-fixtures';
import { checkRollups } from '../../domain/rollups/rollups';
import { createDeposit, creditDeposit } from '../../domain/wallet/deposits';
import { saveStarsSettings } from '../../domain/wallet/stars';
import { creditStarsPayment, startStarsTopUp } from '../../domain/wallet/stars-top-up';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await saveStarsSettings(db, { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });
  // 500 Stars (6,50 €) three days ago, 770 Stars (10,01 €) today, and a manual 20 € deposit today.
  for (const [i, stars] of [500, 770].entries()) {
    const telegramId = 770_000 + i;
    const userId = await createCustomer(db, { balanceCents: 0, telegramId });
    const { deposit, payload } = await startStarsTopUp(db, { userId, stars });
    await creditStarsPayment(db, { payload, currency: 'XTR', totalAmount: stars, telegramUserId: telegramId, chargeId: `charge-${i}` });
    if (i === 0) await db.execute(sql`update deposits set completed_at = now() - interval '3 days' where id = ${deposit.id}`);
  }
  const manualUser = await createCustomer(db, { balanceCents: 0 });
  const { deposit } = await createDeposit(db, { userId: manualUser, provider: 'manual', crypto: 'EUR', amountCents: 2000 });
  await creditDeposit(db, { depositId: deposit.id });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth });

describe('Stars in the reports and the dashboard', () => {
  it('the deposits report: Stars a method of their own, with their euros and the Stars received', async () => {
    const res = await get('/api/reports/deposits?period=7d');
    expect(res.statusCode, res.body).toBe(200);
    const { byMethod, total } = res.json();
    expect(byMethod).toEqual([
      { provider: 'manual', crypto: 'EUR', count: 1, amount: { current: '20.00', previous: '0.00', percentage: null }, share: 54.8, stars: null },
      { provider: 'stars', crypto: 'XTR', count: 2, amount: { current: '16.51', previous: '0.00', percentage: null }, share: 45.2, stars: 1270 },
    ]);
    expect(total).toMatchObject({ current: '36.51' });
    // The closed day's Stars come from the rollup, and the rollup agrees with the deposits.
    expect(await checkRollups(t.database.db)).toEqual([]);
    const rolled = await t.database.db.execute(sql`select stars from deposit_methods_daily where provider = 'stars'`);
    expect((rolled as unknown as { rows: Array<{ stars: string | number }> }).rows.map((r) => Number(r.stars))).toEqual([500]);
  });

  it('the report’s CSV has the Stars received', async () => {
    const res = await get('/api/reports/deposit-methods/export.csv?period=7d');
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header).toContain('Stars reçues');
    expect(rows.find((r) => r.startsWith('stars'))).toMatch(/1270$/);
  });

  it('the dashboard: the last 30 days’ deposits by method, with the Stars received', async () => {
    const res = await get('/api/dashboard/stats');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().depositMethods).toEqual([
      { provider: 'manual', crypto: 'EUR', count: 1, amount: '20.00', stars: null },
      { provider: 'stars', crypto: 'XTR', count: 2, amount: '16.51', stars: 1270 },
    ]);
  });
});
