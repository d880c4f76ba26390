// The broadcast sender's steps in the database: list recipients in batches, claim one before its message goes out,
// record its outcome with the broadcast's figures, and after a crash turn what was in flight into "uncertain".
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import type { BroadcastAudience } from './audience';
import { audienceCondition } from './audience';

/** 5xx answers (or an unreachable Telegram) a recipient may get before it is counted as failed. */
const MAX_DELIVERY_ATTEMPTS = 3;

/** How many user ids one listing batch scans: a bounded statement, so PGlite's one connection never stalls long. */
const LISTING_WINDOW = 10_000;

export type ActiveBroadcast = {
  id: number;
  status: 'preparing' | 'sending';
  message: string;
  variants: Record<string, string>;
  audience: BroadcastAudience;
  createdAt: Date;
  listedUpToUserId: number;
  audienceMaxUserId: number;
  resumeAt: Date | null;
};

export type Recipient = { userId: number; chatId: number; language: string; attempts: number };

/** What became of one message. */
export type Outcome =
  | { kind: 'sent' }
  | { kind: 'blocked'; error: string }
  | { kind: 'failed'; error: string }
  | { kind: 'retry'; error: string }
  | { kind: 'uncertain'; error: string };

type ActiveRow = {
  id: number;
  status: 'preparing' | 'sending';
  message: string;
  variants: Record<string, string> | string;
  audience: BroadcastAudience | string;
  created_at: Date | string;
  listed_up_to_user_id: number;
  audience_max_user_id: number;
  resume_at: Date | string | null;
};

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The oldest broadcast still to prepare or send (one at a time, in the order they were asked for). */
export async function activeBroadcast(db: Executor): Promise<ActiveBroadcast | null> {
  const [row] = await queryRows<ActiveRow>(
    db,
    sql`select id, status, message, variants, audience, created_at, listed_up_to_user_id, audience_max_user_id, resume_at
        from broadcasts where status in ('preparing', 'sending') order by id limit 1`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    status: row.status,
    message: row.message,
    variants: json(row.variants),
    audience: json(row.audience),
    createdAt: new Date(row.created_at),
    listedUpToUserId: Number(row.listed_up_to_user_id),
    audienceMaxUserId: Number(row.audience_max_user_id),
    resumeAt: row.resume_at ? new Date(row.resume_at) : null,
  };
}

/**
 * Lists the recipients among the next window of user ids, in one transaction with the cursor: a crash repeats no
 * batch and skips none. The last window turns the broadcast to sending. Returns true once listing is over.
 */
export async function listNextRecipients(db: Db, b: ActiveBroadcast, window = LISTING_WINDOW): Promise<boolean> {
  const from = b.listedUpToUserId;
  const to = Math.min(from + window, b.audienceMaxUserId);
  const last = to >= b.audienceMaxUserId;
  return db.transaction(async (tx) => {
    const moved = await queryRows<{ id: number }>(
      tx,
      sql`update broadcasts set listed_up_to_user_id = ${to}
          where id = ${b.id} and status = 'preparing' and listed_up_to_user_id = ${from} returning id`,
    );
    // Another process listed this window (or the broadcast was cancelled): nothing to do here.
    if (moved.length === 0) return false;
    await tx.execute(sql`
      with listed as (
        insert into broadcast_recipients (broadcast_id, user_id, chat_id, language)
        select ${b.id}, users.id, users.telegram_id, users.language from users
        where users.id > ${from} and users.id <= ${to} and ${audienceCondition(b.audience, b.createdAt)}
        on conflict do nothing
        returning 1)
      update broadcasts set recipient_count = recipient_count + (select count(*) from listed)::int,
        status = case when ${last} then 'sending' else status end,
        started_at = case when ${last} then now() else started_at end
      where id = ${b.id}`);
    return last;
  });
}

/** The next recipients waiting for their message, by user id. */
export async function queuedRecipients(db: Executor, broadcastId: number, limit: number): Promise<Recipient[]> {
  const rows = await queryRows<{ user_id: number; chat_id: string | number; language: string; attempts: number }>(
    db,
    sql`select user_id, chat_id, language, attempts from broadcast_recipients
        where broadcast_id = ${broadcastId} and status = 'queued' order by user_id limit ${limit}`,
  );
  return rows.map((r) => ({ userId: Number(r.user_id), chatId: Number(r.chat_id), language: r.language, attempts: Number(r.attempts) }));
}

/**
 * Marks the recipient as being sent, committed before the call to Telegram: if the process dies during the call,
 * the row says so and no one sends it again. False when it was not queued any more (another sender, a cancel).
 */
export async function claimRecipient(db: Executor, broadcastId: number, userId: number): Promise<boolean> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`update broadcast_recipients set status = 'sending'
        where broadcast_id = ${broadcastId} and user_id = ${userId} and status = 'queued' returning user_id`,
  );
  return rows.length > 0;
}

/** Hands a claimed recipient back to the queue untouched (its sender stopped before calling Telegram). */
export async function unclaimRecipient(db: Executor, broadcastId: number, userId: number): Promise<void> {
  await db.execute(sql`
    update broadcast_recipients set status = 'queued'
    where broadcast_id = ${broadcastId} and user_id = ${userId} and status = 'sending'`);
}

const COUNTER = { sent: 'sent_count', blocked: 'blocked_count', failed: 'failed_count', uncertain: 'uncertain_count' } as const;

/** Records a claimed recipient's outcome and the broadcast's figure, in one statement. */
export async function recordOutcome(db: Executor, broadcastId: number, recipient: Recipient, outcome: Outcome): Promise<void> {
  const error = outcome.kind === 'sent' ? null : outcome.error.slice(0, 500);
  if (outcome.kind === 'retry') {
    // Back in the queue, unless this was its last allowed attempt.
    const attempts = recipient.attempts + 1;
    if (attempts < MAX_DELIVERY_ATTEMPTS) {
      await db.execute(sql`
        update broadcast_recipients set status = 'queued', attempts = ${attempts}, error = ${error}
        where broadcast_id = ${broadcastId} and user_id = ${recipient.userId} and status = 'sending'`);
      return;
    }
    return recordOutcome(db, broadcastId, { ...recipient, attempts }, { kind: 'failed', error: outcome.error });
  }
  const counter = sql.raw(COUNTER[outcome.kind]);
  const attempts = outcome.kind === 'failed' ? Math.max(recipient.attempts, 1) : recipient.attempts;
  await db.execute(sql`
    with done as (
      update broadcast_recipients set status = ${outcome.kind}, error = ${error}, attempts = ${attempts}, done_at = now()
      where broadcast_id = ${broadcastId} and user_id = ${recipient.userId} and status = 'sending'
      returning user_id)
    update broadcasts set ${counter} = ${counter} + (select count(*) from done)::int where id = ${broadcastId}`);
  if (outcome.kind === 'blocked') {
    await db.execute(sql`update users set bot_blocked_at = now() where id = ${recipient.userId} and bot_blocked_at is null`);
  }
}

/**
 * A 429: the recipient goes back to the queue as it was (not an attempt) and the broadcast records until when
 * nothing may be sent, so a process taking over also waits.
 */
export async function deferForRateLimit(db: Executor, broadcastId: number, userId: number, resumeAt: Date): Promise<void> {
  await db.execute(sql`
    with back as (
      update broadcast_recipients set status = 'queued'
      where broadcast_id = ${broadcastId} and user_id = ${userId} and status = 'sending' returning user_id)
    update broadcasts set resume_at = greatest(coalesce(resume_at, now()), ${resumeAt.toISOString()}::timestamptz)
    where id = ${broadcastId}`);
}

/**
 * Run by a sender when it takes the sending over: recipients left "sending" by a process that died (or lost its
 * turn) mid-call may or may not have their message. They are not sent again (never twice) but counted as uncertain.
 */
export async function settleInFlight(db: Executor): Promise<number> {
  const rows = await queryRows<{ n: string | number }>(
    db,
    sql`with settled as (
          update broadcast_recipients set status = 'uncertain', done_at = now(), error = 'in flight when its sender stopped'
          where status = 'sending' and broadcast_id in (select id from broadcasts where status in ('preparing', 'sending'))
          returning broadcast_id),
        counted as (select broadcast_id, count(*)::int as n from settled group by broadcast_id),
        bumped as (
          update broadcasts set uncertain_count = uncertain_count + counted.n from counted where broadcasts.id = counted.broadcast_id
          returning counted.n)
        select coalesce(sum(n), 0) as n from bumped`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Closes the broadcast once no recipient is waiting; true for the one call that closed it. */
export async function finishIfDone(db: Executor, broadcastId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update broadcasts set status = 'done', finished_at = now()
        where id = ${broadcastId} and status = 'sending'
          and not exists (select 1 from broadcast_recipients
                          where broadcast_id = ${broadcastId} and status in ('queued', 'sending'))
        returning id`,
  );
  return rows.length > 0;
}

export type Notice = { chatId: number; language: string | null; recipientCount: number; sentCount: number };

/**
 * Takes the admin's "in progress" or "done" notice of a broadcast: marked before it is sent, so it goes at most once
 * whatever process or restart comes next. Null when there is no admin chat to tell or it was taken already.
 */
export async function takeNotice(db: Executor, broadcastId: number, which: 'start' | 'done'): Promise<Notice | null> {
  const column = sql.raw(which === 'start' ? 'start_notice_at' : 'done_notice_at');
  const [row] = await queryRows<{ notify_chat_id: string | number; notify_language: string | null; recipient_count: number; sent_count: number }>(
    db,
    sql`update broadcasts set ${column} = now()
        where id = ${broadcastId} and notify_chat_id is not null and ${column} is null
        returning notify_chat_id, notify_language, recipient_count, sent_count`,
  );
  return row
    ? { chatId: Number(row.notify_chat_id), language: row.notify_language, recipientCount: Number(row.recipient_count), sentCount: Number(row.sent_count) }
    : null;
}
