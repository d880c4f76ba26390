// The top customers report: the ten who spent most over a period (completed orders), with their last activity, what
// they spent the period before, and how many other customers bought.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { type Trend, trend as trendOf } from './dashboard';
import { addDays, type ReportPeriod } from './report-period';
import { atDayStart } from './rollups';

/** SPEC §9: the top users report lists 10, then "and N more". */
export const TOP_CUSTOMERS = 10;

export type TopCustomer = {
  userId: number;
  username: string;
  telegramId: number | null;
  telegramUsername: string | null;
  firstName: string | null;
  lastName: string | null;
  spentCents: Trend;
  orders: number;
  lastActivity: Date;
};

export type TopCustomersReport = {
  period: ReportPeriod;
  customers: TopCustomer[];
  /** Customers who bought in the period beyond those listed. */
  moreCount: number;
  /** Customers who bought at least once in each period. */
  buyers: Trend;
};

/**
 * Read from the orders (no rollup is kept per customer): one range of purchase_history_status_date_idx over both
 * periods, summed per customer, ranked, ten joined to their user.
 */
export async function getTopCustomers(db: Db, period: ReportPeriod, limit = TOP_CUSTOMERS): Promise<TopCustomersReport> {
  const split = atDayStart(period.current.from);
  const rows = await queryRows<{
    user_id: number;
    username: string;
    telegram_id: string | null;
    telegram_username: string | null;
    first_name: string | null;
    last_name: string | null;
    last_activity: Date | string;
    spent: string;
    previous: string;
    orders: string;
    buyers: string;
    previous_buyers: string;
  }>(
    db,
    sql`
    with per_customer as (
      select user_id,
             coalesce(sum(price_cents) filter (where purchase_date >= ${split}), 0) as spent,
             coalesce(sum(price_cents) filter (where purchase_date < ${split}), 0) as previous,
             count(*) filter (where purchase_date >= ${split}) as orders
      from purchase_history
      where status = 'completed' and purchase_date >= ${atDayStart(period.previous.from)} and purchase_date < ${atDayStart(addDays(period.current.to, 1))}
      group by user_id
    ),
    ranked as (
      select *, count(*) filter (where orders > 0) over () as buyers, count(*) filter (where previous > 0) over () as previous_buyers
      from per_customer
    ),
    top as (select * from ranked order by orders > 0 desc, spent desc, user_id limit ${limit})
    select top.user_id, u.username, u.telegram_id::text as telegram_id, u.telegram_username, u.first_name, u.last_name, u.last_activity,
           top.spent::text as spent, top.previous::text as previous, top.orders::text as orders,
           top.buyers::text as buyers, top.previous_buyers::text as previous_buyers
    from top join users u on u.id = top.user_id
    order by top.orders > 0 desc, top.spent desc, top.user_id`,
  );
  const buyers = Number(rows[0]?.buyers ?? 0);
  const previousBuyers = Number(rows[0]?.previous_buyers ?? 0);
  const customers = rows
    .filter((r) => Number(r.orders) > 0)
    .map((r) => ({
      userId: r.user_id,
      username: r.username,
      telegramId: r.telegram_id == null ? null : Number(r.telegram_id),
      telegramUsername: r.telegram_username,
      firstName: r.first_name,
      lastName: r.last_name,
      spentCents: trendOf(Number(r.spent), Number(r.previous)),
      orders: Number(r.orders),
      lastActivity: new Date(r.last_activity),
    }));
  return { period, customers, moreCount: Math.max(0, buyers - customers.length), buyers: trendOf(buyers, previousBuyers) };
}
