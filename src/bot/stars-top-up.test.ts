// Topping up in Telegram Stars from the bot as a customer (decision 0135): Solde → Recharger → ⭐ Telegram Stars → an
// amount → Telegram's invoice → the pre-checkout answered → the successful payment credited once, told with the balance.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { register, tapCallback, textOf } from '../../tests/support/bot-customer';
import type { BotHarness } from '../../tests/support/bot-harness';
import { shopPayments } from '../../tests/support/app';
import { harnessPerTest } from '../../tests/support/harness-per-test';
import { startNowpaymentsStandIn } from '../../tests/support/nowpayments-stand-in';
import { balanceOf, countOf } from '../../tests/support/wallet-fixtures';
import type { Job } from '../db/jobs';
import { createMetrics, type ShopMetrics } from '../metrics';
import { queryRows } from '../db/query';
import { getAlerts } from '../domain/reports/alerts';
import { checkLedger } from '../domain/wallet/check-ledger';
import { approveDepositChecked } from '../domain/wallet/deposit-approval';
import { paymentLookup } from '../domain/wallet/payment-lookup';
import { DEPOSIT_NOTICES_QUEUE } from '../domain/wallet/deposits';
import { saveStarsSettings } from '../domain/wallet/stars';
import { depositNotices } from '../jobs/deposit-notices';
import { CALLBACK } from './callback-data';
import { figuresFor } from '../messenger/figures';
import { createI18n } from '../messenger/i18n';

const i18n = createI18n();
const said = (language: string, key: string, vars?: Record<string, string>) => textOf({ text: i18n.t(language, key, vars) });
const harnesses = harnessPerTest();

/** Stars on at 0,013 € a Star, 1 to 10 000 Stars a payment (the shop's deposit limits narrow it: 6 € = 462 Stars). */
const turnStarsOn = (harness: BotHarness, enabled = true) =>
  saveStarsSettings(harness.database.db, { enabled, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });

type DepositRow = { id: number; user_id: number; provider: string; crypto: string; amount_cents: string; pay_amount: string | null; status: string; telegram_payment_charge_id: string | null };
const depositsOf = (harness: BotHarness, telegramId: number) =>
  queryRows<DepositRow>(
    harness.database.db,
    sql`select d.id, d.user_id, d.provider, d.crypto, d.amount_cents, d.pay_amount, d.status, d.telegram_payment_charge_id
        from deposits d join users u on u.id = d.user_id where u.telegram_id = ${telegramId} order by d.id`,
  );

/** A new customer in `language` who taps Solde → Recharger: the Recharger screen is shown. */
async function openRecharger(harness: BotHarness, telegramId: number, language: RegExp = /Français/) {
  const user = harness.standIn.user(telegramId, { username: `u${telegramId}`, firstName: 'Stella', languageCode: 'fr' });
  await register(user, language);
  await tapCallback(user, 'bal');
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'topup'));
  await tapCallback(user, 'topup');
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === CALLBACK.giftCard));
  return user;
}

/** Recharger → ⭐ Telegram Stars: the Stars amount screen. */
async function openStars(harness: BotHarness, telegramId: number, language?: RegExp) {
  const user = await openRecharger(harness, telegramId, language);
  await tapCallback(user, 'tps');
  const screen = await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('tsa:') ?? false));
  return { user, screen };
}

/** The invoice of one of the Stars screen's presets (`stars` Stars), as the customer receives it. */
async function starsInvoice(harness: BotHarness, telegramId: number, stars: number) {
  const { user, screen } = await openStars(harness, telegramId);
  const preset = screen.buttons.flat().find((b) => b.callbackData?.startsWith(`tsa:${stars}:`));
  await user.tapData(preset?.callbackData as string, screen.messageId);
  const { invoice } = await user.waitForMessage((m) => m.invoice !== undefined);
  if (!invoice) throw new Error('no invoice');
  return { user, invoice };
}

const runCreditNotice = async (harness: BotHarness, depositId: number) => {
  const definition = depositNotices(harness.database.db, harness.messenger, pino({ level: 'silent' }));
  const job: Job = { id: 0, queue: DEPOSIT_NOTICES_QUEUE, key: `${depositId}:credited`, payload: { depositId, event: 'credited' }, attempts: 1, maxAttempts: 8 };
  await definition.handler(job, new AbortController().signal);
};

describe('bot Stars top-up', () => {
  it('offers no Stars while they are off, and offers them once on', async () => {
    const h = await harnesses.start();
    const user = await openRecharger(h, 7301);
    expect(user.messages().flatMap((m) => m.buttons.flat()).some((b) => b.callbackData === 'tps')).toBe(false);
    await turnStarsOn(h);
    await tapCallback(user, 'bal');
    await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'topup'));
    await tapCallback(user, 'topup');
    const screen = await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'tps'));
    expect(textOf(screen)).toBe(said('fr', 'topup-choose-stars'));
    expect(screen.buttons.flat().find((b) => b.callbackData === 'tps')?.text).toBe('⭐ Telegram Stars');
  });

  it('offers Stars beside the coins of a crypto provider, the customer choosing', async () => {
    const np = await startNowpaymentsStandIn();
    try {
      const h = await harnesses.start({ config: { payments: { btcpay: {}, nowpayments: np.settings } } });
      await turnStarsOn(h);
      const user = await openRecharger(h, 7307);
      const screen = await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'tps') && m.buttons.flat().some((b) => b.callbackData?.startsWith('tpc:') ?? false));
      expect(textOf(screen)).toBe(said('fr', 'topup-choose-stars-or-crypto'));
    } finally {
      await np.close();
    }
  });

  it('tops up 500 Stars: the deposit before the invoice, the payment credited, the customer and admins told', async () => {
    const h = await harnesses.start({ admins: [990301] });
    await turnStarsOn(h);
    const { user, screen } = await openStars(h, 7302);
    // What each preset gives in euros, rounded down to the cent (500 × 0,013 € = 6,50 €).
    expect(screen.buttons.flat().filter((b) => b.callbackData?.startsWith('tsa:')).map((b) => textOf({ text: b.text }))).toEqual([
      '⭐ 500 → 6,50 €',
      '⭐ 1 000 → 13,00 €',
      '⭐ 2 500 → 32,50 €',
      '⭐ 5 000 → 65,00 €',
    ]);
    expect(textOf(screen)).toContain('1 Star = 0,013 €');
    expect(textOf(screen)).toContain('de 462 à 10 000');
    const [customer] = await queryRows<{ id: number }>(h.database.db, sql`select id from users where telegram_id = 7302`);
    const before = await balanceOf(h.database.db, customer.id);
    const preset = screen.buttons.flat().find((b) => b.callbackData?.startsWith('tsa:500:'));
    await user.tapData(preset?.callbackData as string, screen.messageId);
    const invoiceMessage = await user.waitForMessage((m) => m.invoice !== undefined);
    const [deposit] = await depositsOf(h, 7302);
    expect({ ...deposit, amount_cents: Number(deposit.amount_cents) }).toMatchObject({ provider: 'stars', crypto: 'XTR', amount_cents: 650, pay_amount: '500', status: 'pending' });
    expect(invoiceMessage.invoice).toMatchObject({ currency: 'XTR', totalAmount: 500, providerToken: '', payload: `deposit:${deposit.id}` });
    expect(textOf({ text: invoiceMessage.invoice?.title })).toBe('Recharge de 6,50 €');
    expect(textOf({ text: invoiceMessage.invoice?.description })).toBe(`500 Stars pour 6,50 € crédités sur votre solde (recharge n° ${deposit.id}).`);

    const outcome = await user.payInvoice();
    expect(outcome.outcome).toBe('paid');
    const paid = await untilDeposit(h, 7302, (d) => d.status === 'completed');
    expect(paid.telegram_payment_charge_id).toBe(outcome.outcome === 'paid' ? outcome.chargeId : null);
    expect(await balanceOf(h.database.db, customer.id)).toBe(before + 650);
    await runCreditNotice(h, deposit.id);
    await user.waitForMessage((m) => textOf(m) === said('fr', 'deposit-confirmed', { amount: '6,50 €', balance: euros(before + 650) }));
    expect(h.standIn.chat(990301).some((m) => textOf(m).includes('6,50 €') && textOf(m).includes('@u7302'))).toBe(true);
    expect((await checkLedger(h.database.db)).problems).toEqual([]);
  });

  it('tops up a typed number of Stars in English, rounded down to the cent', async () => {
    const h = await harnesses.start();
    await turnStarsOn(h);
    const { user, screen } = await openStars(h, 7303, /English/);
    expect(textOf(screen)).toContain('from 462 to 10,000');
    await user.send('461');
    await user.waitForMessage((m) => textOf(m) === said('en', 'topup-stars-invalid', { minimum: '462', maximum: '10,000' }));
    expect(await depositsOf(h, 7303)).toEqual([]);
    // 777 × 0,013 € = 10,101 €: 10,10 € credited, never more than the Stars paid are worth.
    await user.send('777');
    const invoice = await user.waitForMessage((m) => m.invoice !== undefined);
    expect(invoice.invoice?.totalAmount).toBe(777);
    expect(textOf({ text: invoice.invoice?.title })).toBe('Top-up of €10.10');
    expect((await user.payInvoice()).outcome).toBe('paid');
    const [deposit] = await depositsOf(h, 7303);
    await untilDeposit(h, 7303, (d) => d.status === 'completed');
    expect(Number(deposit.amount_cents)).toBe(1010);
    await runCreditNotice(h, deposit.id);
    const [customer] = await queryRows<{ id: number }>(h.database.db, sql`select id from users where telegram_id = 7303`);
    const balance = await balanceOf(h.database.db, customer.id);
    await user.waitForMessage((m) => textOf(m) === said('en', 'deposit-confirmed', { amount: '€10.10', balance: figuresFor('en').euros(balance) }));
  });

  it('refuses at pre-checkout a wrong amount, another customer, an unknown and a closed deposit, with the reason', async () => {
    const h = await harnesses.start();
    await turnStarsOn(h);
    const { user, invoice } = await starsInvoice(h, 7304, 1000);
    // An invoice waiting for the customer is not an admin's business; an admin cannot credit it unpaid without confirming.
    expect((await getAlerts(h.database.db)).pendingDeposits.count).toBe(0);
    const [open] = await depositsOf(h, 7304);
    const lookup = paymentLookup(shopPayments(h.database.db, h.config.payments));
    await expect(approveDepositChecked(h.database.db, { depositId: open.id, actorUserId: open.user_id, lookup })).rejects.toMatchObject({ code: 'DEPOSIT_NOT_PAID' });
    const mismatch = { ok: false, errorMessage: said('fr', 'stars-refused-mismatch') };
    expect(await user.preCheckout({ ...invoice, totalAmount: 999 })).toEqual(mismatch);
    expect(await user.preCheckout({ ...invoice, currency: 'EUR' })).toEqual(mismatch);
    const other = h.standIn.user(7305, { username: 'u7305', firstName: 'Other', languageCode: 'en' });
    expect(await other.preCheckout(invoice)).toEqual({ ok: false, errorMessage: said('en', 'stars-refused-mismatch') });
    expect(await user.preCheckout({ ...invoice, payload: 'deposit:999999' })).toEqual({ ok: false, errorMessage: said('fr', 'stars-refused-unknown') });
    // Only the successful payment credits: an accepted pre-checkout changes nothing.
    const [customer] = await queryRows<{ id: number }>(h.database.db, sql`select id from users where telegram_id = 7304`);
    const before = await balanceOf(h.database.db, customer.id);
    expect(await user.preCheckout(invoice)).toEqual({ ok: true, errorMessage: undefined });
    expect(await balanceOf(h.database.db, customer.id)).toBe(before);
    expect((await user.payInvoice()).outcome).toBe('paid');
    await untilDeposit(h, 7304, (d) => d.status === 'completed');
    expect(await user.payInvoice()).toEqual({ outcome: 'refused', errorMessage: said('fr', 'stars-refused-closed') });
    expect(await balanceOf(h.database.db, customer.id)).toBe(before + 1300);
  });

  it('credits once the same successful payment delivered 20 times at once', async () => {
    const metrics = createMetrics();
    const h = await harnesses.start({ metrics });
    await turnStarsOn(h);
    const { user, invoice } = await starsInvoice(h, 7306, 2500);
    expect(await user.preCheckout(invoice)).toMatchObject({ ok: true });
    const [customer] = await queryRows<{ id: number }>(h.database.db, sql`select id from users where telegram_id = 7306`);
    const before = await balanceOf(h.database.db, customer.id);
    const payment = { ...invoice, chargeId: 'stxSameChargeTwentyTimes' };
    // Twenty deliveries of one payment (distinct updates), handled side by side by the bot.
    await Promise.all(Array.from({ length: 20 }, () => user.successfulPayment(payment)));
    await untilDeposit(h, 7306, (d) => d.status === 'completed');
    // /start and the 20 deliveries, each handled to its end without an error.
    await untilHandled(metrics, 21);
    expect(await balanceOf(h.database.db, customer.id)).toBe(before + 3250);
    expect(await countOf(h.database.db, sql`select count(*) as n from ledger_entries where kind = 'deposit' and user_id = ${customer.id}`)).toBe(1);
    expect(await countOf(h.database.db, sql`select count(*) as n from jobs where queue = ${DEPOSIT_NOTICES_QUEUE}`)).toBe(1);
    expect((await checkLedger(h.database.db)).problems).toEqual([]);
  });
});

const euros = (cents: number) => textOf({ text: figuresFor('fr').euros(cents) });

/** Polls the customer's (only) deposit until `done` holds (5 s at most). */
async function untilDeposit(harness: BotHarness, telegramId: number, done: (d: DepositRow) => boolean): Promise<DepositRow> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const [deposit] = await depositsOf(harness, telegramId);
    if (deposit && done(deposit)) return deposit;
    if (Date.now() > deadline) throw new Error(`deposit of ${telegramId} still ${JSON.stringify(deposit)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits until the bot has handled `count` messages to their end (its update metrics), 5 s at most; none failed. */
async function untilHandled(metrics: ShopMetrics, count: number) {
  const deadline = Date.now() + 5000;
  const messages = async (outcome: string) =>
    (await metrics.botUpdates.get()).values.filter((v) => v.labels.kind === 'message' && v.labels.outcome === outcome).reduce((sum, v) => sum + v.value, 0);
  while ((await messages('ok')) + (await messages('error')) < count) {
    if (Date.now() > deadline) throw new Error(`only ${await messages('ok')} messages handled`);
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(await messages('error')).toBe(0);
}
