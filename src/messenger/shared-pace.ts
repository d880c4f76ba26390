// The pace shared by every shop process on one PostgreSQL (decision 0134): each process sends at its share of the
// rate, rate / processes sending, learnt from a heartbeat in the database once a second; a 429 in any process pauses
// them all (at once where PostgreSQL's LISTEN reaches the others). No database round trip per message: the messages
// keep taking their turn from the process's own pace.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Database } from '../domain/database';
import { forgetSender, pauseEverySender, senderHeartbeat, watchSenderPauses } from '../domain/settings/messenger-senders';
import type { Pace } from './pace';

export type SharedPaceOptions = {
  /** The heartbeat's period: how soon a process sees another start or stop, and a pause set elsewhere. */
  refreshMs?: number;
};

/** A process is sending while its heartbeat is younger than this many periods (then it is stopped, or killed). */
const LIVE_PERIODS = 3;
/**
 * A new process waits this many periods before sending: by then every other process has counted it and lowered its
 * share (each reads at least once per period). A share is raised only after the same wait, so a process that stopped
 * a moment ago has no message left in the last second when the others take its part.
 */
const SETTLE_PERIODS = 2;

export function sharedPace(database: Database, pace: Pace, rate: number, logger: Pick<Logger, 'warn'>, options: SharedPaceOptions = {}) {
  const { db } = database;
  const refreshMs = options.refreshMs ?? 1000;
  let unwatch: (() => Promise<void>) | null = null;
  const senderId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | undefined;
  let lastBeatAt = 0;
  /** Nothing sent before this: the others have not counted this process yet. */
  let settledAt = 0;
  /** A higher share seen since `since`: applied once it has held for the settling time. */
  let raise: { share: number; since: number } | undefined;

  const shareOf = (live: number) => Math.max(1, Math.floor(rate / live));

  async function beat() {
    const startedAt = Date.now();
    try {
      const { live, pausedForMs } = await senderHeartbeat(db, senderId, refreshMs * LIVE_PERIODS);
      const now = Date.now();
      // Out of sight for longer than a beat's margin: the others may have counted this process gone, so start over.
      if (now - lastBeatAt > refreshMs * (LIVE_PERIODS - 0.5)) settledAt = startedAt + refreshMs * SETTLE_PERIODS;
      lastBeatAt = startedAt;
      if (pausedForMs > 0) pace.pauseUntil(now + pausedForMs);
      const share = shareOf(live);
      if (now < settledAt) pace.perSecond = 0;
      else if (pace.perSecond === 0 || share < pace.perSecond) {
        pace.perSecond = share;
        raise = undefined;
      } else if (share > pace.perSecond) {
        if (raise?.share !== share) raise = { share, since: now };
        if (now - raise.since >= refreshMs * SETTLE_PERIODS) {
          pace.perSecond = share;
          raise = undefined;
        }
      } else raise = undefined;
    } catch (error) {
      logger.warn({ err: error }, 'messenger heartbeat failed: the shared pace is held if it keeps failing');
    }
    // Unseen by the others for too long (the database unreachable): they may have taken this process's share.
    if (Date.now() - lastBeatAt > refreshMs * (LIVE_PERIODS - 0.5)) pace.perSecond = 0;
  }

  function schedule() {
    timer = setTimeout(() => {
      beating = beat().finally(() => {
        if (timer) schedule();
      });
    }, refreshMs);
  }

  return {
    name: 'shared pace',
    /** Holds sending until the others have counted this process, then keeps the share and the pause current. */
    async start() {
      pace.perSecond = 0;
      pace.onPauseEverywhere((at) => {
        pauseEverySender(db, Math.max(0, at - Date.now())).catch((error) => logger.warn({ err: error }, 'a 429 not shared with the other processes'));
      });
      // A pause written by another process, at once (LISTEN); the heartbeat's read stays the fallback.
      unwatch = await watchSenderPauses(database, (ms) => pace.pauseUntil(Date.now() + ms)).catch((error) => {
        logger.warn({ err: error }, 'pauses of other processes read at each heartbeat only: LISTEN failed');
        return null;
      });
      await beat();
      schedule();
    },
    /** Stops the heartbeat and hands this process's share back to the others at their next heartbeat. */
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await beating;
      pace.onPauseEverywhere(undefined);
      await unwatch?.();
      await forgetSender(db, senderId).catch((error) => logger.warn({ err: error }, 'messenger sender not forgotten: it ages out'));
    },
  };
}
