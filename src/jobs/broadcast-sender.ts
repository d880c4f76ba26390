// The broadcast sender: a service of each shop process that lists and messages broadcast recipients, one process
// at a time (a database lease), within the messenger's pace. See docs/decisions/0090-durable-broadcasts.md.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { type Api, GrammyError, HttpError } from 'grammy';
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { acquireLease, releaseLease } from '../db/leases';
import {
  type ActiveBroadcast,
  activeBroadcast,
  claimRecipient,
  deferForRateLimit,
  finishIfDone,
  listNextRecipients,
  type Outcome,
  queuedRecipients,
  type Recipient,
  recordOutcome,
  settleInFlight,
  takeNotice,
  unclaimRecipient,
} from '../domain/broadcasts/delivery';
import type { Service } from '../lifecycle/services';
import { pacedByCallerSignal } from '../messenger/client';
import { figuresFor } from '../messenger/figures';
import { readerLanguage } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';

const BROADCAST_LEASE = 'broadcast-sender';
/** A call to Telegram is given up after this (the message then counts as uncertain, never sent twice). */
const CALL_TIMEOUT_MS = 30_000;

export type BroadcastSenderOptions = {
  logger: Logger;
  /** Calls to Telegram in flight at once (the pace holds whatever this is). */
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

/** One message to one customer, and what became of it. */
async function deliver(api: Api, chatId: number, text: string): Promise<Delivery> {
  try {
    await api.sendMessage(chatId, text, { parse_mode: 'HTML' }, pacedByCallerSignal(CALL_TIMEOUT_MS));
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

/**
 * The messenger's pace is shared with every other sender of the process (the bot's replies, the notices): the
 * broadcast takes its turns there itself, so a stop before a turn leaves the recipient untouched.
 */
export function broadcastSender(db: Db, messenger: Messenger, options: BroadcastSenderOptions): Service & { wake(): void } {
  const perSecond = messenger.perSecond;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const leaseMs = options.leaseMs ?? 15_000;
  const pollMs = options.pollMs ?? 1_000;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const log = options.logger.child({ service: 'broadcasts', holder });
  const i18n = messenger.texts;
  const pace = messenger.pace;
  /** About two seconds of messages per slice: the broadcast's status (a cancel) and the lease are read between slices. */
  const sliceSize = Math.min(500, Math.max(10, perSecond * 2));

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

  /** The admin's notice, through the same pace; at most once (taken in the database first). */
  async function notify(broadcastId: number, which: 'start' | 'done', client: Api) {
    const notice = await takeNotice(db, broadcastId, which);
    if (!notice) return;
    const language = readerLanguage(notice.language);
    const f = figuresFor(language);
    const text =
      which === 'start'
        ? i18n.t(language, 'broadcast-in-progress', { id: String(broadcastId), count: f.count(notice.recipientCount) })
        : i18n.t(language, 'broadcast-done', { id: String(broadcastId), sent: f.count(notice.sentCount), total: f.count(notice.recipientCount) });
    const release = await pace.take(abort.signal);
    try {
      await client.sendMessage(notice.chatId, text, { parse_mode: 'HTML' }, pacedByCallerSignal(CALL_TIMEOUT_MS));
    } catch (error) {
      log.warn({ err: error, broadcastId, which }, 'broadcast notice not delivered to the admin');
    } finally {
      release();
    }
  }

  async function sendOne(b: ActiveBroadcast, client: Api, recipient: Recipient) {
    // Claimed (committed) before the call, so a crash during it never leads to a second message; claimed before the
    // pace's turn, so the turn measures the call alone (a loaded database does not slow the rate).
    if (!(await claimRecipient(db, b.id, recipient.userId))) return;
    let release: () => void;
    try {
      release = await pace.take(abort.signal);
    } catch (error) {
      // Stopping before the call: the recipient goes back to the queue, untouched.
      await unclaimRecipient(db, b.id, recipient.userId);
      throw error;
    }
    let outcome: Delivery;
    try {
      outcome = await deliver(client, recipient.chatId, b.variants[recipient.language] ?? b.message);
    } finally {
      release();
    }
    if (outcome.kind === 'rateLimited') {
      const resumeAt = Date.now() + outcome.retryAfterSeconds * 1000;
      // Everyone waits: this process's other calls at once, a process taking over through resume_at.
      pace.pauseUntil(resumeAt);
      log.warn({ broadcastId: b.id, retryAfter: outcome.retryAfterSeconds }, 'Telegram asked to slow down: broadcast paused');
      await deferForRateLimit(db, b.id, recipient.userId, new Date(resumeAt));
      return;
    }
    if (outcome.kind === 'retry') pace.pauseUntil(Date.now() + 500);
    await recordOutcome(db, b.id, recipient, outcome);
  }

  async function sendSlice(b: ActiveBroadcast, client: Api, batch: Recipient[]) {
    let next = 0;
    let lost = false;
    // The lease is kept while the slice runs (a long retry_after included); lost, the slice stops taking recipients.
    const renew = setInterval(() => {
      acquireLease(db, BROADCAST_LEASE, holder, leaseMs)
        .then((held) => {
          if (!held) lost = true;
        })
        .catch((err) => log.error({ err }, 'broadcast lease renewal failed'));
    }, leaseMs / 3);
    const worker = async () => {
      while (next < batch.length && !stopping && !lost) {
        const recipient = batch[next++];
        await sendOne(b, client, recipient);
      }
    };
    try {
      // allSettled: a worker stopped by the abort must not leave the others' calls unrecorded behind a stop().
      const results = await Promise.allSettled(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
      const failure = results.find((r) => r.status === 'rejected');
      if (failure && !stopping) throw failure.reason;
    } finally {
      clearInterval(renew);
    }
  }

  async function step(): Promise<'busy' | 'idle'> {
    if (!(await acquireLease(db, BROADCAST_LEASE, holder, leaseMs))) {
      holding = false;
      return 'idle';
    }
    if (!holding) {
      holding = true;
      const settled = await settleInFlight(db);
      if (settled > 0) log.warn({ settled }, 'broadcast messages in flight when their sender stopped: counted as uncertain, not sent again');
    }
    const b = await activeBroadcast(db);
    if (!b) return 'idle';
    if (b.resumeAt) pace.pauseUntil(b.resumeAt.getTime());
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
    const batch = await queuedRecipients(db, b.id, sliceSize);
    if (batch.length === 0) {
      if (await finishIfDone(db, b.id)) {
        log.info({ broadcastId: b.id }, 'broadcast done');
        await notify(b.id, 'done', client);
        return 'busy';
      }
      return 'idle';
    }
    await sendSlice(b, client, batch);
    return 'busy';
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

