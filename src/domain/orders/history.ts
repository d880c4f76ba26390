// Purchase history for the back office: filters, sort, pages, the summary cards, and a batched read for CSV export.
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { containsPattern, queryRows } from '../../db/query';
import { refreshRollups, rollupStateCte, salesRows } from '../rollups/rollups';
import { type HistoryRaw, type HistoryRow, historyColumns, toHistoryRow } from './read';

export type { HistoryRow } from './read';

export type HistoryFilter = {
  status?: 'completed' | 'failed' | 'refunded';
  operatorId?: number;
  countryId?: number;
  /** Telegram id or username, operator or country name, anywhere, case-insensitive. */
  search?: string;
};
export type HistorySort = { sort: 'date' | 'price' | 'quantity'; dir: 'asc' | 'desc' };

export type HistorySummary = {
  totalOrders: number;
  completedOrders: number;
  refundedOrders: number;
  revenueCents: number;
  numbersSold: number;
};

/** Keyset cursor: the sort column as text, exact (timestamps keep their microseconds). */
type Raw = HistoryRaw & { sort_key: string };

function where(f: HistoryFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`ph.status = ${f.status}`);
  if (f.operatorId != null) parts.push(sql`ph.operator_id = ${f.operatorId}`);
  if (f.countryId != null) parts.push(sql`ph.country_id = ${f.countryId}`);
  if (f.search) parts.push(sql`ph.search_text like lower(${containsPattern(f.search)})`);
  return sql.join(parts, sql` and `);
}

const sortColumn = { date: sql`ph.purchase_date`, price: sql`ph.price_cents`, quantity: sql`ph.quantity` };
const sortCast = { date: sql`timestamptz`, price: sql`bigint`, quantity: sql`int` };

function orderBy(s: HistorySort): SQL {
  const dir = s.dir === 'asc' ? sql`asc` : sql`desc`;
  return sql`${sortColumn[s.sort]} ${dir}, ph.id ${dir}`;
}

export async function listPurchaseHistory(
  db: Db,
  q: HistoryFilter & HistorySort & { page: number; pageSize: number },
): Promise<{ rows: HistoryRow[]; summary: HistorySummary }> {
  // The page's ids first, from the sort index alone (it includes the filters' columns): a deep page skips its
  // OFFSET rows in the index; only the page's own rows are then read and joined.
  const rows = await queryRows<Raw>(db, sql`
    select ${historyColumns}, ${sortColumn[q.sort]}::text as sort_key
    from purchase_history ph left join users u on u.id = ph.user_id
    where ph.id in (
      select ph.id from purchase_history ph
      where ${where(q)}
      order by ${orderBy(q)}
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}
    )
    order by ${orderBy(q)}`);
  return { rows: rows.map(toHistoryRow), summary: await purchaseHistorySummary(db, q) };
}

/**
 * The summary cards over every order matching the filters. Without a text search it reads the daily rollups (plus
 * today's orders live), so it costs the same at 1M orders as at 100; a text search has to scan the orders.
 */
async function purchaseHistorySummary(db: Db, f: HistoryFilter): Promise<HistorySummary> {
  type Sums = { orders: string | number | null; completed: string | number | null; refunded: string | number | null; revenue: string | number | null; numbers: string | number | null };
  let sums: Sums | undefined;
  if (f.search) {
    const rows = await queryRows<Sums>(db, sql`
      select count(*) as orders, count(*) filter (where ph.status = 'completed') as completed,
             count(*) filter (where ph.status = 'refunded') as refunded,
             sum(ph.price_cents) filter (where ph.status = 'completed') as revenue,
             sum(ph.quantity) filter (where ph.status = 'completed') as numbers
      from purchase_history ph where ${where(f)}`);
    sums = rows[0];
  } else {
    await refreshRollups(db);
    const rows = await queryRows<Sums>(db, sql`
      with ${rollupStateCte}, sales as (${salesRows(f)})
      select sum(orders) as orders, sum(orders) filter (where status = 'completed') as completed,
             sum(orders) filter (where status = 'refunded') as refunded,
             sum(amount_cents) filter (where status = 'completed') as revenue,
             sum(numbers) filter (where status = 'completed') as numbers
      from sales`);
    sums = rows[0];
  }
  return {
    totalOrders: Number(sums?.orders ?? 0),
    completedOrders: Number(sums?.completed ?? 0),
    refundedOrders: Number(sums?.refunded ?? 0),
    revenueCents: Number(sums?.revenue ?? 0),
    numbersSold: Number(sums?.numbers ?? 0),
  };
}

/**
 * Every order matching the filters, in the page's order, `batchSize` rows at a time (keyset on the sort column and
 * id, so each batch is an index range and memory stays flat whatever the size of the history).
 */
export async function* purchaseHistoryBatches(db: Executor, q: HistoryFilter & HistorySort, batchSize = 2000): AsyncGenerator<HistoryRow[]> {
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const cmp = q.dir === 'asc' ? sql`>` : sql`<`;
    const cursor: SQL = after
      ? sql`(${sortColumn[q.sort]}, ph.id) ${cmp} (${after.key}::${sortCast[q.sort]}, ${after.id}::int)`
      : sql`true`;
    const rows = await queryRows<Raw>(db, sql`
      select ${historyColumns}, ${sortColumn[q.sort]}::text as sort_key
      from purchase_history ph left join users u on u.id = ph.user_id
      where ${where(q)} and ${cursor}
      order by ${orderBy(q)}
      limit ${batchSize}`);
    if (rows.length === 0) return;
    yield rows.map(toHistoryRow);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { key: last.sort_key, id: last.id };
  }
}
