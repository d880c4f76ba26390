// Topping up from the bot as a customer: Solde → Recharger → an amount → a deposit; then the notices of its progress.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type BotHarness, deliverWebhook } from '../../tests/support/bot-harness';
import type { StandInUser } from '../../tests/support/bot-api-stand-in';
import { register, tapCallback, textOf } from '../../tests/support/bot-customer';
import { startBtcpayStandIn } from '../../tests/support/btcpay-stand-in';
import { startNowpaymentsStandIn } from '../../tests/support/nowpayments-stand-in';
import { balanceOf, countOf } from '../../tests/support/wallet-fixtures';
import type { Job } from '../db/jobs';
import { queryRows } from '../db/query';
import { approveDeposit, creditDeposit, DEPOSIT_NOTICES_QUEUE } from '../domain/wallet/deposits';
import { depositNotices } from '../jobs/deposit-notices';
import { saveLanguageText, setManualTopUps } from '../domain/settings/language-texts';
import { createI18n } from '../messenger/i18n';
import { harnessPerTest } from '../../tests/support/harness-per-test';

const i18n = createI18n();
const fr = (key: string, vars?: Record<string, string>) => textOf({ text: i18n.t('fr', key, vars) });

let h: BotHarness | undefined;
const harnesses = harnessPerTest();

type DepositRow = { id: number; user_id: number; provider: string; amount_cents: string; status: string };
const depositsOf = (harness: BotHarness, telegramId: number) =>
  queryRows<DepositRow>(
    harness.database.db,
    sql`select d.id, d.user_id, d.provider, d.amount_cents, d.status from deposits d join users u on u.id = d.user_id where u.telegram_id = ${telegramId} order by d.id`,
  );

/** A new customer, registered in French, who taps Solde → Recharger: the Recharger screen is on its way. */
async function openRecharger(harness: BotHarness, telegramId: number, firstName: string) {
  const user = harness.standIn.user(telegramId, { username: `u${telegramId}`, firstName, languageCode: 'fr' });
  await register(user);
  await tapCallback(user, 'bal');
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'topup'));
  await tapCallback(user, 'topup');
  return user;
}

/**
 * A test's harness (started with `options`), and a customer who went Solde → Recharger → manual top-up (turned on,
 * with instructions): the amount screen with its presets is on screen.
 */
async function openManualTopUp(telegramId: number, options?: Parameters<typeof harnesses.start>[0]) {
  const harness = await harnesses.start(options);
  await saveLanguageText(harness.database.db, 'manual-topup', 'fr', 'Virement : IBAN FR76 0000', { actorUserId: null });
  await setManualTopUps(harness.database.db, true, { actorUserId: null });
  const user = await openRecharger(harness, telegramId, 'Top');
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'tpm'));
  await tapCallback(user, 'tpm');
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('tpa:') ?? false));
  return { h: harness, user };
}

const runNotice = async (harness: BotHarness, depositId: number, event: 'detected' | 'credited') => {
  const definition = depositNotices(harness.database.db, harness.messenger, pino({ level: 'silent' }));
  const job: Job = { id: 0, queue: DEPOSIT_NOTICES_QUEUE, key: `${depositId}:${event}`, payload: { depositId, event }, attempts: 1, maxAttempts: 8 };
  await definition.handler(job, new AbortController().signal);
};

/** The same text said a second time (a new message, not the first one that said it). */
const saidAgain = (user: StandInUser, text: string) =>
  user.waitForMessage((m) => textOf(m) === text && m.messageId !== user.messages().find((x) => textOf(x) === text)?.messageId);

/** A typed amount is taken: the instructions show it with a deposit number, and it is the customer's only deposit. */
async function expectTypedAmountRecorded(
  harness: BotHarness,
  user: StandInUser,
  telegramId: number,
  amount: { typed: string; shown: string; cents: number },
) {
  await user.send(amount.typed);
  await user.waitForMessage((m) => textOf(m).includes(amount.shown) && textOf(m).includes('n°'));
  expect((await depositsOf(harness, telegramId)).map((r) => Number(r.amount_cents))).toEqual([amount.cents]);
}

/** Picks a coin once the list offering `offered` is shown, then the preset amount of `cents`. */
async function chooseCoinAndAmount(
  user: Awaited<ReturnType<typeof openRecharger>>,
  choice: { offered: string; labels: string[]; coin: string; cents: number },
) {
  const coins = await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === `tpc:${choice.offered}`));
  expect(coins.buttons.flat().map((b) => b.text)).toEqual(expect.arrayContaining(choice.labels));
  await tapCallback(user, `tpc:${choice.coin}`);
  const amount = `tpa:${choice.cents}:`;
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith(amount) ?? false));
  const preset = user.messages().flatMap((m) => m.buttons.flat().map((b) => ({ b, m }))).find(({ b }) => b.callbackData?.startsWith(amount));
  await user.tapData(preset?.b.callbackData as string, preset?.m.messageId as number);
}

/**
 * The provider's webhook credits the customer's deposit (`cents` on the balance), and the customer is told of it with
 * the amount and the new balance.
 */
async function expectCreditedByWebhook(
  harness: BotHarness,
  user: Awaited<ReturnType<typeof openRecharger>>,
  webhook: { url: string; hook: Parameters<typeof deliverWebhook>[2] },
  credited: { cents: number; amount: string; balance: string },
) {
  expect(await deliverWebhook(harness, webhook.url, webhook.hook)).toBe('credited');
  const [deposit] = await depositsOf(harness, user.id);
  expect(await balanceOf(harness.database.db, deposit.user_id)).toBe(credited.cents);
  await runNotice(harness, deposit.id, 'credited');
  await user.waitForMessage((m) => textOf(m) === fr('deposit-confirmed', { amount: credited.amount, balance: credited.balance }));
}

describe('bot top-up', () => {
  it('records a manual top-up from a preset once, however often the preset is tapped', async () => {
    const { h, user } = await openManualTopUp(7101);
    const screen = user.messages().find((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('tpa:')));
    const presets = screen?.buttons.flat().filter((b) => b.callbackData?.startsWith('tpa:')) ?? [];
    expect(presets.map((b) => textOf({ text: b.text }))).toEqual(['6,00 €', '10,00 €', '25,00 €', '50,00 €']);
    const ten = presets.find((b) => b.callbackData?.startsWith('tpa:1000:'));
    if (!screen || !ten?.callbackData) throw new Error('no 10 € preset');
    await Promise.all([user.tapData(ten.callbackData, screen.messageId), user.tapData(ten.callbackData, screen.messageId)]);
    await user.waitForMessage((m) => textOf(m).includes('10,00 €') && textOf(m).includes('n°'));
    await user.waitForMessage((m) => textOf(m) === fr('topup-already'));
    const rows = await depositsOf(h, 7101);
    expect(rows.map((r) => [r.provider, Number(r.amount_cents), r.status])).toEqual([['manual', 1000, 'pending']]);
  });

  it('refuses a typed amount below the minimum or unreadable, and takes "12,50"', async () => {
    const { h, user } = await openManualTopUp(7102);
    const invalid = fr('topup-amount-invalid', { minimum: '6,00 €' });
    await user.send('5');
    await user.waitForMessage((m) => textOf(m) === invalid);
    await user.send('douze');
    await saidAgain(user, invalid);
    expect(await depositsOf(h, 7102)).toHaveLength(0);
    await expectTypedAmountRecorded(h, user, 7102, { typed: '12,50', shown: '12,50 €', cents: 1250 });
  });

  it('creates no deposit for a forged amount in the callback data, says so, and keeps the prompt open', async () => {
    const { h, user } = await openManualTopUp(7105);
    const screen = user.messages().find((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('tpa:')));
    const nonce = screen?.buttons.flat().find((b) => b.callbackData?.startsWith('tpa:'))?.callbackData?.split(':')[2];
    if (!screen || !nonce) throw new Error('no amount screen');
    // The amount screen's own nonce with an amount no button offered: 9,999,999.99 €, then 7 € (within the limits).
    const refused = fr('topup-amount-not-offered', { minimum: '6,00 €', maximum: '10 000,00 €' });
    await user.tapData(`tpa:999999999:${nonce}`, screen.messageId);
    await user.waitForMessage((m) => textOf(m) === refused);
    await user.tapData(`tpa:700:${nonce}`, screen.messageId);
    await saidAgain(user, refused);
    expect(await depositsOf(h, 7105)).toHaveLength(0);
    // The prompt is still open: a typed amount goes through.
    await expectTypedAmountRecorded(h, user, 7105, { typed: '7', shown: '7,00 €', cents: 700 });
  });

  it('refuses a typed amount above the maximum deposit with the figure, keeps the prompt open, and follows the setting', async () => {
    const { h, user } = await openManualTopUp(7106);
    await user.send('10000,01');
    const tooLarge = fr('topup-amount-too-large', { amount: '10 000,01 €', maximum: '10 000,00 €' });
    await user.waitForMessage((m) => textOf(m) === tooLarge);
    await user.send('2000000');
    await user.waitForMessage((m) => textOf(m) === fr('topup-amount-too-large', { amount: '2 000 000,00 €', maximum: '10 000,00 €' }));
    expect(await depositsOf(h, 7106)).toHaveLength(0);
    // An admin lowers the maximum to 20 €: the 25 € and 50 € buttons go, and 21 € typed is refused with the new figure.
    await h.database.db.execute(sql`insert into settings (key, value) values ('maximum_deposit_cents', '2000') on conflict (key) do update set value = excluded.value`);
    await tapCallback(user, 'topup');
    await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'tpm'));
    await tapCallback(user, 'tpm');
    await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('tpa:')) && !m.buttons.flat().some((b) => b.callbackData?.startsWith('tpa:2500:')));
    await user.send('21');
    await user.waitForMessage((m) => textOf(m) === fr('topup-amount-too-large', { amount: '21,00 €', maximum: '20,00 €' }));
    await expectTypedAmountRecorded(h, user, 7106, { typed: '20', shown: '20,00 €', cents: 2000 });
  });

  it('tells the customer of the credit with the new balance, and the bot admins, once per notice job', async () => {
    const { h, user } = await openManualTopUp(7103, { admins: [990002] });
    await user.send('20');
    await user.waitForMessage((m) => textOf(m).includes('n°'));
    const [deposit] = await depositsOf(h, 7103);
    await approveDeposit(h.database.db, deposit.id, deposit.user_id);
    // The credit queued its notice in the same transaction, once.
    expect(await countOf(h.database.db, sql`select count(*) as n from jobs where queue = ${DEPOSIT_NOTICES_QUEUE} and key = ${`${deposit.id}:credited`}`)).toBe(1);
    await creditDeposit(h.database.db, { depositId: deposit.id });
    expect(await countOf(h.database.db, sql`select count(*) as n from jobs where queue = ${DEPOSIT_NOTICES_QUEUE}`)).toBe(1);
    await runNotice(h, deposit.id, 'credited');
    const confirmed = fr('deposit-confirmed', { amount: '20,00 €', balance: '21,20 €' });
    await user.waitForMessage((m) => textOf(m) === confirmed);
    const adminChat = h.standIn.chat(990002).map((m) => textOf(m));
    expect(adminChat.some((t) => t.includes('20,00 €') && t.includes('@u7103') && t.includes('21,20 €'))).toBe(true);
  });

  it('completes the notice job of a customer who blocked the bot', async () => {
    const { h, user } = await openManualTopUp(7104);
    await user.send('6');
    await user.waitForMessage((m) => textOf(m).includes('n°'));
    const [deposit] = await depositsOf(h, 7104);
    await approveDeposit(h.database.db, deposit.id, deposit.user_id);
    h.standIn.blockBy(7104);
    await expect(runNotice(h, deposit.id, 'credited')).resolves.toBeUndefined();
  });

  it('pays with NOWPayments from the bot: coin, amount, instructions with the memo and a QR code, then the credit', async () => {
    const np = await startNowpaymentsStandIn();
    harnesses.stopAfterTest(() => np.close());
    h = await harnesses.start({ config: { payments: { btcpay: {}, nowpayments: np.settings } } });
    const user = await openRecharger(h, 7105, 'Pay');
    await chooseCoinAndAmount(user, { offered: 'XRP', labels: ['BTC', 'ETH', 'XRP'], coin: 'XRP', cents: 1000 });
    const instructions = await user.waitForMessage((m) => textOf(m).includes('XRP') && textOf(m).includes('20'));
    const payment = [...np.payments.values()].at(-1);
    if (!payment) throw new Error('no payment made');
    expect(textOf(instructions)).toContain(payment.pay_address);
    expect(textOf(instructions)).toContain(String(payment.payin_extra_id));
    const photo = user.messages().find((m) => m.document?.mimeType === 'image/png');
    expect(photo?.document?.content.subarray(1, 4).toString()).toBe('PNG');

    np.setStatus(payment.payment_id, 'finished');
    const ipn = np.ipn(payment.payment_id);
    await expectCreditedByWebhook(h, user, { url: '/webhooks/nowpayments', hook: ipn }, { cents: 1120, amount: '10,00 €', balance: '11,20 €' });
  });

  it('pays with BTCPay Server from the bot: payment method, amount, address and checkout link, then the credit', async () => {
    const bp = await startBtcpayStandIn();
    harnesses.stopAfterTest(() => bp.close());
    h = await harnesses.start({ config: { payments: { btcpay: bp.settings, nowpayments: {} } } });
    const user = await openRecharger(h, 7107, 'Btc');
    await chooseCoinAndAmount(user, { offered: 'BTC-LN', labels: ['BTC', 'BTC Lightning', 'LTC'], coin: 'BTC-CHAIN', cents: 2500 });
    const instructions = await user.waitForMessage((m) => textOf(m).includes('0.0005'));
    const [deposit] = await depositsOf(h, 7107);
    const invoiceId = (await queryRows<{ provider_payment_id: string }>(h.database.db, sql`select provider_payment_id from deposits where id = ${deposit.id}`))[0]
      .provider_payment_id;
    const onChain = bp.methods(invoiceId).find((m) => m.paymentMethodId === 'BTC-CHAIN');
    expect(textOf(instructions)).toContain(onChain?.destination);
    // BTCPay's own checkout page, for Lightning or another coin.
    expect(instructions.buttons.flat().find((b) => b.url)?.url).toBe(bp.invoice(invoiceId).checkoutLink);
    expect(user.messages().some((m) => m.document?.mimeType === 'image/png')).toBe(true);

    bp.pay(invoiceId, 'BTC-CHAIN', '0.0005');
    bp.setStatus(invoiceId, 'Settled');
    const hook = bp.webhook(invoiceId, 'InvoiceSettled');
    await expectCreditedByWebhook(h, user, { url: '/webhooks/btcpay', hook }, { cents: 2620, amount: '25,00 €', balance: '26,20 €' });
  });

  it('says the payment service is unavailable when the provider cannot be reached', async () => {
    const np = await startNowpaymentsStandIn();
    harnesses.stopAfterTest(() => np.close());
    np.down();
    h = await harnesses.start({ config: { payments: { btcpay: {}, nowpayments: np.settings } } });
    const user = await openRecharger(h, 7106, 'Down');
    await user.waitForMessage((m) => textOf(m) === fr('topup-unavailable'));
    expect(await depositsOf(h, 7106)).toHaveLength(0);
  });
});
