// Asking buyers for a review: a sweep finds the orders whose delay has passed and queues one ask per order, once.
import { sql } from 'drizzle-orm';
import { SETTING_KEYS } from '../../contracts/settings';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';

/** The recurring sweep, and the one-off ask per order it queues (keyed by the order). */
export const REVIEW_SWEEP_QUEUE = 'review-requests';
export const REVIEW_ASK_QUEUE = 'review-ask';
/** A new review posted to the proof channel (queued when the review is first written while the owner turned it on). */
export const REVIEW_PROOF_QUEUE = 'review-proof';

/** SPEC-less default of the issue: one day after the purchase. */
const DEFAULT_REVIEW_DELAY_HOURS = 24;
/**
 * Orders are asked about only while recent: an order whose delay passed more than this long ago (before the shop ran
 * the sweep, or before reviews existed) is not asked about any more, so turning the feature on never floods old buyers.
 */
const CATCH_UP_HOURS = 48;

export type ReviewSettings = { delayHours: number; proofPosts: boolean };

export async function getReviewSettings(db: Executor): Promise<ReviewSettings> {
  const rows = await queryRows<{ key: string; value: string }>(
    db,
    sql`select key, value from settings where key in (${SETTING_KEYS.reviewRequestDelayHours}, ${SETTING_KEYS.reviewProofPostsEnabled})`,
  );
  const value = (key: string) => rows.find((r) => r.key === key)?.value?.trim();
  const hours = Number(value(SETTING_KEYS.reviewRequestDelayHours));
  return {
    delayHours: Number.isSafeInteger(hours) && hours >= 1 ? hours : DEFAULT_REVIEW_DELAY_HOURS,
    proofPosts: value(SETTING_KEYS.reviewProofPostsEnabled) === 'true',
  };
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Queues an ask for every completed order placed at least the delay before `now` (and not long before that), not
 * reviewed, not asked yet: the review_requests row and the job are written by one statement, keyed by the order, so
 * two processes sweeping at once, or a sweep retried, ask once. Returns the orders queued.
 */
export async function queueReviewRequests(db: Executor, now: Date): Promise<number[]> {
  const { delayHours } = await getReviewSettings(db);
  const dueBefore = new Date(now.getTime() - delayHours * 3_600_000);
  const notBefore = new Date(dueBefore.getTime() - CATCH_UP_HOURS * 3_600_000);
  const rows = await queryRows<{ order_id: number }>(
    db,
    sql`with due as (
          select ph.id from purchase_history ph
          where ph.status = 'completed' and ph.purchase_date <= ${at(dueBefore)} and ph.purchase_date > ${at(notBefore)}
            and ph.telegram_id is not null
            and not exists (select 1 from order_reviews r where r.order_id = ph.id)
            and not exists (select 1 from review_requests q where q.order_id = ph.id)
          order by ph.purchase_date limit 500),
        asked as (
          insert into review_requests (order_id, asked_at) select id, ${at(now)} from due
          on conflict (order_id) do nothing returning order_id),
        queued as (
          insert into jobs (queue, key, payload)
          select ${REVIEW_ASK_QUEUE}, 'order:' || a.order_id, jsonb_build_object('orderId', a.order_id) from asked a
          on conflict (queue, key) do nothing returning id)
        select a.order_id from asked a`,
  );
  return rows.map((r) => Number(r.order_id));
}

/** What the ask says of the order, and to whom it goes; null when there is no one to ask (no chat, or already reviewed). */
export type ReviewAsk = {
  orderId: number;
  chatId: number;
  language: string | null;
  quantity: number;
  operatorName: string | null;
  countryFlag: string | null;
};

export async function reviewAskOf(db: Executor, orderId: number): Promise<ReviewAsk | null> {
  const [row] = await queryRows<{ id: number; telegram_id: string | number | null; language: string | null; quantity: number; operator_name: string | null; country_flag: string | null }>(
    db,
    sql`select ph.id, u.telegram_id, u.language, ph.quantity, ph.operator_name, ph.country_flag
        from purchase_history ph join users u on u.id = ph.user_id
        where ph.id = ${orderId} and ph.status = 'completed' and u.is_active
          and not exists (select 1 from order_reviews r where r.order_id = ph.id)`,
  );
  if (!row || row.telegram_id == null) return null;
  return {
    orderId: Number(row.id),
    chatId: Number(row.telegram_id),
    language: row.language,
    quantity: Number(row.quantity),
    operatorName: row.operator_name,
    countryFlag: row.country_flag,
  };
}

/** A visible review as the proof channel shows it (no buyer), or null when it is gone or hidden. */
export type ReviewProof = { rating: number; comment: string | null; operatorName: string | null; countryFlag: string | null };

export async function reviewProofOf(db: Executor, reviewId: number): Promise<ReviewProof | null> {
  const [row] = await queryRows<{ rating: number; comment: string | null; operator_name: string | null; country_flag: string | null }>(
    db,
    sql`select r.rating, r.comment, ph.operator_name, ph.country_flag from order_reviews r join purchase_history ph on ph.id = r.order_id
        where r.id = ${reviewId} and r.hidden_at is null`,
  );
  return row ? { rating: Number(row.rating), comment: row.comment, operatorName: row.operator_name, countryFlag: row.country_flag } : null;
}
