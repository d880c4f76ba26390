// Notices that find no bot configured are not sent (there is no chat to send them from): one line says so, not one per notice.
import type { Logger } from 'pino';

export type NoBotNotices = (kind: string, data: Record<string, unknown>) => void;

/**
 * Made once in the composition root and shared by every notice job: the first notice without a bot is logged at
 * info, the others at debug. On a fresh shop a burst of these would push the one-time admin password off the screen.
 */
export function noBotNotices(logger: Logger): NoBotNotices {
  let notSent = 0;
  return (kind, data) => {
    notSent += 1;
    if (notSent === 1) logger.info({ kind, ...data }, 'notices are not sent while no bot is configured (said once; each one is logged at debug)');
    else logger.debug({ kind, notSent, ...data }, `${kind} not sent: no bot configured`);
  };
}
