// A customer's review of one of their orders: one per order, by its buyer only, a rating 1–5 and an optional comment,
// editable for 7 days after it was first written.
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { enqueue } from '../../db/jobs';
import { DomainError, notFound } from '../errors';
import { recordEvent } from '../webhooks/events';
import { getReviewSettings, REVIEW_PROOF_QUEUE } from './requests';

/** How long a review can be changed after it was first written. */
const REVIEW_EDIT_DAYS = 7;
/** The longest comment kept (a review is a few lines, not a letter; the bot and the Mini App show it shortened). */
export const REVIEW_COMMENT_MAX = 500;
/** How long after its rating a new review waits before the proof channel gets it (time to write the comment). */
const REVIEW_PROOF_DELAY_MS = 10 * 60_000;

export type Review = {
  id: number;
  orderId: number;
  userId: number;
  operatorId: number | null;
  numlistId: number | null;
  rating: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Until when the buyer may still change it. */
  editableUntil: Date;
  hiddenAt: Date | null;
};

type ReviewRaw = {
  id: number;
  order_id: number;
  user_id: number;
  operator_id: number | null;
  numlist_id: number | null;
  rating: number;
  comment: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  hidden_at: string | Date | null;
};

const DAY_MS = 86_400_000;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function toReview(r: ReviewRaw): Review {
  const createdAt = new Date(r.created_at);
  return {
    id: Number(r.id),
    orderId: Number(r.order_id),
    userId: Number(r.user_id),
    operatorId: r.operator_id == null ? null : Number(r.operator_id),
    numlistId: r.numlist_id == null ? null : Number(r.numlist_id),
    rating: Number(r.rating),
    comment: r.comment,
    createdAt,
    updatedAt: new Date(r.updated_at),
    editableUntil: new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS),
    hiddenAt: r.hidden_at == null ? null : new Date(r.hidden_at),
  };
}

const reviewColumns = sql`id, order_id, user_id, operator_id, numlist_id, rating, comment, created_at, updated_at, hidden_at`;

/** The buyer's review of their order, or null (none yet, or not their order). */
async function reviewOfOrder(db: Executor, orderId: number, userId: number): Promise<Review | null> {
  const [row] = await queryRows<ReviewRaw>(db, sql`select ${reviewColumns} from order_reviews where order_id = ${orderId} and user_id = ${userId}`);
  return row ? toReview(row) : null;
}

function checkRating(rating: number): void {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new DomainError('REVIEW_RATING_INVALID', { rating, minimum: 1, maximum: 5 });
}

/** A comment as kept: trimmed, null when empty; refused above REVIEW_COMMENT_MAX characters. */
function checkComment(comment: string | null | undefined): string | null {
  const text = comment?.trim() ?? '';
  if ([...text].length > REVIEW_COMMENT_MAX) throw new DomainError('REVIEW_COMMENT_TOO_LONG', { maximum: REVIEW_COMMENT_MAX });
  return text === '' ? null : text;
}

export type ReviewInput = {
  orderId: number;
  /** The customer writing: the order's buyer, or the review is refused as NOT_FOUND (no order of theirs). */
  userId: number;
  rating?: number;
  /** undefined: the comment is left as it is; null or '': removed. */
  comment?: string | null;
  now?: Date;
};

/**
 * Writes or changes the buyer's review of their order, in one transaction: a first rating creates it (the order must be
 * theirs and completed or refunded), a later call changes it while it is editable. Two taps at once write one review.
 * A comment alone needs the rating given first. The review, its `review.posted` webhook event and its proof post's job
 * commit together or not at all (decision 0147).
 */
export async function saveReview(db: Db, input: ReviewInput): Promise<Review> {
  const now = input.now ?? new Date();
  if (input.rating !== undefined) checkRating(input.rating);
  const comment = input.comment === undefined ? undefined : checkComment(input.comment);
  return db.transaction(async (tx) => {
    const [order] = await queryRows<{ id: number; status: string; operator_id: number | null; numlist_id: number | null }>(
      tx,
      sql`select id, status, operator_id, numlist_id from purchase_history where id = ${input.orderId} and user_id = ${input.userId}`,
    );
    if (!order) throw notFound('order', { id: input.orderId });
    if (order.status !== 'completed' && order.status !== 'refunded') throw new DomainError('ORDER_NOT_COMPLETED', { orderId: input.orderId });
    const editableSince = new Date(now.getTime() - REVIEW_EDIT_DAYS * DAY_MS);
    const setComment = comment === undefined ? sql`` : sql`, comment = ${comment}`;
    const setRating = input.rating === undefined ? sql`` : sql`, rating = ${input.rating}`;
    // Insert when there is none (needs a rating), else update while editable; the unique order_id makes two at once one.
    const rows = await queryRows<ReviewRaw & { inserted: boolean }>(
      tx,
      input.rating === undefined
        ? sql`update order_reviews set updated_at = ${at(now)}${setComment}
              where order_id = ${input.orderId} and user_id = ${input.userId} and created_at > ${at(editableSince)}
              returning ${reviewColumns}, false as inserted`
        : sql`insert into order_reviews (order_id, user_id, operator_id, numlist_id, rating, comment, created_at, updated_at)
              values (${input.orderId}, ${input.userId}, ${order.operator_id}, ${order.numlist_id}, ${input.rating}, ${comment ?? null}, ${at(now)}, ${at(now)})
              on conflict (order_id) do update set updated_at = excluded.updated_at${setRating}${setComment}
                where order_reviews.user_id = ${input.userId} and order_reviews.created_at > ${at(editableSince)}
              returning ${reviewColumns}, (xmax = 0) as inserted`,
    );
    const row = rows[0];
    if (!row) {
      const existing = await reviewOfOrder(tx, input.orderId, input.userId);
      if (!existing) throw new DomainError('REVIEW_RATING_REQUIRED', { orderId: input.orderId });
      throw new DomainError('REVIEW_LOCKED', { orderId: input.orderId, editableUntil: existing.editableUntil });
    }
    const review = toReview(row);
    // The owner's webhooks: each time the buyer writes it (the bot asks the comment after the rating, so the first post
    // rarely has it); `edited` tells a change from the first post. An admin hiding a review sends nothing.
    await recordEvent(tx, 'review.posted', {
      reviewId: review.id,
      orderId: review.orderId,
      customerId: review.userId,
      operatorId: review.operatorId,
      numlistId: review.numlistId,
      rating: review.rating,
      comment: review.comment,
      edited: !row.inserted,
      postedAt: review.createdAt,
      updatedAt: review.updatedAt,
    });
    // A new review goes to the proof channel when the owner turned it on, a while later: with the comment the buyer
    // writes next, and not at all if an admin hid it meanwhile.
    if (row.inserted && (await getReviewSettings(tx)).proofPosts) {
      await enqueue(tx, REVIEW_PROOF_QUEUE, { reviewId: review.id }, { key: `review:${review.id}`, delayMs: REVIEW_PROOF_DELAY_MS });
    }
    return review;
  });
}

/** One of the buyer's orders as the rating screen shows it, with their review of it if any; null when not theirs. */
export type ReviewableOrder = { orderId: number; quantity: number; operatorName: string | null; countryFlag: string | null; review: Review | null };

export async function reviewableOrder(db: Executor, orderId: number, userId: number): Promise<ReviewableOrder | null> {
  const [[order], review] = await Promise.all([
    queryRows<{ id: number; quantity: number; operator_name: string | null; country_flag: string | null }>(
      db,
      sql`select id, quantity, operator_name, country_flag from purchase_history where id = ${orderId} and user_id = ${userId} and status in ('completed', 'refunded')`,
    ),
    reviewOfOrder(db, orderId, userId),
  ]);
  if (!order) return null;
  return { orderId: Number(order.id), quantity: Number(order.quantity), operatorName: order.operator_name, countryFlag: order.country_flag, review };
}
