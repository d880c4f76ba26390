// The back office's Support API (issue 28): list with status and search, a thread with its order, replies (empty,
// oversized, unknown ticket, no session), close and reopen, two admins answering at once; the opening rule's refusal
// of another customer's order.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../tests/support/suite-fixtures';
import { jobs, purchaseHistory, supportMessages } from '../../db/schema';
import { registerCustomer } from '../../domain/customers/customers';
import { openTicket } from '../../domain/support/tickets';

describe('support tickets API', () => {
  const t = suiteApp();
  const api = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: t.auth, ...(payload ? { payload } : {}) });
  let ticketId: number;
  let orderId: number;
  let otherCustomer: number;

  beforeAll(async () => {
    const db = t.database.db;
    const { customer } = await registerCustomer(db, { telegramId: 730_001, username: 'acheteur', firstName: 'Ana' });
    otherCustomer = (await registerCustomer(db, { telegramId: 730_002, username: 'autre' })).customer.id;
    const [order] = await db
      .insert(purchaseHistory)
      .values({ userId: customer.id, telegramId: 730_001, quantity: 200, priceCents: 120, unitPriceMicros: 6000, operatorName: 'SFR', countryName: 'France', countryFlag: '🇫🇷' })
      .returning({ id: purchaseHistory.id });
    orderId = order?.id ?? 0;
    ticketId = (await openTicket(db, { customerId: customer.id, orderId, content: { text: 'Numéros morts dans la commande' } })).ticket.id;
    await openTicket(db, { customerId: otherCustomer, content: { text: 'Question sur le paiement' } });
  });

  it('lists tickets by status and search, and shows a thread with its order and customer', async () => {
    const all = (await api('GET', '/api/support/tickets')).json();
    expect(all.pagination.total).toBe(2);
    const found = (await api('GET', '/api/support/tickets?search=morts')).json();
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([ticketId]);
    expect((await api('GET', `/api/support/tickets?search=%23${ticketId}`)).json().data).toHaveLength(1);
    expect((await api('GET', '/api/support/tickets?status=closed')).json().data).toEqual([]);
    expect((await api('GET', '/api/support/tickets?status=bogus')).statusCode).toBe(400);
    const thread = (await api('GET', `/api/support/tickets/${ticketId}`)).json();
    expect(thread.ticket).toMatchObject({ status: 'open', language: 'fr', customer: { telegramUsername: 'acheteur' }, order: { id: orderId, quantity: 200, price: '1.20' } });
    expect(thread.messages).toEqual([expect.objectContaining({ author: 'customer', text: 'Numéros morts dans la commande', file: null })]);
  });

  it('refuses bad replies with a clear message, and an unknown ticket or no session', async () => {
    const empty = await api('POST', `/api/support/tickets/${ticketId}/messages`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Le message est requis');
    const long = await api('POST', `/api/support/tickets/${ticketId}/messages`, { text: 'x'.repeat(3501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Message trop long');
    const unknown = await api('POST', '/api/support/tickets/999999/messages', { text: 'Bonjour' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ticket introuvable');
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/support/tickets/${ticketId}/messages`, payload: { text: 'Bonjour' } });
    expect(anonymous.statusCode).toBe(401);
    const messages = await t.database.db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticketId));
    expect(messages).toHaveLength(1);
  });

  it('answers (two admins at once: both kept, each delivered once), closes and reopens', async () => {
    const [a, b] = await Promise.all([
      api('POST', `/api/support/tickets/${ticketId}/messages`, { text: 'Nous regardons.' }),
      api('POST', `/api/support/tickets/${ticketId}/messages`, { text: 'Remboursement en cours.' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const thread = (await api('GET', `/api/support/tickets/${ticketId}`)).json();
    expect(thread.ticket.status).toBe('waiting');
    expect(thread.ticket.firstAnsweredAt).not.toBeNull();
    const answers = thread.messages.filter((m: { author: string }) => m.author === 'admin');
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatchObject({ adminName: expect.any(String), source: 'backoffice' });
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'support-notices'));
    for (const m of answers) expect(queued.filter((j) => j.key === `message:${m.id}`)).toHaveLength(1);

    const closed = await Promise.all([api('POST', `/api/support/tickets/${ticketId}/close`), api('POST', `/api/support/tickets/${ticketId}/close`)]);
    expect(closed.map((r) => r.json().status)).toEqual(['closed', 'closed']);
    const closings = (await t.database.db.select().from(jobs).where(eq(jobs.queue, 'support-notices'))).filter((j) => j.key?.startsWith(`closed:${ticketId}:`));
    expect(closings).toHaveLength(1);
    expect((await api('POST', `/api/support/tickets/${ticketId}/reopen`)).json().status).toBe('open');
    expect((await api('POST', '/api/support/tickets/999999/close')).statusCode).toBe(404);
  });

  it('refuses a ticket about another customer’s order', async () => {
    await expect(openTicket(t.database.db, { customerId: otherCustomer, orderId, content: { text: 'Pas à moi' } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
