import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReportShop } from '../../../tests/support/report-fixtures';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';
import { addDays, dayOf } from '../reports/report-period';
import { checkRollups, refreshRollups } from './rollups';

describe('the rollups check', () => {
  const database = suiteDatabase();
  const ago = (k: number) => addDays(dayOf(new Date()), -k);
  let shop: Record<string, number>;

  beforeAll(async () => {
    shop = await seedReportShop(database.db);
    await refreshRollups(database.db);
  });

  it('finds nothing when every rolled-up table sums its rows', async () => {
    expect(await checkRollups(database.db)).toEqual([]);
  });

  it('names each rolled-up row that disagrees with its rows, a row missing on either side counted as zeros', async () => {
    const db = database.db;
    // Carol's order of day 8 counted twice; Alice's deposit of day 5 lost from the money; a deposit method and a
    // promotion rolled up with no rows behind them.
    await db.execute(sql`update sales_daily set orders = orders + 1 where day = ${ago(8)} and country_id = ${shop.fr} and status = 'completed'`);
    await db.execute(sql`delete from money_daily where day = ${ago(5)}`);
    await db.execute(sql`insert into deposit_methods_daily (day, provider, crypto, deposits, amount_cents) values (${ago(4)}, 'ghost', 'xyz', 1, 500)`);
    await db.execute(
      sql`insert into promotion_sales_daily (day, status, promotion_id, orders, amount_cents, discount_cents) values (${ago(6)}, 'completed', 999, 1, 100, 10)`,
    );

    const found = await checkRollups(db);
    expect(found.map(({ table, day }) => [table, day])).toEqual([
      ['sales_daily', ago(8)],
      ['money_daily', ago(5)],
      ['deposit_methods_daily', ago(4)],
      ['promotion_sales_daily', ago(6)],
    ]);
    const [sales, money, methods, promotions] = found.map((m) => m.detail);
    expect(sales).toBe(`completed country ${shop.fr} operator ${sales.split(' ')[4]} category ${shop.sms}: orders/numbers/cents 1/300/180 in the orders, 2/300/180 rolled up`);
    expect(money).toMatch(/^deposits\/cents\/transactions 1\/1000\/\d+ in the rows, 0\/0\/0 rolled up$/);
    expect(methods).toBe('ghost/xyz: deposits/cents/stars 0/0/0 in the deposits, 1/500/0 rolled up');
    expect(promotions).toBe('completed promotion 999: orders/cents/discount 0/0/0 in the orders, 1/100/10 rolled up');
  });
});
