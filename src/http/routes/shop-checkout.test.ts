// The Mini App's "pay the missing amount" over HTTP (decision 0136): a pack the balance does not cover, paid in a coin
// through the NOWPayments stand-in; the provider's webhook credits it, the job places the order and the file reaches
// the bot chat; the state the page polls; a double tap, a changed price, a covered balance, bad input, cancel.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { type BotApiStandIn, startBotApiStandIn } from '../../../tests/support/bot-api-stand-in';
import { signInitData, tmaHeader } from '../../../tests/support/init-data';
import { type NowpaymentsStandIn, startNowpaymentsStandIn } from '../../../tests/support/nowpayments-stand-in';
import { balanceOf, countOf, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { sql } from 'drizzle-orm';
import { seedBotToken } from '../../domain/settings/bot-config';
import { checkLedger } from '../../domain/wallet/check-ledger';
import { checkoutOrders } from '../../jobs/checkout-orders';
import { jobRunner } from '../../jobs/runner';
import { shopDeliveries } from '../../jobs/shop-deliveries';
import { createMessenger } from '../../messenger/messenger';

let t: TestApp;
let standIn: BotApiStandIn;
let np: NowpaymentsStandIn;
let stopRunner: () => Promise<void>;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let nextTelegramId = 883_000_000;

async function customer(balanceCents: number) {
  const user = { id: ++nextTelegramId, first_name: 'Mina' };
  const userId = await createCustomer(t.database.db, { balanceCents, telegramId: user.id, firstName: user.first_name });
  return { user, userId, headers: tmaHeader(signInitData(user, standIn.token)) };
}

/** 1 000 numbers of the pack at 0,006 € = 6,00 €. */
const pack = () => `${catalogue.categoryId}-${catalogue.operatorId}-1000`;
const checkout = (headers: Record<string, string> | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/shop/checkout', ...(headers ? { headers } : {}), payload });

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  np = await startNowpaymentsStandIn();
  t = await createTestApp({ config: { telegramBotToken: standIn.token, telegramApiRoot: standIn.url, payments: { btcpay: {}, nowpayments: np.settings } } });
  const db = t.database.db;
  await seedBotToken(db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username });
  const logger = pino({ level: 'silent' });
  const messenger = createMessenger({ db, apiRoot: standIn.url, logger });
  const runner = jobRunner(db, [checkoutOrders(db, messenger, logger), shopDeliveries(db, messenger, logger)], logger, { pollMs: 20 });
  await runner.start();
  stopRunner = () => runner.stop();
  catalogue = await createCatalogue(db, { operator: 'Orange', category: `SMS-checkout-${process.pid}` });
  await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, categoryId: catalogue.categoryId, count: 5000, offset: 40_000 });
});

afterAll(async () => {
  await stopRunner?.();
  await t?.close();
  await np?.close();
  await standIn?.close();
});

describe('the Mini App pays the missing amount of a pack', () => {
  it('pays it in a coin: what to pay, the webhook credits it, the order is placed and its file sent to the bot chat', async () => {
    const { user, userId, headers } = await customer(120);
    // The ways the page offers for the 4,80 € missing: the provider's coins, each asking the 6,00 € minimum deposit.
    const methods = (await t.app.inject({ method: 'GET', url: '/api/shop/checkout/methods?missing=4.80', headers })).json();
    expect(methods.crypto).toMatchObject({ amount: '6.00', coins: expect.arrayContaining([expect.objectContaining({ code: expect.any(String), label: expect.any(String) })]) });
    const res = await checkout(headers, { productId: pack(), idempotencyKey: 'page-tap-00000001', price: '6.00', crypto: 'BTC' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // 4,80 € missing, asked as the 6,00 € minimum deposit; the excess stays on the balance.
    expect(body).toMatchObject({ state: 'waiting', reason: null, orderId: null, price: '6.00', missing: '4.80', amount: '6.00' });
    const payment = [...np.payments.values()].at(-1);
    if (!payment) throw new Error('no payment');
    expect(body.payment).toMatchObject({ crypto: payment.pay_currency.toUpperCase(), address: payment.pay_address });
    // The page asking again (a double tap, a retried request): the same checkout and payment, nothing more made.
    const again = await checkout(headers, { productId: pack(), idempotencyKey: 'page-tap-00000001', price: '6.00', crypto: 'BTC' });
    expect(again.json()).toMatchObject({ checkoutId: body.checkoutId, payment: { address: payment.pay_address } });
    expect(await countOf(t.database.db, sql`select count(*) as n from deposits where user_id = ${userId}`)).toBe(1);

    np.setStatus(payment.payment_id, 'finished');
    const ipn = np.ipn(payment.payment_id);
    const hook = await t.app.inject({ method: 'POST', url: '/webhooks/nowpayments', headers: ipn.headers, payload: ipn.body });
    expect(hook.json().outcome).toBe('credited');
    let state = (await t.app.inject({ method: 'GET', url: `/api/shop/checkouts/${body.checkoutId}`, headers })).json();
    for (const started = Date.now(); state.state !== 'placed' && Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 50))) {
      state = (await t.app.inject({ method: 'GET', url: `/api/shop/checkouts/${body.checkoutId}`, headers })).json();
    }
    expect(state).toMatchObject({ state: 'placed', reason: null, orderId: expect.any(Number), balance: '1.20' });
    await standIn.waitFor(() => standIn.chat(user.id).find((m) => m.document?.fileName?.endsWith('.txt')));
    const file = standIn.chat(user.id).find((m) => m.document?.fileName?.endsWith('.txt'));
    expect(file?.document?.content.toString().trim().split('\n')).toHaveLength(1000);
    expect(await balanceOf(t.database.db, userId)).toBe(120 + 600 - 600);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('refuses a price other than the one shown, a balance that covers the pack, bad input and an unsigned call', async () => {
    const { userId, headers } = await customer(120);
    const changed = await checkout(headers, { productId: pack(), idempotencyKey: 'page-tap-00000002', price: '5.00', crypto: 'BTC' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'PRICE_CHANGED', message: 'Le prix a changé : 6.00 € au lieu de 5.00 €' });
    for (const payload of [
      { productId: pack(), idempotencyKey: 'page-tap-00000003', price: 'six', crypto: 'BTC' },
      { productId: 'nope', idempotencyKey: 'page-tap-00000003', price: '6.00', crypto: 'BTC' },
      { productId: pack(), idempotencyKey: 'short', price: '6.00', crypto: 'BTC' },
      { productId: pack(), idempotencyKey: 'page-tap-00000003', price: '6.00', crypto: 'B T C' },
    ]) {
      const refused = await checkout(headers, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await checkout(undefined, { productId: pack(), idempotencyKey: 'page-tap-00000003', price: '6.00', crypto: 'BTC' })).statusCode).toBe(401);
    const rich = await customer(10_000);
    const covered = await checkout(rich.headers, { productId: pack(), idempotencyKey: 'page-tap-00000004', price: '6.00', crypto: 'BTC' });
    expect(covered.statusCode).toBe(409);
    expect(covered.json()).toMatchObject({ code: 'CHECKOUT_NOT_NEEDED', message: 'Le solde couvre déjà cette commande' });
    expect(await countOf(t.database.db, sql`select count(*) as n from pending_checkouts where user_id in (${userId}, ${rich.userId})`)).toBe(0);
  });

  it('cancels a waiting checkout once; another customer sees none of it', async () => {
    const { headers } = await customer(0);
    const started = (await checkout(headers, { productId: pack(), idempotencyKey: 'page-tap-00000005', price: '6.00', crypto: 'BTC' })).json();
    const other = await customer(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/checkouts/${started.checkoutId}`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/shop/checkouts/${started.checkoutId}/cancel`, headers: other.headers })).statusCode).toBe(404);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/shop/checkouts/${started.checkoutId}/cancel`, headers });
    expect(cancelled.json()).toMatchObject({ checkoutId: started.checkoutId, state: 'cancelled' });
    const twice = await t.app.inject({ method: 'POST', url: `/api/shop/checkouts/${started.checkoutId}/cancel`, headers });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CHECKOUT_CLOSED' });
  });
});
