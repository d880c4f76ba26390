// Catalogue tables: what the shop sorts its stock by (category, country with its continent, operator).
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default('📱'),
  type: text('type').notNull().default('special'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    code: text('code').notNull().unique(),
    flag: text('flag').notNull(),
    continent: text('continent').notNull().default('europe'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('countries_continent_idx').on(t.continent)],
);

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operators_country_idx').on(t.countryId)],
);

/** The old product's per-item catalogue (SPEC §3); the shop page lists numlists through it. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
  countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
  operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'restrict' }),
  priceCents: integer('price_cents').notNull(),
  stock: integer('stock').notNull().default(0),
  quantity: integer('quantity').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
