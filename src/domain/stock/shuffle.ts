// Shuffling a numlist: a new random sale order for every number of the list; no number added or lost.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { recordAudit } from '../audit/record';
import { notFound } from '../errors';
import { lockStockTable, numlistPartition } from './partitions';

/** Shuffles run one at a time: each holds the stock table shared while it builds, and exclusively to swap. */
const SHUFFLE_LOCK = 4_242_102;

/**
 * Rewriting 950,000 rows in place costs a new row version and an entry in both indexes per number (12–17 s,
 * decision 0107); building them in a table of their own and indexing it in bulk costs a fraction of that
 * (decision 0114). So, in one transaction:
 * 1. the list's numbers are copied into a new table, each with a new random place after the list's highest key
 *    (the old sale floor stays below them all), and the table gets the partition's indexes and constraint;
 * 2. the stock table is locked exclusively (in short tries, so the sales queued behind the request wait at most
 *    a try's length each time), and if the list changed since the copy (its numlists row changed: every sale,
 *    restock and removal moves its counts in the same transaction), the copy is brought level: numbers gone since
 *    are dropped, numbers added since go after the shuffled ones, in their order;
 * 3. the old partition is detached and dropped, the copy renamed and attached in its place.
 * Sales of every list wait for the swap (milliseconds, or the catch-up's length when the list changed); the
 * copy and the index builds run beside them. A crash at any point leaves the list as it was: all of it is one
 * transaction. On PGlite that transaction holds the database thread for its length (decision 0106).
 */
export async function shuffleNumlist(db: Executor, numlistId: number, actorUserId: number | null): Promise<{ shuffledNumbers: number }> {
  const part = numlistPartition(numlistId);
  const stage = sql.identifier(`${part.name}_shuffle`);
  const stageName = (suffix: string) => sql.identifier(`${part.name}_shuffle${suffix}`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SHUFFLE_LOCK})`);
    const [list] = await queryRows<{ max: string | null }>(
      tx,
      sql`select (select max(sort_key)::text from numlist_numbers where numlist_id = ${numlistId}) as max from numlists where id = ${numlistId}`,
    );
    if (!list) throw notFound('numlist');
    const oldMax = list.max === null ? 0 : Number(list.max);

    // 1. The copy, in its new order (rows stored in sale order, so a take reads neighbouring pages). The list's
    //    numlists row is read in the same statement: its version says whether the list changed since this snapshot.
    await tx.execute(sql`create table ${stage} (like numlist_numbers)`);
    const [copy] = await queryRows<{ n: number; version: string | null }>(
      tx,
      sql`
      with copied as (
        insert into ${stage} (numlist_id, number, sort_key)
        select numlist_id, number, ${String(oldMax)}::bigint + row_number() over (order by random()) from ${part.table}
        returning 1
      )
      select (select count(*)::int from copied) as n, (select xmin::text from numlists where id = ${numlistId}) as version`,
    );
    if (copy.version === null) throw notFound('numlist');
    const copied = Number(copy.n);
    await tx.execute(sql`alter table ${stage} add constraint ${stageName('_pkey')} primary key (number, numlist_id)`);
    await tx.execute(sql`create index ${stageName('_sale_order_idx')} on ${stage} (numlist_id, sort_key)`);
    await tx.execute(sql`alter table ${stage} add constraint ${stageName('_list')} check (numlist_id = ${sql.raw(String(numlistId))})`);
    // Statistics for the new partition: without them the planner takes it for a small slice of the table and walks
    // the sale-order index where the number index serves (remove-duplicates' pages took 10× longer).
    await tx.execute(sql`analyze ${stage}`);

    // 2. The swap's lock, then the catch-up if anything changed meanwhile.
    await lockStockTable(tx);
    const [now] = await queryRows<{ version: string | null }>(tx, sql`select xmin::text as version from numlists where id = ${numlistId}`);
    if (now?.version == null) throw notFound('numlist');
    let shuffled = copied;
    if (now.version !== copy.version) {
      const [gone] = await queryRows<{ n: number }>(
        tx,
        sql`with gone as (
              delete from ${stage} s where not exists (select 1 from ${part.table} o where o.number = s.number) returning 1
            ) select count(*)::int as n from gone`,
      );
      await tx.execute(sql`
        insert into ${stage} (numlist_id, number, sort_key)
        select o.numlist_id, o.number, ${String(oldMax + copied)}::bigint + row_number() over (order by o.sort_key)
        from ${part.table} o where not exists (select 1 from ${stage} s where s.number = o.number)`);
      shuffled -= Number(gone.n);
    }

    // 3. The swap, under the fixed names the partition is known by.
    await tx.execute(sql`alter table numlist_numbers detach partition ${part.table}`);
    await tx.execute(sql`drop table ${part.table}`);
    await tx.execute(sql`alter table ${stage} rename to ${part.table}`);
    await tx.execute(sql`alter index ${stageName('_pkey')} rename to ${sql.identifier(`${part.name}_pkey`)}`);
    await tx.execute(sql`alter index ${stageName('_sale_order_idx')} rename to ${sql.identifier(`${part.name}_sale_order_idx`)}`);
    await tx.execute(sql`alter table ${part.table} rename constraint ${stageName('_list')} to ${sql.identifier(`${part.name}_list`)}`);
    await tx.execute(sql`alter table numlist_numbers attach partition ${part.table} for values in (${sql.raw(String(numlistId))})`);
    await tx.execute(sql`update numlists set updated_at = now() where id = ${numlistId}`);
    await recordAudit(tx, { actorUserId, action: 'numlist.shuffle', entityType: 'numlist', entityId: numlistId, details: { shuffledNumbers: shuffled } });
    return { shuffledNumbers: shuffled };
  });
}
