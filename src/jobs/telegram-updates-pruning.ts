// Forgets the Telegram update ids recorded more than a day ago (Telegram never delivers an update older than that).
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { pruneReceivedUpdates } from '../domain/customers/received-updates';
import type { JobDefinition } from './runner';
import { sweepJob } from './sweep';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export function telegramUpdatesPruning(db: Db, logger: Logger, everyMs = PRUNE_INTERVAL_MS): JobDefinition {
  return sweepJob('telegram-updates-pruning', everyMs, () => pruneReceivedUpdates(db), (pruned) =>
    logger.debug({ pruned }, 'old Telegram update ids forgotten'),
  );
}
