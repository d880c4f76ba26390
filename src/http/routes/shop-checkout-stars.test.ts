// The Mini App pays the missing amount of a pack in Telegram Stars (decisions 0136, 0138), with the real bot polling the
// Bot API stand-in: the ways offered for a missing amount, a Stars checkout and its invoice link (the checkout's words,
// XTR, whole Stars, deposit:<id>), the link paid as Telegram does (pre-checkout and successful_payment reach the bot),
// the job places the order and the file reaches the bot chat; a double tap, Stars off, bad input, Telegram refusing the
// link, a price changed before the payment.
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/support/app';
import { startBotHarness } from '../../../tests/support/bot-harness';
import { signInitData, tmaHeader } from '../../../tests/support/init-data';
import { openForSuite } from '../../../tests/support/suite-fixtures';
import { balanceOf, countOf, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { checkLedger } from '../../domain/wallet/check-ledger';
import { saveStarsSettings } from '../../domain/wallet/stars';
import { checkoutOrders } from '../../jobs/checkout-orders';
import { jobRunner } from '../../jobs/runner';
import { shopDeliveries } from '../../jobs/shop-deliveries';

const shop = openForSuite(
  async () => {
    const harness = await startBotHarness();
    const db = harness.database.db;
    const app = await buildTestApp({ config: harness.config, db, logger: false, messenger: harness.messenger, webDir: '/nonexistent' });
    const silent = pino({ level: 'silent' });
    const runner = jobRunner(db, [checkoutOrders(db, harness.messenger, silent), shopDeliveries(db, harness.messenger, silent)], silent, { pollMs: 20 });
    await runner.start();
    const catalogue = await createCatalogue(db, { operator: 'Orange', category: `SMS-stars-checkout-${process.pid}` });
    await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, categoryId: catalogue.categoryId, count: 5000, offset: 60_000 });
    return { harness, app, db, runner, catalogue };
  },
  async ({ harness, app, runner }) => {
    await runner.stop();
    await app.close();
    await harness.close();
  },
);

/** Stars on (or off) at 0,013 € a Star, 1 to 10 000 Stars a payment: with the 6 € minimum deposit, 462 Stars at least. */
const starsOn = (enabled = true) =>
  saveStarsSettings(shop.db, { enabled, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });

let nextTelegramId = 884_000_000;
async function customer(balanceCents: number, language = 'fr') {
  const telegramId = ++nextTelegramId;
  const userId = await createCustomer(shop.db, { balanceCents, telegramId, firstName: 'Stella' });
  await shop.db.execute(sql`update users set language = ${language} where id = ${userId}`);
  return { userId, telegramId, headers: tmaHeader(signInitData({ id: telegramId, first_name: 'Stella' }, shop.harness.standIn.token)) };
}

/** 1 000 numbers of the pack at 0,006 € = 6,00 €. */
const pack = () => `${shop.catalogue.categoryId}-${shop.catalogue.operatorId}-1000`;
const checkout = (headers: Record<string, string> | undefined, payload: Record<string, unknown>) =>
  shop.app.inject({ method: 'POST', url: '/api/shop/checkout', ...(headers ? { headers } : {}), payload });
const stateOf = (headers: Record<string, string>, id: number) => shop.app.inject({ method: 'GET', url: `/api/shop/checkouts/${id}`, headers }).then((r) => r.json());

async function waitForState(headers: Record<string, string>, id: number, until: (state: string) => boolean) {
  let state = await stateOf(headers, id);
  for (const started = Date.now(); !until(state.state) && Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 50))) {
    state = await stateOf(headers, id);
  }
  return state;
}

describe('the Mini App pays the missing amount of a pack in Stars', () => {
  it('says which ways can pay a missing amount: Stars in whole Stars raised to the minimum deposit, no coin without a provider', async () => {
    await starsOn();
    const { headers } = await customer(120);
    const methods = await shop.app.inject({ method: 'GET', url: '/api/shop/checkout/methods?missing=4.80', headers });
    expect(methods.statusCode, methods.body).toBe(200);
    // 4,80 € raised to the 6,00 € minimum deposit: 462 Stars (6,006 €, credited as 6,00 €).
    expect(methods.json()).toEqual({ stars: { stars: 462, amount: '6.00' }, crypto: null });
    await starsOn(false);
    expect((await shop.app.inject({ method: 'GET', url: '/api/shop/checkout/methods?missing=4.80', headers })).json()).toEqual({ stars: null, crypto: null });
    for (const missing of ['', 'abc', '-1', '0']) {
      const refused = await shop.app.inject({ method: 'GET', url: `/api/shop/checkout/methods?missing=${missing}`, headers });
      expect(refused.statusCode, missing).toBe(400);
    }
    expect((await shop.app.inject({ method: 'GET', url: '/api/shop/checkout/methods?missing=4.80' })).statusCode).toBe(401);
  });

  it('pays the invoice link: the bot credits it, the order is placed, the file reaches the bot chat; a double tap pays the same deposit', async () => {
    await starsOn();
    const { userId, telegramId, headers } = await customer(120, 'en');
    const payload = { productId: pack(), idempotencyKey: 'stars-tap-0000001', price: '6.00', method: 'stars' };
    const res = await checkout(headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ state: 'waiting', reason: null, orderId: null, price: '6.00', missing: '4.80', amount: '6.00', balance: '1.20', payment: null });
    expect(body.stars).toEqual({ stars: 462, invoiceUrl: expect.stringMatching(/^https:\/\/t\.me\/\$[\w-]+$/) });
    const link = shop.harness.standIn.invoiceLinks().find((l) => l.url === body.stars.invoiceUrl);
    expect(link?.invoice).toMatchObject({ title: 'Order: €6.00', currency: 'XTR', totalAmount: 462, providerToken: '', payload: expect.stringMatching(/^deposit:\d+$/) });
    expect(link?.invoice.description).toContain(`pending order no. ${body.checkoutId}`);

    // A double tap (or the page asking again): the same checkout and deposit, a link for the same payload.
    const again = await checkout(headers, payload);
    expect(again.json()).toMatchObject({ checkoutId: body.checkoutId, stars: { stars: 462 } });
    const againLink = shop.harness.standIn.invoiceLinks().find((l) => l.url === again.json().stars.invoiceUrl);
    expect(againLink?.invoice.payload).toBe(link?.invoice.payload);
    expect(await countOf(shop.db, sql`select count(*) as n from deposits where user_id = ${userId}`)).toBe(1);

    const paid = await shop.harness.standIn.user(telegramId).payInvoiceLink(body.stars.invoiceUrl);
    expect(paid.outcome).toBe('paid');
    const placed = await waitForState(headers, body.checkoutId, (s) => s === 'placed');
    // 1,20 € + 6,00 € credited − 6,00 € for the pack.
    expect(placed).toMatchObject({ state: 'placed', reason: null, orderId: expect.any(Number), balance: '1.20' });
    const chat = () => shop.harness.standIn.chat(telegramId);
    await shop.harness.standIn.waitFor(() => chat().find((m) => m.document?.fileName?.endsWith('.txt')));
    const file = chat().find((m) => m.document?.fileName?.endsWith('.txt'));
    expect(file?.document?.content.toString().trim().split('\n')).toHaveLength(1000);
    // Paying the same link again is refused at pre-checkout: the deposit is closed.
    expect((await shop.harness.standIn.user(telegramId).payInvoiceLink(body.stars.invoiceUrl)).outcome).toBe('refused');
    expect(await countOf(shop.db, sql`select count(*) as n from purchase_history where user_id = ${userId}`)).toBe(1);
    expect(await balanceOf(shop.db, userId)).toBe(120);
    // The closed checkout's link is not given again.
    expect((await checkout(headers, payload)).json()).toMatchObject({ checkoutId: body.checkoutId, state: 'placed', stars: null });
    expect((await checkLedger(shop.db)).problems).toEqual([]);
  });

  it('two taps at once make one checkout and one deposit', async () => {
    await starsOn();
    const { userId, headers } = await customer(0);
    const payload = { productId: pack(), idempotencyKey: 'stars-tap-0000002', price: '6.00', method: 'stars' };
    const answers = await Promise.all([checkout(headers, payload), checkout(headers, payload)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((a) => a.json().checkoutId)).size).toBe(1);
    expect(await countOf(shop.db, sql`select count(*) as n from deposits where user_id = ${userId}`)).toBe(1);
    expect(await countOf(shop.db, sql`select count(*) as n from pending_checkouts where user_id = ${userId}`)).toBe(1);
  });

  it('refuses Stars off, bad input and an unsigned call, and closes a checkout whose link Telegram refused', async () => {
    const { userId, headers } = await customer(120);
    await starsOn(false);
    const off = await checkout(headers, { productId: pack(), idempotencyKey: 'stars-tap-0000003', price: '6.00', method: 'stars' });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'STARS_DISABLED' });
    await starsOn();
    for (const payload of [
      { productId: pack(), idempotencyKey: 'stars-tap-0000003', price: '6.00', method: 'gold' },
      { productId: pack(), idempotencyKey: 'stars-tap-0000003', price: '6.00', method: 'crypto' },
      { productId: pack(), idempotencyKey: 'stars-tap-0000003', price: 'free', method: 'stars' },
      { productId: 'nope', idempotencyKey: 'stars-tap-0000003', price: '6.00', method: 'stars' },
    ]) {
      const refused = await checkout(headers, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await checkout(undefined, { productId: pack(), idempotencyKey: 'stars-tap-0000003', price: '6.00', method: 'stars' })).statusCode).toBe(401);
    const changed = await checkout(headers, { productId: pack(), idempotencyKey: 'stars-tap-0000003', price: '5.00', method: 'stars' });
    expect(changed.json()).toMatchObject({ code: 'PRICE_CHANGED' });
    expect(await countOf(shop.db, sql`select count(*) as n from deposits where user_id = ${userId}`)).toBe(0);

    shop.harness.standIn.failNext('createInvoiceLink', { status: 400, description: 'Bad Request: STARS_INVOICE_INVALID' });
    const unlinked = await checkout(headers, { productId: pack(), idempotencyKey: 'stars-tap-0000004', price: '6.00', method: 'stars' });
    expect(unlinked.statusCode).toBe(502);
    expect(unlinked.json()).toMatchObject({ code: 'TELEGRAM_UNREACHABLE' });
    const rows = await shop.db.execute(sql`select c.status, d.status as deposit_status from pending_checkouts c join deposits d on d.id = c.deposit_id where c.user_id = ${userId}`);
    expect(rows.rows).toEqual([{ status: 'cancelled', deposit_status: 'failed' }]);
  });

  it('a price changed before the payment: the order is not placed, the Stars stay on the balance, and the state says why', async () => {
    await starsOn();
    const { userId, telegramId, headers } = await customer(120);
    const body = (await checkout(headers, { productId: pack(), idempotencyKey: 'stars-tap-0000005', price: '6.00', method: 'stars' })).json();
    await shop.db.execute(sql`update numlists set unit_price_micros = 7000 where operator_id = ${shop.catalogue.operatorId}`);
    try {
      expect((await shop.harness.standIn.user(telegramId).payInvoiceLink(body.stars.invoiceUrl)).outcome).toBe('paid');
      const settled = await waitForState(headers, body.checkoutId, (s) => s === 'not_placed');
      expect(settled).toMatchObject({ state: 'not_placed', reason: 'PRICE_CHANGED', orderId: null, balance: '7.20' });
      expect(await balanceOf(shop.db, userId)).toBe(720);
    } finally {
      await shop.db.execute(sql`update numlists set unit_price_micros = null where operator_id = ${shop.catalogue.operatorId}`);
    }
  });
});
