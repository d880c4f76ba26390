// Starts the scheduled broadcasts whose time has come (decision 0151): a job of the runner, so whichever shop process
// is up starts them, once (startDueBroadcasts is one conditional update); the broadcast sender then lists and sends.
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { startDueBroadcasts } from '../domain/broadcasts/broadcasts';
import type { JobDefinition } from './runner';
import { sweepJob } from './sweep';

/** A scheduled broadcast starts within this of its time. */
const CHECK_INTERVAL_MS = 15 * 1000;

export function broadcastSchedules(db: Db, logger: Logger, everyMs = CHECK_INTERVAL_MS): JobDefinition {
  return sweepJob('broadcast-schedules', everyMs, () => startDueBroadcasts(db), (started) => logger.info({ started }, 'scheduled broadcasts started'));
}
