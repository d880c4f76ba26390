// Mini App packs (issue 13): the quantities admins sell per operator; price and stock are computed from the lists at read time.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingRef } from './columns';
import { categories, operators } from './catalogue';

export const shopPacks = pgTable(
  'shop_packs',
  {
    id: serial('id').primaryKey(),
    /** The pack is part of the operator's configuration: it goes with the operator. */
    operatorId: cascadingRef('operator_id', () => operators.id),
    /** Null: sold in every category the operator has lists in; otherwise only from that category's lists. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The admin's name for the pack; null: the page names it from its quantity, in the reader's language. */
    name: text('name'),
    isActive: boolean('is_active').notNull().default(true),
    /** Display order within the operator (then quantity). */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_packs_quantity_positive', sql`${t.quantity} > 0`),
    // One pack per quantity for an operator and category ("every category" counts as one category here).
    uniqueIndex('shop_packs_operator_category_quantity_idx').on(t.operatorId, sql`coalesce(${t.categoryId}, 0)`, t.quantity),
  ],
);
