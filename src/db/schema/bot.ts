// Bot-side tables: settings (texts, menu, display orders), bot admins, broadcasts, conversation state.
import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminSettings = pgTable('admin_settings', {
  id: serial('id').primaryKey(),
  telegramChatId: text('telegram_chat_id').notNull().unique(),
  isMainAdmin: boolean('is_main_admin').notNull().default(false),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const broadcasts = pgTable('broadcasts', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  recipientCount: integer('recipient_count').notNull().default(0),
  sentCount: integer('sent_count').notNull().default(0),
  /** pending | sending | done | failed */
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where a chat stands in a multi-step flow, so a restart or another instance continues it. */
export const botConversations = pgTable('bot_conversations', {
  chatId: bigint('chat_id', { mode: 'number' }).primaryKey(),
  state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
