// The partial refund API: the dialog's state, refunds by count or pasted numbers, bad input told clearly, races.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, countOf, createCatalogue, createCustomer, createNumlist, setSetting } from '../../../tests/support/wallet-fixtures';
import { suiteApp } from '../../../tests/support/suite-fixtures';
import { purchase } from '../../domain/orders/purchase';
import { checkLedger } from '../../domain/wallet/check-ledger';

describe('partial refunds API', () => {
  const t = suiteApp();
  let list: number;
  let key = 0;
  let secondAdmin: { authorization: string };

  beforeAll(async () => {
    const db = t.database.db;
    await setSetting(db, 'minimum_purchase_quantity', '1');
    const cat = await createCatalogue(db);
    list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 3000, unitPriceMicros: 10_000 });
    const made = await t.app.inject({ method: 'POST', url: '/api/users', headers: t.auth, payload: { username: 'refunder', password: 'refunder-password-1', isAdmin: true } });
    expect(made.statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'refunder', password: 'refunder-password-1' } });
    secondAdmin = { authorization: `Bearer ${login.json().token}` };
  });

  const buy = async (quantity: number) => {
    const userId = await createCustomer(t.database.db, { balanceCents: 5_000 });
    const done = await purchase(t.database.db, { userId, numlistId: list, quantity, idempotencyKey: `api-refund-${++key}` });
    return { userId, orderId: done.order.id, numbers: done.numbers };
  };
  const post = (orderId: number, payload: object, headers = t.auth) =>
    t.app.inject({ method: 'POST', url: `/api/purchase-history/${orderId}/refunds`, headers, payload });

  it('refunds a count, shows the order partly refunded in the history, then refunds the rest', async () => {
    const { userId, orderId } = await buy(10);
    const ticket = await t.database.db.execute(sql`insert into support_tickets (user_id, order_id, language) values (${userId}, ${orderId}, 'fr') returning id`);
    const ticketId = Number((ticket.rows[0] as { id: number }).id);
    const unknownTicket = await post(orderId, { mode: 'count', count: 3, reason: 'dead', ticketId: 987_654 });
    expect(unknownTicket.statusCode).toBe(404);
    expect(unknownTicket.json().message).toBe('Ticket introuvable');
    const res = await post(orderId, { mode: 'count', count: 3, reason: 'dead', ticketId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      refund: { quantity: 3, amount: '0.03', reason: 'dead', suppressed: 3 },
      balance: ((4_990 + 3) / 100).toFixed(2),
      order: { id: orderId, status: 'completed', refundedQuantity: 3, refunded: '0.03' },
    });
    const state = (await t.app.inject({ method: 'GET', url: `/api/purchase-history/${orderId}/refunds`, headers: t.auth })).json();
    expect(state).toMatchObject({ orderId, userId, quantity: 10, priceCents: 10, refundedQuantity: 3, left: 7, refunds: [{ quantity: 3, amount: '0.03', reason: 'dead' }] });
    const history = (await t.app.inject({ method: 'GET', url: '/api/purchase-history', headers: t.auth })).json();
    expect(history.data.find((o: { id: number }) => o.id === orderId)).toMatchObject({ status: 'completed', refundedQuantity: 3, refunded: '0.03' });
    const rest = await post(orderId, { mode: 'all', reason: 'other', note: 'client mécontent' });
    expect(rest.json()).toMatchObject({ refund: { quantity: 7, amount: '0.07' }, order: { status: 'refunded', refundedQuantity: 10 } });
    expect(await balanceOf(t.database.db, userId)).toBe(5_000);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('bad input: another customer’s order, numbers not in the order, above what is left, a count of 0, no mode', async () => {
    const { userId, orderId, numbers } = await buy(4);
    const other = await buy(4);
    const anotherCustomer = await post(orderId, { mode: 'all', reason: 'dead', customerId: other.userId });
    expect(anotherCustomer.statusCode).toBe(400);
    expect(anotherCustomer.json()).toMatchObject({ code: 'ORDER_OF_ANOTHER_CUSTOMER', message: "Cette commande n'est pas celle de ce client" });

    const foreign = await post(orderId, { mode: 'numbers', numbers: `${numbers[0]}\n${other.numbers[1]}`, reason: 'dead' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('NUMBERS_NOT_IN_ORDER');
    expect(foreign.json().message).toContain(other.numbers[1]);
    expect(foreign.json().message).not.toContain(numbers[0]);

    const tooMany = await post(orderId, { mode: 'count', count: 5, reason: 'dead' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'REFUND_COUNT_INVALID', fields: { count: 'Entre 1 et 4' } });

    const zero = await post(orderId, { mode: 'count', count: 0, reason: 'dead' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toMatchObject({ count: 'Au moins 1 numéro' });

    const noCount = await post(orderId, { mode: 'count', reason: 'dead' });
    expect(noCount.json().fields).toMatchObject({ count: 'Indiquez combien de numéros' });
    const badReason = await post(orderId, { mode: 'all', reason: 'because' });
    expect(badReason.json().fields).toMatchObject({ reason: 'Motif invalide' });
    expect((await post(999_999, { mode: 'all', reason: 'dead' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/purchase-history/${orderId}/refunds`, payload: { mode: 'all', reason: 'dead' } })).statusCode).toBe(401);

    // Nothing moved, then a refund above what was paid (the whole order twice) is refused.
    expect(await balanceOf(t.database.db, userId)).toBe(4_996);
    expect((await post(orderId, { mode: 'all', reason: 'dead' })).statusCode).toBe(200);
    const again = await post(orderId, { mode: 'count', count: 1, reason: 'dead' });
    expect(again.json()).toMatchObject({ code: 'ORDER_ALREADY_REFUNDED' });
    expect(await balanceOf(t.database.db, userId)).toBe(5_000);
  });

  it('two admins refunding the same numbers at the same moment: refunded once, the other told which', async () => {
    const { userId, orderId, numbers } = await buy(6);
    const pasted = numbers.slice(0, 3).join('\n');
    const answers = await Promise.all([
      post(orderId, { mode: 'numbers', numbers: pasted, reason: 'duplicate' }),
      post(orderId, { mode: 'numbers', numbers: pasted, reason: 'duplicate' }, secondAdmin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)?.json();
    expect(refused.code).toBe('NUMBERS_ALREADY_REFUNDED');
    expect(refused.message).toContain(numbers[0]);
    expect(await balanceOf(t.database.db, userId)).toBe(4_994 + 3);
    expect(await countOf(t.database.db, sql`select count(*) as n from audit_log where action = 'purchase.refund' and entity_id = ${String(orderId)}`)).toBe(1);
  });

  it('100 requests at once for one number each of an order of 40: 40 refunds, the price paid and no more', async () => {
    const { userId, orderId } = await buy(40);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => post(orderId, { mode: 'count', count: 1, reason: 'dead', suppress: false }, i % 2 ? secondAdmin : t.auth)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(40);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => ['REFUND_COUNT_INVALID', 'ORDER_ALREADY_REFUNDED'].includes(a.json().code))).toBe(true);
    expect(await balanceOf(t.database.db, userId)).toBe(5_000);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('reports refunds by reason and by list with each list’s rate, and the numlists page shows the rate', async () => {
    const db = t.database.db;
    const cat = await createCatalogue(db, { country: 'Rapportland', operator: 'Rapportel' });
    const bad = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 200, offset: 50_000, unitPriceMicros: 10_000, name: 'Source douteuse' });
    const userId = await createCustomer(db, { balanceCents: 5_000 });
    const order = await purchase(db, { userId, numlistId: bad, quantity: 20, idempotencyKey: 'report-bad' });
    expect((await post(order.order.id, { mode: 'count', count: 4, reason: 'dead' })).statusCode).toBe(200);
    expect((await post(order.order.id, { mode: 'count', count: 1, reason: 'wrong_target' })).statusCode).toBe(200);

    const report = (await t.app.inject({ method: 'GET', url: '/api/reports/refunds?period=7d', headers: t.auth })).json();
    expect(report.byList.find((l: { numlistId: number }) => l.numlistId === bad)).toEqual({ numlistId: bad, name: 'Source douteuse', sold: 20, refunded: 5, amount: '0.05', rate: 0.25 });
    const dead = report.byReason.find((r: { reason: string }) => r.reason === 'dead');
    expect(dead.numbers).toBeGreaterThanOrEqual(4);
    expect(report.byReason.find((r: { reason: string }) => r.reason === 'wrong_target')).toMatchObject({ refunds: 1, numbers: 1, amount: '0.01' });
    expect(report.numbers).toBe(report.byReason.reduce((s: number, r: { numbers: number }) => s + r.numbers, 0));
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/refunds?period=custom&from=2026-01-02&to=2026-01-01', headers: t.auth })).statusCode).toBe(400);

    const page = (await t.app.inject({ method: 'GET', url: '/api/numlists?pageSize=100', headers: t.auth })).json();
    expect(page.data.find((n: { id: number }) => n.id === bad)).toMatchObject({ soldNumbers: 20, refundedNumbers: 5 });
  });
});
