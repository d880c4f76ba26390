// Removing duplicates from a numlist: numbers another numlist also sells, or that a buyer already received.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { numlists } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { queryRows } from '../../db/query';
import { notFound } from '../errors';
import { moveCounts, STOCK_BATCH, yieldToEventLoop } from './batches';

export type RemoveDuplicatesResult = {
  removedNumbers: number;
  remainingNumbers: number;
  inOtherNumlists: number;
  alreadySold: number;
};

/**
 * A list cannot hold the same number twice (primary key, and every number is normalised to E.164 on the way in),
 * so "duplicates" are the numbers that would reach a second buyer: numbers also on sale in another numlist (they
 * stay there, this list gives them up) and numbers already delivered by a past sale. Walks the list in number
 * order, a batch per transaction: each list is a partition of its own (decision 0114), so "in another list" is one
 * index probe per list, and a page of consecutive numbers asks each list once for its numbers in the page's range
 * instead of once per number.
 */
export async function removeDuplicates(db: Executor, numlistId: number, actorUserId: number | null): Promise<RemoveDuplicatesResult> {
  const [list] = await db.select({ id: numlists.id }).from(numlists).where(eq(numlists.id, numlistId));
  if (!list) throw notFound('numlist');
  const result = { removedNumbers: 0, inOtherNumlists: 0, alreadySold: 0 };
  let cursor = '0';
  for (;;) {
    const r = await db.transaction(async (tx) => {
      const [r] = await queryRows<{ seen: number; last: string | null; other: number; sold: number }>(
        tx,
        sql`
        with page as (
          select number from numlist_numbers where numlist_id = ${numlistId} and number > ${cursor}::bigint order by number limit ${STOCK_BATCH}
        ), elsewhere as (
          select distinct o.number from numlist_numbers o
          where o.numlist_id <> ${numlistId}
            and o.number between (select min(number) from page) and (select max(number) from page)
        ), marked as (
          select p.number,
            p.number in (select number from elsewhere) as other,
            exists (select 1 from order_numbers s where s.number = '+' || p.number::text) as sold
          from page p
        ), gone as (
          -- By key, from an array: joined with the CTE, the planner may read the whole partition for each page.
          delete from numlist_numbers d
          where d.numlist_id = ${numlistId} and d.number = any(array(select number from marked where other or sold))
          returning d.number
        )
        select (select count(*)::int from page) as seen, (select max(number)::text from page) as last,
               (select count(*)::int from gone g join marked m using (number) where m.other) as other,
               (select count(*)::int from gone g join marked m using (number) where m.sold and not m.other) as sold`,
      );
      const other = Number(r.other);
      const sold = Number(r.sold);
      await moveCounts(tx, numlistId, { total: -(other + sold), available: -(other + sold) });
      result.inOtherNumlists += other;
      result.alreadySold += sold;
      result.removedNumbers += other + sold;
      if (Number(r.seen) < STOCK_BATCH) {
        await recordAudit(tx, { actorUserId, action: 'numlist.remove_duplicates', entityType: 'numlist', entityId: numlistId, details: result });
      }
      return r;
    });
    if (Number(r.seen) < STOCK_BATCH || r.last === null) break;
    cursor = r.last;
    await yieldToEventLoop();
  }
  const [after] = await db.select({ available: numlists.availableNumbers }).from(numlists).where(eq(numlists.id, numlistId));
  return { ...result, remainingNumbers: after?.available ?? 0 };
}
