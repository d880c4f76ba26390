// The Telegram bot: its configuration, its admins, the customers' conversation steps and who polls Telegram.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredBigint } from './columns';

/**
 * The bot's configuration, one row. The token lives here rather than in `settings` so it is never listed with the
 * other settings; `enabled` is what the admin asked for (start/stop), and every shop process follows it.
 */
export const telegramBot = pgTable(
  'telegram_bot',
  {
    id: integer('id').primaryKey().default(1),
    token: text('token'),
    /** The bot's @username and id as getMe gave them when the token was checked. */
    botUsername: text('bot_username'),
    botId: bigint('bot_id', { mode: 'number' }),
    /** The `secret_token` Telegram sends with every webhook call (random, made when the token is stored). */
    webhookSecret: text('webhook_secret'),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('telegram_bot_one_row', sql`${t.id} = 1`)],
);

/** Bot admins (SPEC §3 admin_settings): the chats that get purchase notifications and may use admin commands. */
export const adminSettings = pgTable('admin_settings', {
  id: serial('id').primaryKey(),
  telegramChatId: requiredBigint('telegram_chat_id').unique(),
  isMainAdmin: boolean('is_main_admin').notNull().default(false),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * grammY session storage: one row per chat holding the step of a multi-step flow (e.g. waiting for a typed
 * quantity), so a restart or another shop process continues it.
 */
export const botConversations = pgTable('bot_conversations', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Named leases held by one process at a time (e.g. 'telegram.polling': only one process may call getUpdates). The
 * holder renews it; when the holder dies the lease expires and another process takes it.
 */
export const runtimeLeases = pgTable('runtime_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Telegram updates already taken in, by bot and update id: a webhook delivered again, or a poller taking over from
 * one that died, never handles an update twice. Rows older than a day are pruned (Telegram keeps an update 24 hours).
 */
export const telegramUpdates = pgTable(
  'telegram_updates',
  {
    botId: requiredBigint('bot_id'),
    updateId: requiredBigint('update_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'telegram_updates_pk', columns: [t.botId, t.updateId] }), index('telegram_updates_received_idx').on(t.receivedAt)],
);
