// Folds the sale tallies of every list onto the lists' rows once a minute (decision 0115): a busy list folds itself as
// its sales pass FOLD_AFTER, a quiet one here.
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { foldEverySaleTally } from '../domain/stock/sale-tallies';
import type { JobDefinition } from './runner';

const FOLD_INTERVAL_MS = 60 * 1000;

export function saleTalliesFolding(db: Db, logger: Logger, everyMs = FOLD_INTERVAL_MS): JobDefinition {
  return {
    queue: 'sale-tallies-folding',
    everyMs,
    handler: async () => {
      const folded = await foldEverySaleTally(db);
      if (folded > 0) logger.debug({ folded }, 'sale tallies folded onto their lists');
    },
  };
}
