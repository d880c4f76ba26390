// Support tickets (issue 28): a customer's conversation with the shop's admins, optionally about one order, its
// messages from either side, and which admin notice in Telegram belongs to which ticket (so a reply maps back).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadingRef, requiredBigint } from './columns';
import { purchaseHistory } from './orders';
import { cascadingUserId, users } from './users';

export const supportTickets = pgTable(
  'support_tickets',
  {
    /** The ticket number shown to the customer and the admins. */
    id: serial('id').primaryKey(),
    userId: cascadingUserId(),
    /** The order (purchase_history row) the ticket is about, if any. */
    orderId: integer('order_id').references(() => purchaseHistory.id, { onDelete: 'set null' }),
    /** open (waiting for the shop) | waiting (for the customer) | closed */
    status: text('status').notNull().default('open'),
    /** The customer's bot language when the ticket was opened (their current one is on users). */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What auto-close counts from. */
    lastCustomerMessageAt: timestamp('last_customer_message_at', { withTimezone: true }).notNull().defaultNow(),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
    index('support_tickets_created_idx').on(t.createdAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: cascadingRef('ticket_id', () => supportTickets.id),
    /** customer | admin */
    author: text('author').notNull(),
    /** The back-office account that answered (source backoffice). */
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The bot admin's chat that answered by replying in Telegram (source bot). */
    adminTelegramId: bigint('admin_telegram_id', { mode: 'number' }),
    /** Who answered, as shown in the back office (kept when the account goes). */
    adminName: text('admin_name'),
    text: text('text').notNull().default(''),
    /** A Telegram file of the bot: photo or document. */
    fileId: text('file_id'),
    fileKind: text('file_kind'),
    fileName: text('file_name'),
    /** bot | backoffice */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.id)],
);

/** A notice sent to an admin's chat about a message: a reply to it (reply_to_message) answers that ticket. */
export const supportNotices = pgTable(
  'support_notices',
  {
    chatId: requiredBigint('chat_id'),
    messageId: integer('message_id').notNull(),
    ticketId: cascadingRef('ticket_id', () => supportTickets.id),
    supportMessageId: requiredBigint('support_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.messageId] }), index('support_notices_message_idx').on(t.supportMessageId, t.chatId)],
);
