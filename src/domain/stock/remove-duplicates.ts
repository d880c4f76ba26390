// Removing duplicates from a numlist: numbers another numlist also sells, or that a buyer already received.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { numlists } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { DomainError } from '../errors';
import { moveCounts, rowsOf, STOCK_BATCH, yieldToEventLoop } from './batches';

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
  const [list] = await db.select({ id: numlists.id }).from(numlists).where(eq(numlists.id, numlistId));
  if (!list) throw new DomainError('NOT_FOUND', 'Numlist introuvable');
  const result = { removedNumbers: 0, inOtherNumlists: 0, alreadySold: 0 };
  let afterKey = '-9223372036854775808';
  let afterNumber = '0';
  for (;;) {
    const scanned = await db.transaction(async (tx) => {
      const [r] = await rowsOf<{ scanned: number; last_key: string | null; last_number: string | null; other: number; sold: number }>(
        tx,
        sql`
        with page as (
          select number, sort_key from numlist_numbers
          where numlist_id = ${numlistId}
            and sort_key >= ${afterKey}::bigint and (sort_key > ${afterKey}::bigint or number > ${afterNumber}::bigint)
          order by sort_key, number
          limit ${STOCK_BATCH}
        ), marked as (
          select p.number,
            exists (select 1 from numlist_numbers o where o.number = p.number and o.numlist_id <> ${numlistId}) as other,
            exists (select 1 from order_numbers s where s.number = '+' || p.number::text) as sold
          from page p
        ), gone as (
          delete from numlist_numbers d using marked m
          where d.numlist_id = ${numlistId} and d.number = m.number and (m.other or m.sold)
          returning m.other, m.sold
        ), last as (
          select sort_key, number from page order by sort_key desc, number desc limit 1
        )
        select (select count(*)::int from page) as scanned,
               (select sort_key::text from last) as last_key,
               (select number::text from last) as last_number,
               (select count(*)::int from gone where other) as other,
               (select count(*)::int from gone where sold and not other) as sold`,
      );
      const other = Number(r.other);
      const sold = Number(r.sold);
      await moveCounts(tx, numlistId, { total: -(other + sold), available: -(other + sold) });
      result.inOtherNumlists += other;
      result.alreadySold += sold;
      result.removedNumbers += other + sold;
      const count = Number(r.scanned);
      if (count < STOCK_BATCH) {
        await recordAudit(tx, { actorUserId, action: 'numlist.remove_duplicates', entityType: 'numlist', entityId: numlistId, details: result });
      } else {
        afterKey = r.last_key as string;
        afterNumber = r.last_number as string;
      }
      return count;
    });
    if (scanned < STOCK_BATCH) break;
    await yieldToEventLoop();
  }
  const [after] = await db.select({ available: numlists.availableNumbers }).from(numlists).where(eq(numlists.id, numlistId));
  return { ...result, remainingNumbers: after?.available ?? 0 };
}
