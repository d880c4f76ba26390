// Shuffling a numlist: a new random sale order, in place, in bounded batches; no number added or lost.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { recordAudit } from '../audit/record';
import { completeWalk, STOCK_BATCH, walkNumlist } from './batches';
import { raiseSaleFloor } from './sale-floor';
import { withListHold } from './list-operations';
import { availableNumbersOf } from './sale-tallies';

/**
 * Gives every number a random sort key above the current maximum: batch after batch, the lowest old keys move
 * into a fresh random range, so the loop ends when no old key is left and each number is moved exactly once.
 * The range is 1,024 × the list's size wide, so ties are rare (and harmless: tied numbers sell in any order).
 * Numbers restocked meanwhile are appended after the shuffled ones, as a restock always is.
 * The last batch, having moved every number left in the old range, raises the sale floor above it: the sales that
 * follow start past the index entries the move left behind instead of stepping over all of them.
 */
export async function shuffleNumlist(db: Executor, numlistId: number, actorUserId: number | null): Promise<{ shuffledNumbers: number }> {
  return withListHold(db, numlistId, 'shuffle', async (hold) => {
    const [row] = await queryRows<{ max: string | null; n: number }>(
      db,
      sql`select (select max(sort_key)::text from numlist_numbers where numlist_id = ${numlistId}) as max,
                 (select ${availableNumbersOf()} from numlists where id = ${numlistId}) as n`,
    );
    const oldMax = row.max === null ? null : Number(row.max);
    const span = Math.max(1, Number(row.n)) * 1024;
    let shuffled = 0;
    await completeWalk(
      walkNumlist(db, numlistId, { size: STOCK_BATCH }, async (tx) => {
        await hold.extend(tx);
        let moved = 0;
        if (oldMax !== null) {
          const [r] = await queryRows<{ n: number }>(
            tx,
            sql`
            with moved as (
              update numlist_numbers set sort_key = ${String(oldMax + 1)}::bigint + floor(random() * ${span})::bigint
              where numlist_id = ${numlistId} and ctid = any(array(
                select ctid from numlist_numbers
                where numlist_id = ${numlistId} and sort_key <= ${String(oldMax)}::bigint
                  and sort_key >= (select sale_floor from numlists where id = ${numlistId})
                order by sort_key limit ${STOCK_BATCH}
                for update
              ))
              returning 1
            ), floor as (
              update numlists n set ${raiseSaleFloor(sql`n`, sql`${numlistId}::int`, sql`${String(oldMax + 1)}::bigint`)}
              where n.id = ${numlistId} and (select count(*) from moved) < ${STOCK_BATCH}
            )
            select count(*)::int as n from moved`,
          );
          moved = Number(r.n);
        }
        shuffled += moved;
        if (moved < STOCK_BATCH) {
          await recordAudit(tx, { actorUserId, action: 'numlist.shuffle', entityType: 'numlist', entityId: numlistId, details: { shuffledNumbers: shuffled } });
        }
        return { seen: moved };
      }),
    );
    return { shuffledNumbers: shuffled };
  });
}
