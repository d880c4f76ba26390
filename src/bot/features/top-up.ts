// Crypto top-ups in the bot: Solde → Recharger → a coin → an amount → where and how much to pay, with a QR code.
import { randomBytes } from 'node:crypto';
import { Composer, InlineKeyboard, InputFile } from 'grammy';
import { readEuroCents } from '../../contracts/money';
import { clearStep, saveStep, takeTopUpStep } from '../../domain/customers/conversation-steps';
import { DomainError } from '../../domain/errors';
import { getBotMenuSettings } from '../../domain/settings/bot-menu';
import { languageTextOrFrench, manualTopUpsEnabled } from '../../domain/settings/language-texts';
import { getShopSettings } from '../../domain/settings/shop-settings';
import { type Deposit, type DepositLimits, depositAmountRefusal } from '../../domain/wallet/deposits';
import { type CreatedPayment, MANUAL_PROVIDER } from '../../domain/wallet/payment-gateway';
import type { PaymentGateways } from '../../domain/wallet/payment-gateways';
import { getStarsSettings } from '../../domain/wallet/stars';
import { startTopUp, topUpCryptos } from '../../domain/wallet/top-up';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { languageOf } from '../../messenger/i18n';
import { escapeHtml, say, sayAdminText, show } from '../screen';

export const topUpFeature = new Composer<BotContext>();

/** SPEC §9: the example amounts, offered when within the shop's deposit limits. */
const TOP_UP_PRESETS_EUROS = [6, 10, 25, 50];

/** No providers given (a bot built without them): every top-up is a manual deposit. */
const noProviders: PaymentGateways = {
  active: async () => null,
  get: async () => null,
  webhookProviders: () => [],
  probe: async (provider) => {
    throw new DomainError('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider });
  },
};
export const paymentsOf = (ctx: BotContext) => ctx.deps.payments ?? noProviders;

// Recharger: the coins of the provider customers pay through, or a manual top-up; the gift card either way.
topUpFeature.callbackQuery(CALLBACK.topUp, async (ctx) => {
  // A provider that cannot list its coins right now: say so, rather than offer a manual top-up it would then refuse.
  const cryptos = await topUpCryptos(paymentsOf(ctx)).catch(() => null);
  // Without a provider, a manual top-up only where the owner wrote how to pay and turned it on (decision 0125).
  const manual = cryptos?.length === 0 && (await manualTopUpsEnabled(ctx.deps.db));
  // Telegram Stars beside the coins when the owner turned them on (decision 0135): the customer chooses.
  const { enabled: stars } = await getStarsSettings(ctx.deps.db);
  const keyboard = new InlineKeyboard();
  if (stars) keyboard.text(ctx.t('topup-stars'), CALLBACK.topUpStars).row();
  cryptos?.forEach((c, i) => {
    keyboard.text(c.label, CALLBACK.topUpCrypto(c.code));
    if (i % 2 === 1) keyboard.row();
  });
  keyboard.row();
  if (manual) keyboard.text(ctx.t('topup-manual'), CALLBACK.topUpManual).row();
  keyboard.text(ctx.t('topup-gift-card'), CALLBACK.giftCard).row().text(ctx.t('back'), CALLBACK.balance).text(ctx.t('menu-main'), CALLBACK.menu);
  const text = cryptos?.length ? (stars ? 'topup-choose-stars-or-crypto' : 'topup-choose-crypto') : manual ? 'topup-choose-manual' : stars ? 'topup-choose-stars' : cryptos === null ? 'topup-unavailable' : 'topup-choose-none';
  await show(ctx, { text: ctx.t(text), keyboard });
});

async function askAmount(ctx: BotContext, crypto: string) {
  if (!ctx.chat) return;
  const limits = await getShopSettings(ctx.deps.db);
  const { minimumDepositCents } = limits;
  const nonce = randomBytes(6).toString('hex');
  // The amounts offered are kept with the step: a tap is only ever one of them, whatever its callback data says.
  const offeredCents = TOP_UP_PRESETS_EUROS.map((e) => e * 100).filter((cents) => depositAmountRefusal(cents, limits) === null);
  ctx.step = { kind: 'topUpAmount', crypto, nonce, offeredCents };
  await saveStep(ctx.deps.db, ctx.chat.id, ctx.step);
  const keyboard = new InlineKeyboard();
  for (const cents of offeredCents) keyboard.text(ctx.figures.euros(cents), CALLBACK.topUpAmount(cents, nonce));
  keyboard.row().text(ctx.t('back'), CALLBACK.topUp).text(ctx.t('menu-main'), CALLBACK.menu);
  // The method's name as the customer chose it (BTCPay's BTC-LN reads "BTC Lightning"); the provider caches its list.
  const label = async () => (await topUpCryptos(paymentsOf(ctx)).catch(() => [])).find((c) => c.code === crypto)?.label ?? crypto;
  const coin = crypto === MANUAL_PROVIDER ? ctx.t('topup-manual-coin') : escapeHtml(await label());
  await show(ctx, { text: ctx.t('topup-amount-prompt', { crypto: coin, minimum: ctx.figures.euros(minimumDepositCents) }), keyboard });
}

topUpFeature.callbackQuery(MATCH.topUpCrypto, (ctx) => askAmount(ctx, ctx.match[1]));
topUpFeature.callbackQuery(CALLBACK.topUpManual, (ctx) => askAmount(ctx, MANUAL_PROVIDER));

topUpFeature.callbackQuery(MATCH.topUpAmount, async (ctx) => {
  const [, cents, nonce] = ctx.match;
  const step = ctx.step?.kind === 'topUpAmount' && ctx.step.nonce === nonce ? ctx.step : null;
  if (step && !step.offeredCents.includes(Number(cents))) {
    // Callback data not made by this screen (forged, or edited by a client): nothing is recorded, the prompt stays open.
    const { minimumDepositCents, maximumDepositCents } = await getShopSettings(ctx.deps.db);
    const f = ctx.figures;
    await say(ctx, { text: ctx.t('topup-amount-not-offered', { minimum: f.euros(minimumDepositCents), maximum: f.euros(maximumDepositCents) }) });
    return;
  }
  if (!step || !ctx.chat || !(await takeTopUpStep(ctx.deps.db, ctx.chat.id, nonce))) {
    // A second tap on the same screen (or an old one): the first made the deposit.
    await say(ctx, { text: ctx.t('topup-already') });
    return;
  }
  ctx.step = null;
  await beginTopUp(ctx, step.crypto, Number(cents));
});

topUpFeature.on('message:text', async (ctx, next) => {
  const step = ctx.step;
  if (step?.kind !== 'topUpAmount' || ctx.message.text.startsWith('/')) return next();
  const limits = await getShopSettings(ctx.deps.db);
  // No cap here: an amount too large is the deposit limits' refusal, said with the maximum.
  const reading = readEuroCents(ctx.message.text, { positive: true });
  const refusal = reading.ok ? depositAmountRefusal(reading.value, limits) : null;
  if (!reading.ok || refusal) {
    // The prompt stays open: the next amount typed is read the same way.
    await say(ctx, { text: amountRefusalText(ctx, refusal, limits), keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.balance) });
    return;
  }
  if (!(await takeTopUpStep(ctx.deps.db, ctx.chat.id, step.nonce))) return;
  ctx.step = null;
  await beginTopUp(ctx, step.crypto, reading.value);
});

async function beginTopUp(ctx: BotContext, crypto: string, amountCents: number) {
  const customer = ctx.customer;
  if (!customer || !ctx.chat) return;
  const f = ctx.figures;
  const back = new InlineKeyboard().text(ctx.t('menu-balance'), CALLBACK.balance).text(ctx.t('menu-main'), CALLBACK.menu);
  try {
    const { deposit, payment } = await startTopUp(ctx.deps.db, paymentsOf(ctx), { userId: customer.id, crypto, amountCents });
    if (!payment) {
      // The request, then how and where to pay (the owner's instructions in the customer's language, else French) with
      // the request number to quote, then the support contact.
      const [{ supportContact }, instructions] = await Promise.all([
        getBotMenuSettings(ctx.deps.db),
        languageTextOrFrench(ctx.deps.db, 'manual-topup', languageOf(ctx)),
      ]);
      const id = String(deposit.id);
      const parts = [ctx.t('topup-manual-recorded', { amount: f.euros(amountCents), id })];
      if (instructions) parts.push(`${ctx.t('topup-manual-how-to-pay', { id })}\n${instructions}`);
      if (supportContact) parts.push(ctx.t('topup-manual-contact', { contact: escapeHtml(supportContact) }));
      await sayAdminText(ctx, { text: parts.join('\n\n'), keyboard: back });
      return;
    }
    const keyboard = new InlineKeyboard().text(ctx.t('menu-balance'), CALLBACK.balance).text(ctx.t('menu-main'), CALLBACK.menu);
    await showPaymentInstructions(ctx, { deposit, payment, amountCents, crypto, after: ctx.t('topup-after'), keyboard });
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'PAYMENT_PROVIDER_UNAVAILABLE' || error.code === 'MANUAL_TOPUPS_DISABLED')) {
      await say(ctx, { text: ctx.t('topup-unavailable'), keyboard: back });
      return;
    }
    if (error instanceof DomainError && (error.code === 'DEPOSIT_TOO_SMALL' || error.code === 'DEPOSIT_TOO_LARGE')) {
      // The limits changed between the prompt and the tap: the figures are the ones the refusal carries.
      const limits = { minimumDepositCents: Number(error.data.minimumCents), maximumDepositCents: Number(error.data.maximumCents) };
      await say(ctx, { text: amountRefusalText(ctx, error, limits), keyboard: back });
      return;
    }
    throw error;
  } finally {
    await clearStep(ctx.deps.db, ctx.chat.id).catch(() => {});
  }
}

/**
 * Where and how much to pay a crypto deposit (a top-up, or an order's missing amount): the QR code first (a wallet
 * scans it), then the address, amount, memo and expiry, `after` below them, the provider's page and `keyboard` under it.
 */
export async function showPaymentInstructions(
  ctx: BotContext,
  input: {
    deposit: Deposit;
    payment: CreatedPayment;
    amountCents: number;
    crypto: string;
    /** Said below the instructions; when `after` already names the expiry, `expiry: false` leaves the line out. */
    after: string;
    keyboard: InlineKeyboard;
    expiry?: boolean;
  },
) {
  const { deposit, payment } = input;
  const f = ctx.figures;
  const [method] = payment.methods;
  const lines = [
    ctx.t('topup-instructions', {
      amount: f.euros(input.amountCents),
      cryptoAmount: escapeHtml(method?.amount ?? '?'),
      crypto: escapeHtml(method?.crypto ?? input.crypto),
      address: escapeHtml(method?.address ?? '?'),
    }),
  ];
  if (method?.extraId) lines.push(ctx.t('topup-memo', { memo: escapeHtml(method.extraId) }));
  if (payment.expiresAt && input.expiry !== false) lines.push(ctx.t('topup-expires', { time: f.date(payment.expiresAt) }));
  lines.push(input.after);
  const keyboard = payment.checkoutUrl ? new InlineKeyboard().url(ctx.t('topup-pay-page'), payment.checkoutUrl).row().append(input.keyboard) : input.keyboard;
  const target = method?.paymentUri ?? method?.address;
  if (target) {
    // Loaded at the first QR code, not at start-up (qrcode and its PNG encoder: issue 30's memory goal).
    const { default: QRCode } = await import('qrcode');
    const png = await QRCode.toBuffer(target, { type: 'png', margin: 2, width: 360 });
    await ctx.replyWithPhoto(new InputFile(png, `deposit-${deposit.id}.png`)).catch((error) => {
      ctx.deps.logger.warn({ err: error, depositId: deposit.id }, 'top-up QR code not sent');
    });
  }
  await say(ctx, { text: lines.join('\n\n'), keyboard });
}

/** What the customer is told about an amount the shop refuses (depositAmountRefusal), with the figures. */
function amountRefusalText(ctx: BotContext, refusal: DomainError | null, limits: DepositLimits): string {
  const f = ctx.figures;
  if (refusal?.code === 'DEPOSIT_TOO_LARGE') {
    return ctx.t('topup-amount-too-large', { amount: f.euros(Number(refusal.data.amountCents)), maximum: f.euros(limits.maximumDepositCents) });
  }
  return ctx.t('topup-amount-invalid', { minimum: f.euros(limits.minimumDepositCents) });
}
