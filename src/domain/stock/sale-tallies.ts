// A sale's count change goes to a tally per list and connection, not to the list's row: buyers of one list commit
// side by side (decision 0115). A fold moves the tallies onto the row and raises the sale floor.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { advanceSaleFloor } from './sale-floor';

/**
 * A list's numbers for sale, exact in every transaction: its row's count less the sales tallied since the last fold.
 * `list` is the numlists row in the query (an alias, or the table itself); every reader of the count goes through this.
 */
export const availableNumbersOf = (list: SQL = sql`numlists`): SQL<number> =>
  sql<number>`(${list}.available_numbers - coalesce((select sum(t.sold) from numlist_sale_tallies t where t.numlist_id = ${list}.id), 0))::int`;

/**
 * The numlists table with each list's exact count as `available` (the same count as `availableNumbersOf`), to read in
 * place of `numlists` when a query reads many lists: the tallies are summed once and joined by hash, where a probe per
 * list cost 4 ms per 3,000 lists on PostgreSQL. A filter on the lists (`where n.id = …`) still reaches the tallies.
 */
export const numlistsInStock: SQL = sql`(select l.*, (l.available_numbers - coalesce(s.sold, 0))::int as available
    from numlists l left join (select numlist_id, sum(sold) as sold from numlist_sale_tallies group by numlist_id) s on s.numlist_id = l.id)`;

/**
 * Past this many numbers tallied on a list, the sale that sees it folds the list after its commit: the sale floor then
 * never lags more than about this far behind the sales (a take steps over the index entries of what was sold since).
 */
export const FOLD_AFTER = 5000;

/**
 * The statement (for a CTE) adding what a sale took to its connection's tally of each list: `taken` is SQL giving rows
 * of (numlist_id, sold). Buyers on other connections write other rows, so none waits for another's commit here.
 * It returns each list's tallied total: this connection's row with this sale, and the others as the statement's snapshot
 * saw them.
 */
export function tallySale(taken: SQL): SQL {
  return sql`insert into numlist_sale_tallies as t (numlist_id, slot, sold)
      select numlist_id, pg_backend_pid(), sold from (${taken}) as s(numlist_id, sold) where sold > 0
      on conflict (numlist_id, slot) do update set sold = t.sold + excluded.sold
      returning t.numlist_id, t.sold + coalesce((select sum(o.sold) from numlist_sale_tallies o where o.numlist_id = t.numlist_id and o.slot <> t.slot), 0) as tallied`;
}

/**
 * Moves the tallies of a list onto its row (`available_numbers`) and raises its sale floor, in one statement of its own
 * transaction. Tallies a sale in flight still holds are skipped, never waited for: they stay for the next fold. The
 * count a reader gets through `availableNumbersOf` is the same before and after.
 */
export async function foldSaleTallies(db: Executor, numlistId: number): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(
    db,
    sql`
    with free as (
      select slot from numlist_sale_tallies where numlist_id = ${numlistId} for update skip locked
    ), folded as (
      delete from numlist_sale_tallies where numlist_id = ${numlistId} and slot in (select slot from free)
      returning sold
    ), list as (
      update numlists n set available_numbers = n.available_numbers - (select coalesce(sum(sold), 0) from folded)::int,
        updated_at = now(), ${advanceSaleFloor(sql`n`, sql`${numlistId}::int`)}
      where n.id = ${numlistId}
    )
    select coalesce(sum(sold), 0)::int as folded from folded`,
  );
  return Number(row.folded);
}

/**
 * Folds every list that has tallies: the sales of quiet lists, which never reach FOLD_AFTER, so that the tallies stay
 * a few rows per list sold from lately (a scheduled job, src/jobs/sale-tallies-folding.ts), and the tallies of deleted
 * lists, which the fold removes with no row to move them to. Returns the numbers folded.
 */
export async function foldEverySaleTally(db: Executor): Promise<number> {
  const lists = await queryRows<{ numlist_id: number }>(db, sql`select distinct numlist_id from numlist_sale_tallies`);
  let folded = 0;
  for (const { numlist_id } of lists) folded += await foldSaleTallies(db, Number(numlist_id));
  return folded;
}
