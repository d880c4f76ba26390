// Removes, once a minute, the lists whose creation stopped with its process (domain/stock/interrupted-creations.ts).
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { purgeInterruptedCreations } from '../domain/stock/interrupted-creations';
import type { JobDefinition } from './runner';

export function interruptedCreations(db: Db, logger: Logger, everyMs = 60 * 1000): JobDefinition {
  return {
    queue: 'interrupted-creations',
    everyMs,
    handler: async () => {
      const removed = await purgeInterruptedCreations(db);
      if (removed.length > 0) logger.warn({ numlists: removed }, 'numlists whose creation was interrupted removed');
    },
  };
}
