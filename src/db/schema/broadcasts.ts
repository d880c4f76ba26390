// Broadcasts (issue 12): one row per message sent to an audience of customers, one row per recipient's delivery.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadingRef, requiredBigint } from './columns';
import { cascadingUserId, users } from './users';

/**
 * Filters an owner adds to an audience, all of them together (AND); amounts in cents, dates as ISO instants
 * (decision 0151).
 */
export type BroadcastAudienceFilters = {
  language?: string;
  /** Bought at least once in this country / from this operator (a completed purchase). */
  countryId?: number;
  operatorId?: number;
  minSpentCents?: number;
  lastPurchaseBefore?: string;
  lastPurchaseAfter?: string;
  registeredAfter?: string;
  minBalanceCents?: number;
};

/**
 * Who a broadcast goes to; evaluated when its recipients are listed (inactive days counted from the start: created_at,
 * or scheduled_at for a scheduled one).
 */
export type BroadcastAudienceValue = (
  | { kind: 'all' }
  | { kind: 'language'; language: string }
  | { kind: 'buyers' }
  | { kind: 'depositors' }
  | { kind: 'inactive'; days: number }
) & { filters?: BroadcastAudienceFilters };

/** A button under a broadcast's message: a link, or a deep link to an operator in the bot or the Mini App. */
export type BroadcastButtonValue =
  | { kind: 'url'; text: string; url: string }
  | { kind: 'operator'; text: string; operatorId: number; opens: 'bot' | 'app' };

export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serial('id').primaryKey(),
    /** Telegram HTML, normalised through the shared reader; the fallback of every language without a variant (fr). */
    message: text('message').notNull(),
    /** Per-language variants (language code → Telegram HTML). */
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    audience: jsonb('audience').$type<BroadcastAudienceValue>().notNull(),
    /** Rows of buttons under the message (decision 0151). */
    buttons: jsonb('buttons').$type<BroadcastButtonValue[][]>().notNull().default([]),
    /** Sent with allow_paid_broadcast (up to 1,000 a second, charged in Stars from the bot's balance): decision 0150. */
    paid: boolean('paid').notNull().default(false),
    /** scheduled (until scheduled_at) → preparing (listing recipients) → sending → done; or cancelled. */
    status: text('status').notNull().default('preparing'),
    /** The back-office admin (users.id) or the bot admin's chat who started it. */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    notifyChatId: bigint('notify_chat_id', { mode: 'number' }),
    notifyLanguage: text('notify_language'),
    /** A double submit (two taps, a retried request) with the same key makes one broadcast. */
    requestKey: text('request_key').unique(),
    /** Recipients are listed in batches by users.id: the last id listed, so a restart continues the listing. */
    listedUpToUserId: integer('listed_up_to_user_id').notNull().default(0),
    /** Users created after the broadcast are not in its audience. */
    audienceMaxUserId: integer('audience_max_user_id').notNull().default(0),
    recipientCount: integer('recipient_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    blockedCount: integer('blocked_count').notNull().default(0),
    /** Marked as being sent when a shop process died: not sent again (never twice), counted apart. */
    uncertainCount: integer('uncertain_count').notNull().default(0),
    /** A 429's retry_after: no broadcast message leaves any process before this time. */
    resumeAt: timestamp('resume_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a scheduled broadcast starts (the job runner turns it to preparing then, once); null: at once. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The admin's "in progress" and "done" notices, each marked before it is sent (at most once). */
    startNoticeAt: timestamp('start_notice_at', { withTimezone: true }),
    doneNoticeAt: timestamp('done_notice_at', { withTimezone: true }),
  },
  (t) => [
    index('broadcasts_active_idx').on(t.id).where(sql`status in ('preparing', 'sending')`),
    index('broadcasts_scheduled_idx').on(t.scheduledAt).where(sql`status = 'scheduled'`),
  ],
);

/**
 * A customer who opened one of a broadcast's deep links (the link carries the broadcast): once per customer per
 * broadcast, the first time. Purchases within 7 days after it count as the broadcast's.
 */
export const broadcastOpens = pgTable(
  'broadcast_opens',
  {
    broadcastId: cascadingRef('broadcast_id', () => broadcasts.id),
    userId: cascadingUserId(),
    operatorId: integer('operator_id'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.userId] })],
);

/**
 * One row per (broadcast, customer): the primary key is the "never the same broadcast twice" guarantee.
 * status: queued → sending (committed before the call to Telegram) → sent | failed | blocked; a row left in sending by
 * a dead process becomes uncertain.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    broadcastId: cascadingRef('broadcast_id', () => broadcasts.id),
    userId: cascadingUserId(),
    chatId: requiredBigint('chat_id'),
    language: text('language').notNull(),
    status: text('status').notNull().default('queued'),
    /** Calls that ended in a 5xx or an unreachable Telegram (bounded retries). */
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.userId] }),
    // What the sender reads next: the queued recipients of a broadcast, by user id.
    index('broadcast_recipients_queued_idx')
      .on(t.broadcastId, t.userId)
      .where(sql`status in ('queued', 'sending')`),
  ],
);
