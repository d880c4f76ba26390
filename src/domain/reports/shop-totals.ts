// The shop's running totals (orders, numbers sold, deposits credited) for the metrics endpoint, from the daily rollups.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { moneyRows, rollupStateCte, salesRows } from '../rollups/rollups';

export type ShopTotals = { orders: number; numbersSold: number; salesCents: number; depositsCredited: number; depositsCents: number };

/** Completed sales and credited deposits to date: the closed days' rollups plus today's rows, one statement. */
export async function getShopTotals(db: Executor): Promise<ShopTotals> {
  const [row] = await queryRows<{ orders: string; numbers: string; sales: string; deposits: string; deposits_cents: string }>(
    db,
    sql`with ${rollupStateCte},
      s as (${salesRows({ status: 'completed' })}),
      m as (${moneyRows()})
    select (select coalesce(sum(orders), 0) from s)::text as orders, (select coalesce(sum(numbers), 0) from s)::text as numbers,
           (select coalesce(sum(amount_cents), 0) from s)::text as sales,
           (select coalesce(sum(deposits_count), 0) from m)::text as deposits, (select coalesce(sum(deposits_cents), 0) from m)::text as deposits_cents`,
  );
  return {
    orders: Number(row.orders),
    numbersSold: Number(row.numbers),
    salesCents: Number(row.sales),
    depositsCredited: Number(row.deposits),
    depositsCents: Number(row.deposits_cents),
  };
}
