// PGlite housekeeping: the embedded PostgreSQL runs in single-user mode, so nothing vacuums or analyses it.
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { queryRows } from './query';

/**
 * Autovacuum's own defaults on a server: a table is vacuumed once its dead rows pass 50 + 20 % of its live rows,
 * analysed once 50 + 10 % of its rows changed. Every sale deletes the numbers it takes, so without this the stock
 * table and its indexes only ever grow on disk; and the planner would keep the statistics of an empty database.
 */
const due = sql`
  select * from (
    select relname as table, n_dead_tup,
           n_dead_tup > 50 + 0.2 * n_live_tup as vacuum,
           n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze
    from pg_stat_user_tables
    where schemaname = 'public'
  ) tables
  where "vacuum" or "analyze"
  order by n_dead_tup desc`;

export type MaintenancePass = { table: string; action: 'vacuum' | 'analyze'; ms: number }[];

/**
 * Vacuums (with analyse) or analyses each table that is due, one at a time. On PGlite each command holds the
 * process for its length (0.4 s for a 1M-number list with 600k sold, measured), which is why it runs only when due.
 */
export async function maintainTables(database: Database): Promise<MaintenancePass> {
  const pass: MaintenancePass = [];
  for (const row of await queryRows<{ table: string; vacuum: boolean; analyze: boolean }>(database.db, due)) {
    const started = performance.now();
    const table = sql.identifier(row.table);
    await database.db.execute(row.vacuum ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    pass.push({ table: row.table, action: row.vacuum ? 'vacuum' : 'analyze', ms: Math.round(performance.now() - started) });
  }
  return pass;
}
