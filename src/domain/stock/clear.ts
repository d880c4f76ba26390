// Clearing a numlist: every number for sale is removed, in bounded batches; the list itself stays.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { numlists } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { completeWalk, STOCK_BATCH, walkNumlist } from './batches';
import { deleteNumbersBatch } from './delete-numlist';
import { withListHold } from './list-operations';
import { availableNumbersOf } from './sale-tallies';

/**
 * Removes the numbers in stock when the clear starts (numbers a concurrent restock adds afterwards stay, and are
 * counted in remainingNumbers). The audit row commits with the last batch. Refused (STOCK_OPERATION_RUNNING) while a
 * shuffle or a remove-duplicates runs on the list: a shuffle moves numbers past the key the clear stops at.
 */
export async function clearNumlist(
  db: Executor,
  numlistId: number,
  actorUserId: number | null,
): Promise<{ removedNumbers: number; remainingNumbers: number }> {
  return withListHold(db, numlistId, 'clear', async (hold) => {
    const [row] = await queryRows<{ max: string | null }>(
      db,
      sql`select max(sort_key)::text as max from numlist_numbers where numlist_id = ${numlistId}`,
    );
    const maxKey = row.max === null ? null : Number(row.max);
    let removed = 0;
    await completeWalk(
      walkNumlist(db, numlistId, { size: STOCK_BATCH }, async (tx) => {
        const deleted = maxKey === null ? 0 : await deleteNumbersBatch(tx, numlistId, STOCK_BATCH, maxKey);
        await hold.extend(tx);
        removed += deleted;
        if (deleted < STOCK_BATCH) {
          await recordAudit(tx, { actorUserId, action: 'numlist.clear', entityType: 'numlist', entityId: numlistId, details: { removedNumbers: removed } });
        }
        return { seen: deleted };
      }),
    );
    const [after] = await db.select({ available: availableNumbersOf() }).from(numlists).where(eq(numlists.id, numlistId));
    return { removedNumbers: removed, remainingNumbers: after?.available ?? 0 };
  });
}
