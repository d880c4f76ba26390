// Deleting a numlist: its numbers go in bounded batches, then the list itself (sales history keeps its copied names).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { numlists } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { queryRows } from '../../db/query';
import { notFound } from '../errors';
import { completeWalk, moveCounts, STOCK_BATCH, walkNumlist } from './batches';
import { dropDeletedPartitions } from './partitions';

/**
 * Deletes up to `limit` numbers of a list, lowest sort key first, at most `maxKey` when given; moves the counts
 * by what it deleted (total too: numbers removed by an admin no longer count as stock the list ever held).
 */
export async function deleteNumbersBatch(tx: Executor, numlistId: number, limit: number, maxKey: number | null): Promise<number> {
  const bound = maxKey === null ? sql`` : sql`and sort_key <= ${String(maxKey)}::bigint`;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`
    with gone as (
      delete from numlist_numbers
      where numlist_id = ${numlistId} and ctid = any(array(
        select ctid from numlist_numbers where numlist_id = ${numlistId} ${bound} order by sort_key limit ${limit} for update
      ))
      returning 1
    )
    select count(*)::int as n from gone`,
  );
  const n = Number(row.n);
  await moveCounts(tx, numlistId, { total: -n, available: -n });
  return n;
}

/** Deletes a list's numbers batch by batch, each batch its own transaction; answers how many went. */
async function deleteAllNumbers(db: Executor, numlistId: number): Promise<number> {
  let deleted = 0;
  await completeWalk(
    walkNumlist(db, numlistId, { size: STOCK_BATCH }, async (tx) => {
      const n = await deleteNumbersBatch(tx, numlistId, STOCK_BATCH, null);
      deleted += n;
      return { seen: n };
    }),
  );
  return deleted;
}

/** Empties a list batch by batch without recording anything: undoing a creation that imported nothing. */
export async function purgeNumlist(db: Executor, numlistId: number): Promise<number> {
  let deleted = await deleteAllNumbers(db, numlistId);
  await db.transaction(async (tx) => {
    await tx.delete(numlists).where(eq(numlists.id, numlistId));
    deleted += await deleteRest(tx, numlistId);
  });
  await dropDeletedPartitions(db);
  return deleted;
}

/**
 * The numbers left of a list whose row this transaction has just deleted. Its sale tallies stay for the next fold,
 * which removes them (a deleted list's count is read by no one): deleting them here, after the list's row, would lock
 * in the opposite order to a fold (tallies, then the row) and could deadlock with one.
 */
async function deleteRest(tx: Executor, numlistId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with gone as (delete from numlist_numbers where numlist_id = ${numlistId} returning 1) select count(*)::int as n from gone`,
  );
  return Number(row.n);
}

/** Deletes a numlist and its numbers; the purchases made from it keep their copied names (numlist_id set null). */
export async function deleteNumlist(db: Executor, numlistId: number, actorUserId: number | null): Promise<{ deletedNumbers: number }> {
  const [list] = await db.select({ name: numlists.name }).from(numlists).where(eq(numlists.id, numlistId));
  if (!list) throw notFound('numlist');
  let deleted = await deleteAllNumbers(db, numlistId);
  await db.transaction(async (tx) => {
    // Deleting the row waits for import batches in flight (they lock it FOR KEY SHARE) and stops later ones;
    // numbers a concurrent restock committed meanwhile go with the list, in this transaction.
    const gone = await tx.delete(numlists).where(eq(numlists.id, numlistId)).returning({ id: numlists.id });
    if (gone.length === 0) throw notFound('numlist');
    deleted += await deleteRest(tx, numlistId);
    await recordAudit(tx, {
      actorUserId,
      action: 'numlist.delete',
      entityType: 'numlist',
      entityId: numlistId,
      details: { name: list.name, deletedNumbers: deleted },
    });
  });
  // A big list's partition of its own (a shuffle made it) is empty now.
  await dropDeletedPartitions(db);
  return { deletedNumbers: deleted };
}
