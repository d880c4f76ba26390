// Paying the missing amount at checkout in the bot (decision 0136): the confirmation of an order the balance does not
// cover offers to pay what is missing, in Stars or a coin; the order is then placed by itself once the payment is in
// (src/jobs/checkout-orders.ts), and the customer may cancel it while it waits.
import { randomBytes } from 'node:crypto';
import { Composer, InlineKeyboard } from 'grammy';
import { DomainError } from '../../domain/errors';
import { cancelCheckout, type CheckoutMethod, missingAmountOffers, startCheckoutPayment } from '../../domain/orders/checkout-payment';
import type { Quote } from '../../domain/orders/quote';
import { STARS_CURRENCY } from '../../domain/wallet/stars';
import { topUpCryptos } from '../../domain/wallet/top-up';
import { CALLBACK, type CheckoutCallbackOrder, fitsCallbackData, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { refusalText } from '../error-messages';
import { countryName } from '../place-names';
import { escapeHtml, type Screen, say, show } from '../screen';
import { paymentsOf, showPaymentInstructions } from './top-up';

export const checkoutPaymentFeature = new Composer<BotContext>();

/**
 * The confirmation of an order the balance does not cover: what it is, what is missing, and a button per way of paying
 * that missing amount (Stars when on, each coin of the crypto provider), the amount each would take (the shop's minimum
 * deposit, whole Stars). Null when no way is available: the caller refuses as before, with a top-up button.
 */
export async function shortfallScreen(ctx: BotContext, quote: Quote, promoCode: string | null): Promise<Screen | null> {
  const { offer } = quote;
  const missingCents = quote.costCents - quote.balanceCents;
  const offers = await missingAmountOffers(ctx.deps.db, missingCents);
  const cryptos = offers.cryptoCents == null ? [] : await topUpCryptos(paymentsOf(ctx)).catch(() => []);
  const order: CheckoutCallbackOrder = {
    countryId: offer.countryId,
    operatorId: offer.operatorId,
    quantity: quote.quantity,
    nonce: randomBytes(6).toString('hex'),
    costCents: quote.costCents,
    promoCode,
  };
  const f = ctx.figures;
  const keyboard = new InlineKeyboard();
  let methods = 0;
  if (offers.stars && fitsCallbackData(CALLBACK.checkoutStars(order))) {
    keyboard.text(ctx.t('checkout-pay-stars', { amount: f.euros(offers.stars.cents), stars: f.count(offers.stars.stars) }), CALLBACK.checkoutStars(order)).row();
    methods += 1;
  }
  for (const coin of cryptos) {
    const data = CALLBACK.checkoutCrypto(order, coin.code);
    if (!fitsCallbackData(data) || offers.cryptoCents == null) continue;
    keyboard.text(ctx.t('checkout-pay-crypto', { amount: f.euros(offers.cryptoCents), crypto: coin.label }), data);
    if (++methods % 2 === 1) keyboard.row();
  }
  if (methods === 0) return null;
  keyboard
    .row()
    .text(ctx.t('balance-topup'), CALLBACK.topUp)
    .row()
    .text(ctx.t('back'), CALLBACK.operator(offer.countryId, offer.operatorId))
    .text(ctx.t('back-shop'), CALLBACK.shop);
  const text = ctx.t('checkout-short', {
    operator: escapeHtml(offer.operatorName),
    flag: offer.countryFlag,
    country: escapeHtml(await countryName(ctx, offer.countryId, offer.countryName)),
    quantity: f.count(quote.quantity),
    cost: f.euros(quote.costCents),
    balance: f.euros(quote.balanceCents),
    missing: f.euros(missingCents),
  });
  return { text, keyboard };
}

checkoutPaymentFeature.callbackQuery(MATCH.checkoutStars, (ctx) => {
  const [, countryId, operatorId, quantity, nonce, cost, code] = ctx.match;
  return payMissing(ctx, readOrder(countryId, operatorId, quantity, nonce, cost, code), { kind: 'stars' });
});

checkoutPaymentFeature.callbackQuery(MATCH.checkoutCrypto, (ctx) => {
  const [, countryId, operatorId, quantity, nonce, cost, crypto, code] = ctx.match;
  return payMissing(ctx, readOrder(countryId, operatorId, quantity, nonce, cost, code), { kind: 'crypto', crypto });
});

const readOrder = (countryId: string, operatorId: string, quantity: string, nonce: string, cost: string, code: string | undefined): CheckoutCallbackOrder => ({
  countryId: Number(countryId),
  operatorId: Number(operatorId),
  quantity: Number(quantity),
  nonce,
  costCents: Number(cost),
  promoCode: code ?? null,
});

/** A way of paying chosen: the pending checkout and its deposit, then the Stars invoice or where to send the coins. */
async function payMissing(ctx: BotContext, order: CheckoutCallbackOrder, method: CheckoutMethod) {
  const customer = ctx.customer;
  if (!customer || !ctx.chat) return;
  await ctx.answerCallbackQuery();
  const f = ctx.figures;
  const backToOrder = new InlineKeyboard()
    .text(ctx.t('back'), CALLBACK.quantity(order.countryId, order.operatorId, order.quantity))
    .text(ctx.t('back-shop'), CALLBACK.shop);
  let started: Awaited<ReturnType<typeof startCheckoutPayment>>;
  try {
    started = await startCheckoutPayment(ctx.deps.db, paymentsOf(ctx), {
      userId: customer.id,
      countryId: order.countryId,
      operatorId: order.operatorId,
      quantity: order.quantity,
      promoCode: order.promoCode,
      // The confirmation's key, as its confirm button would have bought with: one confirmation, one order.
      idempotencyKey: `bot:${order.nonce}`,
      channel: 'bot',
      seenCostCents: order.costCents,
      method,
    });
  } catch (error) {
    await say(ctx, { text: startRefusalText(ctx, error), keyboard: backToOrder });
    return;
  }
  const { checkout, deposit } = started;
  if (!started.created || !deposit) {
    // A second tap on the same button: the first made the payment (or the checkout it made is over: cancelled, paid).
    await say(ctx, { text: ctx.t(checkout.status === 'pending' ? 'checkout-already' : 'checkout-closed') });
    return;
  }
  const waiting = ctx.t('checkout-waiting', { time: f.date(checkout.expiresAt) });
  const cancel = new InlineKeyboard().text(ctx.t('checkout-cancel-button'), CALLBACK.checkoutCancel(checkout.id)).row().text(ctx.t('menu-main'), CALLBACK.menu);
  if (started.stars) {
    const amount = f.euros(deposit.amountCents);
    await ctx.replyWithInvoice(
      ctx.t('checkout-stars-invoice-title', { amount }),
      ctx.t('checkout-stars-invoice-description', { stars: f.count(started.stars.stars), amount, quantity: f.count(checkout.quantity), id: String(checkout.id) }),
      started.stars.payload,
      STARS_CURRENCY,
      [{ label: ctx.t('checkout-stars-invoice-label', { amount }), amount: started.stars.stars }],
      { provider_token: '' },
    );
    await say(ctx, { text: waiting, keyboard: cancel });
    return;
  }
  if (started.payment) {
    await showPaymentInstructions(ctx, {
      deposit,
      payment: started.payment,
      amountCents: deposit.amountCents,
      crypto: method.kind === 'crypto' ? method.crypto : '',
      // The waiting line names the expiry (the provider's): said once.
      after: waiting,
      keyboard: cancel,
      expiry: false,
    });
  }
}

/** Why the payment could not be started: the order's own refusal, the price or balance changed, or the method gone. */
function startRefusalText(ctx: BotContext, error: unknown): string {
  if (error instanceof DomainError) {
    if (error.code === 'PRICE_CHANGED') return ctx.t('checkout-price-changed');
    if (error.code === 'CHECKOUT_NOT_NEEDED') return ctx.t('checkout-not-needed');
    if (error.code === 'STARS_DISABLED' || error.code === 'STARS_AMOUNT_REFUSED') return ctx.t('topup-stars-unavailable');
    if (error.code === 'PAYMENT_PROVIDER_UNAVAILABLE' || error.code.startsWith('DEPOSIT_TOO_')) return ctx.t('topup-unavailable');
  }
  const text = refusalText(ctx, error);
  if (text) return text;
  throw error;
}

checkoutPaymentFeature.callbackQuery(MATCH.checkoutCancel, async (ctx) => {
  const customer = ctx.customer;
  if (!customer) return;
  const menu = new InlineKeyboard().text(ctx.t('back-shop'), CALLBACK.shop).text(ctx.t('menu-main'), CALLBACK.menu);
  try {
    await cancelCheckout(ctx.deps.db, { userId: customer.id, checkoutId: Number(ctx.match[1]) });
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'CHECKOUT_CLOSED' || error.code === 'NOT_FOUND')) {
      await show(ctx, { text: ctx.t('checkout-closed'), keyboard: menu });
      return;
    }
    throw error;
  }
  await show(ctx, { text: ctx.t('checkout-cancelled'), keyboard: menu });
});
