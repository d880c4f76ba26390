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
  /** Customers who bought at least once in the period. */
  buyers: number;
};

/**
 * Memory for one report's hash aggregate (PGlite's default 4 MB spills 50k customers to disk: 5× slower); set for
 * its own transaction only.
 */
export const REPORT_WORK_MEM = sql`set local work_mem = '32MB'`;

/**
 * Read from the orders (no rollup is kept per customer): the period's completed orders summed per customer (one range
 * of purchase_history_status_date_idx), the ten largest kept; then what those ten spent the period before, through
 * purchase_history_user_idx. Summing every customer over both periods cost 3× more (bench/admin-lists.bench.ts).
 */
export async function getTopCustomers(db: Db, period: ReportPeriod, limit = TOP_CUSTOMERS): Promise<TopCustomersReport> {
  return db.transaction(
    async (tx) => {
      await tx.execute(REPORT_WORK_MEM);
      const rows = await queryRows<{
        user_id: number;
        username: string;
        telegram_id: string | null;
        telegram_username: string | null;
        first_name: string | null;
        last_name: string | null;
        last_activity: Date | string;
        spent: string;
        orders: string;
        buyers: string;
        previous: string;
      }>(
        tx,
        sql`
        with per_customer as (
          select user_id, sum(price_cents) as spent, count(*) as orders
          from purchase_history
          where status = 'completed' and purchase_date >= ${atDayStart(period.current.from)} and purchase_date < ${atDayStart(addDays(period.current.to, 1))}
          group by user_id
        ),
        top as (select * from per_customer order by spent desc, user_id limit ${limit})
        select top.user_id, u.username, u.telegram_id::text as telegram_id, u.telegram_username, u.first_name, u.last_name, u.last_activity,
               top.spent::text as spent, top.orders::text as orders, (select count(*) from per_customer)::text as buyers,
               (select coalesce(sum(p.price_cents), 0) from purchase_history p
                where p.user_id = top.user_id and p.status = 'completed'
                  and p.purchase_date >= ${atDayStart(period.previous.from)} and p.purchase_date < ${atDayStart(period.current.from)})::text as previous
        from top join users u on u.id = top.user_id
        order by top.spent desc, top.user_id`,
      );
      const buyers = Number(rows[0]?.buyers ?? 0);
      const customers = rows.map((r) => ({
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
      return { period, customers, moreCount: Math.max(0, buyers - customers.length), buyers };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
