// Broadcasts as the back office and the bot's admins see them: create (checked text, audience, per-language
// variants, buttons, a start time), list the history, read one with its progress, cancel; start the scheduled ones.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { BOT_LANGUAGES } from '../../contracts/telegram';
import type { Executor } from '../../db/client';
import { broadcasts, users } from '../../db/schema';
import { queryRows } from '../../db/query';
import { DomainError, notFound } from '../errors';
import { type BroadcastAudience, checkedAudience, countAudience } from './audience';
import { type BroadcastButton, checkedButtons } from './buttons';
import { checkedBroadcastHtml } from './message';
import { checkStarsFor, type PaidBroadcastTerms } from './paid';

type BroadcastStatus = 'scheduled' | 'preparing' | 'sending' | 'done' | 'cancelled';

export type Broadcast = {
  id: number;
  message: string;
  variants: Record<string, string>;
  audience: BroadcastAudience;
  buttons: BroadcastButton[][];
  /** Sent with allow_paid_broadcast: faster, charged in Stars (decision 0150). */
  paid: boolean;
  status: BroadcastStatus;
  createdByUserId: number | null;
  createdByName: string | null;
  notifyChatId: number | null;
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  blockedCount: number;
  uncertainCount: number;
  resumeAt: Date | null;
  createdAt: Date;
  scheduledAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
};

export type NewBroadcast = {
  message: string;
  variants?: Record<string, string>;
  audience: BroadcastAudience;
  buttons?: BroadcastButton[][];
  /** When it starts; left out, at once. A time already past is refused. */
  scheduledAt?: Date | null;
  /** A paid broadcast: refused unless the bot's Star balance covers its cost (the caller passes the terms). */
  paid?: boolean;
  /** The back-office admin who sends it. */
  createdByUserId?: number | null;
  /** The bot admin's chat who sends it: told "in progress" and "done" there, in that language. */
  notifyChatId?: number | null;
  notifyLanguage?: string | null;
  /** Same key, same broadcast: a double submit sends once. */
  requestKey?: string | null;
};

const columns = {
  id: broadcasts.id,
  message: broadcasts.message,
  variants: broadcasts.variants,
  audience: broadcasts.audience,
  buttons: broadcasts.buttons,
  paid: broadcasts.paid,
  status: broadcasts.status,
  createdByUserId: broadcasts.createdByUserId,
  createdByName: users.username,
  notifyChatId: broadcasts.notifyChatId,
  recipientCount: broadcasts.recipientCount,
  sentCount: broadcasts.sentCount,
  failedCount: broadcasts.failedCount,
  blockedCount: broadcasts.blockedCount,
  uncertainCount: broadcasts.uncertainCount,
  resumeAt: broadcasts.resumeAt,
  createdAt: broadcasts.createdAt,
  scheduledAt: broadcasts.scheduledAt,
  startedAt: broadcasts.startedAt,
  finishedAt: broadcasts.finishedAt,
};

const toBroadcast = (row: Omit<Broadcast, 'status'> & { status: string }): Broadcast => ({ ...row, status: row.status as BroadcastStatus });

/** Variants for other languages than fr, each checked; an empty one is dropped (that language gets the fr text). */
function checkedVariants(variants: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [language, text] of Object.entries(variants)) {
    if (language === 'fr' || !text.trim()) continue;
    if (!BOT_LANGUAGES.includes(language as (typeof BOT_LANGUAGES)[number])) throw new DomainError('VALIDATION_FAILED', { field: 'variants', language });
    out[language] = checkedBroadcastHtml(text, language);
  }
  return out;
}

/**
 * Queues a broadcast: its recipients are listed and messaged by the broadcast sender (src/jobs/broadcast-sender.ts).
 * Refused when the text is empty or too long, a button is wrong, the start time is past, the audience holds nobody
 * now, or, paid, when the bot's Star balance does not cover its cost as counted now (BROADCAST_STARS_SHORT). A
 * scheduled broadcast waits as `scheduled` until startDueBroadcasts turns it to preparing.
 */
export async function createBroadcast(db: Executor, input: NewBroadcast, paidTerms?: PaidBroadcastTerms): Promise<Broadcast> {
  const message = checkedBroadcastHtml(input.message);
  const variants = checkedVariants(input.variants);
  const audience = checkedAudience(input.audience);
  const buttons = await checkedButtons(db, input.buttons);
  const scheduledAt = input.scheduledAt ?? null;
  if (scheduledAt && scheduledAt.getTime() <= Date.now()) throw new DomainError('BROADCAST_SCHEDULE_PAST', { scheduledAt: scheduledAt.toISOString() });
  const count = await countAudience(db, audience);
  if (count === 0) throw new DomainError('BROADCAST_NO_RECIPIENTS', { audience: audience.kind });
  const paid = input.paid === true;
  if (paid) {
    if (!paidTerms) throw new Error('a paid broadcast needs the terms to check the Star balance');
    await checkStarsFor(count, paidTerms);
  }
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into broadcasts (message, variants, audience, buttons, paid, status, scheduled_at, created_by_user_id, notify_chat_id,
                                notify_language, request_key, recipient_count, audience_max_user_id)
        values (${message}, ${JSON.stringify(variants)}::jsonb, ${JSON.stringify(audience)}::jsonb, ${JSON.stringify(buttons)}::jsonb, ${paid},
                ${scheduledAt ? 'scheduled' : 'preparing'}, ${scheduledAt?.toISOString() ?? null}::timestamptz,
                ${input.createdByUserId ?? null}, ${input.notifyChatId ?? null}, ${input.notifyLanguage ?? null}, ${input.requestKey ?? null}, 0,
                (select coalesce(max(id), 0) from users))
        on conflict (request_key) do update set request_key = excluded.request_key
        returning id`,
  );
  return getBroadcast(db, Number(row.id));
}

/** Broadcasts with the user name of the back-office user who wrote each (null when none is on record). */
const withAuthor = (db: Executor) => db.select(columns).from(broadcasts).leftJoin(users, eq(users.id, broadcasts.createdByUserId));

export async function getBroadcast(db: Executor, id: number): Promise<Broadcast> {
  const [row] = await withAuthor(db).where(eq(broadcasts.id, id));
  if (!row) throw notFound('broadcast', { id });
  return toBroadcast(row);
}

/** The latest broadcasts, newest first (the history with its figures). */
export async function listBroadcasts(db: Executor, limit = 50): Promise<Broadcast[]> {
  const rows = await withAuthor(db).orderBy(desc(broadcasts.id)).limit(limit);
  return rows.map(toBroadcast);
}

/** The broadcasts waiting for their time (not started, not cancelled), the soonest first. */
export async function listScheduledBroadcasts(db: Executor): Promise<Broadcast[]> {
  const rows = await withAuthor(db).where(eq(broadcasts.status, 'scheduled')).orderBy(asc(broadcasts.scheduledAt), asc(broadcasts.id));
  return rows.map(toBroadcast);
}

/**
 * Stops a broadcast still scheduled, being prepared or sent: the recipients not reached yet stay unsent. With
 * `scheduledOnly` (a cancel confirmed for a broadcast shown as scheduled), one that has started meanwhile is left
 * running and refused like a finished one. One conditional update: of two cancels at once, one cancels.
 */
export async function cancelBroadcast(db: Executor, id: number, options: { scheduledOnly?: boolean } = {}): Promise<Broadcast> {
  const cancellable = options.scheduledOnly ? sql`('scheduled')` : sql`('scheduled', 'preparing', 'sending')`;
  const rows = await db
    .update(broadcasts)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(sql`${broadcasts.id} = ${id} and ${broadcasts.status} in ${cancellable}`)
    .returning({ id: broadcasts.id });
  if (rows.length === 0) {
    await getBroadcast(db, id);
    throw new DomainError('BROADCAST_FINISHED', { id });
  }
  return getBroadcast(db, id);
}

/**
 * Turns every scheduled broadcast whose time has come to preparing, in one statement: whatever number of processes
 * run it at once, each broadcast starts once, and a cancelled one (no longer scheduled) never. Its audience is taken
 * as of then: customers who arrived since it was scheduled are in it. Returns how many started.
 */
export async function startDueBroadcasts(db: Executor, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update broadcasts set status = 'preparing', audience_max_user_id = (select coalesce(max(id), 0) from users)
        where status = 'scheduled' and scheduled_at <= ${now.toISOString()}::timestamptz
        returning id`,
  );
  return rows.length;
}

export type BroadcastProgress = {
  /** Recipients with an outcome (sent, failed, blocked, uncertain). */
  done: number;
  /** Messages a second since sending began (pauses included). */
  ratePerSecond: number;
  /** At that rate; null before the first message or once finished. */
  secondsLeft: number | null;
};

export function broadcastProgress(b: Broadcast, now = new Date()): BroadcastProgress {
  const done = b.sentCount + b.failedCount + b.blockedCount + b.uncertainCount;
  const elapsed = b.startedAt ? ((b.finishedAt ?? now).getTime() - b.startedAt.getTime()) / 1000 : 0;
  const ratePerSecond = elapsed > 0 ? done / elapsed : 0;
  const left = b.recipientCount - done;
  const secondsLeft = b.status === 'sending' && ratePerSecond > 0 ? Math.ceil(left / ratePerSecond) : null;
  return { done, ratePerSecond, secondsLeft };
}
