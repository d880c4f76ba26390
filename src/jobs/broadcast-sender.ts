// The broadcast sender: a service of each shop process that lists and messages broadcast recipients, one process
// at a time (a database lease), within the messenger's pace, or the paid broadcasts' pace for a paid broadcast. See
// docs/decisions/0090-durable-broadcasts.md and 0150-paid-broadcasts.md (groups claimed and recorded in one statement).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { type Api, GrammyError, HttpError } from 'grammy';
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { acquireLease, releaseLease } from '../db/leases';
import {
  type ActiveBroadcast,
  activeBroadcast,
  claimRecipients,
  finishIfDone,
  listNextRecipients,
  type Outcome,
  type RecipientOutcome,
  recordOutcomes,
  settleInFlight,
  takeNotice,
} from '../domain/broadcasts/delivery';
import type { Service } from '../lifecycle/services';
import { pacedByCallerSignal } from '../messenger/client';
import { figuresFor } from '../messenger/figures';
import { readerLanguage } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import type { Pace } from '../messenger/pace';

const BROADCAST_LEASE = 'broadcast-sender';
/** A call to Telegram is given up after this (the message then counts as uncertain, never sent twice). */
const CALL_TIMEOUT_MS = 30_000;

export type BroadcastSenderOptions = {
  logger: Logger;
  /** Groups of recipients in flight at once (the pace holds whatever this is); by default from the rate. */
  concurrency?: number;
  /** How long the sending turn is held without news from its process; renewed at a third of it. */
  leaseMs?: number;
  /** How often an idle or waiting process looks again. */
  pollMs?: number;
  holder?: string;
};

type Delivery = Outcome | { kind: 'rateLimited'; retryAfterSeconds: number };

/** Network failures where the request cannot have reached Telegram (safe to try again without sending twice). */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

function networkCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown; error?: unknown } | undefined, i = 0; e && i < 6; i++) {
    if (typeof e.code === 'string') return e.code;
    e = (e.error ?? e.cause) as typeof e;
  }
  return undefined;
}

/**
 * One message to one customer (with the broadcast's buttons, if any), and what became of it; a paid broadcast's with
 * allow_paid_broadcast (charged in Stars).
 */
async function deliver(api: Api, chatId: number, text: string, paid: boolean, keyboard?: ActiveBroadcast['keyboard']): Promise<Delivery> {
  try {
    const other = { parse_mode: 'HTML' as const, ...(paid ? { allow_paid_broadcast: true } : {}), ...(keyboard ? { reply_markup: keyboard } : {}) };
    await api.sendMessage(chatId, text, other, pacedByCallerSignal(CALL_TIMEOUT_MS));
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof GrammyError) {
      const what = `${error.error_code} ${error.description}`;
      if (error.error_code === 429) return { kind: 'rateLimited', retryAfterSeconds: error.parameters.retry_after ?? 1 };
      if (error.error_code === 403) return { kind: 'blocked', error: what };
      if (error.error_code >= 500) return { kind: 'retry', error: what };
      return { kind: 'failed', error: what };
    }
    const code = networkCode(error);
    if (error instanceof HttpError && code && NOT_CONNECTED.has(code)) return { kind: 'retry', error: code };
    // A timeout or a reset after the request left: Telegram may have the message. Never twice: not sent again.
    return { kind: 'uncertain', error: code ?? (error instanceof Error ? error.message : String(error)) };
  }
}

/** A group: a fortieth of a second's messages (25 at 1,000 a second, 1 at 25), claimed and recorded in one statement each. */
const groupSizeFor = (perSecond: number) => Math.min(25, Math.max(1, Math.ceil(perSecond / 40)));
/**
 * Groups under way at once: enough to keep the pace busy while a group is claimed or recorded (8 × 25 = 200 calls in
 * flight at 1,000 a second: 200 ms of Telegram's latency; 4 of 1 at 25), few enough that a crash leaves few uncertain.
 */
const groupsFor = (perSecond: number) => Math.min(8, Math.max(4, Math.ceil(perSecond / 125)));
/** The broadcast's row (its status, a resume_at from a 429 elsewhere) is read again this often while groups go out. */
const WATCH_MS = 2000;

/**
 * The pace is shared with every other sender of the process (the bot's replies, the notices), or for a paid broadcast
 * is the messenger's paid pace (held by the shared one's pauses): the broadcast takes its turns itself, one per claimed
 * message, so a stop while waiting sends the waiting ones back to the queue untouched; a process killed outright leaves
 * its claimed groups (at most groups × size) uncertain, never sent twice.
 */
export function broadcastSender(db: Db, messenger: Messenger, options: BroadcastSenderOptions): Service & { wake(): void } {
  const leaseMs = options.leaseMs ?? 15_000;
  const pollMs = options.pollMs ?? 1_000;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const log = options.logger.child({ service: 'broadcasts', holder });
  const i18n = messenger.texts;

  let stopping = false;
  let holding = false;
  let loop: Promise<void> | undefined;
  const abort = new AbortController();
  let wakeIdle: (() => void) | undefined;

  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeIdle = undefined;
        resolve();
      }
      wakeIdle = done;
    });

  /** The admin's notice, through the shop's pace; at most once (taken in the database first). */
  async function notify(broadcastId: number, which: 'start' | 'done', client: Api) {
    const notice = await takeNotice(db, broadcastId, which);
    if (!notice) return;
    const language = readerLanguage(notice.language);
    const f = figuresFor(language);
    const text =
      which === 'start'
        ? i18n.t(language, 'broadcast-in-progress', { id: String(broadcastId), count: f.count(notice.recipientCount) })
        : i18n.t(language, 'broadcast-done', { id: String(broadcastId), sent: f.count(notice.sentCount), total: f.count(notice.recipientCount) });
    const release = await messenger.pace.take(abort.signal);
    try {
      await client.sendMessage(notice.chatId, text, { parse_mode: 'HTML' }, pacedByCallerSignal(CALL_TIMEOUT_MS));
    } catch (error) {
      log.warn({ err: error, broadcastId, which }, 'broadcast notice not delivered to the admin');
    } finally {
      release();
    }
  }

  /**
   * One group: its claim, then each message on its own turn as soon as the pace gives it, the outcomes in one
   * statement. The number claimed. The claim comes before the turns so that a turn is held only by its call: turns
   * taken before the claim waited for the group's last turn and for the claim's statement, which the pace counted as
   * time on the wire (937 a second of a 1,000 cap, decision 0155). A stop or a 429 while a message waits for its turn
   * sends it back to the queue as it was.
   */
  async function sendGroup(b: ActiveBroadcast, client: Api, pace: Pace, size: number): Promise<number> {
    const recipients = await claimRecipients(db, b.id, size);
    let resumeAt = 0;
    const results = await Promise.all(
      recipients.map(async (recipient): Promise<RecipientOutcome> => {
        let end: () => void;
        try {
          end = await pace.take(abort.signal);
        } catch {
          return { recipient, outcome: { kind: 'deferred' } };
        }
        let outcome: Delivery;
        try {
          // A 429 to this group or anywhere while this message waited: nothing more leaves, the rest goes back.
          if (resumeAt || pace.pausedUntil > Date.now()) return { recipient, outcome: { kind: 'deferred' } };
          outcome = await deliver(client, recipient.chatId, b.variants[recipient.language] ?? b.message, b.paid, b.keyboard);
        } finally {
          end();
        }
        if (outcome.kind === 'rateLimited') {
          // Everyone waits: the client's rules paused every sender of every process already; the broadcast's resume_at
          // holds a process taking over too. The recipient goes back to the queue as it was.
          resumeAt = Math.max(resumeAt, Date.now() + outcome.retryAfterSeconds * 1000);
          return { recipient, outcome: { kind: 'deferred' } };
        }
        if (outcome.kind === 'retry') messenger.pace.pauseUntil(Date.now() + 500);
        return { recipient, outcome };
      }),
    );
    if (resumeAt) {
      messenger.pace.pauseUntil(resumeAt);
      log.warn({ broadcastId: b.id, resumeAt: new Date(resumeAt) }, 'Telegram asked to slow down: broadcast paused');
    }
    await recordOutcomes(db, b.id, results, resumeAt ? new Date(resumeAt) : undefined);
    return recipients.length;
  }

  /**
   * Groups side by side until the queue is empty, the turn is lost, or the broadcast is no longer the one sending;
   * false once nothing was left to claim. The row is watched beside the groups rather than between rounds of them: a
   * round that waited for its slowest group to read the row left the pace idle for a tenth of a second every two
   * (926 a second of a 1,000 cap, decision 0155). A cancel stops the claims at once anyway (claimRecipients).
   */
  async function sendSlice(b: ActiveBroadcast, client: Api): Promise<boolean> {
    const pace = b.paid ? messenger.paidBroadcast.pace : messenger.pace;
    const perSecond = Math.max(1, b.paid ? messenger.paidBroadcast.perSecond : pace.perSecond);
    const size = groupSizeFor(perSecond);
    let lost = false;
    let drained = false;
    let changed = false;
    const watch = setInterval(() => {
      activeBroadcast(db)
        .then((now) => {
          if (now?.id !== b.id || now.status !== 'sending') changed = true;
          else if (now.resumeAt) messenger.pace.pauseUntil(now.resumeAt.getTime());
        })
        .catch((err) => log.error({ err }, 'broadcast status read failed'));
    }, WATCH_MS);
    // The lease is kept while the slice runs (a long retry_after included); lost, the slice stops claiming.
    const renew = setInterval(() => {
      acquireLease(db, BROADCAST_LEASE, holder, leaseMs)
        .then((held) => {
          if (!held) lost = true;
        })
        .catch((err) => log.error({ err }, 'broadcast lease renewal failed'));
    }, leaseMs / 3);
    const worker = async () => {
      while (!stopping && !lost && !drained && !changed) {
        if ((await sendGroup(b, client, pace, size)) === 0) drained = true;
      }
    };
    try {
      // allSettled: a worker stopped by the abort must not leave the others' calls unrecorded behind a stop().
      const results = await Promise.allSettled(Array.from({ length: options.concurrency ?? groupsFor(perSecond) }, worker));
      const failure = results.find((r) => r.status === 'rejected');
      if (failure && !stopping) throw failure.reason;
    } finally {
      clearInterval(renew);
      clearInterval(watch);
    }
    return !drained;
  }

  async function step(): Promise<'busy' | 'idle'> {
    if (!(await acquireLease(db, BROADCAST_LEASE, holder, leaseMs))) {
      holding = false;
      return 'idle';
    }
    if (!holding) {
      holding = true;
      // The paid pace is this process's alone while it holds the turn: a second for the last holder's messages to age.
      messenger.paidBroadcast.pace.pauseUntil(Date.now() + 1000);
      const settled = await settleInFlight(db);
      if (settled > 0) log.warn({ settled }, 'broadcast messages in flight when their sender stopped: counted as uncertain, not sent again');
    }
    const b = await activeBroadcast(db);
    if (!b) return 'idle';
    if (b.resumeAt) messenger.pace.pauseUntil(b.resumeAt.getTime());
    if (b.status === 'preparing') {
      await listNextRecipients(db, b);
      return 'busy';
    }
    const client = await messenger.client();
    if (!client) {
      log.warn({ broadcastId: b.id }, 'broadcast waiting: no bot token configured');
      return 'idle';
    }
    await notify(b.id, 'start', client);
    if (await sendSlice(b, client)) return 'busy';
    if (await finishIfDone(db, b.id)) {
      log.info({ broadcastId: b.id }, 'broadcast done');
      await notify(b.id, 'done', client);
      return 'busy';
    }
    // Nothing to claim but not done: recipients waiting for a retry, or the broadcast was cancelled.
    return 'idle';
  }

  async function run() {
    while (!stopping) {
      try {
        if ((await step()) === 'idle') await idle(pollMs);
      } catch (error) {
        if (stopping) break;
        log.error({ err: error }, 'broadcast sender step failed');
        await idle(pollMs);
      }
    }
  }

  return {
    name: 'broadcasts',
    async start() {
      loop = run();
    },
    async stop() {
      stopping = true;
      abort.abort();
      wakeIdle?.();
      await loop;
      // A clean stop hands the turn over at once rather than after the lease.
      if (holding) await releaseLease(db, BROADCAST_LEASE, holder).catch(() => {});
    },
    /** Looks for work now (a broadcast was just created in this process). */
    wake() {
      wakeIdle?.();
    },
  };
}

