// Sales: one purchase_history row per order, the numbers it delivered (kept for re-download), and daily sales rollups.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dailyRollup, requiredBigint } from './columns';
import { categories, countries, operators } from './catalogue';
import { numlists } from './stock';
import { owningUserId } from './users';
import { transactions } from './wallet';

export const purchaseHistory = pgTable(
  'purchase_history',
  {
    id: serial('id').primaryKey(),
    userId: owningUserId(),
    telegramId: bigint('telegram_id', { mode: 'number' }),
    telegramUsername: text('telegram_username'),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** What the buyer paid, in cents. */
    priceCents: requiredBigint('price_cents'),
    unitPriceMicros: integer('unit_price_micros').notNull(),
    /** Names copied at sale time, so history survives a renamed or deleted catalogue entry. */
    operatorName: text('operator_name'),
    countryName: text('country_name'),
    countryFlag: text('country_flag'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    categoryName: text('category_name'),
    numlistId: integer('numlist_id').references(() => numlists.id, { onDelete: 'set null' }),
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    /**
     * The promotion applied (at most one), its name at sale time, the code typed, and what it took off the list price.
     * No foreign key: promotions are never deleted (they end), and its check would cost every discounted order a lookup
     * of the promotion's row (and a KEY SHARE lock on it) inside the purchase's statement.
     */
    promotionId: integer('promotion_id'),
    promotionName: text('promotion_name'),
    promoCode: text('promo_code'),
    discountCents: requiredBigint('discount_cents').default(0),
    /**
     * Whether the order took one of its promotion's limited uses (promotions.uses_count): a refund gives back exactly
     * that, even when the limit was set after some orders were placed.
     */
    promotionUseTaken: boolean('promotion_use_taken').notNull().default(false),
    /** A double tap on "confirm" sends the same key twice and buys once. */
    idempotencyKey: text('idempotency_key'),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * completed | failed | refunded. An order stays 'completed' while only part of it is refunded (refundedQuantity > 0:
     * "partially refunded" on screen) and becomes 'refunded' when its last number is (decision 0140).
     */
    status: text('status').notNull().default('completed'),
    /** Numbers refunded so far and what they gave back (order_refunds sums); equal to quantity and price once refunded. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    refundedCents: requiredBigint('refunded_cents').default(0),
    /** What the history's text search matches (Telegram id and username, operator, country), lowercased. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(telegram_id::text, '') || ' ' || coalesce(telegram_username, '') || ' ' || coalesce(operator_name, '') || ' ' || coalesce(country_name, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('purchase_history_idempotency_uq').on(t.userId, t.idempotencyKey),
    // Also, written by hand in migration 0010 (Drizzle cannot declare INCLUDE): purchase_history_{date,price,quantity}
    // _id_idx on (sort column, id) INCLUDE (country_id, operator_id, status). Each sort of the history page reads one
    // index range, ties included, and the page's filters are checked in the index itself (a deep page skips its
    // OFFSET rows without reading the table).
    index('purchase_history_status_date_idx').on(t.status, t.purchaseDate),
    index('purchase_history_operator_date_idx').on(t.operatorId, t.purchaseDate),
    index('purchase_history_country_date_idx').on(t.countryId, t.purchaseDate),
    index('purchase_history_user_idx').on(t.userId),
    // Each list's numbers sold and refunded (the numlists page's refund rates).
    index('purchase_history_numlist_idx').on(t.numlistId),
    // Per-customer uses of a promotion, counted under the buyer's row lock.
    index('purchase_history_promotion_user_idx').on(t.promotionId, t.userId),
  ],
);

/**
 * The numbers an order delivered, one row each, written in the purchase's own statement. No foreign key on
 * purchase_id: it would run one lookup per number (1,000 per order, half the insert's time on PGlite), for rows
 * written together with their order and never deleted; `checkLedger` proves every order has its `quantity` rows.
 */
export const orderNumbers = pgTable(
  'order_numbers',
  {
    /** Delivery order within the purchase (a sequence, so only its order matters). */
    id: bigserial('id', { mode: 'number' }).notNull(),
    purchaseId: integer('purchase_id').notNull(),
    number: text('number').notNull(),
  },
  // (purchase_id, id) is both the key and the re-download's index: one index less to fill per delivered number.
  (t) => [primaryKey({ name: 'order_numbers_pk', columns: [t.purchaseId, t.id] }), index('order_numbers_number_idx').on(t.number)],
);

/**
 * Sales per UTC day and status, by country, operator and category (0 = none): the dashboard and the history's summary
 * cards read these instead of scanning every order. Only closed days are rolled up (see rollupState); the current
 * day is read live. A refund of a rolled-up order moves its figures from 'completed' to 'refunded' in the same
 * transaction.
 */
export const salesDaily = dailyRollup(
  'sales_daily',
  {
    status: text('status').notNull(),
    countryId: integer('country_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    categoryId: integer('category_id').notNull(),
  },
  {
    orders: integer('orders').notNull(),
    numbers: requiredBigint('numbers'),
    amountCents: requiredBigint('amount_cents'),
  },
);

/**
 * Orders with a promotion per UTC day, status and promotion (closed days, as sales_daily): what each promotion gave
 * away and brought in, for the reports. A refund moves a rolled-up order's figures like sales_daily's.
 */
export const promotionSalesDaily = dailyRollup(
  'promotion_sales_daily',
  { status: text('status').notNull(), promotionId: integer('promotion_id').notNull() },
  {
    orders: integer('orders').notNull(),
    amountCents: requiredBigint('amount_cents'),
    discountCents: requiredBigint('discount_cents'),
  },
);

/**
 * One row (id 1): every UTC day strictly before rolledUpUntil is in sales_daily, money_daily, promotion_sales_daily and
 * deposit_methods_daily; customer_windows hold the closed days before windowsUntil (usable when it equals rolledUpUntil).
 */
export const rollupState = pgTable('rollup_state', {
  id: integer('id').primaryKey(),
  rolledUpUntil: date('rolled_up_until', { mode: 'string' }).notNull(),
  windowsUntil: date('windows_until', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Completed deposits per UTC day and payment method (closed days, as sales_daily): the deposits report's totals. */
export const depositMethodsDaily = dailyRollup(
  'deposit_methods_daily',
  { provider: text('provider').notNull(), crypto: text('crypto').notNull() },
  {
    deposits: integer('deposits').notNull(),
    amountCents: requiredBigint('amount_cents'),
    /** The Telegram Stars received (a Stars deposit's paid Stars; 0 for any other method), decision 0137. */
    stars: requiredBigint('stars').default(0),
  },
);

/**
 * Per customer, what they did over the closed days of each report preset ending today (kind 'sales': completed
 * orders; 'deposits': completed deposits; 'deposits_before': the preset's previous period), so the top customers and
 * the depositors of a year are read from one row per customer instead of summing every order. A row exists only
 * while count > 0. Slid one day at a time by refreshRollups; a refund moves its order out (src/domain/rollups/customer-windows.ts).
 */
export const customerWindows = pgTable(
  'customer_windows',
  {
    kind: text('kind').notNull(),
    days: integer('days').notNull(),
    userId: integer('user_id').notNull(),
    count: integer('count').notNull(),
    amountCents: requiredBigint('amount_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.days, t.userId] }),
    // The ten who spent most: the first entries of this index.
    index('customer_windows_top_idx').on(t.kind, t.days, t.amountCents.desc(), t.userId),
    // Rows emptied by a slide or a refund, found without reading the window.
    index('customer_windows_empty_idx')
      .on(t.kind, t.days)
      .where(sql`count <= 0`),
  ],
);

/** How many customers each customer window holds (its rows), kept with them: counting a year's 100k rows took 30–70 ms. */
export const customerWindowSizes = pgTable(
  'customer_window_sizes',
  {
    kind: text('kind').notNull(),
    days: integer('days').notNull(),
    customers: integer('customers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.days] })],
);
