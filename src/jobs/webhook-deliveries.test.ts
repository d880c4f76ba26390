// Outgoing webhooks end to end over real HTTP: the outbox rows written by each change, the signed POST, retries driven
// by the sender's clock, Retry-After, ordering, giving up after three days, two runners at once, and the SSRF guard.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { suiteCatalogue, suiteDatabase } from '../../tests/support/suite-fixtures';
import { countOf, createCustomer, createNumlist } from '../../tests/support/wallet-fixtures';
import { startWebhookReceiver, verifySignature, type WebhookReceiver } from '../../tests/support/webhook-receiver';
import type { Job } from '../db/jobs';
import { queryRows } from '../db/query';
import { registerCustomer } from '../domain/customers/customers';
import { purchase } from '../domain/orders/purchase';
import { refundPurchase } from '../domain/orders/refund';
import { saveReview } from '../domain/reviews/reviews';
import { openTicket } from '../domain/support/tickets';
import { checkOperatorStock } from '../domain/stock/stock-alerts';
import { importNumbers } from '../domain/stock/import-numbers';
import { addBotAdmin } from '../domain/users/bot-admins';
import { creditDeposit, createDeposit, failDeposit } from '../domain/wallet/deposits';
import { createEndpoint, updateEndpoint } from '../domain/webhooks/endpoints';
import { listDeliveries, resendDelivery, sendTestEvent } from '../domain/webhooks/deliveries';
import { WEBHOOK_EVENT_TYPES } from '../domain/webhooks/events';
import { createI18n } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import { jobRunner } from './runner';
import { webhookDeliveries } from './webhook-deliveries';
import { isForbiddenAddress, postWebhook } from './webhook-http';

const database = suiteDatabase();
const cat = suiteCatalogue(() => database.db);
const silent = pino({ level: 'silent' });
let receiver: WebhookReceiver;
let clock = new Date();
const sentToAdmins: Array<{ chatId: number; text: string }> = [];
const noBotCalls: string[] = [];
// Only what the sender uses of the messenger: its texts, and a client that records what admins are told.
const messenger = {
  texts: createI18n(),
  client: async () => ({ sendMessage: async (chatId: number, text: string) => sentToAdmins.push({ chatId, text }) }),
} as unknown as Messenger;

const definitions = (allowPrivate = true) => webhookDeliveries(database.db, messenger, silent, (kind) => noBotCalls.push(kind), { allowPrivate, now: () => clock, timeoutMs: 500 });
const signal = new AbortController().signal;
const job = (payload: Record<string, unknown>) => ({ id: 0, queue: 'x', key: null, payload, attempts: 1, maxAttempts: 1 }) as Job;
/** One run of the endpoint's sender job, as the runner would make it. */
const send = (endpointId: number) => definitions()[0].handler(job({ endpointId }), signal);
const sweep = () => definitions()[1].handler(job({}), signal);
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  await addBotAdmin(database.db, { telegramChatId: 9101, isMainAdmin: true }, null);
  await addBotAdmin(database.db, { telegramChatId: 9102, permissions: ['stock'] }, null);
});
afterAll(() => receiver.close());
beforeEach(async () => {
  clock = new Date(Math.max(clock.getTime(), Date.now()));
  receiver.received.length = 0;
  receiver.answer('ok');
  // One endpoint at a time: those of an earlier test no longer subscribe.
  await database.db.execute(sql`update webhook_endpoints set enabled = false`);
});

const admin = async () => (await createCustomer(database.db, { balanceCents: 0 })) as number;
const endpoint = async (events: string[] = [...WEBHOOK_EVENT_TYPES], url = receiver.url) =>
  createEndpoint(database.db, { url, events: events as never }, await admin());
const pendingOf = (endpointId: number) => countOf(database.db, sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${endpointId} and status = 'pending'`);

describe('outgoing webhooks', () => {
  it('delivers every kind of event once, signed, with its id and type in the headers', async () => {
    const { endpoint: ep, secret } = await endpoint();
    // A list of a country the numbers can be checked against (the fixtures' country codes are made up).
    const [fr] = await queryRows<{ id: number }>(database.db, sql`select id from countries where code = 'FR'`);
    const countryId = fr?.id ?? (await queryRows<{ id: number }>(database.db, sql`insert into countries (name, code, flag) values ('France', 'FR', '🇫🇷') returning id`))[0].id;
    const list = await createNumlist(database.db, { countryId, operatorId: cat.operatorId, count: 150 });
    const buyer = await createCustomer(database.db, { balanceCents: 100_000 });
    const bought = await purchase(database.db, { userId: buyer, numlistId: list, quantity: 100, idempotencyKey: 'wh-1' });
    // The replay of a purchase writes nothing again.
    await purchase(database.db, { userId: buyer, numlistId: list, quantity: 100, idempotencyKey: 'wh-1' });
    await refundPurchase(database.db, { purchaseId: bought.order.id, actorUserId: null });
    const credited = await createDeposit(database.db, { userId: buyer, provider: 'test', providerPaymentId: 'wh-credit', crypto: 'btc', amountCents: 2500 });
    await creditDeposit(database.db, { depositId: credited.deposit.id });
    await creditDeposit(database.db, { depositId: credited.deposit.id });
    const failed = await createDeposit(database.db, { userId: buyer, provider: 'test', providerPaymentId: 'wh-fail', crypto: 'btc', amountCents: 700 });
    await failDeposit(database.db, { depositId: failed.deposit.id, reason: 'expired' });
    await importNumbers(database.db, list, [['+33199000001', '+33199000002', 'nonsense']], { actorUserId: null, origin: 'text' });
    await registerCustomer(database.db, { telegramId: 880_001, username: 'new_buyer' });
    await registerCustomer(database.db, { telegramId: 880_001, username: 'new_buyer' });
    expect(await checkOperatorStock(database.db, cat.operatorId)).not.toBeNull();

    await send(ep.id);
    const types = receiver.received.map((r) => r.event.type);
    expect(types).toEqual(['order.completed', 'order.refunded', 'deposit.credited', 'deposit.failed', 'numlist.imported', 'customer.registered', 'stock.low']);
    expect(new Set(receiver.received.map((r) => r.event.id)).size).toBe(7);
    for (const r of receiver.received) {
      expect(verifySignature(secret, r.headers['x-autoshop-signature'] as string, r.body, Math.floor(clock.getTime() / 1000))).toBe(true);
      expect(verifySignature('whsec_wrong', r.headers['x-autoshop-signature'] as string, r.body, Math.floor(clock.getTime() / 1000))).toBe(false);
      expect(r.headers['x-autoshop-event']).toBe(r.event.type);
      expect(r.headers['x-autoshop-event-id']).toBe(r.event.id);
      expect(r.body).not.toContain(secret);
    }
    const [completed, refunded, deposit, failedDeposit, imported, registered, low] = receiver.received.map((r) => r.event.data);
    expect(completed).toMatchObject({ orderId: bought.order.id, customerId: buyer, quantity: 100, amount: { cents: bought.order.priceCents }, currency: 'EUR' });
    expect(refunded).toMatchObject({ orderId: bought.order.id, amount: { cents: bought.order.priceCents } });
    expect(deposit).toMatchObject({ depositId: credited.deposit.id, amount: { cents: 2500, euros: '25.00' } });
    expect(failedDeposit).toMatchObject({ depositId: failed.deposit.id, reason: 'expired', amount: { euros: '7.00' } });
    expect(imported).toMatchObject({ numlistId: list, added: 2, invalid: 1 });
    expect(registered).toMatchObject({ telegramId: 880_001, telegramUsername: 'new_buyer' });
    expect(low).toMatchObject({ operatorId: cat.operatorId, minimumQuantity: 100 });
    // Nothing left; running again sends nothing twice.
    await send(ep.id);
    expect(receiver.received).toHaveLength(7);
    expect((await listDeliveries(database.db, ep.id)).every((d) => d.status === 'delivered' && d.statusCode === 200 && d.response === 'thanks')).toBe(true);
  });

  it('writes nothing for a type no endpoint subscribes to', async () => {
    await endpoint(['deposit.failed']);
    const before = await countOf(database.db, sql`select count(*)::int as n from webhook_events`);
    await registerCustomer(database.db, { telegramId: 880_002 });
    expect(await countOf(database.db, sql`select count(*)::int as n from webhook_events`)).toBe(before);
  });

  it('writes ticket.opened and review.posted with the ticket and the review, and nothing when their transaction fails', async () => {
    const { endpoint: ep, secret } = await endpoint(['ticket.opened', 'review.posted']);
    const list = await createNumlist(database.db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 150 });
    const buyer = await createCustomer(database.db, { balanceCents: 100_000, telegramId: 880_101, telegramUsername: 'helpdesk_buyer' });
    const { order } = await purchase(database.db, { userId: buyer, numlistId: list, quantity: 100, idempotencyKey: 'wh-ticket' });
    const eventsOf = (type: string) => countOf(database.db, sql`select count(*)::int as n from webhook_events where type = ${type}`);

    // A transaction that fails at its commit (a deferred check raising) leaves neither the ticket nor its event.
    await database.db.execute(sql`create function fail_at_commit() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$`);
    await database.db.execute(sql`create constraint trigger tickets_fail after insert on support_tickets deferrable initially deferred for each row execute function fail_at_commit()`);
    await expect(openTicket(database.db, { customerId: buyer, orderId: order.id, content: { text: 'Perdu' } })).rejects.toThrow();
    await database.db.execute(sql`drop trigger tickets_fail on support_tickets`);
    expect(await countOf(database.db, sql`select count(*)::int as n from support_tickets where user_id = ${buyer}`)).toBe(0);
    expect(await eventsOf('ticket.opened')).toBe(0);

    const opened = await openTicket(database.db, { customerId: buyer, orderId: order.id, content: { text: 'La moitié des numéros sont morts' } });
    // A second message joins the ticket: no second event.
    await openTicket(database.db, { customerId: buyer, orderId: order.id, content: { text: 'Et les autres aussi' } });
    expect(await eventsOf('ticket.opened')).toBe(1);

    await database.db.execute(sql`create constraint trigger reviews_fail after insert or update on order_reviews deferrable initially deferred for each row execute function fail_at_commit()`);
    await expect(saveReview(database.db, { orderId: order.id, userId: buyer, rating: 2 })).rejects.toThrow();
    await database.db.execute(sql`drop trigger reviews_fail on order_reviews`);
    await database.db.execute(sql`drop function fail_at_commit()`);
    expect(await countOf(database.db, sql`select count(*)::int as n from order_reviews where order_id = ${order.id}`)).toBe(0);
    expect(await eventsOf('review.posted')).toBe(0);
    // Refused (a rating of 6): nothing written either.
    await expect(saveReview(database.db, { orderId: order.id, userId: buyer, rating: 6 })).rejects.toThrow();

    const rated = await saveReview(database.db, { orderId: order.id, userId: buyer, rating: 4 });
    await saveReview(database.db, { orderId: order.id, userId: buyer, comment: 'Rapide, quelques numéros morts.' });
    expect(await eventsOf('review.posted')).toBe(2);

    await send(ep.id);
    expect(receiver.received.map((r) => r.event.type)).toEqual(['ticket.opened', 'review.posted', 'review.posted']);
    for (const r of receiver.received) {
      expect(verifySignature(secret, r.headers['x-autoshop-signature'] as string, r.body, Math.floor(clock.getTime() / 1000))).toBe(true);
      expect(r.headers['x-autoshop-event']).toBe(r.event.type);
    }
    const [ticket, first, edited] = receiver.received.map((r) => r.event.data);
    expect(ticket).toEqual({
      ticketId: opened.ticket.id,
      customerId: buyer,
      telegramId: 880_101,
      telegramUsername: 'helpdesk_buyer',
      language: 'fr',
      orderId: order.id,
      text: 'La moitié des numéros sont morts',
      attachment: null,
      openedAt: opened.ticket.createdAt.toISOString(),
    });
    expect(first).toMatchObject({ reviewId: rated.id, orderId: order.id, customerId: buyer, operatorId: cat.operatorId, numlistId: list, rating: 4, comment: null, edited: false });
    expect(edited).toMatchObject({ reviewId: rated.id, rating: 4, comment: 'Rapide, quelques numéros morts.', edited: true });
  });

  it('retries a failing endpoint with back-off, in order, until it answers', async () => {
    const { endpoint: ep } = await endpoint(['customer.registered']);
    receiver.answer('fail');
    await registerCustomer(database.db, { telegramId: 880_010 });
    await registerCustomer(database.db, { telegramId: 880_011 });
    await send(ep.id);
    // The first failed; the second waits behind it.
    expect(receiver.received.map((r) => r.event.data.telegramId)).toEqual([880_010]);
    await send(ep.id);
    expect(receiver.received).toHaveLength(1);
    later(29_000);
    await sweep();
    await send(ep.id);
    expect(receiver.received).toHaveLength(1);
    later(2_000);
    receiver.answer('timeout');
    await send(ep.id);
    receiver.answer('close');
    later(61_000);
    await send(ep.id);
    receiver.answer('ok');
    later(121_000);
    await send(ep.id);
    expect(receiver.received.map((r) => [r.event.data.telegramId, r.answered])).toEqual([
      [880_010, 'fail'],
      [880_010, 'timeout'],
      [880_010, 'close'],
      [880_010, 'ok'],
      [880_011, 'ok'],
    ]);
    const [second, first] = await listDeliveries(database.db, ep.id);
    expect(first).toMatchObject({ status: 'delivered', attempts: 4, statusCode: 200 });
    expect(second).toMatchObject({ status: 'delivered', attempts: 1 });
    // Recovered: not failing any more.
    expect(await countOf(database.db, sql`select count(*)::int as n from webhook_endpoints where id = ${ep.id} and failing_since is null`)).toBe(1);
  });

  it('honours Retry-After on 429 and 503', async () => {
    const { endpoint: ep } = await endpoint(['customer.registered']);
    receiver.answer({ status: 429, retryAfter: '600', body: 'slow down' });
    await registerCustomer(database.db, { telegramId: 880_020 });
    await send(ep.id);
    const [d] = await listDeliveries(database.db, ep.id);
    expect(d.nextAttemptAt.getTime() - clock.getTime()).toBe(600_000);
    expect(d).toMatchObject({ statusCode: 429, response: 'slow down' });
    later(599_000);
    await send(ep.id);
    expect(receiver.received).toHaveLength(1);
    receiver.answer({ status: 503, retryAfter: new Date(clock.getTime() + 3_600_000).toUTCString() });
    later(1_000);
    await send(ep.id);
    const [again] = await listDeliveries(database.db, ep.id);
    expect(Math.abs(again.nextAttemptAt.getTime() - clock.getTime() - 3_600_000)).toBeLessThan(2_000);
  });

  it('disables an endpoint failing for three days and tells the main admins', async () => {
    const { endpoint: ep } = await endpoint(['customer.registered']);
    receiver.answer('fail');
    await registerCustomer(database.db, { telegramId: 880_030 });
    sentToAdmins.length = 0;
    for (let i = 0; i < 40 && (await pendingOf(ep.id)) > 0; i++) {
      await send(ep.id);
      later(6 * 3600_000);
    }
    const [d] = await listDeliveries(database.db, ep.id);
    expect(d.status).toBe('failed');
    expect(d.attempts).toBeGreaterThan(10);
    const [row] = await database.db.execute<{ enabled: boolean; disabled_reason: string }>(sql`select enabled, disabled_reason from webhook_endpoints where id = ${ep.id}`).then((r) => (r as unknown as { rows: Array<{ enabled: boolean; disabled_reason: string }> }).rows ?? r);
    expect(row).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    expect(sentToAdmins.map((m) => m.chatId)).toEqual([9101]);
    expect(sentToAdmins[0].text).toContain(receiver.url);
    // Enabled again by an admin: delivered at once.
    receiver.answer('ok');
    await updateEndpoint(database.db, ep.id, { enabled: true }, await admin());
    await registerCustomer(database.db, { telegramId: 880_031 });
    await send(ep.id);
    expect(receiver.received.at(-1)?.event.data.telegramId).toBe(880_031);
  });

  it('resends a delivery and sends a test event to one endpoint', async () => {
    const { endpoint: ep } = await endpoint(['customer.registered']);
    await registerCustomer(database.db, { telegramId: 880_040 });
    await send(ep.id);
    const [first] = await listDeliveries(database.db, ep.id);
    await resendDelivery(database.db, ep.id, first.id);
    await sendTestEvent(database.db, ep.id);
    await send(ep.id);
    expect(receiver.received.map((r) => r.event.type)).toEqual(['customer.registered', 'customer.registered', 'webhook.test']);
    expect(receiver.received[1].event.id).toBe(receiver.received[0].event.id);
  });

  it('never sends one delivery twice with two runners at once, and keeps the order', async () => {
    const { endpoint: ep } = await endpoint(['customer.registered']);
    for (let i = 0; i < 40; i++) await registerCustomer(database.db, { telegramId: 881_000 + i });
    const runners = [1, 2].map((n) => jobRunner(database.db, definitions(), silent, { pollMs: 5, workerId: `w${n}`, name: 'webhooks' }));
    await Promise.all(runners.map((r) => r.start()));
    try {
      for (let i = 0; i < 400 && (await pendingOf(ep.id)) > 0; i++) await new Promise((r) => setTimeout(r, 10));
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    expect(receiver.received.map((r) => r.event.data.telegramId)).toEqual(Array.from({ length: 40 }, (_, i) => 881_000 + i));
  });

  it('refuses loopback, private and link-local addresses unless allowed, after DNS resolution', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.9', '192.168.1.1', '169.254.169.254', '::1', 'fe80::1', 'fd00::2', '::ffff:127.0.0.1']) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    expect(isForbiddenAddress('93.184.215.14')).toBe(false);
    const port = new URL(receiver.url).port;
    const options = { allowPrivate: false, timeoutMs: 500, maxAnswerBytes: 100 };
    for (const url of [`http://127.0.0.1:${port}/`, 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data', `http://localhost:${port}/`, `http://[::1]:${port}/`]) {
      const result = await postWebhook(url, '{}', {}, options);
      expect(result.statusCode, url).toBeNull();
      expect(result.error, url).toMatch(/refused/);
    }
    expect(receiver.received).toHaveLength(0);
    expect((await postWebhook(`http://localhost:${port}/`, '{"id":"x"}', {}, { ...options, allowPrivate: true })).statusCode).toBe(200);
    // Through the sender: the refusal is recorded as a failed attempt, nothing reaches the receiver.
    const [guarded] = definitions(false);
    const { endpoint: ep } = await endpoint(['customer.registered'], `http://localhost:${port}/hooks`);
    receiver.received.length = 0;
    await registerCustomer(database.db, { telegramId: 880_050 });
    await guarded.handler(job({ endpointId: ep.id }), signal);
    const [d] = await listDeliveries(database.db, ep.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, statusCode: null });
    expect(d.error).toMatch(/loopback, private or link-local/);
    expect(receiver.received).toHaveLength(0);
  });
});
