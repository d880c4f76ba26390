// PGlite maintenance as a scheduled job: looks at the tables' statistics and vacuums or analyses those that are due.
import type { Logger } from 'pino';
import type { Database } from '../domain/database';
import { maintainTables } from '../db/maintenance';
import type { JobDefinition } from './runner';

/** How often the tables' statistics are looked at. A look is one cheap query; the work happens only when due. */
const VACUUM_CHECK_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The job on PGlite; none on a PostgreSQL server, which has its own autovacuum. A list, so the composition root
 * spreads it into the runner's jobs whatever the database.
 */
export function pgliteVacuum(database: Database, logger: Logger, everyMs = VACUUM_CHECK_INTERVAL_MS): JobDefinition[] {
  if (database.kind !== 'pglite') return [];
  return [
    {
      queue: 'pglite-vacuum',
      everyMs,
      handler: async () => {
        const pass = await maintainTables(database);
        if (pass.length > 0) logger.info({ pass }, 'database maintenance');
      },
    },
  ];
}
