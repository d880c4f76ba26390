// Shuffling a numlist: a new random sale order for every number of the list; no number added or lost. A big list is
// rebuilt in a partition of its own and swapped in (decision 0118); a small one is shuffled in place, in batches.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { recordAudit } from '../audit/record';
import { notFound } from '../errors';
import { completeWalk, STOCK_BATCH, walkNumlist } from './batches';
import { raiseSaleFloor } from './sale-floor';
import { type ListHold, withListHold } from './list-operations';
import { BIG_LIST, lockStockTable, MAX_LIST_PARTITIONS, numlistPartition, partitionsOf } from './partitions';
import { availableNumbersOf } from './sale-tallies';

type Shuffled = { shuffledNumbers: number };

/**
 * A list of `rebuildFrom` numbers or more (BIG_LIST; the tests lower it, the benchmark raises it for its baseline) is
 * rebuilt in a partition of its own, while fewer than MAX_LIST_PARTITIONS lists have one or if it has one already;
 * any other list is shuffled in place, wherever it lives.
 */
export async function shuffleNumlist(
  db: Executor,
  numlistId: number,
  actorUserId: number | null,
  { rebuildFrom = BIG_LIST }: { rebuildFrom?: number } = {},
): Promise<Shuffled> {
  return withListHold(db, numlistId, 'shuffle', async (hold) => {
    const [row] = await queryRows<{ max: string | null; n: number }>(
      db,
      sql`select (select max(sort_key)::text from numlist_numbers where numlist_id = ${numlistId}) as max,
                 (select ${availableNumbersOf()} from numlists where id = ${numlistId}) as n`,
    );
    const available = Number(row.n);
    if (available >= rebuildFrom) {
      const rebuilt = await shuffleByRebuild(db, numlistId, actorUserId);
      if (rebuilt) return rebuilt;
    }
    return shuffleInPlace(db, numlistId, actorUserId, hold, row.max === null ? null : Number(row.max), available);
  });
}

/** Rebuilds run one at a time: each holds the stock table shared while it copies, and exclusively to swap. */
const REBUILD_LOCK = 4_242_102;

/**
 * Rewriting 950,000 rows in place costs a new row version and an entry in both indexes per number (decision 0107);
 * copying them into a table of their own and indexing it in bulk costs a fraction of that (decision 0114). So, in
 * one transaction:
 * 1. the list's numbers are copied into a new table, each with a new random place after the list's highest key (the
 *    sale floor stays below them all), and the table gets the partition's indexes, constraint and statistics;
 * 2. the stock table is locked exclusively (in short tries, so the sales queued behind the request wait at most a
 *    try's length each time); if the list changed since the copy (every sale tallies, every restock and removal moves
 *    the list's counts, in the same transaction), the copy is brought level: numbers gone since are dropped, numbers
 *    added since go after the shuffled ones, in their order;
 * 3. the list's old rows go (its old partition is detached and dropped, or its rows deleted from the default one) and
 *    the copy is attached as the list's partition.
 * Sales of every list wait for step 3 (and for the catch-up when the list changed); steps 1 and 2 run beside them. A
 * crash leaves the list as it was: all of it is one transaction. Null when MAX_LIST_PARTITIONS lists have one already.
 */
async function shuffleByRebuild(db: Executor, numlistId: number, actorUserId: number | null): Promise<Shuffled | null> {
  const part = numlistPartition(numlistId);
  const staged = (suffix: string) => sql.identifier(`${part.name}_shuffle${suffix}`);
  const stage = staged('');
  const listVersion = sql`(select xmin::text from numlists where id = ${numlistId}) || ':' ||
    (select coalesce(sum(sold), 0)::text from numlist_sale_tallies where numlist_id = ${numlistId})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK})`);
    const partitions = await partitionsOf(tx, numlistId);
    if (!partitions.own && partitions.lists >= MAX_LIST_PARTITIONS) return null;
    const [list] = await queryRows<{ max: string | null }>(
      tx,
      sql`select (select max(sort_key)::text from numlist_numbers where numlist_id = ${numlistId}) as max from numlists where id = ${numlistId}`,
    );
    if (!list) throw notFound('numlist');
    const oldMax = list.max === null ? 0 : Number(list.max);

    // 1. The copy, stored in its new order (a take reads neighbouring pages); the list's version read by the same
    //    statement, so it says whether the list changed since this snapshot.
    await tx.execute(sql`create table ${stage} (like numlist_numbers)`);
    const [copy] = await queryRows<{ n: number; version: string | null }>(
      tx,
      sql`
      with copied as (
        insert into ${stage} (numlist_id, number, sort_key)
        select numlist_id, number, ${String(oldMax)}::bigint + row_number() over (order by random())
        from numlist_numbers where numlist_id = ${numlistId}
        returning 1
      )
      select (select count(*)::int from copied) as n, ${listVersion} as version`,
    );
    if (copy.version === null) throw notFound('numlist');
    const copied = Number(copy.n);
    await tx.execute(sql`alter table ${stage} add constraint ${staged('_pkey')} primary key (number, numlist_id)`);
    await tx.execute(sql`create index ${staged('_sale_order_idx')} on ${stage} (numlist_id, sort_key)`);
    await tx.execute(sql`alter table ${stage} add constraint ${staged('_list')} check (numlist_id = ${sql.raw(String(numlistId))})`);
    // Without statistics the planner takes the new partition for a small slice and walks the wrong index.
    await tx.execute(sql`analyze ${stage}`);

    // 2. The swap's lock, then the catch-up if anything changed meanwhile.
    await lockStockTable(tx);
    const [now] = await queryRows<{ version: string | null }>(tx, sql`select ${listVersion} as version`);
    if (now?.version == null) throw notFound('numlist');
    let shuffled = copied;
    if (now.version !== copy.version) {
      const [gone] = await queryRows<{ n: number }>(
        tx,
        sql`with gone as (
              delete from ${stage} s
              where not exists (select 1 from numlist_numbers o where o.numlist_id = ${numlistId} and o.number = s.number)
              returning 1
            ) select count(*)::int as n from gone`,
      );
      await tx.execute(sql`
        insert into ${stage} (numlist_id, number, sort_key)
        select o.numlist_id, o.number, ${String(oldMax + copied)}::bigint + row_number() over (order by o.sort_key)
        from numlist_numbers o
        where o.numlist_id = ${numlistId} and not exists (select 1 from ${stage} s where s.number = o.number)`);
      shuffled -= Number(gone.n);
    }

    // 3. The swap, under the names the partition is known by.
    if (partitions.own) {
      await tx.execute(sql`alter table numlist_numbers detach partition ${part.table}`);
      await tx.execute(sql`drop table ${part.table}`);
    } else {
      await tx.execute(sql`delete from numlist_numbers_default where numlist_id = ${numlistId}`);
    }
    await tx.execute(sql`alter table ${stage} rename to ${part.table}`);
    await tx.execute(sql`alter index ${staged('_pkey')} rename to ${sql.identifier(`${part.name}_pkey`)}`);
    await tx.execute(sql`alter index ${staged('_sale_order_idx')} rename to ${sql.identifier(`${part.name}_sale_order_idx`)}`);
    await tx.execute(sql`alter table ${part.table} rename constraint ${staged('_list')} to ${sql.identifier(`${part.name}_list`)}`);
    await tx.execute(sql`alter table numlist_numbers attach partition ${part.table} for values in (${sql.raw(String(numlistId))})`);
    await tx.execute(sql`update numlists set updated_at = now() where id = ${numlistId}`);
    await recordAudit(tx, { actorUserId, action: 'numlist.shuffle', entityType: 'numlist', entityId: numlistId, details: { shuffledNumbers: shuffled } });
    return { shuffledNumbers: shuffled };
  });
}

/**
 * Gives every number a random sort key above the current maximum: batch after batch, the lowest old keys move
 * into a fresh random range, so the loop ends when no old key is left and each number is moved exactly once.
 * The range is 1,024 × the list's size wide, so ties are rare (and harmless: tied numbers sell in any order).
 * Numbers restocked meanwhile are appended after the shuffled ones, as a restock always is.
 * The last batch, having moved every number left in the old range, raises the sale floor above it: the sales that
 * follow start past the index entries the move left behind instead of stepping over all of them.
 */
async function shuffleInPlace(db: Executor, numlistId: number, actorUserId: number | null, hold: ListHold, oldMax: number | null, available: number): Promise<Shuffled> {
  const span = Math.max(1, available) * 1024;
  let shuffled = 0;
  await completeWalk(
    walkNumlist(db, numlistId, { size: STOCK_BATCH }, async (tx) => {
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
      await hold.extend(tx);
      shuffled += moved;
      if (moved < STOCK_BATCH) {
        await recordAudit(tx, { actorUserId, action: 'numlist.shuffle', entityType: 'numlist', entityId: numlistId, details: { shuffledNumbers: shuffled } });
      }
      return { seen: moved };
    }),
  );
  return { shuffledNumbers: shuffled };
}
