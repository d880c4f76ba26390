// Refunds of orders (decision 0140): one row per refund, and the numbers each one gave back. Beside orders and support
// tickets rather than inside either, so the two schema modules need not load each other.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadingRef, requiredBigint } from './columns';
import { purchaseHistory } from './orders';
import { supportTickets } from './support';

/**
 * One refund of an order (the whole order, or some of its numbers): what it gave back, why, from which ticket. The
 * numlist is the order's (copied, for the refunds-by-list report). A ticket deleted (with its customer) leaves the
 * refund, a money record, without its link: ON DELETE SET NULL (decision 0146).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    purchaseId: cascadingRef('purchase_id', () => purchaseHistory.id),
    userId: integer('user_id').notNull(),
    numlistId: integer('numlist_id'),
    ticketId: integer('ticket_id').references(() => supportTickets.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    amountCents: requiredBigint('amount_cents'),
    /** dead | duplicate | wrong_target (wrong country or operator) | other */
    reason: text('reason').notNull(),
    note: text('note'),
    /** Numbers this refund added to the suppression list (already listed ones not counted). */
    suppressed: integer('suppressed').notNull().default(0),
    balanceAfterCents: requiredBigint('balance_after_cents'),
    transactionId: integer('transaction_id'),
    actorUserId: integer('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_purchase_idx').on(t.purchaseId), index('order_refunds_created_idx').on(t.createdAt), index('order_refunds_ticket_idx').on(t.ticketId)],
);

/** The numbers of an order that were refunded, each once ever (the key): the delivery row's id within its order. */
export const orderRefundNumbers = pgTable(
  'order_refund_numbers',
  {
    purchaseId: integer('purchase_id').notNull(),
    orderNumberId: requiredBigint('order_number_id'),
    refundId: cascadingRef('refund_id', () => orderRefunds.id),
  },
  (t) => [primaryKey({ name: 'order_refund_numbers_pk', columns: [t.purchaseId, t.orderNumberId] }), index('order_refund_numbers_refund_idx').on(t.refundId)],
);
