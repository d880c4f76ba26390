// The global sales report: revenue, orders, numbers sold, average basket and transactions per day over a period against
// the one before, sales today / this week / this month, the stock and its estimated value, and the figures per day.
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { getSaleSettings } from '../settings/shop-settings';
import { MICROS_PER_CENT } from '../wallet/money';
import { type Trend, trend as trendOf } from './dashboard';
import { calendarPeriods, type DayRange, eachDay, type ReportPeriod } from './report-period';
import { moneyRows, refreshRollups, rollupStateCte, salesRows } from '../rollups/rollups';
import { numlistsInStock } from '../stock/sale-tallies';

type SalesDay = { day: string; revenueCents: number; orders: number; numbersSold: number; transactions: number; depositsCents: number };

export type SalesReport = {
  period: ReportPeriod;
  revenueCents: Trend;
  orders: Trend;
  numbersSold: Trend;
  averageBasketCents: Trend;
  /** One decimal. */
  transactionsPerDay: Trend;
  /** Revenue today, this week and this month (calendar, UTC), each against the same days before. */
  calendar: Record<'today' | 'week' | 'month', Trend>;
  /** Now, not over the period: stock history is not kept (decision 0066). */
  stock: { available: number; inStock: number; estimatedValueCents: number };
  /** Every day of the current period, zeros included. */
  daily: SalesDay[];
};

/** Completed sales and money per day from the rollups (plus today's rows), keyed by day. */
async function figuresByDay(tx: Executor, fromDay: string, toDay: string): Promise<Map<string, SalesDay>> {
  const rows = await queryRows<{ day: string; revenue: string; orders: string; numbers: string; transactions: string; deposits: string }>(
    tx,
    sql`
    with ${rollupStateCte},
    sales as (${salesRows({ status: 'completed', fromDay, toDay })}),
    money as (${moneyRows({ fromDay, toDay })}),
    s as (select day, sum(amount_cents) as revenue, sum(orders) as orders, sum(numbers) as numbers from sales group by day),
    m as (select day, sum(transactions_count) as transactions, sum(deposits_cents) as deposits from money group by day)
    select coalesce(s.day, m.day)::text as day, coalesce(s.revenue, 0)::text as revenue, coalesce(s.orders, 0)::text as orders,
           coalesce(s.numbers, 0)::text as numbers, coalesce(m.transactions, 0)::text as transactions, coalesce(m.deposits, 0)::text as deposits
    from s full join m on m.day = s.day`,
  );
  return new Map(
    rows.map((r) => [
      r.day,
      {
        day: r.day,
        revenueCents: Number(r.revenue),
        orders: Number(r.orders),
        numbersSold: Number(r.numbers),
        transactions: Number(r.transactions),
        depositsCents: Number(r.deposits),
      },
    ]),
  );
}

const empty = (day: string): SalesDay => ({ day, revenueCents: 0, orders: 0, numbersSold: 0, transactions: 0, depositsCents: 0 });

function total(byDay: Map<string, SalesDay>, r: DayRange): SalesDay {
  const sum = empty(r.from);
  for (const day of eachDay(r)) {
    const d = byDay.get(day);
    if (!d) continue;
    sum.revenueCents += d.revenueCents;
    sum.orders += d.orders;
    sum.numbersSold += d.numbersSold;
    sum.transactions += d.transactions;
    sum.depositsCents += d.depositsCents;
  }
  return sum;
}

export const averageCents = (cents: number, count: number) => (count ? Math.round(cents / count) : 0);
const perDay = (count: number, days: number) => Math.round((count / days) * 10) / 10;

/** Numbers on sale (active lists), in stock (every list), and what those on sale would bring at their price. */
async function stockFigures(tx: Executor): Promise<SalesReport['stock']> {
  const { unitPriceMicros } = await getSaleSettings(tx);
  const [row] = await queryRows<{ available: string; in_stock: string; value_micros: string }>(
    tx,
    sql`select coalesce(sum(available) filter (where is_active), 0)::text as available,
               coalesce(sum(available), 0)::text as in_stock,
               coalesce(sum(available::bigint * coalesce(unit_price_micros, ${unitPriceMicros}::int)) filter (where is_active), 0)::text as value_micros
        from ${numlistsInStock} as n`,
  );
  return {
    available: Number(row.available),
    inStock: Number(row.in_stock),
    // Micro-euros summed exactly in SQL (numeric), rounded to the cent once.
    estimatedValueCents: Math.round(Number(BigInt(row.value_micros)) / MICROS_PER_CENT),
  };
}

export async function getSalesReport(db: Db, period: ReportPeriod, now: Date = new Date()): Promise<SalesReport> {
  await refreshRollups(db);
  const calendar = calendarPeriods(now);
  const froms = [period.previous.from, calendar.month.previous.from, calendar.week.previous.from];
  const tos = [period.current.to, calendar.today.current.to];
  const fromDay = froms.sort()[0];
  const toDay = tos.sort()[tos.length - 1];
  return db.transaction(
    async (tx) => {
      const byDay = await figuresByDay(tx, fromDay, toDay);
      const stock = await stockFigures(tx);
      const cur = total(byDay, period.current);
      const prev = total(byDay, period.previous);
      const revenue = (p: ReportPeriod) => trendOf(total(byDay, p.current).revenueCents, total(byDay, p.previous).revenueCents);
      return {
        period,
        revenueCents: trendOf(cur.revenueCents, prev.revenueCents),
        orders: trendOf(cur.orders, prev.orders),
        numbersSold: trendOf(cur.numbersSold, prev.numbersSold),
        averageBasketCents: trendOf(averageCents(cur.revenueCents, cur.orders), averageCents(prev.revenueCents, prev.orders)),
        transactionsPerDay: trendOf(perDay(cur.transactions, period.current.days), perDay(prev.transactions, period.previous.days)),
        calendar: { today: revenue(calendar.today), week: revenue(calendar.week), month: revenue(calendar.month) },
        stock,
        daily: eachDay(period.current).map((day) => byDay.get(day) ?? empty(day)),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
