// Shared tools of the stock operations: bounded batches and the walk over a list's numbers, count deltas, the suppression lock.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Rows per statement for bulk stock work. PGlite runs one statement at a time (in its own thread since decision
 * 0106, in the process in tests), so a statement holds the database for its whole duration: a 5,000-row batch keeps
 * that to tens of milliseconds. Each batch is its own transaction, so sales and back-office requests run between
 * batches instead of waiting for a whole 1M-row operation.
 */
export const STOCK_BATCH = 5000;

/** Lets timers, I/O and other requests run between two batches. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Taken shared by every batch that inserts numbers into stock and exclusively by a suppression: a number being
 * suppressed can never slip into stock through an import batch that checked the list a moment earlier.
 */
const SUPPRESSION_LOCK = 4_242_101;

export const lockForStockInsert = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock_shared(${SUPPRESSION_LOCK})`);
export const lockForSuppression = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(${SUPPRESSION_LOCK})`);

/** A bigint[] literal for unnest(): one parameter, whatever the batch size. */
export const bigintArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * Moves a numlist's counts by a delta. Counts are only ever moved, never recomputed, so concurrent sales,
 * restocks and clears each apply their own change and the counts stay equal to the rows.
 */
export async function moveCounts(tx: Executor, numlistId: number, delta: { total: number; available: number; lowestAddedKey?: number }) {
  if (delta.total === 0 && delta.available === 0) return;
  // Numbers added below the sale floor (see raiseSaleFloor) must stay within reach of a sale.
  const floor = delta.lowestAddedKey === undefined ? sql`` : sql`, sale_floor = least(sale_floor, ${delta.lowestAddedKey}::bigint)`;
  await tx.execute(sql`
    update numlists
    set total_numbers = total_numbers + ${delta.total}, available_numbers = available_numbers + ${delta.available}, updated_at = now()${floor}
    where id = ${numlistId}`);
}

/** Where a walk over a list's numbers stands: after this (sort_key, number), in sale order. */
type Cursor = { key: string; number: string };
const START: Cursor = { key: '-9223372036854775808', number: '0' };

/** What a batch tells the walk: how many numbers it saw and, for a cursor walk, the last one (`PAGE_END` selects them). */
export type BatchEnd<T> = { seen: number; last_key?: string | null; last_number?: string | null; value?: T };

/** The columns a batch selects from its `page` CTE for the walk: `seen`, `last_key`, `last_number`. */
export const PAGE_END = sql`(select count(*)::int from page) as seen,
  (select p.sort_key::text as k from page p order by p.sort_key desc, p.number desc limit 1) as last_key,
  (select p.number::text as n from page p order by p.sort_key desc, p.number desc limit 1) as last_number`;

/**
 * The page-by-page walk every bulk operation on one list's numbers shares (download, clear, shuffle, remove
 * duplicates, delete). `step` handles the next batch of at most `size` numbers and says how many it saw; the walk
 * ends after the first batch that saw fewer, so that batch knows it is the last (and writes its audit row in its own
 * transaction). Each batch runs in its own transaction (or none, for a read), and the event loop runs between two.
 *
 * `page` is the next `size` numbers after the previous batch's last one, in sale order, as the body of a CTE named
 * `page` (`select number, sort_key …`); a batch using it selects PAGE_END so the walk can move on. Operations that
 * take the numbers they handle out of the walk (clear, shuffle, delete) ignore it: their next batch is the lowest
 * numbers left. The walk yields each batch's `value` when it has one (a download's text).
 */
export async function* walkNumlist<T = never>(
  db: Executor,
  numlistId: number,
  options: { size: number; transaction?: boolean },
  step: (tx: Executor, page: SQL) => Promise<BatchEnd<T>>,
): AsyncGenerator<T> {
  let after = START;
  for (;;) {
    const page = sql`
      select number, sort_key from numlist_numbers
      where numlist_id = ${numlistId}
        and sort_key >= ${after.key}::bigint and (sort_key > ${after.key}::bigint or number > ${after.number}::bigint)
      order by sort_key, number
      limit ${options.size}`;
    const end = options.transaction === false ? await step(db, page) : await db.transaction((tx) => step(tx, page));
    if (end.value !== undefined) yield end.value;
    if (Number(end.seen) < options.size) return;
    if (end.last_key != null && end.last_number != null) after = { key: end.last_key, number: end.last_number };
    await yieldToEventLoop();
  }
}

/** Runs a walk to its end, for the operations whose batches only change the stock. */
export async function completeWalk(walk: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of walk) {
    // each batch has done its work inside the walk
  }
}
