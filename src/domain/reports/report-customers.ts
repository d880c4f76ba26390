// The top customers report: the ten who spent most over a period (completed orders), with their last activity, what
// they spent the period before, and how many other customers bought.
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { type WindowDef, windowFor } from '../rollups/customer-windows';
import { type Trend, trend as trendOf } from './dashboard';
import { addDays, type ReportPeriod } from './report-period';
import { atDayStart, refreshRollups } from '../rollups/rollups';

/** SPEC §9: the top users report lists 10, then "and N more". */
const TOP_CUSTOMERS = 10;

type TopCustomer = {
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

/** The rollup state in the reader's snapshot: the first day not rolled up, when the customer windows match it. */
export async function windowState(tx: Executor): Promise<string | null> {
  const [state] = await queryRows<{ until: string; windows: string | null }>(
    tx,
    sql`select rolled_up_until::text as until, windows_until::text as windows from rollup_state where id = 1`,
  );
  return state && state.windows === state.until ? state.until : null;
}

/**
 * `per_customer` (user_id, spent, orders) and `buyers` for the period, read from the orders: the period's completed
 * orders summed per customer (one range of purchase_history_status_date_idx).
 */
function fromOrders(period: ReportPeriod): { ctes: SQL; buyers: SQL } {
  return {
    ctes: sql`
      per_customer as (
        select user_id, sum(price_cents) as spent, count(*) as orders
        from purchase_history
        where status = 'completed' and purchase_date >= ${atDayStart(period.current.from)} and purchase_date < ${atDayStart(addDays(period.current.to, 1))}
        group by user_id
      )`,
    buyers: sql`(select count(*) from per_customer)`,
  };
}

/**
 * The same from the customer window of the period's closed days plus the orders of the days after it (today): the
 * ten are among the window's ten first and today's buyers, since today only adds to a customer's spend.
 */
function fromWindow(period: ReportPeriod, w: WindowDef, until: string, limit: number): { ctes: SQL; buyers: SQL } {
  const inWindow = sql`cw.kind = ${w.kind} and cw.days = ${w.days}`;
  return {
    ctes: sql`
      live as (
        select user_id, sum(price_cents) as spent, count(*) as orders
        from purchase_history
        where status = 'completed' and purchase_date >= ${atDayStart(until)} and purchase_date < ${atDayStart(addDays(period.current.to, 1))}
        group by user_id
      ),
      candidates as (
        select user_id from (select cw.user_id from customer_windows cw where ${inWindow} order by cw.amount_cents desc nulls last, cw.user_id limit ${limit}) w
        union
        select user_id from live
      ),
      per_customer as (
        select c.user_id, coalesce(cw.amount_cents, 0) + coalesce(l.spent, 0) as spent, coalesce(cw.count, 0) + coalesce(l.orders, 0) as orders
        from candidates c
        -- One primary-key lookup per candidate: "limit 1" keeps the planner from turning it into a join hashing the whole window.
        left join lateral (select cw.amount_cents, cw.count from customer_windows cw where ${inWindow} and cw.user_id = c.user_id limit 1) cw on true
        left join live l on l.user_id = c.user_id
      )`,
    // The window's size, plus today's buyers it does not hold (a lookup each).
    buyers: sql`(coalesce((select customers from customer_window_sizes where kind = ${w.kind} and days = ${w.days}), 0)
                 + (select count(*) from live l where (select count(*) from customer_windows cw where ${inWindow} and cw.user_id = l.user_id) = 0))`,
  };
}

/**
 * The period's spend per customer comes from the customer window when one matches the period (a preset ending
 * today, decision 0102), else from the orders; then what the ten spent the period before, through
 * purchase_history_user_idx. Summing every customer over both periods cost 3× more (bench/admin-lists.bench.ts).
 */
export async function getTopCustomers(db: Db, period: ReportPeriod, limit = TOP_CUSTOMERS): Promise<TopCustomersReport> {
  await refreshRollups(db);
  return db.transaction(
    async (tx) => {
      await tx.execute(REPORT_WORK_MEM);
      const until = await windowState(tx);
      const w = until === null ? null : windowFor('sales', period.current, until);
      const source = w && until ? fromWindow(period, w, until, limit) : fromOrders(period);
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
        with ${source.ctes},
        top as (select * from per_customer order by spent desc, user_id limit ${limit})
        select top.user_id, u.username, u.telegram_id::text as telegram_id, u.telegram_username, u.first_name, u.last_name, u.last_activity,
               top.spent::text as spent, top.orders::text as orders, ${source.buyers}::text as buyers,
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
