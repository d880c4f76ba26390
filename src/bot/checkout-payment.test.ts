// Paying the missing amount at checkout from the bot as a customer (decision 0136): the confirmation of an order the
// balance does not cover offers Stars and each coin; the payment made, the order is placed by itself and its file sent;
// or, when it can no longer be placed as shown, the money stays on the balance and the customer is told why.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { StandInUser } from '../../tests/support/bot-api-stand-in';
import { register, tapCallback, textOf } from '../../tests/support/bot-customer';
import { type BotHarness, deliverWebhook } from '../../tests/support/bot-harness';
import { harnessPerTest } from '../../tests/support/harness-per-test';
import { startNowpaymentsStandIn } from '../../tests/support/nowpayments-stand-in';
import { balanceOf, type Catalogue, countOf, createCatalogue, createNumlist, setSetting } from '../../tests/support/wallet-fixtures';
import { queryRows } from '../db/query';
import { checkLedger } from '../domain/wallet/check-ledger';
import { saveStarsSettings } from '../domain/wallet/stars';
import { checkoutOrders } from '../jobs/checkout-orders';
import { depositNotices } from '../jobs/deposit-notices';
import { jobRunner } from '../jobs/runner';
import { shopDeliveries } from '../jobs/shop-deliveries';
import { createI18n } from '../messenger/i18n';
import { CALLBACK } from './callback-data';

const i18n = createI18n();
const fr = (key: string, vars?: Record<string, string>) => textOf({ text: i18n.t('fr', key, vars) });
const silent = pino({ level: 'silent' });
const harnesses = harnessPerTest();

type Shop = { h: BotHarness; catalogue: Catalogue; numlistId: number };

/** A shop selling PayOp numbers of Payland at 0,006 € (2 000 = 12,00 €), Stars on at 0,013 € a Star. */
async function shop(options: Parameters<typeof harnesses.start>[0] = {}): Promise<Shop> {
  const h = await harnesses.start({ admins: [990601], ...options });
  await saveStarsSettings(h.database.db, { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });
  const catalogue = await createCatalogue(h.database.db, { country: 'Payland', operator: 'PayOp' });
  const numlistId = await createNumlist(h.database.db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 40_000 });
  return { h, catalogue, numlistId };
}

/** The shop's jobs as a running shop has them: the checkout's order, its file, the deposit notices. */
async function runJobs(h: BotHarness, runners = 1) {
  const db = h.database.db;
  for (let i = 0; i < runners; i++) {
    const runner = jobRunner(db, [checkoutOrders(db, h.messenger, silent), shopDeliveries(db, h.messenger, silent), depositNotices(db, h.messenger, silent)], silent, {
      pollMs: 20,
      workerId: `test-${i}`,
    });
    await runner.start();
    harnesses.stopAfterTest(() => runner.stop());
  }
}

/** A registered French customer (opening balance 1,20 €) who asks for `quantity` PayOp numbers: the confirmation. */
async function shortConfirmation({ h, catalogue }: Shop, telegramId: number, quantity = 2000, language = /Français/) {
  const user = h.standIn.user(telegramId, { username: `u${telegramId}`, firstName: 'Paula', languageCode: 'fr' });
  await register(user, language);
  await tapCallback(user, 'shop');
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'cont:europe'));
  const data = CALLBACK.quantity(catalogue.countryId, catalogue.operatorId, quantity);
  const menu = user.last();
  if (!menu) throw new Error('no menu');
  await user.tapData(data, menu.messageId);
  const screen = await user.waitForMessage((m) => m.buttons.flat().some((b) => /^ck[sc]:/.test(b.callbackData ?? '')));
  const [customer] = await queryRows<{ id: number }>(h.database.db, sql`select id from users where telegram_id = ${telegramId}`);
  return { user, screen, userId: customer.id };
}

const buttonData = (m: { buttons: { callbackData?: string }[][] }, prefix: string) => m.buttons.flat().find((b) => b.callbackData?.startsWith(prefix))?.callbackData as string;

/** Taps the Stars button of the confirmation: the invoice, then the message saying the order waits, with its cancel. */
async function payInStars(user: StandInUser, screen: { messageId: number; buttons: { callbackData?: string }[][] }) {
  await user.tapData(buttonData(screen, 'cks:'), screen.messageId);
  const invoice = await user.waitForMessage((m) => m.invoice !== undefined);
  const waiting = await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('ckx:') ?? false));
  return { invoice, waiting };
}

const ordersOf = (h: BotHarness, userId: number) => countOf(h.database.db, sql`select count(*) as n from purchase_history where user_id = ${userId}`);
const filesOf = (user: StandInUser) => user.messages().filter((m) => m.document?.fileName?.endsWith('.txt'));
const checkoutOf = async (h: BotHarness, userId: number) =>
  (await queryRows<{ id: number; status: string; reason: string | null; order_id: number | null; deposit_id: number }>(
    h.database.db,
    sql`select id, status, reason, order_id, deposit_id from pending_checkouts where user_id = ${userId} order by id`,
  ))[0];

/** Polls until `done` holds (10 s at most). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('paying the missing amount at checkout in the bot', () => {
  it('offers to pay the missing amount in Stars or a coin, instead of only refusing', async () => {
    const np = await startNowpaymentsStandIn();
    try {
      const s = await shop({ config: { payments: { btcpay: {}, nowpayments: np.settings } } });
      const { screen } = await shortConfirmation(s, 7601);
      expect(textOf(screen)).toBe(
        fr('checkout-short', { operator: 'PayOp', flag: '🇫🇷', country: 'Payland', quantity: '2 000', cost: '12,00 €', balance: '1,20 €', missing: '10,80 €' }),
      );
      // 10,80 € in whole Stars, rounded up (831 × 0,013 € = 10,803 € → 10,80 €); in crypto, the euros missing.
      const labels = screen.buttons.flat().map((b) => textOf({ text: b.text }));
      expect(labels).toEqual(expect.arrayContaining(['⭐ Payer 10,80 € en Stars (831 ⭐)', '🪙 Payer 10,80 € en BTC', '🪙 Payer 10,80 € en XRP', '➕ Recharger']));
    } finally {
      await np.close();
    }
  });

  it('raises a small missing amount to the minimum deposit, the excess staying on the balance', async () => {
    const s = await shop();
    // 500 numbers = 3,00 €: 1,80 € missing, paid as the 6,00 € minimum deposit (462 Stars = 6,006 € → 6,00 €).
    const { user, screen, userId } = await shortConfirmation(s, 7602, 500);
    expect(textOf(screen)).toContain('Il vous manque 1,80 €');
    const { invoice } = await payInStars(user, screen);
    expect(invoice.invoice?.totalAmount).toBe(462);
    await runJobs(s.h);
    expect((await user.payInvoice()).outcome).toBe('paid');
    await user.waitForMessage((m) => m.document?.fileName?.endsWith('.txt') ?? false);
    expect(await balanceOf(s.h.database.db, userId)).toBe(120 + 600 - 300);
    await user.waitForMessage((m) => textOf(m).includes('Achat réussi') && textOf(m).includes('4,20 €'));
  });

  it('pays the missing amount in Stars: the invoice, the payment, then the order placed and its file sent', async () => {
    const s = await shop();
    const { user, screen, userId } = await shortConfirmation(s, 7603);
    const { invoice, waiting } = await payInStars(user, screen);
    expect(invoice.invoice).toMatchObject({ currency: 'XTR', totalAmount: 831, providerToken: '' });
    expect(textOf({ text: invoice.invoice?.title })).toBe('Commande : 10,80 €');
    expect(textOf(waiting)).toMatch(/^⏳ Votre commande attend ce paiement jusqu'à .+\. Dès qu'il est reçu/);
    const checkout = await checkoutOf(s.h, userId);
    expect(checkout.status).toBe('pending');
    expect(invoice.invoice?.payload).toBe(`deposit:${checkout.deposit_id}`);
    await runJobs(s.h);

    expect((await user.payInvoice()).outcome).toBe('paid');
    const file = await user.waitForMessage((m) => m.document?.fileName?.endsWith('.txt') ?? false);
    expect(file.document?.content.toString().trim().split('\n')).toHaveLength(2000);
    const success = await user.waitForMessage((m) => textOf(m).includes('Achat réussi'));
    expect(textOf(success)).toContain('12,00 €');
    expect(await balanceOf(s.h.database.db, userId)).toBe(0);
    expect(await checkoutOf(s.h, userId)).toMatchObject({ status: 'placed', reason: null });
    expect(await ordersOf(s.h, userId)).toBe(1);
    // The admins hear of the deposit and of the order; the customer only of the order (one story, not two).
    await until(() => Promise.resolve(s.h.standIn.chat(990601).length), (n) => n >= 2, 'admin notices');
    expect(user.messages().some((m) => textOf(m).startsWith('✅ Dépôt confirmé'))).toBe(false);
    expect((await checkLedger(s.h.database.db)).problems).toEqual([]);
  });

  it('pays the missing amount by crypto: the provider confirms, the order is placed and its file sent', async () => {
    const np = await startNowpaymentsStandIn();
    try {
      const s = await shop({ config: { payments: { btcpay: {}, nowpayments: np.settings } } });
      const { user, screen, userId } = await shortConfirmation(s, 7604);
      await user.tapData(screen.buttons.flat().find((b) => /^ckc:.*:XRP$/.test(b.callbackData ?? ''))?.callbackData as string, screen.messageId);
      const instructions = await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('ckx:') ?? false));
      const payment = [...np.payments.values()].at(-1);
      if (!payment) throw new Error('no payment made');
      expect(textOf(instructions)).toContain(payment.pay_address);
      expect(textOf(instructions)).toContain('10,80 €');
      expect(textOf(instructions)).toContain("Votre commande attend ce paiement jusqu'à");
      await runJobs(s.h);

      np.setStatus(payment.payment_id, 'finished');
      expect(await deliverWebhook(s.h, '/webhooks/nowpayments', np.ipn(payment.payment_id))).toBe('credited');
      const file = await user.waitForMessage((m) => m.document?.fileName?.endsWith('.txt') ?? false);
      expect(file.document?.content.toString().trim().split('\n')).toHaveLength(2000);
      // The provider calling again credits nothing more and places nothing more.
      expect(await deliverWebhook(s.h, '/webhooks/nowpayments', np.ipn(payment.payment_id))).not.toBe('credited');
      await new Promise((r) => setTimeout(r, 300));
      expect(await ordersOf(s.h, userId)).toBe(1);
      expect(filesOf(user)).toHaveLength(1);
      expect(await balanceOf(s.h.database.db, userId)).toBe(0);
      expect((await checkLedger(s.h.database.db)).problems).toEqual([]);
    } finally {
      await np.close();
    }
  });

  it('places nothing when the stock is gone by the time the payment arrives: the money stays, the customer is told', async () => {
    const s = await shop();
    const { user, screen, userId } = await shortConfirmation(s, 7605);
    await payInStars(user, screen);
    // Another buyer empties the list meanwhile.
    await s.h.database.db.execute(sql`delete from numlist_numbers where numlist_id = ${s.numlistId}`);
    await s.h.database.db.execute(sql`update numlists set available_numbers = 0 where id = ${s.numlistId}`);
    await runJobs(s.h);
    expect((await user.payInvoice()).outcome).toBe('paid');
    await user.waitForMessage(
      (m) => textOf(m) === fr('checkout-not-placed', { amount: '10,80 €', reason: fr('checkout-reason-stock'), balance: '12,00 €' }),
    );
    expect(await checkoutOf(s.h, userId)).toMatchObject({ status: 'not_placed', reason: 'OUT_OF_STOCK', order_id: null });
    expect(await ordersOf(s.h, userId)).toBe(0);
    expect(await balanceOf(s.h.database.db, userId)).toBe(1200);
    expect((await checkLedger(s.h.database.db)).problems).toEqual([]);
  });

  it('tells a German customer in German why nothing was bought, with the balance', async () => {
    const s = await shop();
    const { user, screen, userId } = await shortConfirmation(s, 7613, 2000, /Deutsch/);
    expect(textOf(screen)).toContain('Dir fehlen 10,80 €.');
    await payInStars(user, screen);
    await s.h.database.db.execute(sql`update operators set is_active = false where id = ${s.catalogue.operatorId}`);
    await runJobs(s.h);
    expect((await user.payInvoice()).outcome).toBe('paid');
    const de = (key: string, vars?: Record<string, string>) => textOf({ text: i18n.t('de', key, vars) });
    await user.waitForMessage((m) => textOf(m) === de('checkout-not-placed', { amount: '10,80 €', reason: de('checkout-reason-closed'), balance: '12,00 €' }));
    expect(await checkoutOf(s.h, userId)).toMatchObject({ status: 'not_placed', reason: 'NOT_FOUND' });
  });

  it('places nothing at a price the customer did not see: a price changed after the confirmation', async () => {
    const s = await shop();
    const { user, screen, userId } = await shortConfirmation(s, 7606);
    await payInStars(user, screen);
    await setSetting(s.h.database.db, 'unit_price_micros', '5000');
    await runJobs(s.h);
    expect((await user.payInvoice()).outcome).toBe('paid');
    await user.waitForMessage(
      (m) => textOf(m) === fr('checkout-not-placed', { amount: '10,80 €', reason: fr('checkout-reason-price'), balance: '12,00 €' }),
    );
    expect(await checkoutOf(s.h, userId)).toMatchObject({ status: 'not_placed', reason: 'PRICE_CHANGED' });
    expect(await ordersOf(s.h, userId)).toBe(0);
    expect(await balanceOf(s.h.database.db, userId)).toBe(1200);
  });

  it('refuses to start a payment for a price that changed since the confirmation was shown', async () => {
    const s = await shop();
    const { user, screen, userId } = await shortConfirmation(s, 7607);
    await setSetting(s.h.database.db, 'unit_price_micros', '7000');
    await user.tapData(buttonData(screen, 'cks:'), screen.messageId);
    await user.waitForMessage((m) => textOf(m) === fr('checkout-price-changed'));
    expect(await checkoutOf(s.h, userId)).toBeUndefined();
    expect(await countOf(s.h.database.db, sql`select count(*) as n from deposits where user_id = ${userId}`)).toBe(0);
  });

  it('keeps on the balance a payment made after the checkout expired, and says so', async () => {
    const s = await shop();
    const { user, screen, userId } = await shortConfirmation(s, 7608);
    await payInStars(user, screen);
    // Fifteen minutes later: the order no longer waits.
    await s.h.database.db.execute(sql`update pending_checkouts set expires_at = now() - interval '1 minute' where user_id = ${userId}`);
    await runJobs(s.h);
    expect((await user.payInvoice()).outcome).toBe('paid');
    await user.waitForMessage((m) => textOf(m) === fr('checkout-paid-after-expiry', { amount: '10,80 €', balance: '12,00 €' }));
    expect(await checkoutOf(s.h, userId)).toMatchObject({ status: 'expired', order_id: null });
    expect(await ordersOf(s.h, userId)).toBe(0);
    expect(await balanceOf(s.h.database.db, userId)).toBe(1200);
  });

  it('cancels a pending checkout: its invoice is refused, nothing is bought, a second cancel says it is closed', async () => {
    const s = await shop();
    const { user, screen, userId } = await shortConfirmation(s, 7609);
    const { waiting } = await payInStars(user, screen);
    await user.tapData(buttonData(waiting, 'ckx:'), waiting.messageId);
    await user.waitForMessage((m) => textOf(m) === fr('checkout-cancelled'));
    expect(await checkoutOf(s.h, userId)).toMatchObject({ status: 'cancelled' });
    expect(await user.payInvoice()).toEqual({ outcome: 'refused', errorMessage: fr('stars-refused-closed') });
    await user.tapData(buttonData(waiting, 'ckx:'), waiting.messageId);
    await user.waitForMessage((m) => textOf(m) === fr('checkout-closed'));
    expect(await ordersOf(s.h, userId)).toBe(0);
    expect(await balanceOf(s.h.database.db, userId)).toBe(120);
  });

  it('keeps on the balance a payment that arrives after the cancel all the same', async () => {
    const s = await shop();
    const { user, screen, userId } = await shortConfirmation(s, 7610);
    const { invoice, waiting } = await payInStars(user, screen);
    if (!invoice.invoice) throw new Error('no invoice');
    expect(await user.preCheckout(invoice.invoice)).toMatchObject({ ok: true });
    // Telegram had accepted the payment just before the customer cancelled.
    await user.tapData(buttonData(waiting, 'ckx:'), waiting.messageId);
    await user.waitForMessage((m) => textOf(m) === fr('checkout-cancelled'));
    await runJobs(s.h);
    await user.successfulPayment({ ...invoice.invoice, chargeId: 'stxPaidAfterCancel' });
    await user.waitForMessage((m) => textOf(m) === fr('checkout-paid-after-cancel', { amount: '10,80 €', balance: '12,00 €' }));
    expect(await ordersOf(s.h, userId)).toBe(0);
    expect((await checkLedger(s.h.database.db)).problems).toEqual([]);
  });

  it('makes one payment for two taps on the same Stars button', async () => {
    const s = await shop();
    const { user, screen, userId } = await shortConfirmation(s, 7611);
    const data = buttonData(screen, 'cks:');
    await Promise.all([user.tapData(data, screen.messageId), user.tapData(data, screen.messageId)]);
    await user.waitForMessage((m) => textOf(m) === fr('checkout-already'));
    await user.waitForMessage((m) => m.invoice !== undefined);
    expect(user.messages().filter((m) => m.invoice)).toHaveLength(1);
    expect(await countOf(s.h.database.db, sql`select count(*) as n from deposits where user_id = ${userId}`)).toBe(1);
  });

  it('places one order for the same successful payment delivered 20 times, with two job runners', async () => {
    const s = await shop();
    const { user, screen, userId } = await shortConfirmation(s, 7612);
    const { invoice } = await payInStars(user, screen);
    if (!invoice.invoice) throw new Error('no invoice');
    expect(await user.preCheckout(invoice.invoice)).toMatchObject({ ok: true });
    await runJobs(s.h, 2);
    await Promise.all(Array.from({ length: 20 }, () => user.successfulPayment({ ...invoice.invoice!, chargeId: 'stxTwentyTimes' })));
    await user.waitForMessage((m) => m.document?.fileName?.endsWith('.txt') ?? false);
    await new Promise((r) => setTimeout(r, 500));
    expect(await ordersOf(s.h, userId)).toBe(1);
    expect(filesOf(user)).toHaveLength(1);
    expect(await countOf(s.h.database.db, sql`select count(*) as n from ledger_entries where user_id = ${userId} and kind = 'deposit'`)).toBe(1);
    expect(await balanceOf(s.h.database.db, userId)).toBe(0);
    expect((await checkLedger(s.h.database.db)).problems).toEqual([]);
  });

  it('gives 16 customers paying their missing amounts at once one order and one file each', async () => {
    const s = await shop();
    // The 16 reach their confirmation at once too, as customers of a busy shop would.
    const customers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const { user, screen, userId } = await shortConfirmation(s, 7620 + i, 1000 + i * 100);
        const { invoice } = await payInStars(user, screen);
        return { user, userId, invoice: invoice.invoice, quantity: 1000 + i * 100 };
      }),
    );
    await runJobs(s.h, 2);
    const outcomes = await Promise.all(customers.map((c) => c.user.payInvoice()));
    expect(outcomes.map((o) => o.outcome)).toEqual(Array(16).fill('paid'));
    for (const c of customers) {
      const file = await c.user.waitForMessage((m) => m.document?.fileName?.endsWith('.txt') ?? false, 20_000);
      expect(file.document?.content.toString().trim().split('\n')).toHaveLength(c.quantity);
    }
    await new Promise((r) => setTimeout(r, 500));
    for (const c of customers) {
      expect(await ordersOf(s.h, c.userId)).toBe(1);
      expect(filesOf(c.user)).toHaveLength(1);
    }
    // No number sold twice.
    expect(await countOf(s.h.database.db, sql`select count(*) - count(distinct number) as n from order_numbers`)).toBe(0);
    expect((await checkLedger(s.h.database.db)).problems).toEqual([]);
    // 28,000 numbers in 16 files: more than the default 30 s on a loaded two-core machine (CI saw 31 s).
  }, 90_000);
});
