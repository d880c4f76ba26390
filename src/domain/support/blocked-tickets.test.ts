// A blocked customer keeps one open ticket (to be heard about the block), no more; unblocked, they open as before.
import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';
import { createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { blockCustomer, unblockCustomer } from '../abuse/blocking';
import { purchase } from '../orders/purchase';
import { closeTicket, openTicket } from './tickets';

const database = suiteDatabase();

describe('tickets of a blocked customer', () => {
  it('keeps one open ticket, refuses a second (ten asked at once too), and opens again once it is closed or the block lifted', async () => {
    const db = database.db;
    const cat = await createCatalogue(db, { operator: 'Ticket Mobile' });
    const numlistId = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 500 });
    const userId = await createCustomer(db, { balanceCents: 10_000, telegramId: 7_310_001 });
    const { order } = await purchase(db, { userId, numlistId, quantity: 100, idempotencyKey: 'blocked-ticket-order' });
    await blockCustomer(db, { userId, reason: 'Fraude', actorUserId: null });

    const first = await openTicket(db, { customerId: userId, content: { text: 'Pourquoi suis-je bloqué ?' } });
    expect(first.created).toBe(true);
    // Further messages join it.
    expect((await openTicket(db, { customerId: userId, content: { text: 'Encore moi' } })).ticket.id).toBe(first.ticket.id);
    // A ticket about the order would be a second open one: refused, however many are asked at once.
    const tries = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => openTicket(db, { customerId: userId, orderId: order.id, content: { text: `essai ${i}` } })));
    expect(tries.map((t) => (t.status === 'rejected' ? String((t.reason as { code?: string }).code) : 'opened'))).toEqual(Array(10).fill('CUSTOMER_BLOCKED'));

    // Closed, the first one leaves room for another.
    await closeTicket(db, first.ticket.id, null);
    const second = await openTicket(db, { customerId: userId, orderId: order.id, content: { text: 'Commande' } });
    expect(second.created).toBe(true);
    // Unblocked: a second open ticket beside it, as any customer.
    await unblockCustomer(db, { userId, actorUserId: null });
    await closeTicket(db, second.ticket.id, null);
    const [a, b] = [await openTicket(db, { customerId: userId, orderId: order.id, content: { text: 'Encore la commande' } }), await openTicket(db, { customerId: userId, content: { text: 'Autre sujet' } })];
    expect(a.created).toBe(true);
    expect(b.ticket.id).toBe(a.ticket.id);
  });
});
