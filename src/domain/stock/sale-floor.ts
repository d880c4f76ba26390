// The sale floor of a list (numlists.sale_floor): every number for sale has a sort key at or above it (decision 0107).
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SET clause moving a list's sale floor (`list`: the updated numlists row's alias, `id`: its id) up to its lowest
 * number for sale, as this statement's snapshot sees the list: numbers a concurrent buyer is taking still count (they
 * come back if that buyer rolls back), and so do those this very statement deletes. The scan starts at the floor that
 * snapshot saw, so it steps over what was sold since, not over the list's whole past. Not at the row's current floor:
 * a shuffle committing meanwhile may have moved a number from below that floor to above it, where the snapshot cannot
 * see it; the snapshot sees it at its old place, which this minimum then covers.
 * With `id` a value rather than a column, the scans run once when the statement starts (init plans), not again while
 * it holds the list's row, which the stock operations of the list queue for.
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
