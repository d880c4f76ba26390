// PGlite housekeeping: the embedded PostgreSQL runs in single-user mode, so nothing vacuums or analyses it.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { queryRows } from '../db/query';

/** How often the tables' statistics are looked at. A look is one cheap query; the work happens only when due. */
export const VACUUM_CHECK_INTERVAL_MS = 10 * 60 * 1000;

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

/**
 * Starts the periodic pass on PGlite (a PostgreSQL server has its own autovacuum: nothing is started).
 * `stop()` cancels the timer and waits for a pass in progress, so the database can be closed after it.
 */
export function startPgliteVacuum(
  database: Database,
  logger: Logger,
  intervalMs = VACUUM_CHECK_INTERVAL_MS,
): { started: boolean; stop: () => Promise<void> } {
  if (database.kind !== 'pglite') return { started: false, stop: async () => {} };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = maintainTables(database)
      .then((pass) => {
        if (pass.length > 0) logger.info({ pass }, 'database maintenance');
      })
      .catch((error) => logger.error({ err: error }, 'database maintenance failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    started: true,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
