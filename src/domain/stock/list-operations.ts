// One bulk operation at a time on a list's numbers. A shuffle gives numbers new sort keys batch by batch; a clear or a
// remove-duplicates running beside it missed the numbers it moved (a clear stopped early and left them in the list).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { DomainError, notFound } from '../errors';

/** `create`: the import of a list's first numbers, when it is created with them (see interrupted-creations.ts). */
export type ListOperation = 'shuffle' | 'clear' | 'remove-duplicates' | 'create';

/** How long an operation holds its list without a sign of life: a process killed mid-operation frees it after this. */
const HOLD_SECONDS = 60;
/** Batches extend the hold at most this often (an extra statement per 5,000 numbers would cost the operation time). */
const EXTEND_EVERY_MS = 15_000;

/**
 * The hold an operation has on its list; `extend(tx)` goes in each batch's transaction, after the batch's work: it
 * locks the list's row, which must come after the numbers' rows and the suppression lock, in the order a suppression
 * takes them, or the two could deadlock.
 */
export type ListHold = { extend: (tx: Executor) => Promise<void> };

/**
 * Runs `operation` on the list while no other holds it, or refuses at once with STOCK_OPERATION_RUNNING (`operation`:
 * the one running). The hold is a token in `numlists.stock_operation`, released when `run` ends, however it ends.
 * Imports and sales need no hold: a restock appends after every key, and sales take what the operation leaves.
 */
export async function withListHold<T>(db: Executor, numlistId: number, operation: ListOperation, run: (hold: ListHold) => Promise<T>): Promise<T> {
  const token = `${operation}:${randomUUID()}`;
  const [row] = await queryRows<{ found: boolean; taken: boolean; running: string | null }>(
    db,
    sql`with taken as (
          update numlists set stock_operation = ${token}, stock_operation_until = now() + make_interval(secs => ${HOLD_SECONDS})
          where id = ${numlistId} and (stock_operation is null or stock_operation_until < now())
          returning id
        )
        select exists (select 1 from numlists where id = ${numlistId}) as found, exists (select 1 from taken) as taken,
               (select stock_operation from numlists where id = ${numlistId}) as running`,
  );
  if (!row.found) throw notFound('numlist');
  if (!row.taken) throw new DomainError('STOCK_OPERATION_RUNNING', { operation: String(row.running ?? '').split(':')[0] });
  let extendedAt = Date.now();
  const hold: ListHold = {
    async extend(tx) {
      if (Date.now() - extendedAt < EXTEND_EVERY_MS) return;
      extendedAt = Date.now();
      await tx.execute(sql`update numlists set stock_operation_until = now() + make_interval(secs => ${HOLD_SECONDS})
        where id = ${numlistId} and stock_operation = ${token}`);
    },
  };
  try {
    return await run(hold);
  } finally {
    await db.execute(sql`update numlists set stock_operation = null, stock_operation_until = null where id = ${numlistId} and stock_operation = ${token}`);
  }
}
