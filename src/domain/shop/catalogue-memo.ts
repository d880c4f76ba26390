// The Mini App catalogue's offers kept between reads while nothing they are computed from has changed: a content stamp
// of every input (lists, operators, countries, categories, packs, settings) is read first, and a new stamp drops them all.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';

/** Distinct filters kept per stamp (each is one level's view); beyond, the memo starts again. */
const MAX_ENTRIES = 2_000;

type Memo = { stamp: string; entries: Map<string, Promise<unknown>> };

/** Per database handle (a test's database never sees another's offers); no global state shared between databases. */
const memos = new WeakMap<object, Memo>();

/**
 * One row summing a hash of each input row's columns that the catalogue reads: any insert, update or delete of one of
 * them changes it. One pass over small tables (thousands of lists, not their numbers).
 */
const rowsHash = (table: string, columns: string) =>
  sql.raw(`(select count(*)::text || '.' || coalesce(sum(hashtext(concat_ws('|', ${columns}))::bigint), 0)::text from ${table})`);

export async function catalogueStamp(db: Executor): Promise<string> {
  const [row] = await queryRows<{ stamp: string }>(
    db,
    sql`select concat_ws(':',
      ${rowsHash('numlists', 'id, country_id, operator_id, category_id, available_numbers, unit_price_micros, is_active, created_at')},
      ${rowsHash('operators', 'id, name, country_id, is_active')},
      ${rowsHash('countries', 'id, name, flag, is_active')},
      ${rowsHash('categories', 'id, name, is_active')},
      ${rowsHash('shop_packs', 'id, operator_id, category_id, quantity, name, is_active, sort_order')},
      ${rowsHash('settings', 'key, value')}) as stamp`,
  );
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
