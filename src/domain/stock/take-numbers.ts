// Takes numbers out of stock for a sale: lowest sort key first, rows locked by a concurrent buyer are skipped.
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { DomainError } from '../errors';
import { tallySale } from './sale-tallies';

export type TakenNumbers = { numlistId: number; numbers: string[] };

/**
 * Deletes `quantity` numbers from the given numlists, in the order given (oldest list first). Must run inside the
 * sale's transaction: if the sale fails, the numbers come back. Concurrent buyers never get the same number and do not
 * block each other (FOR UPDATE SKIP LOCKED) until the lists run short: then what is missing is waited for (see
 * `pickFromList`). Numbers come back in E.164 ("+447700900123"), in sale order within each pass.
 * Throws OUT_OF_STOCK, with `available` and `requested`, when the lists cannot cover the quantity.
 *
 * The counts are not lowered here: the caller tallies the sale (`tallyTaken(taken)`) in the same transaction.
 */
export async function pickNumbers(tx: Tx, numlistIds: number[], quantity: number): Promise<TakenNumbers[]> {
  const taken: TakenNumbers[] = [];
  let missing = quantity;
  for (const wait of [false, true]) {
    for (const numlistId of numlistIds) {
      if (missing <= 0) break;
      const rows = await queryRows<{ number: string }>(tx, sql`
        with ${pickFromList(numlistId, missing, { wait })}
        select '+' || number::text as number from picked order by sort_key`);
      if (rows.length === 0) continue;
      const already = taken.find((t) => t.numlistId === numlistId);
      if (already) already.numbers.push(...rows.map((r) => r.number));
      else taken.push({ numlistId, numbers: rows.map((r) => r.number) });
      missing -= rows.length;
    }
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
 *
 * `wait`: the second pass of a sale the first left short. Skipping locked rows splits the last numbers of a list
 * between buyers who each come up short, or passes over the rows of a buyer whose sale then fails: every one of them
 * would be told "out of stock" while the stock covered one. So what is missing is taken waiting for those rows
 * (plain FOR UPDATE): a committed buyer's rows drop out, a failed one's come back. Two short buyers waiting on each
 * other's rows deadlock; PostgreSQL aborts one, which `purchase` starts over (`isDeadlock`).
 */
export function pickFromList(numlistId: number, limit: number, { wait = false } = {}): SQL {
  return sql`locked as (
      select ctid, number from numlist_numbers
      where numlist_id = ${numlistId} and sort_key >= (select sale_floor from numlists where id = ${numlistId})
      order by sort_key
      limit ${limit}
      for update${wait ? sql`` : sql` skip locked`}
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
 * The statement (for a CTE) tallying what a sale took from each list, in place of lowering the lists' counts: see
 * sale-tallies.ts. Returns (numlist_id, tallied): each list's tallied total, for the caller to fold past FOLD_AFTER.
 */
export function tallyTaken(taken: TakenNumbers[]): SQL {
  const ids = `{${taken.map((t) => t.numlistId).join(',')}}`;
  const counts = `{${taken.map((t) => t.numbers.length).join(',')}}`;
  return tallySale(sql`select * from unnest(${ids}::int[], ${counts}::int[])`);
}

/** tallyTaken for one list, by a count computed in SQL (the rows a CTE of the same statement took). */
export function tallyTakenBy(numlistId: number, count: SQL): SQL {
  return tallySale(sql`select ${numlistId}::int, (${count})::int`);
}
