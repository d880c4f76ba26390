// Support over a period (issue 28, decision 0146): tickets open now, tickets opened per day, the median time to the
// first admin answer (back office or Telegram reply) against the period before, and tickets per list of their order.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { type Trend, trend } from './dashboard';
import { type OpenTickets, openTicketCounts } from '../support/read';
import { eachDay, type ReportPeriod } from './report-period';

export type SupportReport = {
  period: ReportPeriod;
  /** Now, whatever the period. */
  open: OpenTickets;
  /** Tickets opened in the period against the period before. */
  opened: Trend;
  /**
   * Of the tickets opened in each period, the median seconds from opening to the first admin answer (null when none
   * was answered), and how many were answered and are still without an answer ("sans réponse").
   */
  firstAnswer: { medianSeconds: number | null; previousMedianSeconds: number | null; answered: number; unanswered: number };
  /** Every day of the period (UTC, as every report), zeros included. */
  daily: Array<{ day: string; opened: number }>;
  /**
   * Tickets opened in the period by the list their order was sold from (an order spanning lists counts under its
   * first); `withOrder` false is the one line of tickets about no order. numlistId null with an order: the list is gone.
   */
  byList: Array<{
    withOrder: boolean;
    numlistId: number | null;
    name: string | null;
    tickets: number;
    /** Of them, not closed now. */
    open: number;
    answered: number;
    medianFirstAnswerSeconds: number | null;
  }>;
};

const dayStart = (day: string) => sql`${day}::date::timestamp at time zone 'UTC'`;
const dayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;
/** Seconds from opening to the first answer; null for a ticket not answered, which percentile_cont leaves out. */
const firstAnswerSeconds = sql`extract(epoch from (t.first_answered_at - t.created_at))::float8`;
const median = sql`percentile_cont(0.5) within group (order by ${firstAnswerSeconds})`;

const seconds = (value: string | null) => (value === null ? null : Math.round(Number(value)));

export async function getSupportReport(db: Executor, period: ReportPeriod): Promise<SupportReport> {
  const from = dayStart(period.current.from);
  const until = dayEnd(period.current.to);
  const open = await openTicketCounts(db);
  const periods = await queryRows<{ current: boolean; opened: string; answered: string; median: string | null }>(
    db,
    sql`select t.created_at >= ${from} as current, count(*)::text as opened, count(t.first_answered_at)::text as answered, (${median})::text as median
        from support_tickets t
        where t.created_at >= ${dayStart(period.previous.from)} and t.created_at < ${until}
        group by 1`,
  );
  const days = await queryRows<{ day: string; opened: string }>(
    db,
    sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::text as opened
        from support_tickets t where t.created_at >= ${from} and t.created_at < ${until}
        group by 1`,
  );
  const lists = await queryRows<{ with_order: boolean; numlist_id: number | null; name: string | null; tickets: string; open: string; answered: string; median: string | null }>(
    db,
    sql`select ph.id is not null as with_order, ph.numlist_id, n.name, count(*)::text as tickets,
               count(*) filter (where t.status <> 'closed')::text as open, count(t.first_answered_at)::text as answered, (${median})::text as median
        from support_tickets t
        left join purchase_history ph on ph.id = t.order_id
        left join numlists n on n.id = ph.numlist_id
        where t.created_at >= ${from} and t.created_at < ${until}
        group by 1, 2, 3
        order by 1 desc, count(*) desc, n.name, ph.numlist_id`,
  );
  const current = periods.find((p) => p.current);
  const previous = periods.find((p) => !p.current);
  const opened = Number(current?.opened ?? 0);
  const answered = Number(current?.answered ?? 0);
  const perDay = new Map(days.map((d) => [d.day, Number(d.opened)]));
  return {
    period,
    open,
    opened: trend(opened, Number(previous?.opened ?? 0)),
    firstAnswer: { medianSeconds: seconds(current?.median ?? null), previousMedianSeconds: seconds(previous?.median ?? null), answered, unanswered: opened - answered },
    daily: eachDay(period.current).map((day) => ({ day, opened: perDay.get(day) ?? 0 })),
    byList: lists.map((l) => ({
      withOrder: l.with_order,
      numlistId: l.numlist_id === null ? null : Number(l.numlist_id),
      name: l.name,
      tickets: Number(l.tickets),
      open: Number(l.open),
      answered: Number(l.answered),
      medianFirstAnswerSeconds: seconds(l.median),
    })),
  };
}
