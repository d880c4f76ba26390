// The Dépôts page's reads: one tab of deposits (waiting, credited, failed), newest first, and the four figures above.
import { inArray, sql } from 'drizzle-orm';
import type { DEPOSIT_TABS } from '../../contracts/deposits';
import type { Executor } from '../../db/client';
import { deposits } from '../../db/schema';
import { queryRows } from '../../db/query';
import { dayStart, utcDay } from '../rollups/rollups';
import { OPEN_DEPOSIT_STATUSES } from './deposits';

export type DepositTab = (typeof DEPOSIT_TABS)[number];

export type DepositListRow = {
  id: number;
  userId: number;
  username: string;
  telegramUsername: string | null;
  provider: string;
  providerPaymentId: string | null;
  crypto: string;
  amountCents: number;
  requestedCents: number;
  status: string;
  reviewReason: string | null;
  paidCents: number | null;
  paidAmount: string | null;
  /** A Stars deposit given back: 'refunding' (debited, Telegram not yet sure), 'refunded' (decision 0137). */
  refundStatus: string | null;
  refundedAt: Date | null;
  createdAt: Date;
  completedAt: Date | null;
};

/** A tab's statuses: "pending" holds what still waits for money or an admin (pending and detected). */
const TAB_STATUSES: Record<DepositTab, readonly string[]> = { pending: OPEN_DEPOSIT_STATUSES, completed: ['completed'], failed: ['failed'] };

export async function listDeposits(db: Executor, tab: DepositTab, page: { page: number; pageSize: number }): Promise<{ rows: DepositListRow[]; total: number }> {
  const rows = await queryRows<
    Record<string, string | number | null> & { created_at: string | Date; completed_at: string | Date | null; refunded_at: string | Date | null }
  >(
    db,
    sql`select deposits.*, u.username, u.telegram_username, count(*) over () as total
        from deposits join users u on u.id = deposits.user_id
        where ${inArray(deposits.status, [...TAB_STATUSES[tab]])}
        order by deposits.created_at desc, deposits.id desc
        limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
  );
  const num = (v: unknown) => (v == null ? null : Number(v));
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      userId: Number(r.user_id),
      username: String(r.username),
      telegramUsername: (r.telegram_username as string | null) ?? null,
      provider: String(r.provider),
      // A Stars deposit has no provider payment: its Telegram charge id is what an admin looks it up by.
      providerPaymentId: ((r.provider_payment_id ?? r.telegram_payment_charge_id) as string | null) ?? null,
      crypto: String(r.crypto),
      amountCents: Number(r.amount_cents),
      requestedCents: Number(r.requested_cents),
      status: String(r.status),
      reviewReason: (r.review_reason as string | null) ?? null,
      paidCents: num(r.paid_cents),
      paidAmount: (r.paid_amount as string | null) ?? null,
      refundStatus: (r.refund_status as string | null) ?? null,
      refundedAt: r.refunded_at == null ? null : new Date(r.refunded_at),
      createdAt: new Date(r.created_at),
      completedAt: r.completed_at == null ? null : new Date(r.completed_at),
    })),
  };
}

export type DepositStats = {
  completed: { count: number; cents: number };
  pending: { count: number; cents: number };
  failed: { count: number; cents: number };
  /** Deposits credited since the start of the shop's day (UTC), as the dashboard and reports count days. */
  today: { count: number; cents: number };
};

export async function depositStats(db: Executor): Promise<DepositStats> {
  const open = inArray(deposits.status, [...OPEN_DEPOSIT_STATUSES]);
  const today = sql`status = 'completed' and completed_at >= ${dayStart(utcDay(sql`now()`))}`;
  const [r] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select
          count(*) filter (where status = 'completed') as completed_n, coalesce(sum(amount_cents) filter (where status = 'completed'), 0) as completed_c,
          count(*) filter (where ${open}) as pending_n, coalesce(sum(amount_cents) filter (where ${open}), 0) as pending_c,
          count(*) filter (where status = 'failed') as failed_n, coalesce(sum(amount_cents) filter (where status = 'failed'), 0) as failed_c,
          count(*) filter (where ${today}) as today_n, coalesce(sum(amount_cents) filter (where ${today}), 0) as today_c
        from deposits`,
  );
  const pair = (n: unknown, c: unknown) => ({ count: Number(n ?? 0), cents: Number(c ?? 0) });
  return {
    completed: pair(r?.completed_n, r?.completed_c),
    pending: pair(r?.pending_n, r?.pending_c),
    failed: pair(r?.failed_n, r?.failed_c),
    today: pair(r?.today_n, r?.today_c),
  };
}
