// Shared tools of the stock operations: bounded batches, count deltas, the suppression lock, database error codes.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Rows per statement for bulk stock work. PGlite runs inside the process, so one statement blocks the event loop
 * for its whole duration: a 5,000-row batch keeps that to tens of milliseconds. Each batch is its own transaction,
 * so sales and back-office requests run between batches instead of waiting for a whole 1M-row operation.
 */
export const STOCK_BATCH = 5000;

/** Lets timers, I/O and other requests run between two batches. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Taken shared by every batch that inserts numbers into stock and exclusively by a suppression: a number being
 * suppressed can never slip into stock through an import batch that checked the list a moment earlier.
 */
export const SUPPRESSION_LOCK = 4_242_101;

export const lockForStockInsert = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock_shared(${SUPPRESSION_LOCK})`);
export const lockForSuppression = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(${SUPPRESSION_LOCK})`);

/** A bigint[] literal for unnest(): one parameter, whatever the batch size. */
export const bigintArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * Moves a numlist's counts by a delta. Counts are only ever moved, never recomputed, so concurrent sales,
 * restocks and clears each apply their own change and the counts stay equal to the rows.
 */
export async function moveCounts(tx: Executor, numlistId: number, delta: { total: number; available: number }) {
  if (delta.total === 0 && delta.available === 0) return;
  await tx.execute(sql`
    update numlists
    set total_numbers = total_numbers + ${delta.total}, available_numbers = available_numbers + ${delta.available}, updated_at = now()
    where id = ${numlistId}`);
}

/** The SQLSTATE of a database error, however the driver and Drizzle wrapped it. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';

/** Typed rows of a raw query on either driver. pg answers bigint and count(*) as text: cast to ::int or ::text in SQL. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
