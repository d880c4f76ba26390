// Sales by category or by country over a period, each row with the previous period's revenue, from the daily rollups.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { type Trend, trend as trendOf } from './dashboard';
import type { ReportPeriod } from './report-period';
import { refreshRollups, rollupStateCte, salesRows } from '../rollups/rollups';

export type BreakdownKind = 'category' | 'country';

type BreakdownRow = {
  /** null: sales whose category or country has since been deleted (the adapter names them). */
  id: number | null;
  name: string | null;
  flag: string;
  revenueCents: Trend;
  orders: number;
  numbersSold: number;
  /** Share of the period's revenue, percent with one decimal. */
  share: number;
};

export type BreakdownReport = { period: ReportPeriod; kind: BreakdownKind; totalCents: Trend; rows: BreakdownRow[] };

/** Rows with sales in either period, the largest current revenue first (then the previous, then the name). */
export async function getSalesBreakdown(db: Db, period: ReportPeriod, kind: BreakdownKind): Promise<BreakdownReport> {
  await refreshRollups(db);
  const key = kind === 'category' ? sql`category_id` : sql`country_id`;
  const names = kind === 'category' ? sql`select id, name, '' as flag from categories` : sql`select id, name, coalesce(flag, '') as flag from countries`;
  const rows = await queryRows<{ id: number; name: string | null; flag: string | null; current: string; previous: string; orders: string; numbers: string }>(
    db,
    sql`
    with ${rollupStateCte},
    sales as (${salesRows({ status: 'completed', fromDay: period.previous.from, toDay: period.current.to })}),
    g as (
      select ${key} as id,
             coalesce(sum(amount_cents) filter (where day >= ${period.current.from}::date), 0)::text as current,
             coalesce(sum(amount_cents) filter (where day < ${period.current.from}::date), 0)::text as previous,
             coalesce(sum(orders) filter (where day >= ${period.current.from}::date), 0)::text as orders,
             coalesce(sum(numbers) filter (where day >= ${period.current.from}::date), 0)::text as numbers
      from sales group by 1
    )
    select g.id, n.name, n.flag, g.current, g.previous, g.orders, g.numbers
    from g left join (${names}) n on n.id = g.id`,
  );
  // Sales of deleted entries (id 0 in the rollups, or an id no longer in the catalogue) make one "unknown" row.
  const merged = new Map<number | null, Omit<BreakdownRow, 'revenueCents' | 'share'> & { current: number; previous: number }>();
  for (const r of rows) {
    const id = r.name == null ? null : r.id;
    const row = merged.get(id) ?? { id, name: r.name, flag: r.flag ?? '', orders: 0, numbersSold: 0, current: 0, previous: 0 };
    row.current += Number(r.current);
    row.previous += Number(r.previous);
    row.orders += Number(r.orders);
    row.numbersSold += Number(r.numbers);
    merged.set(id, row);
  }
  const all = [...merged.values()].filter((r) => r.current > 0 || r.previous > 0);
  const current = all.reduce((s, r) => s + r.current, 0);
  const previous = all.reduce((s, r) => s + r.previous, 0);
  return {
    period,
    kind,
    totalCents: trendOf(current, previous),
    rows: all
      .sort((a, b) => b.current - a.current || b.previous - a.previous || (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff', 'fr'))
      .map(({ current: c, previous: p, ...rest }) => ({
        ...rest,
        revenueCents: trendOf(c, p),
        share: current ? Math.round((c / current) * 1000) / 10 : 0,
      })),
  };
}
