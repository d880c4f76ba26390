// Money: the transactions the back office lists, the append-only ledger, and crypto deposits.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredBigint } from './columns';
import { apiKeys } from './api-keys';
import { products } from './catalogue';
import { owningUserId, users } from './users';

/** What the back office lists as transactions (SPEC §3): purchases and deposits, with a status. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    userId: owningUserId(),
    /** purchase | deposit | admin_credit | admin_debit | refund */
    type: text('type').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    amountCents: requiredBigint('amount_cents'),
    /** pending | completed | failed | refunded */
    status: text('status').notNull().default('pending'),
    /**
     * The facts the row is described from (quantity, operator and country names, crypto, order refunded, reason): the
     * description is rendered when shown, in the reader's language, never stored (docs/decisions/transaction-descriptions.md).
     */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('transactions_user_idx').on(t.userId),
    index('transactions_created_idx').on(t.createdAt),
    // The deposits page and the transactions filters: one index range, newest first.
    index('transactions_type_status_created_idx').on(t.type, t.status, t.createdAt),
  ],
);

/** Every balance change, written in the same transaction as the balance update. Never updated or deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owningUserId(),
    /** deposit | purchase | admin_credit | admin_debit | refund | gift_card | referral | deposit_refund */
    kind: text('kind').notNull(),
    /** Signed cents: positive credits the user, negative debits. */
    amountCents: requiredBigint('amount_cents'),
    balanceAfterCents: requiredBigint('balance_after_cents'),
    /** What caused it: order, deposit, admin, gift_card, referral (the referred customer's id) (with its id). */
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id'),
    /** The admin who did it, for admin credits, debits and refunds. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The API key it was done with, if any (then actor_user_id is the admin who created the key). */
    actorApiKeyId: integer('actor_api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** The admin's reason for a credit, debit or refund, as written (at most 200 characters from the back office). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // (user, id): a user's ledger in order, for the details page and the ledger check's running balance.
  (t) => [
    index('ledger_entries_user_id_idx').on(t.userId, t.id),
    // A referral reward is paid once per referred customer (its reference): the database refuses a second one.
    uniqueIndex('ledger_entries_referral_uq').on(t.referenceId).where(sql`${t.kind} = 'referral'`),
  ],
);

/**
 * A crypto top-up; credited once per provider payment id, however often the provider calls. Made before the provider's
 * payment (its id goes into the invoice's metadata), so provider_payment_id is null until the provider answers.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    userId: owningUserId(),
    /** btcpay | nowpayments | manual | stars */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    crypto: text('crypto').notNull(),
    /** What the customer asked for until the deposit is credited; then what was credited (the provider's figure). */
    amountCents: requiredBigint('amount_cents'),
    /** What the customer asked for, kept when a partial or over payment credits another amount. */
    requestedCents: requiredBigint('requested_cents'),
    /** pending | detected | completed | failed */
    status: text('status').notNull().default('pending'),
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    detectedAt: timestamp('detected_at', { withTimezone: true }),
    /** Where and how much to pay, as the provider gave it (crypto amounts stay decimal text, never floats). */
    payAddress: text('pay_address'),
    payAmount: text('pay_amount'),
    /** The memo / destination tag some coins need (XRP, XLM, …): without it the payment is lost. */
    payExtraId: text('pay_extra_id'),
    paymentUri: text('payment_uri'),
    checkoutUrl: text('checkout_url'),
    /** The provider's own status word, as last fetched (Settled, partially_paid, …). */
    providerStatus: text('provider_status'),
    /** What the provider says was actually paid: in crypto, and its share of the euro amount. */
    paidAmount: text('paid_amount'),
    paidCents: bigint('paid_cents', { mode: 'number' }),
    /** Why the deposit waits for an admin instead of being credited by itself: partial | repeat | over | null. */
    reviewReason: text('review_reason'),
    /** A second payment to the same address (NOWPayments' parent_payment_id): the deposit it repeats. */
    parentDepositId: integer('parent_deposit_id'),
    /** A Telegram Stars payment's charge id (successful_payment): one charge credits one deposit, once (decision 0135). */
    telegramPaymentChargeId: text('telegram_payment_charge_id'),
    /**
     * A Stars deposit given back (decision 0137): 'refunding' once the balance is debited and before Telegram has said
     * yes; 'refunded' after. Null otherwise. The deposit stays 'completed': its money did arrive and was credited.
     */
    refundStatus: text('refund_status'),
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposits_provider_payment_uq').on(t.provider, t.providerPaymentId),
    uniqueIndex('deposits_telegram_charge_uq').on(t.telegramPaymentChargeId),
    // (status, completed_at): the dashboard reads today's completed deposits live, the rest from money_daily.
    index('deposits_status_completed_idx').on(t.status, t.completedAt),
    // The Dépôts tabs and the reconciliation job: one status, newest first.
    index('deposits_status_created_idx').on(t.status, t.createdAt),
    index('deposits_user_idx').on(t.userId),
    index('deposits_transaction_idx').on(t.transactionId),
    // The Stars reconciliation's pass over refunds left half-way (a crash between the debit and Telegram's answer).
    index('deposits_refunding_idx').on(t.refundStartedAt).where(sql`${t.refundStatus} = 'refunding'`),
  ],
);

/**
 * Every provider webhook delivery, kept with its raw body: the log an admin reads, and the key that makes a repeated
 * delivery cost one indexed insert. The credit's own exactly-once guard is the deposit's row lock, not this table.
 */
export const paymentDeliveries = pgTable(
  'payment_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's delivery id (BTCPay) or a hash of the body (NOWPayments sends the same body again). */
    deliveryKey: text('delivery_key').notNull(),
    providerPaymentId: text('provider_payment_id'),
    event: text('event').notNull(),
    rawBody: text('raw_body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once handled; a delivery recorded but not handled (a crash, a provider outage) is handled again. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** credited | detected | failed | review | ignored | unknown_payment … */
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('payment_deliveries_key_uq').on(t.provider, t.deliveryKey), index('payment_deliveries_payment_idx').on(t.provider, t.providerPaymentId)],
);

/** A payment provider's settings saved from the back office (URL, store, keys); each overrides its environment variable. */
export const paymentProviderSettings = pgTable('payment_provider_settings', {
  provider: text('provider').primaryKey(),
  settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Completed deposits (by completion day) and transactions created, per closed UTC day; see salesDaily in orders.ts. */
export const moneyDaily = pgTable('money_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  depositsCount: integer('deposits_count').notNull(),
  depositsCents: requiredBigint('deposits_cents'),
  transactionsCount: integer('transactions_count').notNull(),
});
