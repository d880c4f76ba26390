// Stock tables: numlists and their numbers (one row per number), and the do-not-contact list.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredBigint } from './columns';
import { categories, countries, operators } from './catalogue';
import { users } from './users';

export const numlists = pgTable(
  'numlists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    /** Where the numbers came from, and on what basis they may be sold (data protection). */
    source: text('source').notNull().default(''),
    consentBasis: text('consent_basis').notNull().default(''),
    /** Overrides the shop's unit price for this list, in micro-euros per number (0.006 € = 6000). */
    unitPriceMicros: integer('unit_price_micros'),
    /** Numbers ever added and not removed by clear/dedup/erase (sold ones still count). */
    totalNumbers: integer('total_numbers').notNull().default(0),
    /**
     * Numbers still for sale, plus what sales have put in numlist_sale_tallies since the last fold: read it through
     * `availableNumbersOf` or `numlistsInStock` (domain/stock/sale-tallies.ts), which subtract them, never alone. Less
     * the tallies, it equals the count of numlist_numbers rows in every transaction.
     */
    availableNumbers: integer('available_numbers').notNull().default(0),
    /**
     * Every number of the list still for sale has a sort key at or above this (sort keys are positive). Sales delete
     * from the head of the sale order, and the index keeps the deleted entries until a vacuum: a take scanning from
     * here steps over none of them (see advanceSaleFloor in domain/stock/take-numbers.ts).
     */
    saleFloor: requiredBigint('sale_floor').default(0),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The bulk operation running on the list's numbers (shuffle, clear, remove-duplicates), one at a time, and until
     * when it holds the list: each batch extends it, so an operation whose process died frees the list a minute later
     * (see domain/stock/list-operations.ts).
     */
    stockOperation: text('stock_operation'),
    stockOperationUntil: timestamp('stock_operation_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('numlists_country_operator_idx').on(t.countryId, t.operatorId)],
);

/**
 * The numbers still for sale, one row per number; a sale deletes the rows it takes (FOR UPDATE SKIP LOCKED).
 * A number is stored as its E.164 digits in a bigint (+447700900123 → 447700900123): E.164 has at most 15 digits
 * and never a leading zero, so the mapping is exact, and an 8-byte integer key makes a 1M-number import and the
 * per-number lookups (suppression, erasure, cross-list duplicates) much cheaper than text. No surrogate id: the
 * primary key (number, numlist_id) is both the "once per list" rule and the index for "where is this number".
 * Partitioned by numlist_id (migration 0030, hand-written; Drizzle only sees the parent): every list in the default
 * partition, except the big lists a shuffle rebuilt in one of their own (domain/stock/partitions.ts, decision 0118).
 */
export const numlistNumbers = pgTable(
  'numlist_numbers',
  {
    /**
     * Deliberately no foreign key: PostgreSQL checks one with a query per inserted row, which doubled the time of a
     * 1M-number import on PGlite. The stock code keeps the same guarantee by hand: every import batch locks its
     * numlist row FOR KEY SHARE (what the foreign-key check would do, once per batch instead of per row), and
     * deleting a numlist removes its numbers in the transaction that deletes the row (see delete-numlist.ts).
     */
    numlistId: integer('numlist_id').notNull(),
    /** E.164 digits without the "+"; render with `'+' || number`. */
    number: requiredBigint('number'),
    /** Sale order: lowest first. Shuffle rewrites it; a restock appends after the current maximum. */
    sortKey: requiredBigint('sort_key'),
  },
  (t) => [
    primaryKey({ name: 'numlist_numbers_pk', columns: [t.number, t.numlistId] }),
    index('numlist_numbers_sale_order_idx').on(t.numlistId, t.sortKey),
  ],
);

/**
 * Numbers sold from a list and not yet taken off its `available_numbers`: one row per list and database connection
 * (`slot`: the server process id), so two buyers of one list, on two connections, never write the same row and commit
 * side by side instead of queuing for the list's row (decision 0115). A fold moves the tallies onto the list's row.
 * No foreign key, like numlist_numbers: deleting a list deletes its tallies in the same transaction.
 */
export const numlistSaleTallies = pgTable(
  'numlist_sale_tallies',
  {
    numlistId: integer('numlist_id').notNull(),
    slot: integer('slot').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [primaryKey({ name: 'numlist_sale_tallies_pk', columns: [t.numlistId, t.slot] })],
);

/** Do-not-contact list: never imported, never sold. */
export const suppressedNumbers = pgTable('suppressed_numbers', {
  /** E.164 digits without the "+", as in numlist_numbers. */
  number: bigint('number', { mode: 'number' }).primaryKey(),
  reason: text('reason').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Operators whose bot admins were told their stock can no longer fill the minimum order: one row while that lasts, so
 * admins get one message per shortage, not one per sale. The check that finds stock sufficient again removes the row.
 */
export const stockAlerts = pgTable('stock_alerts', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  availableNumbers: integer('available_numbers').notNull(),
  alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
});
