// Pending checkouts (decision 0136): an order the customer confirmed without the balance for it, waiting for the
// deposit of the missing amount; placed by itself through purchase() once that deposit is credited.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredBigint } from './columns';
import { purchaseHistory } from './orders';
import { owningUserId } from './users';
import { deposits } from './wallet';

export const pendingCheckouts = pgTable(
  'pending_checkouts',
  {
    id: serial('id').primaryKey(),
    userId: owningUserId(),
    /** The deposit of the missing amount; null only while it is being made (the checkout row is claimed first). */
    depositId: integer('deposit_id').references(() => deposits.id, { onDelete: 'restrict' }),
    /** stars | crypto: one checkout per order confirmation and method, so a double tap makes one payment. */
    method: text('method').notNull(),
    /** bot | shop: where the order was confirmed (its audit action; the file goes to the bot chat either way). */
    channel: text('channel').notNull(),
    /** The offer, as purchase() takes it: an operator of a country, of one category when byCategory (null: none). */
    countryId: integer('country_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    byCategory: boolean('by_category').notNull().default(false),
    categoryId: integer('category_id'),
    quantity: integer('quantity').notNull(),
    promoCode: text('promo_code'),
    /** What the customer saw on the confirmation: the order is placed at exactly this cost, or not at all. */
    unitPriceMicros: integer('unit_price_micros').notNull(),
    costCents: requiredBigint('cost_cents'),
    /** What the balance lacked when the payment was asked for (the deposit may be more: the method's minimum). */
    missingCents: requiredBigint('missing_cents'),
    /** The purchase's idempotency key: the checkout's order is placed with it, so at most one order per confirmation. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** pending → placing → placed | not_placed; pending → cancelled | expired. */
    status: text('status').notNull().default('pending'),
    /** Why it was not placed: the purchase's refusal code (OUT_OF_STOCK, PRICE_CHANGED, …), or null. */
    reason: text('reason'),
    orderId: integer('order_id').references(() => purchaseHistory.id, { onDelete: 'set null' }),
    /** With its payment: the crypto invoice's expiry, or 15 minutes for Stars. A later credit stays on the balance. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pending_checkouts_deposit_uq').on(t.depositId),
    uniqueIndex('pending_checkouts_confirmation_uq').on(t.userId, t.idempotencyKey, t.method),
    index('pending_checkouts_user_status_idx').on(t.userId, t.status),
  ],
);
