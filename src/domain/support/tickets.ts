// Support tickets (issue 28, decision 0139): opening one, the messages of either side, closing and reopening. Every
// message is written with the job that delivers it (to the admins or to the customer) in one transaction, so a crash
// loses nothing and a redelivered update, a retry or a second process sends it once.
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { enqueue } from '../../db/jobs';
import type { Db, Executor } from '../../db/client';
import { purchaseHistory, supportMessages, supportTickets, users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { refuseTicketIfBlocked } from '../abuse/blocking';
import { notFound } from '../errors';
import { recordEvent } from '../webhooks/events';

export const SUPPORT_NOTICES_QUEUE = 'support-notices';

export type TicketStatus = 'open' | 'waiting' | 'closed';

export type Ticket = typeof supportTickets.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;

/** What a message carries: a text (a caption for a file), and a Telegram photo or document of the bot. */
export type MessageContent = { text: string; fileId?: string | null; fileKind?: 'photo' | 'document' | null; fileName?: string | null };

/** Who answered: a back-office account, or a bot admin replying in Telegram. */
export type SupportAdmin = { userId: number | null; telegramId: number | null; name: string };

/** A customer's message to a closed ticket reopens it within this many days of its last message (decision 0139). */
const REOPEN_WINDOW_DAYS = 30;

/** The jobs a message or a closing asks for: keyed, so a second enqueue of the same event sends nothing more. */
export type SupportNotice = { kind: 'message'; messageId: number } | { kind: 'closed'; ticketId: number; at: number; auto: boolean };

async function queueNotice(tx: Executor, notice: SupportNotice): Promise<void> {
  const key = notice.kind === 'message' ? `message:${notice.messageId}` : `closed:${notice.ticketId}:${notice.at}`;
  await enqueue(tx, SUPPORT_NOTICES_QUEUE, notice, { key, maxAttempts: 8 });
}

/** Locks the customer's row: their ticket rules run one at a time, whichever process handles the update. */
async function lockCustomer(tx: Executor, customerId: number): Promise<{ language: string; telegramId: number | null; telegramUsername: string | null }> {
  const [row] = await tx
    .select({ language: users.language, telegramId: users.telegramId, telegramUsername: users.telegramUsername })
    .from(users)
    .where(eq(users.id, customerId))
    .for('update');
  if (!row) throw notFound('customer', { customerId });
  return { language: row.language ?? 'fr', telegramId: row.telegramId == null ? null : Number(row.telegramId), telegramUsername: row.telegramUsername };
}

async function insertMessage(tx: Executor, values: typeof supportMessages.$inferInsert): Promise<SupportMessage> {
  const [message] = await tx.insert(supportMessages).values(values).returning();
  if (!message) throw new Error('support message not written');
  await queueNotice(tx, { kind: 'message', messageId: message.id });
  return message;
}

const customerContent = (content: MessageContent) => ({
  author: 'customer',
  source: 'bot',
  text: content.text,
  fileId: content.fileId ?? null,
  fileKind: content.fileKind ?? null,
  fileName: content.fileName ?? null,
});

/** The customer's tickets not closed (open, or waiting for them). */
const openTicketsOf = (customerId: number) => and(eq(supportTickets.userId, customerId), ne(supportTickets.status, 'closed'));

/** The customer's tickets their free messages would join: open, waiting, or closed within the last REOPEN_WINDOW_DAYS days. */
const joinableTicketsOf = (customerId: number) =>
  and(eq(supportTickets.userId, customerId), sql`(${supportTickets.status} <> 'closed' or ${supportTickets.updatedAt} > now() - make_interval(days => ${REOPEN_WINDOW_DAYS}))`);

export type OpenedTicket = { ticket: Ticket; message: SupportMessage; created: boolean };

/**
 * The one rule of opening a ticket (a blocked customer may hold one open ticket, no more): the customer's message joins their ticket
 * still open (or waiting) about the same order — or, without an order, their latest ticket still open — else a new
 * ticket is opened. An order must be the customer's own.
 */
export async function openTicket(db: Db, input: { customerId: number; orderId?: number | null; content: MessageContent }): Promise<OpenedTicket> {
  return db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, input.customerId);
    const { language } = customer;
    const orderId = input.orderId ?? null;
    if (orderId !== null) {
      const [order] = await tx
        .select({ id: purchaseHistory.id })
        .from(purchaseHistory)
        .where(and(eq(purchaseHistory.id, orderId), eq(purchaseHistory.userId, input.customerId)));
      if (!order) throw notFound('order', { orderId });
    }
    const [current] = await tx
      .select()
      .from(supportTickets)
      .where(and(openTicketsOf(input.customerId), orderId === null ? undefined : eq(supportTickets.orderId, orderId)))
      .orderBy(desc(supportTickets.id))
      .limit(1);
    if (current) {
      const ticket = await touchByCustomer(tx, current.id);
      const message = await insertMessage(tx, { ticketId: current.id, ...customerContent(input.content) });
      return { ticket, message, created: false };
    }
    // A blocked customer keeps one open ticket at most (decision 0142): under the customer's lock taken above.
    await refuseTicketIfBlocked(tx, input.customerId, async () => {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(supportTickets)
        .where(openTicketsOf(input.customerId));
      return Number(row?.n ?? 0);
    });
    const [ticket] = await tx.insert(supportTickets).values({ userId: input.customerId, orderId, language }).returning();
    if (!ticket) throw new Error('support ticket not written');
    const message = await insertMessage(tx, { ticketId: ticket.id, ...customerContent(input.content) });
    // The owner's helpdesk (decision 0147): a new ticket only, with what it needs to open its own; a message joining or
    // reopening a ticket sends nothing. The customer's words are the shop's own data, sent to the owner's endpoint.
    await recordEvent(tx, 'ticket.opened', {
      ticketId: ticket.id,
      customerId: input.customerId,
      telegramId: customer.telegramId,
      telegramUsername: customer.telegramUsername,
      language,
      orderId,
      text: message.text,
      attachment: message.fileKind ?? null,
      openedAt: ticket.createdAt,
    });
    return { ticket, message, created: true };
  });
}

async function touchByCustomer(tx: Executor, ticketId: number): Promise<Ticket> {
  const [ticket] = await tx
    .update(supportTickets)
    .set({ status: 'open', closedAt: null, lastCustomerMessageAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(supportTickets.id, ticketId))
    .returning();
  if (!ticket) throw notFound('ticket', { ticketId });
  return ticket;
}

/**
 * A message the customer wrote outside any other step: it joins their latest ticket if one is open, or reopens their
 * latest closed one when it was active in the last REOPEN_WINDOW_DAYS days. Null when they have no such ticket (the
 * message is not for support).
 */
export async function addCustomerMessage(db: Db, input: { customerId: number; content: MessageContent }): Promise<OpenedTicket | null> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, input.customerId);
    const [latest] = await tx
      .select()
      .from(supportTickets)
      .where(joinableTicketsOf(input.customerId))
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .limit(1);
    if (!latest) return null;
    const ticket = await touchByCustomer(tx, latest.id);
    const message = await insertMessage(tx, { ticketId: latest.id, ...customerContent(input.content) });
    return { ticket, message, created: false };
  });
}

/** Whether the customer has a ticket their free messages would join (open, waiting, or closed within the window). */
export async function hasActiveTicket(db: Executor, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(joinableTicketsOf(customerId))
    .limit(1);
  return Boolean(row);
}

/**
 * An admin's answer (back office or a Telegram reply): the ticket waits for the customer, the first answer's time is
 * kept, and the customer is sent the answer. A closed ticket answered is reopened (waiting).
 */
export async function replyToTicket(db: Db, input: { ticketId: number; admin: SupportAdmin; content: MessageContent; source: 'bot' | 'backoffice' }): Promise<SupportMessage> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .update(supportTickets)
      .set({ status: 'waiting', closedAt: null, updatedAt: sql`now()`, firstAnsweredAt: sql`coalesce(${supportTickets.firstAnsweredAt}, now())` })
      .where(eq(supportTickets.id, input.ticketId))
      .returning({ id: supportTickets.id });
    if (!ticket) throw notFound('ticket', { ticketId: input.ticketId });
    return insertMessage(tx, {
      ticketId: input.ticketId,
      author: 'admin',
      source: input.source,
      adminUserId: input.admin.userId,
      adminTelegramId: input.admin.telegramId,
      adminName: input.admin.name,
      text: input.content.text,
      fileId: input.content.fileId ?? null,
      fileKind: input.content.fileKind ?? null,
      fileName: input.content.fileName ?? null,
    });
  });
}

/** Closes a ticket (an admin's action, audited) and tells the customer; closing a closed ticket changes nothing. */
export async function closeTicket(db: Db, ticketId: number, actorUserId: number | null): Promise<Ticket> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).for('update');
    if (!ticket) throw notFound('ticket', { ticketId });
    if (ticket.status === 'closed') return ticket;
    const [closed] = await tx.update(supportTickets).set({ status: 'closed', closedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(supportTickets.id, ticketId)).returning();
    if (!closed) throw notFound('ticket', { ticketId });
    await queueNotice(tx, { kind: 'closed', ticketId, at: closed.closedAt?.getTime() ?? Date.now(), auto: false });
    await recordAudit(tx, { actorUserId, action: 'support.close', entityType: 'support_ticket', entityId: ticketId });
    return closed;
  });
}

/** Reopens a closed ticket (an admin's action, audited): it waits for the shop again. */
export async function reopenTicket(db: Db, ticketId: number, actorUserId: number | null): Promise<Ticket> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .update(supportTickets)
      .set({ status: sql`case when ${supportTickets.status} = 'closed' then 'open' else ${supportTickets.status} end`, closedAt: null, updatedAt: sql`now()` })
      .where(eq(supportTickets.id, ticketId))
      .returning();
    if (!ticket) throw notFound('ticket', { ticketId });
    await recordAudit(tx, { actorUserId, action: 'support.reopen', entityType: 'support_ticket', entityId: ticketId });
    return ticket;
  });
}

/**
 * Closes the tickets whose customer has written nothing for `days` days before `now`, and queues the customer's notice
 * of each. One statement: two processes running it at once close each ticket once (the second finds it closed).
 */
export async function autoCloseTickets(db: Db, now: Date, days: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const closed = await tx
      .update(supportTickets)
      .set({ status: 'closed', closedAt: now, updatedAt: now })
      .where(and(inArray(supportTickets.status, ['open', 'waiting']), lt(supportTickets.lastCustomerMessageAt, cutoff)))
      .returning({ id: supportTickets.id });
    for (const { id } of closed) await queueNotice(tx, { kind: 'closed', ticketId: id, at: now.getTime(), auto: true });
    return closed.map((c) => c.id);
  });
}
