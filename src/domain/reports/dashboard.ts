// The dashboard's figures, computed in SQL from the daily rollups plus today's rows, in one consistent snapshot.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { isActiveCustomer } from '../../db/schema';
import { STARS_PROVIDER } from '../../contracts/payments';
import { recentTransactions, type TransactionRow } from '../wallet/transactions';
import { depositMethodRows, moneyRows, refreshRollups, rollupStateCte, salesRows } from '../rollups/rollups';
import { numlistsInStock } from '../stock/sale-tallies';
import { type OpenTickets, openTicketCounts } from '../support/read';

export const TREND_DAYS = 30;
const RECENT_TRANSACTIONS = 5;
const TOP_COUNTRIES = 5;

export type Trend = { current: number; previous: number; percentage: number | null };

export type DashboardFigures = {
  totalSalesCents: number;
  totalDepositsCents: number;
  activeUsers: number;
  totalTransactions: number;
  totalStock: number;
  /** name null: sales whose category no longer exists (the adapter names them). */
  categoryStats: Array<{ categoryId: number | null; name: string | null; percentage: number }>;
  topCountries: Array<{ countryId: number | null; name: string | null; flag: string; salesCents: number }>;
  recentTransactions: TransactionRow[];
  /**
   * Deposits of the last 30 days by method (provider, crypto), most euros first: their count, euro value, and for
   * Telegram Stars the Stars received (null for any other method), decision 0137.
   */
  depositMethods: Array<{ provider: string; crypto: string; count: number; amountCents: number; stars: number | null }>;
  /** Support tickets not closed now, by whom they wait for (decision 0146). */
  openTickets: OpenTickets;
  trends: {
    totalSalesCents: Trend;
    totalDepositsCents: Trend;
    activeUsers: Trend;
    totalTransactions: Trend;
  };
};

/** Change from a previous period to the current one, in percent with one decimal; null when there is no base. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

export const trend = (current: number, previous: number): Trend => ({ current, previous, percentage: percentChange(current, previous) });

/** "This period" is today (UTC) and the 29 days before; "the previous period" the 30 days before that. */
export async function getDashboardFigures(db: Db): Promise<DashboardFigures> {
  await refreshRollups(db);
  return db.transaction(
    async (tx) => {
      const sales = await queryRows<{
        category_id: number;
        country_id: number;
        total: string | number;
        current: string | number;
        previous: string | number;
      }>(tx, sql`
        with ${rollupStateCte}, sales as (${salesRows({ status: 'completed' })}),
        today as (select (now() at time zone 'UTC')::date as d)
        select category_id, country_id, sum(amount_cents) as total,
               coalesce(sum(amount_cents) filter (where day > today.d - ${TREND_DAYS}::int), 0) as current,
               coalesce(sum(amount_cents) filter (where day <= today.d - ${TREND_DAYS}::int and day > today.d - ${2 * TREND_DAYS}::int), 0) as previous
        from sales, today
        group by category_id, country_id`);
      const money = await queryRows<{
        deposits: string | number | null;
        deposits_current: string | number | null;
        deposits_previous: string | number | null;
        transactions: string | number | null;
        transactions_current: string | number | null;
        transactions_previous: string | number | null;
      }>(tx, sql`
        with ${rollupStateCte}, money as (${moneyRows()}),
        today as (select (now() at time zone 'UTC')::date as d)
        select sum(deposits_cents) as deposits,
               sum(deposits_cents) filter (where day > today.d - ${TREND_DAYS}::int) as deposits_current,
               sum(deposits_cents) filter (where day <= today.d - ${TREND_DAYS}::int and day > today.d - ${2 * TREND_DAYS}::int) as deposits_previous,
               sum(transactions_count) as transactions,
               sum(transactions_count) filter (where day > today.d - ${TREND_DAYS}::int) as transactions_current,
               sum(transactions_count) filter (where day <= today.d - ${TREND_DAYS}::int and day > today.d - ${2 * TREND_DAYS}::int) as transactions_previous
        from money, today`);
      // Active customers from their counter (kept by triggers, migration 0009); those who joined in the last 30
      // days from a short range of users_active_customers_idx: 30 days ago there were that many fewer.
      const people = await queryRows<{ active: number; active_before: number; stock: string | number }>(tx, sql`
        select c.active_customers as active,
               c.active_customers - (
                 select count(*)::int from users
                 where ${isActiveCustomer} and created_at >= now() - make_interval(days => ${TREND_DAYS}::int)
               ) as active_before,
               (select coalesce(sum(available), 0) from ${numlistsInStock} n where is_active) as stock
        from customer_counts c where c.id = 1`);
      const names = await queryRows<{ kind: string; id: number; name: string; flag: string | null }>(tx, sql`
        select 'category' as kind, id, name, null as flag from categories
        union all
        select 'country', id, name, flag from countries`);
      const recent = await recentTransactions(tx, RECENT_TRANSACTIONS);
      const openTickets = await openTicketCounts(tx);
      const [days] = await queryRows<{ from_day: string; to_day: string }>(tx, sql`
        select to_char((now() at time zone 'UTC')::date - ${TREND_DAYS - 1}::int, 'YYYY-MM-DD') as from_day,
               to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as to_day`);
      const methods = await queryRows<{ provider: string; crypto: string; count: string; cents: string; stars: string }>(tx, sql`
        with ${rollupStateCte}, m as (${depositMethodRows({ fromDay: days.from_day, toDay: days.to_day })})
        select provider, crypto, sum(deposits)::text as count, sum(amount_cents)::text as cents, sum(stars)::text as stars
        from m group by provider, crypto`);

      const categoryName = new Map<number, string>();
      const country = new Map<number, { name: string; flag: string }>();
      for (const n of names) {
        if (n.kind === 'category') categoryName.set(n.id, n.name);
        else country.set(n.id, { name: n.name, flag: n.flag ?? '' });
      }

      let total = 0;
      let current = 0;
      let previous = 0;
      const byCategory = new Map<number, number>();
      const byCountry = new Map<number, number>();
      for (const r of sales) {
        const t = Number(r.total);
        total += t;
        current += Number(r.current);
        previous += Number(r.previous);
        byCategory.set(r.category_id, (byCategory.get(r.category_id) ?? 0) + t);
        byCountry.set(r.country_id, (byCountry.get(r.country_id) ?? 0) + t);
      }
      // Every category is listed (a bar at 0 % says "no sales" better than a missing bar); sales without one come last.
      const categoryStats = [...categoryName.entries()]
        .map(([id, name]) => ({ categoryId: id as number | null, name: name as string | null, cents: byCategory.get(id) ?? 0 }))
        .concat(
          [...byCategory.entries()]
            .filter(([id]) => !categoryName.has(id))
            .map(([, cents]) => ({ categoryId: null, name: null, cents })),
        )
        .map((c) => ({ categoryId: c.categoryId, name: c.name, cents: c.cents, percentage: total ? Math.round((c.cents / total) * 1000) / 10 : 0 }))
        .sort((a, b) => b.cents - a.cents || (a.name ?? '').localeCompare(b.name ?? '', 'fr'))
        .map(({ cents: _cents, ...rest }) => rest);
      const topCountries = [...byCountry.entries()]
        .filter(([, cents]) => cents > 0)
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, TOP_COUNTRIES)
        .map(([id, cents]) => {
          const c = country.get(id);
          return { countryId: c ? id : null, name: c?.name ?? null, flag: c?.flag ?? '', salesCents: cents };
        });

      const m = money[0];
      const p = people[0];
      return {
        totalSalesCents: total,
        totalDepositsCents: Number(m?.deposits ?? 0),
        activeUsers: Number(p?.active ?? 0),
        totalTransactions: Number(m?.transactions ?? 0),
        totalStock: Number(p?.stock ?? 0),
        categoryStats,
        topCountries,
        recentTransactions: recent,
        openTickets,
        depositMethods: methods
          .map((r) => ({
            provider: r.provider,
            crypto: r.crypto,
            count: Number(r.count),
            amountCents: Number(r.cents),
            stars: r.provider === STARS_PROVIDER ? Number(r.stars) : null,
          }))
          .sort((a, b) => b.amountCents - a.amountCents || a.provider.localeCompare(b.provider) || a.crypto.localeCompare(b.crypto)),
        trends: {
          totalSalesCents: trend(current, previous),
          totalDepositsCents: trend(Number(m?.deposits_current ?? 0), Number(m?.deposits_previous ?? 0)),
          activeUsers: trend(Number(p?.active ?? 0), Number(p?.active_before ?? 0)),
          totalTransactions: trend(Number(m?.transactions_current ?? 0), Number(m?.transactions_previous ?? 0)),
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
