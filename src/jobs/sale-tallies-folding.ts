// Folds the sale tallies of every list onto the lists' rows once a minute (decision 0115): a busy list folds itself as
// its sales pass FOLD_AFTER, a quiet one here.
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { foldEverySaleTally } from '../domain/stock/sale-tallies';
import type { JobDefinition } from './runner';
import { sweepJob } from './sweep';

const FOLD_INTERVAL_MS = 60 * 1000;

export function saleTalliesFolding(db: Db, logger: Logger, everyMs = FOLD_INTERVAL_MS): JobDefinition {
  return sweepJob('sale-tallies-folding', everyMs, () => foldEverySaleTally(db), (folded) =>
    logger.debug({ folded }, 'sale tallies folded onto their lists'),
  );
}
