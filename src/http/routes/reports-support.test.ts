// GET /api/reports/support over real requests: the figures as the page reads them ("Sans commande" named), bad periods
// refused in French, no session 401, a customer's session or a key without reports:read 403.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../tests/support/suite-fixtures';
import { createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { users } from '../../db/schema';
import { purchase } from '../../domain/orders/purchase';
import { addDays, dayOf } from '../../domain/reports/report-period';
import { openTicket, replyToTicket } from '../../domain/support/tickets';
import { hashPassword } from '../../domain/users/passwords';

describe('support report API (GET /api/reports/support)', () => {
  const t = suiteApp();
  const today = dayOf(new Date());

  beforeAll(async () => {
    const db = t.database.db;
    const cat = await createCatalogue(db, { country: 'Australie', operator: 'Telstra' });
    const numlistId = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 300, name: 'Australie Telstra' });
    const alice = await createCustomer(db, { balanceCents: 10_000, telegramId: 7_461_001 });
    const bob = await createCustomer(db, { balanceCents: 10_000, telegramId: 7_461_002 });
    const { order } = await purchase(db, { userId: alice, numlistId, quantity: 100, idempotencyKey: 'support-route-order' });
    const about = await openTicket(db, { customerId: alice, orderId: order.id, content: { text: 'Numéros morts' } });
    await replyToTicket(db, { ticketId: about.ticket.id, admin: { userId: null, telegramId: 7_461_999, name: 'Bot admin' }, content: { text: 'Je regarde' }, source: 'bot' });
    await openTicket(db, { customerId: bob, content: { text: 'Question' } });
    // Opened at the start of today (UTC), answered 45 minutes later.
    await db.execute(sql`update support_tickets set created_at = ${`${today}T00:00:05Z`}::timestamptz, first_answered_at = ${`${today}T00:45:05Z`}::timestamptz where id = ${about.ticket.id}`);
    await db.insert(users).values({ username: 'client-web', passwordHash: await hashPassword('client-pass-1'), isAdmin: false });
  });

  const get = (url: string, headers: Record<string, string> = t.auth) => t.app.inject({ method: 'GET', url, headers });

  it('answers the open count, the day, the median first answer and the lists, "Sans commande" last', async () => {
    const res = await get('/api/reports/support?period=7d');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.period.current).toEqual({ from: addDays(today, -6), to: today, days: 7 });
    expect(r.open).toEqual({ total: 2, waitingForShop: 1, waitingForCustomer: 1 });
    expect(r.opened).toEqual({ current: 2, previous: 0, percentage: null });
    expect(r.firstAnswer).toEqual({ medianSeconds: 2700, previousMedianSeconds: null, answered: 1, unanswered: 1 });
    expect(r.daily).toHaveLength(7);
    expect(r.daily[6]).toEqual({ day: today, opened: 2 });
    expect(r.byList).toEqual([
      expect.objectContaining({ withOrder: true, name: 'Australie Telstra', tickets: 1, open: 1, answered: 1, medianFirstAnswerSeconds: 2700 }),
      { withOrder: false, numlistId: null, name: 'Sans commande', tickets: 1, open: 1, answered: 0, medianFirstAnswerSeconds: null },
    ]);
  });

  it('refuses a bad period with a French message', async () => {
    for (const [query, message] of [
      ['period=1an', 'Période invalide'],
      ['period=custom', 'Une période personnalisée demande un début et une fin'],
      [`period=custom&from=${today}&to=${addDays(today, -3)}`, 'La fin précède le début'],
      [`period=custom&from=${today}&to=${addDays(today, 1)}`, 'La fin est dans le futur'],
    ]) {
      const res = await get(`/api/reports/support?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(message);
    }
  });

  it('is for admins with the reports permission only', async () => {
    expect((await get('/api/reports/support', {})).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'client-web', password: 'client-pass-1' } });
    const customer = await get('/api/reports/support', { authorization: `Bearer ${login.json().token}` });
    expect([customer.statusCode, customer.json().code]).toEqual([403, 'FORBIDDEN']);
    const key = async (scopes: string[]) => (await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: t.auth, payload: { name: scopes.join(' '), scopes } })).json().secret;
    const catalogueOnly = await get('/api/reports/support', { authorization: `Bearer ${await key(['catalogue:read'])}` });
    expect([catalogueOnly.statusCode, catalogueOnly.json().code]).toEqual([403, 'API_SCOPE_MISSING']);
    expect((await get('/api/reports/support', { authorization: `Bearer ${await key(['reports:read'])}` })).statusCode).toBe(200);
  });
});
