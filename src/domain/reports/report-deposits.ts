// The deposits report: completed deposits over a period against the one before — totals, average, customers who
// deposited, conversion (those customers ÷ customers registered by the period's end), by method, and the latest ones.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { isActiveCustomer } from '../../db/schema';
import { STARS_PROVIDER } from '../../contracts/payments';
import { type Trend, trend as trendOf } from './dashboard';
import { addDays, type ReportPeriod } from './report-period';
import { windowFor } from '../rollups/customer-windows';
import { REPORT_WORK_MEM, windowState } from './report-customers';
import { averageCents } from './report-sales';
import { atDayStart, depositMethodRows, refreshRollups, rollupStateCte } from '../rollups/rollups';

const RECENT_DEPOSITS = 10;

type DepositMethodRow = {
  provider: string;
  crypto: string;
  count: number;
  amountCents: Trend;
  share: number;
  /** Telegram Stars received over the period (a Stars method only; null for any other), decision 0137. */
  stars: number | null;
};

type RecentDeposit = {
  id: number;
  userId: number;
  username: string;
  telegramUsername: string | null;
  provider: string;
  crypto: string;
  amountCents: number;
  completedAt: Date;
};

export type DepositsReport = {
  period: ReportPeriod;
  totalCents: Trend;
  count: Trend;
  averageCents: Trend;
  depositors: Trend;
  /** Active customers registered by the end of each period. */
  registered: Trend;
  /** depositors ÷ registered, percent with one decimal; null without registered customers. */
  conversionRate: { current: number | null; previous: number | null };
  byMethod: DepositMethodRow[];
  recent: RecentDeposit[];
};

const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * Totals by method from deposit_methods_daily plus today's deposits (the totals are their sums). Customers who
 * deposited are counted once across methods: from the customer windows when both periods have one (a preset ending
 * today, decision 0102), else by one range of deposits_status_completed_idx grouped per customer.
 */
export async function getDepositsReport(db: Db, period: ReportPeriod, recentLimit = RECENT_DEPOSITS): Promise<DepositsReport> {
  const split = atDayStart(period.current.from);
  const end = atDayStart(addDays(period.current.to, 1));
  const previousEnd = atDayStart(addDays(period.previous.to, 1));
  await refreshRollups(db);
  return db.transaction(
    async (tx) => {
      await tx.execute(REPORT_WORK_MEM);
      const methods = await queryRows<{ provider: string; crypto: string; cents: string; count: string; previous_cents: string; previous_count: string; stars: string }>(
        tx,
        sql`
        with ${rollupStateCte}, m as (${depositMethodRows({ fromDay: period.previous.from, toDay: period.current.to })})
        select provider, crypto,
               coalesce(sum(amount_cents) filter (where day >= ${period.current.from}::date), 0)::text as cents,
               coalesce(sum(deposits) filter (where day >= ${period.current.from}::date), 0)::text as count,
               coalesce(sum(amount_cents) filter (where day < ${period.current.from}::date), 0)::text as previous_cents,
               coalesce(sum(deposits) filter (where day < ${period.current.from}::date), 0)::text as previous_count,
               coalesce(sum(stars) filter (where day >= ${period.current.from}::date), 0)::text as stars
        from m
        group by provider, crypto`,
      );
      const until = await windowState(tx);
      const current = until === null ? null : windowFor('deposits', period.current, until);
      const before = until === null ? null : windowFor('deposits_before', period.previous, until);
      const inWindow = sql`cw.kind = ${current?.kind ?? ''} and cw.days = ${current?.days ?? 0}`;
      const [people] = await queryRows<{ depositors: string; previous_depositors: string }>(
        tx,
        current && before && until
          ? sql`
        select (coalesce((select customers from customer_window_sizes where kind = ${current.kind} and days = ${current.days}), 0)
                + (select count(*) from (select distinct d.user_id from deposits d
                   where d.status = 'completed' and d.completed_at >= ${atDayStart(until)} and d.completed_at < ${end}) l
                   where (select count(*) from customer_windows cw where ${inWindow} and cw.user_id = l.user_id) = 0))::text as depositors,
               coalesce((select customers from customer_window_sizes where kind = ${before.kind} and days = ${before.days}), 0)::text as previous_depositors`
          : // Each customer once across methods: a hash aggregate per customer (count(distinct) would sort every row).
            sql`
        select count(*) filter (where current)::text as depositors, count(*) filter (where previous)::text as previous_depositors
        from (
          select bool_or(completed_at >= ${split}) as current, bool_or(completed_at < ${split}) as previous
          from deposits where status = 'completed' and completed_at >= ${atDayStart(period.previous.from)} and completed_at < ${end}
          group by user_id
        ) x`,
      );
      // Active customers now, less those who joined after each period's end (a short range of users_active_customers_idx).
      const [registeredRow] = await queryRows<{ registered: number; previous_registered: number }>(
        tx,
        sql`select c.active_customers - (select count(*)::int from users where ${isActiveCustomer} and created_at >= ${end}) as registered,
                   c.active_customers - (select count(*)::int from users where ${isActiveCustomer} and created_at >= ${previousEnd}) as previous_registered
            from customer_counts c where c.id = 1`,
      );
      const recent = await queryRows<{
        id: number;
        user_id: number;
        username: string;
        telegram_username: string | null;
        provider: string;
        crypto: string;
        amount_cents: string;
        completed_at: Date | string;
      }>(
        tx,
        sql`select d.id, d.user_id, u.username, u.telegram_username, d.provider, d.crypto, d.amount_cents::text as amount_cents, d.completed_at
            from deposits d join users u on u.id = d.user_id
            where d.status = 'completed' and d.completed_at >= ${split} and d.completed_at < ${end}
            order by d.completed_at desc, d.id desc limit ${recentLimit}`,
      );

      const sum = (key: 'cents' | 'count' | 'previous_cents' | 'previous_count') => methods.reduce((total, m) => total + Number(m[key]), 0);
      const cents = sum('cents');
      const previousCents = sum('previous_cents');
      const count = sum('count');
      const previousCount = sum('previous_count');
      const depositors = Number(people?.depositors ?? 0);
      const previousDepositors = Number(people?.previous_depositors ?? 0);
      const registered = Math.max(0, Number(registeredRow?.registered ?? 0));
      const previousRegistered = Math.max(0, Number(registeredRow?.previous_registered ?? 0));
      return {
        period,
        totalCents: trendOf(cents, previousCents),
        count: trendOf(count, previousCount),
        averageCents: trendOf(averageCents(cents, count), averageCents(previousCents, previousCount)),
        depositors: trendOf(depositors, previousDepositors),
        registered: trendOf(registered, previousRegistered),
        conversionRate: { current: rate(depositors, registered), previous: rate(previousDepositors, previousRegistered) },
        byMethod: methods
          .map((g) => ({
            provider: g.provider,
            crypto: g.crypto,
            count: Number(g.count),
            amountCents: trendOf(Number(g.cents), Number(g.previous_cents)),
            share: cents ? Math.round((Number(g.cents) / cents) * 1000) / 10 : 0,
            stars: g.provider === STARS_PROVIDER ? Number(g.stars) : null,
          }))
          .sort((a, b) => b.amountCents.current - a.amountCents.current || b.amountCents.previous - a.amountCents.previous || a.provider.localeCompare(b.provider) || a.crypto.localeCompare(b.crypto)),
        recent: recent.map((r) => ({
          id: r.id,
          userId: r.user_id,
          username: r.username,
          telegramUsername: r.telegram_username,
          provider: r.provider,
          crypto: r.crypto,
          amountCents: Number(r.amount_cents),
          completedAt: new Date(r.completed_at),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
