// Lists whose creation never finished: the process importing their first numbers died (a crash, a kill, a power cut).
// A creation that fails while its process lives removes the list (createNumlistWithNumbers); this does the same for
// one whose process is gone, so the admin never finds a half-imported list that looks complete.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { recordAudit } from '../audit/record';
import { purgeNumlist } from './delete-numlist';

/**
 * Removes every list whose creation hold ran out (its importing process stopped renewing it, decision 0116's lease),
 * with the numbers it got, and records `numlist.create_interrupted` in the audit log. Each list is first taken over
 * under a new token, so two processes sweeping at once never both remove it; a sweep that died midway is taken over
 * in turn once its own token runs out. Answers the removed lists' ids.
 * `whateverTheHold`: at the start-up of a process that owns its database alone (PGlite's data folder), no other
 * process can be creating a list, so every creation or sweep left in it was cut off, however recently (decision 0124).
 */
export async function purgeInterruptedCreations(db: Executor, options: { whateverTheHold?: boolean } = {}): Promise<number[]> {
  const token = `delete:${randomUUID()}`;
  const ranOut = options.whateverTheHold ? sql`true` : sql`stock_operation_until < now()`;
  const lists = await queryRows<{ id: number; name: string }>(
    db,
    sql`update numlists set stock_operation = ${token}, stock_operation_until = now() + interval '1 minute'
        where (stock_operation like 'create:%' or stock_operation like 'delete:%') and ${ranOut}
        returning id, name`,
  );
  for (const list of lists) {
    const removedNumbers = await purgeNumlist(db, list.id);
    await recordAudit(db, {
      actorUserId: null,
      action: 'numlist.create_interrupted',
      entityType: 'numlist',
      entityId: list.id,
      details: { name: list.name, removedNumbers },
    });
  }
  return lists.map((list) => Number(list.id));
}
