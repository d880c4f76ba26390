// Takes numbers out of stock for a sale: lowest sort key first, rows locked by a concurrent buyer are skipped.
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { DomainError } from '../errors';

export type TakenNumbers = { numlistId: number; numbers: string[] };

/**
 * Deletes `quantity` numbers from the given numlists, in the order given (oldest list first). Must run inside the
 * sale's transaction: if the sale fails, the numbers come back. Concurrent buyers never block each other and never
 * get the same number (FOR UPDATE SKIP LOCKED). Numbers come back in E.164 ("+447700900123"), in sale order.
 * Throws OUT_OF_STOCK, with `available` and `requested`, when the lists cannot cover the quantity.
 *
 * The counts are not lowered here: the caller runs `lowerAvailable(taken)` in the same transaction. A purchase does
 * it in its last statement because lowering the count locks the numlist's row until the commit, and every buyer of
 * that list queues on that lock: the later it is taken, the more buyers of one list run side by side.
 */
export async function pickNumbers(tx: Tx, numlistIds: number[], quantity: number): Promise<TakenNumbers[]> {
  const taken: TakenNumbers[] = [];
  let missing = quantity;
  for (const numlistId of numlistIds) {
    if (missing <= 0) break;
    const rows = await queryRows<{ number: string }>(tx, sql`
      with ${pickFromList(numlistId, missing)}
      select '+' || number::text as number from picked order by sort_key`);
    if (rows.length === 0) continue;
    taken.push({ numlistId, numbers: rows.map((r) => r.number) });
    missing -= rows.length;
  }
  if (missing > 0) {
    throw new DomainError('OUT_OF_STOCK', { available: quantity - missing, requested: quantity });
  }
  return taken;
}

/**
 * The CTEs (for the top of a WITH) deleting up to `limit` numbers of one list in sale order; the last, `picked`, holds
 * their `number` (E.164 digits) and `sort_key`. Rows a concurrent buyer holds are skipped, never waited for.
 * The rows are locked by `locked`, so their ctid (physical address) cannot change before the delete: deleting by ctid
 * skips a second primary-key lookup per number (about 5× faster for 1,000 numbers). One case escapes it: a row a
 * shuffle moved after this statement began is locked at its new version, which the statement's snapshot cannot see
 * by its address; `moved` deletes those by key, where PostgreSQL follows the row to its newest version.
 * The scan starts at the list's sale floor, past the index entries of the numbers already sold.
 */
export function pickFromList(numlistId: number, limit: number): SQL {
  return sql`locked as (
      select ctid, number from numlist_numbers
      where numlist_id = ${numlistId} and sort_key >= (select sale_floor from numlists where id = ${numlistId})
      order by sort_key
      limit ${limit}
      for update skip locked
    ), in_place as (
      delete from numlist_numbers
      where numlist_id = ${numlistId} and ctid = any(array(select ctid from locked))
      returning number, sort_key
    ), moved as (
      delete from numlist_numbers
      where numlist_id = ${numlistId} and number in (select number from locked except all select number from in_place)
      returning number, sort_key
    ), picked as (
      select number, sort_key from in_place union all select number, sort_key from moved
    )`;
}

/**
 * The statement lowering each list's availableNumbers by what it gave. Counts are lowered by a delta, never set,
 * so a concurrent restock, clear or erase keeps them exact. The lists come in id order, which the plan for a few
 * lists (a nested loop over the arrays) follows, so two buyers of the same lists lock them in the same order.
 */
export function lowerAvailable(taken: TakenNumbers[]): SQL {
  const byId = [...taken].sort((a, b) => a.numlistId - b.numlistId);
  const ids = `{${byId.map((t) => t.numlistId).join(',')}}`;
  const counts = `{${byId.map((t) => t.numbers.length).join(',')}}`;
  return sql`
    update numlists n set available_numbers = n.available_numbers - t.taken, updated_at = now(), ${advanceSaleFloor(sql`n`, sql`n.id`)}
    from unnest(${ids}::int[], ${counts}::int[]) as t(id, taken)
    where n.id = t.id`;
}

/** lowerAvailable for one list, by a count computed in SQL (the rows a CTE of the same statement took). */
export function lowerAvailableBy(numlistId: number, count: SQL): SQL {
  return sql`update numlists n set available_numbers = n.available_numbers - ${count}, updated_at = now(),
      ${advanceSaleFloor(sql`n`, sql`${numlistId}::int`)}
    where n.id = ${numlistId}`;
}

/**
 * The SET clause moving a list's sale floor (`list`: the updated numlists row's alias, `id`: its id) up to its lowest
 * number for sale, as this statement's snapshot sees the list: numbers a concurrent buyer is taking still count (they
 * come back if that buyer rolls back), and so do those this very statement deletes. The scan starts at the floor that
 * snapshot saw, so it steps over what was sold since, not over the list's whole past. Not at the row's current floor:
 * a shuffle committing meanwhile may have moved a number from below that floor to above it, where the snapshot cannot
 * see it; the snapshot sees it at its old place, which this minimum then covers.
 * With `id` a value rather than a column, the scans run once when the statement starts (init plans), not again while
 * it holds the list's row, which every buyer of the list queues for.
 */
export function advanceSaleFloor(list: SQL, id: SQL): SQL {
  return raiseSaleFloor(
    list,
    id,
    sql`(select min(s.sort_key) from numlist_numbers s
         where s.numlist_id = ${id} and s.sort_key >= (select f.sale_floor from numlists f where f.id = ${id}))`,
  );
}

/**
 * The SET clause raising a list's sale floor to `to`, a bound computed from this statement's snapshot (null: leave it).
 * Numbers that snapshot cannot see may lie below it: a restock batch committing meanwhile (its keys follow the highest
 * key it saw, and a concurrent shuffle or restock may have gone higher). So the floor rises only when the list's total,
 * which every restock batch raises, is still what the snapshot saw; a batch committing later lowers the floor to its
 * own lowest key itself (moveCounts). The floor only rises here, so of two buyers the later commit keeps the higher one.
 */
export function raiseSaleFloor(list: SQL, id: SQL, to: SQL): SQL {
  return sql`sale_floor = case when ${list}.total_numbers = (select f.total_numbers from numlists f where f.id = ${id})
      then greatest(${list}.sale_floor, coalesce(${to}, ${list}.sale_floor)) else ${list}.sale_floor end`;
}
