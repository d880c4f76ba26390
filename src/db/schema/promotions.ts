// Promotions (SPEC §3 promotions): a discount the purchase engine applies to an order, automatically or by a promo code.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredBigint } from './columns';
import { users } from './users';

/** A quantity tier: from `fromQuantity` numbers, every number of the order costs `unitPriceMicros`. */
export type PromotionTier = { fromQuantity: number; unitPriceMicros: number };

/** What an order must be for the promotion to apply; an absent or empty list means any. */
export type PromotionConditions = {
  countryIds?: number[];
  operatorIds?: number[];
  categoryIds?: number[];
  minQuantity?: number;
  firstPurchaseOnly?: boolean;
};

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    /** percentage | fixed | tiers */
    type: text('type').notNull(),
    /** percentage: basis points off (1250 = 12.5 %); fixed: cents off the order; tiers: 0 (the tiers say it). */
    value: requiredBigint('value').default(0),
    tiers: jsonb('tiers').$type<PromotionTier[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    startDate: timestamp('start_date', { withTimezone: true }),
    /** Also the promo code's expiry. */
    endDate: timestamp('end_date', { withTimezone: true }),
    conditions: jsonb('conditions').$type<PromotionConditions>().notNull().default({}),
    /** Upper-case; null: the promotion applies without a code. */
    code: text('code'),
    /** Orders that may use it in all (counted in usesCount, taken by the purchase's own statement); null: no limit. */
    maxUses: integer('max_uses'),
    /** Orders one customer may place with it (counted from purchase_history); null: no limit. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    usesCount: integer('uses_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code_uq').on(t.code),
    index('promotions_active_idx').on(t.isActive),
    check('promotions_type_known', sql`${t.type} in ('percentage', 'fixed', 'tiers')`),
    check('promotions_value_non_negative', sql`${t.value} >= 0`),
    // The last use is taken by a conditional update; this is the guarantee should anything else write the count.
    check('promotions_uses_within_limit', sql`${t.maxUses} is null or ${t.usesCount} <= ${t.maxUses}`),
  ],
);
