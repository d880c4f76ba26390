// Removing duplicates from a numlist: numbers another numlist also sells, or that a buyer already received.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { numlists } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { queryRows } from '../../db/query';
import { type BatchEnd, completeWalk, moveCounts, PAGE_END, STOCK_BATCH, walkNumlist } from './batches';
import { withListHold } from './list-operations';
import { availableNumbersOf } from './sale-tallies';

export type RemoveDuplicatesResult = {
  removedNumbers: number;
  remainingNumbers: number;
  inOtherNumlists: number;
  alreadySold: number;
};

/**
 * A list cannot hold the same number twice (primary key, and every number is normalised to E.164 on the way in),
 * so "duplicates" are the numbers that would reach a second buyer: numbers also on sale in another numlist (they
 * stay there, this list gives them up) and numbers already delivered by a past sale. Walks the list in sale order,
 * a batch per transaction.
 */
export async function removeDuplicates(db: Executor, numlistId: number, actorUserId: number | null): Promise<RemoveDuplicatesResult> {
  const result = { removedNumbers: 0, inOtherNumlists: 0, alreadySold: 0 };
  await withListHold(db, numlistId, 'remove-duplicates', (hold) => completeWalk(
    walkNumlist(db, numlistId, { size: STOCK_BATCH }, async (tx, page) => {
      const [r] = await queryRows<BatchEnd<never> & { other: number; sold: number }>(
        tx,
        sql`
        with page as (${page}), marked as (
          select p.number,
            exists (select 1 from numlist_numbers o where o.number = p.number and o.numlist_id <> ${numlistId}) as other,
            exists (select 1 from order_numbers s where s.number = '+' || p.number::text) as sold
          from page p
        ), gone as (
          delete from numlist_numbers d using marked m
          where d.numlist_id = ${numlistId} and d.number = m.number and (m.other or m.sold)
          returning m.other, m.sold
        )
        select ${PAGE_END},
               (select count(*)::int from gone where other) as other,
               (select count(*)::int from gone where sold and not other) as sold`,
      );
      const other = Number(r.other);
      const sold = Number(r.sold);
      await moveCounts(tx, numlistId, { total: -(other + sold), available: -(other + sold) });
      await hold.extend(tx);
      result.inOtherNumlists += other;
      result.alreadySold += sold;
      result.removedNumbers += other + sold;
      if (Number(r.seen) < STOCK_BATCH) {
        await recordAudit(tx, { actorUserId, action: 'numlist.remove_duplicates', entityType: 'numlist', entityId: numlistId, details: result });
      }
      return r;
    }),
  ));
  const [after] = await db.select({ available: availableNumbersOf() }).from(numlists).where(eq(numlists.id, numlistId));
  return { ...result, remainingNumbers: after?.available ?? 0 };
}
