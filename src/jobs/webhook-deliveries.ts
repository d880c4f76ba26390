// Sends outgoing webhooks: one job per endpoint delivers its pending events in order; a sweep wakes endpoints whose
// next delivery is due (a retry's time has come, or a wake-up was lost), and tells main admins of a disabled endpoint.
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { botAdminRecipients } from '../domain/users/bot-admins';
import { endpointForSending } from '../domain/webhooks/endpoints';
import { type AttemptOutcome, endpointsDue, type PendingDelivery, pendingDeliveries, pruneDeliveredEvents, recordAttempt, recordDelivered, wakeEndpoint } from '../domain/webhooks/deliveries';
import { WEBHOOK_DELIVERY_QUEUE } from '../domain/webhooks/events';
import { escapeHtml, readerLanguage } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import { sendChatNotice } from './chat-notice';
import type { NoBotNotices } from './no-bot-notices';
import type { JobDefinition } from './runner';
import { postWebhook, signatureHeader } from './webhook-http';

const WEBHOOK_SWEEP_QUEUE = 'webhook-sweep';

export type WebhookSenderOptions = {
  /** Loopback, private and link-local addresses are refused unless this is set (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES). */
  allowPrivate: boolean;
  timeoutMs?: number;
  /** The clock retries are planned with; tests move it instead of waiting. */
  now?: () => Date;
  sweepEveryMs?: number;
};

const BATCH = 50;
/** The answer kept for the back office: its first bytes. */
const ANSWER_BYTES = 1024;

/** After the nth failed attempt: 30 s, 1 min, 2 min … doubling up to 6 h, which spreads about 16 attempts over three days. */
const backOffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);

/** Retry-After in seconds or as an HTTP date; at most a day, at least a second. */
function retryAfterMs(value: string | string[] | undefined, now: Date): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  const seconds = /^\s*\d+\s*$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now.getTime();
  if (!Number.isFinite(seconds)) return null;
  return Math.min(Math.max(seconds, 1000), 24 * 3600_000);
}

/** What an owner receives: the event envelope, serialised once per attempt (the body signed is the body sent). */
const envelope = (d: Pick<PendingDelivery, 'eventId' | 'type' | 'createdAt' | 'payload'>) =>
  JSON.stringify({ id: d.eventId, type: d.type, createdAt: d.createdAt.toISOString(), data: d.payload });

export function webhookDeliveries(db: Db, messenger: Messenger, logger: Logger, noBot: NoBotNotices, options: WebhookSenderOptions): JobDefinition[] {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 5_000;

  async function attempt(endpoint: { url: string; secret: string }, d: PendingDelivery): Promise<AttemptOutcome> {
    const body = envelope(d);
    const at = now();
    const result = await postWebhook(
      endpoint.url,
      body,
      {
        'x-autoshop-signature': signatureHeader(endpoint.secret, body, Math.floor(at.getTime() / 1000)),
        'x-autoshop-event': d.type,
        'x-autoshop-event-id': d.eventId,
      },
      { allowPrivate: options.allowPrivate, timeoutMs, maxAnswerBytes: ANSWER_BYTES },
    );
    const ok = result.error == null && result.statusCode != null && result.statusCode >= 200 && result.statusCode < 300;
    const honoured = result.statusCode === 429 || result.statusCode === 503 ? retryAfterMs(result.headers['retry-after'], at) : null;
    return {
      at,
      ok,
      statusCode: result.statusCode,
      latencyMs: result.latencyMs,
      requestBody: body,
      response: result.answer || null,
      error: result.error,
      retryAt: ok ? undefined : new Date(at.getTime() + (honoured ?? backOffMs(d.attempts + 1))),
    };
  }

  async function tellAdmins(url: string) {
    const api = await messenger.client();
    if (!api) return noBot('webhook endpoint disabled', { url });
    for (const admin of await botAdminRecipients(db, 'main')) {
      const text = messenger.texts.t(readerLanguage(admin.language), 'admin-webhook-disabled', { url: escapeHtml(url) });
      await sendChatNotice(api, admin.chatId, text, logger, 'webhook disabled notice', { url });
    }
  }

  const sender: JobDefinition = {
    queue: WEBHOOK_DELIVERY_QUEUE,
    handler: async (job, signal) => {
      const endpointId = Number(job.payload.endpointId);
      while (!signal.aborted) {
        const endpoint = await endpointForSending(db, endpointId);
        if (!endpoint?.enabled) return;
        const batch = await pendingDeliveries(db, endpointId, BATCH);
        if (batch.length === 0) return;
        const delivered: Array<{ deliveryId: number } & AttemptOutcome> = [];
        try {
          for (const d of batch) {
            // In order: a delivery waiting for its retry holds back the ones after it; the sweep wakes the job again.
            // A delivery never tried is due at once, whatever this process's clock says against the database's.
            if (signal.aborted || (d.attempts > 0 && d.nextAttemptAt > now())) return;
            const outcome = await attempt(endpoint, d);
            if (outcome.ok) {
              delivered.push({ deliveryId: d.id, ...outcome });
              continue;
            }
            // The successes before it first: they happened first, and a success clears the failing mark.
            await recordDelivered(db, endpointId, delivered.splice(0));
            const { disabled } = await recordAttempt(db, endpointId, d.id, outcome);
            if (disabled) {
              logger.warn({ endpointId, url: endpoint.url }, 'webhook endpoint disabled after three days of failures');
              await tellAdmins(endpoint.url);
            }
            logger.info({ endpointId, delivery: d.id, status: outcome.statusCode, error: outcome.error }, 'webhook delivery failed, retried later');
            return;
          }
        } finally {
          await recordDelivered(db, endpointId, delivered);
        }
      }
    },
  };

  const sweep: JobDefinition = {
    queue: WEBHOOK_SWEEP_QUEUE,
    everyMs: options.sweepEveryMs ?? 5_000,
    handler: async () => {
      for (const endpointId of await endpointsDue(db, now())) await wakeEndpoint(db, endpointId);
      await pruneDeliveredEvents(db);
    },
  };

  return [sender, sweep];
}
