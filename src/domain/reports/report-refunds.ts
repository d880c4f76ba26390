// Refunds over a period: by reason (refunds made in it) and by list (of the numbers sold in it, how many were refunded),
// and each list's refund rate over its whole life for the numlists page (decision 0140).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import type { RefundReason } from '../../contracts/refunds';
import type { ReportPeriod } from './report-period';

export type RefundsReport = {
  period: ReportPeriod;
  /** Refunds made in the period: how many, numbers and amount given back. */
  refunds: number;
  numbers: number;
  amountCents: number;
  byReason: Array<{ reason: RefundReason; refunds: number; numbers: number; amountCents: number }>;
  /**
   * Orders placed in the period, by the list they were sold from (an order spanning lists counts under its first):
   * numbers sold, how many of them were refunded (so far), what that gave back, and the rate (refunded ÷ sold).
   */
  byList: Array<{ numlistId: number | null; name: string | null; sold: number; refunded: number; amountCents: number; rate: number }>;
};

const dayStart = (day: string) => sql`${day}::date::timestamp at time zone 'UTC'`;

export async function getRefundsReport(db: Executor, period: ReportPeriod): Promise<RefundsReport> {
  const from = dayStart(period.current.from);
  const until = sql`(${period.current.to}::date + 1)::timestamp at time zone 'UTC'`;
  const reasons = await queryRows<{ reason: RefundReason; refunds: string; numbers: string; amount: string }>(
    db,
    sql`select reason, count(*)::text as refunds, sum(quantity)::text as numbers, sum(amount_cents)::text as amount
        from order_refunds where created_at >= ${from} and created_at < ${until} group by reason order by sum(amount_cents) desc, reason`,
  );
  const lists = await queryRows<{ numlist_id: number | null; name: string | null; sold: string; refunded: string; amount: string }>(
    db,
    sql`select ph.numlist_id, n.name, sum(ph.quantity)::text as sold, sum(ph.refunded_quantity)::text as refunded, sum(ph.refunded_cents)::text as amount
        from purchase_history ph left join numlists n on n.id = ph.numlist_id
        where ph.purchase_date >= ${from} and ph.purchase_date < ${until} and ph.status <> 'failed'
        group by ph.numlist_id, n.name
        order by sum(ph.refunded_quantity) desc, sum(ph.quantity) desc, n.name`,
  );
  const byReason = reasons.map((r) => ({ reason: r.reason, refunds: Number(r.refunds), numbers: Number(r.numbers), amountCents: Number(r.amount) }));
  return {
    period,
    refunds: byReason.reduce((s, r) => s + r.refunds, 0),
    numbers: byReason.reduce((s, r) => s + r.numbers, 0),
    amountCents: byReason.reduce((s, r) => s + r.amountCents, 0),
    byReason,
    byList: lists.map((l) => {
      const sold = Number(l.sold);
      const refunded = Number(l.refunded);
      return { numlistId: l.numlist_id, name: l.name, sold, refunded, amountCents: Number(l.amount), rate: sold > 0 ? refunded / sold : 0 };
    }),
  };
}

/** Each list's numbers sold and refunded over its life (orders counted under their first list), by list id. */
export async function refundRatesOf(db: Executor, numlistIds: number[]): Promise<Map<number, { sold: number; refunded: number }>> {
  const rates = new Map<number, { sold: number; refunded: number }>();
  if (numlistIds.length === 0) return rates;
  const rows = await queryRows<{ numlist_id: number; sold: string; refunded: string }>(
    db,
    sql`select numlist_id, sum(quantity)::text as sold, sum(refunded_quantity)::text as refunded
        from purchase_history
        where numlist_id = any(string_to_array(${numlistIds.join(',')}, ',')::int[]) and status <> 'failed'
        group by numlist_id`,
  );
  for (const r of rows) rates.set(Number(r.numlist_id), { sold: Number(r.sold), refunded: Number(r.refunded) });
  return rates;
}
