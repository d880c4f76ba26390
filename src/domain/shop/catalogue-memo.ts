// The Mini App catalogue's wide reads kept while nothing they are computed from has changed: a stamp of every input
// (lists, operators, countries, categories, packs, settings) is read first, and a new stamp drops what was kept.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';

/** Distinct filters kept per stamp (each is one level's view); beyond, the memo starts again. */
const MAX_ENTRIES = 2_000;

type Memo = { stamp: string; entries: Map<string, Promise<unknown>> };

/** Per database handle (a test's database never sees another's offers); no global state shared between databases. */
const memos = new WeakMap<object, Memo>();

/**
 * Per input table, its row count and the sum of its rows' xmin (the id of the transaction that wrote each row version):
 * an insert or update writes rows with a newer transaction id, a delete lowers the count, so any committed change moves
 * the stamp (a rolled-back one does not, rightly). Reading two system columns is about half the cost of hashing the
 * columns themselves (measured in bench/shop.bench.ts's data: 2 vs 6.6 ms at best on PGlite).
 */
const INPUTS = ['numlists', 'operators', 'countries', 'categories', 'shop_packs', 'settings'];
const stampQuery = sql.raw(
  `select concat_ws(':', ${INPUTS.map((t) => `(select count(*)::text || '.' || coalesce(sum(xmin::text::bigint), 0)::text from ${t})`).join(', ')}) as stamp`,
);

export async function catalogueStamp(db: Executor): Promise<string> {
  const [row] = await queryRows<{ stamp: string }>(db, stampQuery);
  return row.stamp;
}

/**
 * `compute()`'s answer for `key`, reused while the stamp is unchanged. compute runs after the stamp is read, so what is
 * kept is never older than its stamp; a failure is not kept.
 */
export async function memoised<T>(db: Executor, key: string, compute: () => Promise<T>): Promise<T> {
  const stamp = await catalogueStamp(db);
  let memo = memos.get(db);
  if (!memo || memo.stamp !== stamp) {
    memo = { stamp, entries: new Map() };
    memos.set(db, memo);
  }
  const kept = memo.entries.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  if (memo.entries.size >= MAX_ENTRIES) memo.entries.clear();
  const entries = memo.entries;
  const answer = compute();
  entries.set(key, answer);
  answer.catch(() => entries.delete(key));
  return answer;
}
