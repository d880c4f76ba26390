// The stock table's partitions (migration 0030, decision 0118): every list's numbers sit in the default partition,
// `numlist_numbers_default`, except big lists, which a shuffle moves into one of their own, `numlist_numbers_<id>`.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { DomainError } from '../errors';

/** A list with this many numbers or more gets a partition of its own at its shuffle: rebuilt in bulk, not in place. */
export const BIG_LIST = 100_000;

/**
 * At most this many lists have a partition of their own. A query that cannot be narrowed to one list (a suppression
 * deleting a number from every list, remove-duplicates' "in another list") locks every partition and its two indexes;
 * a partition per list ran a default server out of lock slots at 3,000 lists (decision 0114). 16 keeps such a query
 * at 51 locks, under the 64 a connection may hold on average. The 17th big list shuffles in place (slower).
 */
export const MAX_LIST_PARTITIONS = 16;

/** A list's partition: its name, and the identifier to put in a statement. */
export function numlistPartition(numlistId: number) {
  if (!Number.isSafeInteger(numlistId) || numlistId <= 0) throw new Error(`not a numlist id: ${numlistId}`);
  const name = `numlist_numbers_${numlistId}`;
  return { name, table: sql.identifier(name) };
}

/** Whether the list has a partition of its own, and how many lists have one. */
export async function partitionsOf(db: Executor, numlistId: number): Promise<{ own: boolean; lists: number }> {
  const [row] = await queryRows<{ own: boolean; lists: number }>(
    db,
    sql`select coalesce(bool_or(c.relname = ${numlistPartition(numlistId).name}), false) as own,
               (count(*) filter (where c.relname <> 'numlist_numbers_default'))::int as lists
        from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'numlist_numbers'::regclass`,
  );
  return { own: row.own, lists: Number(row.lists) };
}

/** How long one try for the stock table's exclusive lock may keep the sales queued behind it waiting. */
const LOCK_TRY_MS = 50;
/** Tries before giving up (about ten seconds with the pauses): a backup in progress holds the table that long. */
const LOCK_TRIES = 100;

const isLockTimeout = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '55P03') return true;
  return false;
};

/**
 * Locks the stock table (every partition) ACCESS EXCLUSIVE for the rest of the transaction, as a partition swap or
 * drop needs. The request waits for the transactions using the table, and every query asked after it waits behind
 * it: so each try is short, under a savepoint, and the next comes after a pause that lets the queue drain.
 * STOCK_BUSY (409) after about ten seconds of refusals.
 */
export async function lockStockTable(tx: Executor): Promise<void> {
  await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TRY_MS}ms'`));
  for (let attempt = 1; ; attempt++) {
    try {
      await tx.transaction((sp) => sp.execute(sql`lock table numlist_numbers in access exclusive mode`));
      break;
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
      if (attempt >= LOCK_TRIES) throw new DomainError('STOCK_BUSY');
      await new Promise((resolve) => setTimeout(resolve, LOCK_TRY_MS + Math.random() * LOCK_TRY_MS));
    }
  }
  await tx.execute(sql`set local lock_timeout = 0`);
}

/**
 * Drops the partitions of deleted lists, empty by then. Best effort: if the stock table stays busy, an empty partition
 * stays (it costs a probe in the lookups across lists and a place under MAX_LIST_PARTITIONS) and the next deletion
 * drops it with its own.
 */
export async function dropDeletedPartitions(db: Executor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const orphans = await queryRows<{ name: string }>(
        tx,
        sql`
        select c.relname as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'numlist_numbers'::regclass and c.relkind = 'r' and c.relname <> 'numlist_numbers_default'
          and not exists (select 1 from numlists n where 'numlist_numbers_' || n.id = c.relname)`,
      );
      if (orphans.length === 0) return;
      await lockStockTable(tx);
      for (const { name } of orphans) await tx.execute(sql`drop table ${sql.identifier(name)}`);
    });
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'STOCK_BUSY')) throw error;
  }
}
