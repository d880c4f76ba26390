// The back office's transactions list: every money movement a customer sees, newest first, filtered and paged.
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { camelColumns, containsPattern, queryRows } from '../../db/query';
import { notFound } from '../errors';
import { moneyRows, refreshRollups, rollupStateCte } from '../rollups/rollups';

/**
 * What a transaction row keeps beside its type and amount: the facts its description is rendered from when shown
 * (src/http/presenters/wallet.ts in French, the bot in the customer's language), never a sentence.
 */
export type TransactionMetadata = {
  /** purchase: what was bought, names as at the sale. */
  quantity?: number;
  operatorName?: string | null;
  countryName?: string | null;
  idempotencyKey?: string;
  /** deposit */
  crypto?: string;
  paymentId?: string;
  provider?: string;
  depositId?: number;
  /** deposit: where the customer was asked to pay, and the exact crypto amount. */
  payAddress?: string;
  cryptoAmount?: string;
  failureReason?: string;
  /** gift card: the card redeemed (its last 4 characters only: the code is a bearer secret until used). */
  giftCardId?: number;
  giftCardLast4?: string;
  /** referral: the referred customer whose first deposit paid the reward. */
  referredUserId?: number;
  /** refund: the order refunded. */
  purchaseId?: number;
  /** admin credit, debit, refund: who, and why (as the admin wrote it). */
  actorUserId?: number | null;
  reason?: string;
  /** Rows written before descriptions were rendered whose stored text no rendering reproduces (migration *_transaction_facts). */
  legacyDescription?: string;
};

export type TransactionRow = {
  id: number;
  userId: number;
  username: string;
  telegramUsername: string | null;
  type: string;
  amountCents: number;
  status: string;
  metadata: TransactionMetadata;
  createdAt: Date;
  completedAt: Date | null;
};

export type TransactionsFilter = { type?: string; status?: string; userId?: number; search?: string };

type Raw = {
  id: number;
  user_id: number;
  username: string;
  telegram_username: string | null;
  type: string;
  amount_cents: string | number;
  status: string;
  metadata: TransactionMetadata | string | null;
  created_at: string | Date;
  completed_at: string | Date | null;
};

const select = sql`
  select t.id, t.user_id, u.username, u.telegram_username, t.type, t.amount_cents, t.status, t.metadata,
         t.created_at, t.completed_at
  from transactions t join users u on u.id = t.user_id`;

function toRow(r: Raw): TransactionRow {
  return {
    ...camelColumns(r, ['id', 'user_id', 'username', 'telegram_username', 'type', 'status']),
    amountCents: Number(r.amount_cents),
    // node-postgres parses jsonb; a raw PGlite row may hand it over as text.
    metadata: (typeof r.metadata === 'string' ? JSON.parse(r.metadata) : r.metadata) ?? {},
    createdAt: new Date(r.created_at),
    completedAt: r.completed_at == null ? null : new Date(r.completed_at),
  };
}

function where(f: TransactionsFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.type) parts.push(sql`t.type = ${f.type}`);
  if (f.status) parts.push(sql`t.status = ${f.status}`);
  if (f.userId) parts.push(sql`t.user_id = ${f.userId}`);
  if (f.search) parts.push(sql`u.search_text like lower(${containsPattern(f.search)})`);
  return sql.join(parts, sql` and `);
}

/**
 * Newest first. The total comes from the cheapest exact source: the daily rollups when nothing is filtered (1M rows
 * are not counted one by one), an index-only count for type/status/user filters, a join only for a username search.
 */
export async function listTransactions(
  db: Db,
  q: TransactionsFilter & { page: number; pageSize: number },
): Promise<{ rows: TransactionRow[]; total: number }> {
  const w = where(q);
  const rows = await queryRows<Raw>(
    db,
    sql`${select} where ${w} order by t.created_at desc, t.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  let total: number;
  if (!q.type && !q.status && !q.userId && !q.search) {
    await refreshRollups(db);
    const [all] = await queryRows<{ n: string | number | null }>(db, sql`with ${rollupStateCte}, money as (${moneyRows()}) select sum(transactions_count) as n from money`);
    total = Number(all?.n ?? 0);
  } else {
    const from = q.search ? sql`transactions t join users u on u.id = t.user_id` : sql`transactions t`;
    const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${w}`);
    total = Number(counted?.n ?? 0);
  }
  return { rows: rows.map(toRow), total };
}

export async function getTransaction(db: Executor, id: number): Promise<TransactionRow> {
  const rows = await queryRows<Raw>(db, sql`${select} where t.id = ${id}`);
  if (!rows[0]) throw notFound('transaction', { id });
  return toRow(rows[0]);
}

/** The dashboard's latest transactions. */
export async function recentTransactions(db: Executor, limit: number): Promise<TransactionRow[]> {
  const rows = await queryRows<Raw>(db, sql`${select} order by t.created_at desc, t.id desc limit ${limit}`);
  return rows.map(toRow);
}
