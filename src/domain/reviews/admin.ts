// The back office's reviews: the list with its filters, and hiding or showing one again (audited, with a reason).
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { containsPattern, queryRows } from '../../db/query';
import { recordAudit } from '../audit/record';
import { DomainError, notFound } from '../errors';

export type AdminReview = {
  id: number;
  orderId: number;
  rating: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  customer: { userId: number; telegramId: number | null; telegramUsername: string | null };
  operatorName: string | null;
  countryFlag: string | null;
  countryName: string | null;
  numlistName: string | null;
  quantity: number;
  hidden: { at: Date; reason: string | null; by: string | null } | null;
};

export type ReviewFilter = {
  rating?: number;
  operatorId?: number;
  /** 'hidden': only hidden ones; 'visible': only shown ones; undefined: both. */
  visibility?: 'hidden' | 'visible';
  /** Matches the comment, the buyer's Telegram id or username, the operator. */
  search?: string;
  page: number;
  pageSize: number;
};

type Raw = {
  id: number;
  order_id: number;
  rating: number;
  comment: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  user_id: number;
  telegram_id: string | number | null;
  telegram_username: string | null;
  operator_name: string | null;
  country_flag: string | null;
  country_name: string | null;
  numlist_name: string | null;
  quantity: number;
  hidden_at: string | Date | null;
  hidden_reason: string | null;
  hidden_by_name: string | null;
  total: string | number;
};

/** Reviews newest first, filtered, one page, with the total matching. */
export async function listReviews(db: Executor, filter: ReviewFilter): Promise<{ reviews: AdminReview[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (filter.rating !== undefined) where.push(sql`r.rating = ${filter.rating}`);
  if (filter.operatorId !== undefined) where.push(sql`r.operator_id = ${filter.operatorId}`);
  if (filter.visibility === 'hidden') where.push(sql`r.hidden_at is not null`);
  if (filter.visibility === 'visible') where.push(sql`r.hidden_at is null`);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = containsPattern(search);
    where.push(sql`(lower(coalesce(r.comment, '')) like ${pattern} or ph.search_text like ${pattern})`);
  }
  const rows = await queryRows<Raw>(
    db,
    sql`select r.id, r.order_id, r.rating, r.comment, r.created_at, r.updated_at, r.user_id, ph.telegram_id, ph.telegram_username,
               ph.operator_name, ph.country_flag, ph.country_name, n.name as numlist_name, ph.quantity,
               r.hidden_at, r.hidden_reason, a.username as hidden_by_name, count(*) over () as total
        from order_reviews r
        join purchase_history ph on ph.id = r.order_id
        left join numlists n on n.id = r.numlist_id
        left join users a on a.id = r.hidden_by
        where ${sql.join(where, sql` and `)}
        order by r.created_at desc, r.id desc
        limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
  );
  return {
    total: rows[0] ? Number(rows[0].total) : 0,
    reviews: rows.map((r) => ({
      id: Number(r.id),
      orderId: Number(r.order_id),
      rating: Number(r.rating),
      comment: r.comment,
      createdAt: new Date(r.created_at),
      updatedAt: new Date(r.updated_at),
      customer: { userId: Number(r.user_id), telegramId: r.telegram_id == null ? null : Number(r.telegram_id), telegramUsername: r.telegram_username },
      operatorName: r.operator_name,
      countryFlag: r.country_flag,
      countryName: r.country_name,
      numlistName: r.numlist_name,
      quantity: Number(r.quantity),
      hidden: r.hidden_at == null ? null : { at: new Date(r.hidden_at), reason: r.hidden_reason, by: r.hidden_by_name },
    })),
  };
}

/**
 * Hides a review (with the admin's reason) or shows it again, audited ('review.hide' / 'review.show'). Already in that
 * state: REVIEW_ALREADY_HIDDEN / REVIEW_NOT_HIDDEN, so two admins at once change it (and audit it) once.
 */
export async function setReviewHidden(db: Db, reviewId: number, change: { hidden: boolean; reason?: string; actorUserId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await queryRows<{ id: number; order_id: number; rating: number }>(
      tx,
      change.hidden
        ? sql`update order_reviews set hidden_at = now(), hidden_by = ${change.actorUserId}, hidden_reason = ${change.reason ?? null}
              where id = ${reviewId} and hidden_at is null returning id, order_id, rating`
        : sql`update order_reviews set hidden_at = null, hidden_by = null, hidden_reason = null
              where id = ${reviewId} and hidden_at is not null returning id, order_id, rating`,
    );
    if (!changed[0]) {
      const [exists] = await queryRows<{ id: number }>(tx, sql`select id from order_reviews where id = ${reviewId}`);
      if (!exists) throw notFound('review', { id: reviewId });
      throw new DomainError(change.hidden ? 'REVIEW_ALREADY_HIDDEN' : 'REVIEW_NOT_HIDDEN', { id: reviewId });
    }
    await recordAudit(tx, {
      actorUserId: change.actorUserId,
      action: change.hidden ? 'review.hide' : 'review.show',
      entityType: 'review',
      entityId: reviewId,
      details: { orderId: Number(changed[0].order_id), rating: Number(changed[0].rating), reason: change.reason ?? null },
    });
  });
}
