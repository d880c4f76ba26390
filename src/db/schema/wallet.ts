// Money: the transactions the back office lists, the append-only ledger, and crypto deposits.
import { bigint, bigserial, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
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
    /** deposit | purchase | admin_credit | admin_debit | refund */
    kind: text('kind').notNull(),
    /** Signed cents: positive credits the user, negative debits. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    /** What caused it: order, deposit, admin (with its id). */
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id'),
    /** The admin who did it, for admin credits, debits and refunds. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's reason for a credit, debit or refund, as written (at most 200 characters from the back office). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // (user, id): a user's ledger in order, for the details page and the ledger check's running balance.
  (t) => [index('ledger_entries_user_id_idx').on(t.userId, t.id)],
);

/** A crypto top-up; credited once per provider payment id, however often the provider calls. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    userId: owningUserId(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    crypto: text('crypto').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** pending | completed | failed */
    status: text('status').notNull().default('pending'),
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposits_provider_payment_uq').on(t.provider, t.providerPaymentId),
    // (status, completed_at): the dashboard reads today's completed deposits live, the rest from money_daily.
    index('deposits_status_completed_idx').on(t.status, t.completedAt),
    index('deposits_user_idx').on(t.userId),
    index('deposits_transaction_idx').on(t.transactionId),
  ],
);

/** Completed deposits (by completion day) and transactions created, per closed UTC day; see salesDaily in orders.ts. */
export const moneyDaily = pgTable('money_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  depositsCount: integer('deposits_count').notNull(),
  depositsCents: bigint('deposits_cents', { mode: 'number' }).notNull(),
  transactionsCount: integer('transactions_count').notNull(),
});
