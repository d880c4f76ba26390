// Verified reviews (issue 28): one per order, written by its buyer, and the asks sent after a purchase.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { purchaseHistory } from './orders';
import { cascadingUserId, users } from './users';

/**
 * One review per order (the unique order_id), by the order's buyer. The operator and list are copied from the order
 * when the review is written, so the catalogue's averages read this table alone (one index range per operator).
 * A hidden review (hidden_at set, by an admin, with a reason) never counts nor shows.
 */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => purchaseHistory.id, { onDelete: 'cascade' }),
    userId: cascadingUserId(),
    operatorId: integer('operator_id'),
    numlistId: integer('numlist_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    check('order_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    // The catalogue's read: an operator's visible reviews, newest first (averages and latest comments).
    index('order_reviews_operator_idx')
      .on(t.operatorId, t.createdAt)
      .where(sql`hidden_at is null`),
    index('order_reviews_created_idx').on(t.createdAt),
  ],
);

/**
 * The orders whose buyer was asked for a review: a row is written once per order (its key), in the statement that
 * queues the ask, so two processes or a retried sweep never ask twice.
 */
export const reviewRequests = pgTable('review_requests', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => purchaseHistory.id, { onDelete: 'cascade' }),
  askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
});
