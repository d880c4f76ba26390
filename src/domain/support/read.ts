// Reading support tickets: the back office's list (status, search) and one ticket's thread with its customer and order.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { qualified, queryRows } from '../../db/query';
import { purchaseHistory, supportMessages, supportTickets, users } from '../../db/schema';
import { notFound } from '../errors';
import type { SupportMessage, Ticket, TicketStatus } from './tickets';

type TicketCustomer = { id: number; telegramId: number | null; telegramUsername: string | null; firstName: string | null; language: string };
type TicketOrder = {
  id: number;
  quantity: number;
  priceCents: number;
  operatorName: string | null;
  countryName: string | null;
  countryFlag: string | null;
  numlistId: number | null;
  purchaseDate: Date;
  status: string;
};
export type TicketSummary = Ticket & { customer: TicketCustomer; order: TicketOrder | null; messageCount: number; lastMessage: string | null };

const customerColumns = { id: users.id, telegramId: users.telegramId, telegramUsername: users.telegramUsername, firstName: users.firstName, language: users.language };
const orderColumns = {
  id: purchaseHistory.id,
  quantity: purchaseHistory.quantity,
  priceCents: purchaseHistory.priceCents,
  operatorName: purchaseHistory.operatorName,
  countryName: purchaseHistory.countryName,
  countryFlag: purchaseHistory.countryFlag,
  numlistId: purchaseHistory.numlistId,
  purchaseDate: purchaseHistory.purchaseDate,
  status: purchaseHistory.status,
};

export type TicketQuery = { status?: TicketStatus; search?: string; page: number; pageSize: number };

/** The tickets, newest activity first; the search matches the ticket number, the customer and the messages' text. */
export async function listTickets(db: Executor, q: TicketQuery): Promise<{ rows: TicketSummary[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(supportTickets.status, q.status));
  const term = q.search?.trim().replace(/^#/, '').toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${supportTickets.id}::text = ${term}
      or lower(coalesce(${users.telegramUsername}, '') || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.telegramId}::text, '')) like ${like}
      or exists (select 1 from support_messages m where m.ticket_id = ${qualified(supportTickets.id)} and lower(m.text) like ${like}))`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({
      ticket: supportTickets,
      customer: customerColumns,
      order: orderColumns,
      messageCount: sql<number>`(select count(*)::int from support_messages m where m.ticket_id = ${qualified(supportTickets.id)})`,
      lastMessage: sql<string | null>`(select m.text from support_messages m where m.ticket_id = ${qualified(supportTickets.id)} order by m.id desc limit 1)`,
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(purchaseHistory, eq(purchaseHistory.id, supportTickets.orderId))
    .where(where)
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(supportTickets).innerJoin(users, eq(users.id, supportTickets.userId)).where(where);
  return {
    rows: rows.map((r) => ({ ...r.ticket, customer: r.customer, order: r.order?.id ? r.order : null, messageCount: Number(r.messageCount), lastMessage: r.lastMessage })),
    total: Number(total?.n ?? 0),
  };
}

export type TicketThread = { ticket: TicketSummary; messages: SupportMessage[] };

export async function ticketThread(db: Executor, ticketId: number): Promise<TicketThread> {
  const [row] = await db
    .select({ ticket: supportTickets, customer: customerColumns, order: orderColumns })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(purchaseHistory, eq(purchaseHistory.id, supportTickets.orderId))
    .where(eq(supportTickets.id, ticketId));
  if (!row) throw notFound('ticket', { ticketId });
  const messages = await db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticketId)).orderBy(asc(supportMessages.id));
  const last = messages.at(-1);
  return {
    ticket: { ...row.ticket, customer: row.customer, order: row.order?.id ? row.order : null, messageCount: messages.length, lastMessage: last?.text ?? null },
    messages,
  };
}

/** One message with its ticket, customer and order: what a notice or a delivery renders. */
export async function supportMessageForNotice(db: Executor, messageId: number): Promise<{ message: SupportMessage; thread: TicketSummary } | null> {
  const [m] = await db.select().from(supportMessages).where(eq(supportMessages.id, messageId));
  if (!m) return null;
  const { ticket } = await ticketThread(db, m.ticketId);
  return { message: m, thread: ticket };
}

/** A message's file, for the back office's download through the bot (getFile). */
export async function supportFile(db: Executor, messageId: number): Promise<{ fileId: string; fileKind: string | null; fileName: string | null }> {
  const [m] = await db.select({ fileId: supportMessages.fileId, fileKind: supportMessages.fileKind, fileName: supportMessages.fileName }).from(supportMessages).where(eq(supportMessages.id, messageId));
  if (!m?.fileId) throw notFound('file', { messageId });
  return { fileId: m.fileId, fileKind: m.fileKind, fileName: m.fileName };
}

/** Tickets not closed, now: those waiting for the shop's answer (open) and those waiting for the customer. */
export type OpenTickets = { waitingForShop: number; waitingForCustomer: number };

/** The tickets not closed now, by whom they wait for (the dashboard shows them too). */
export async function openTicketCounts(db: Executor): Promise<OpenTickets> {
  const [row] = await queryRows<{ shop: string; customer: string }>(
    db,
    sql`select count(*) filter (where status = 'open')::text as shop, count(*) filter (where status = 'waiting')::text as customer
        from support_tickets where status in ('open', 'waiting')`,
  );
  return { waitingForShop: Number(row?.shop ?? 0), waitingForCustomer: Number(row?.customer ?? 0) };
}
