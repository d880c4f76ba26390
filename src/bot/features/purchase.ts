// Buying: a preset or typed quantity → confirmation (cost, balance before and after) → purchase() → file → admins told.
import { randomBytes } from 'node:crypto';
import { Composer, InlineKeyboard } from 'grammy';
import { operatorOffer } from '../../domain/offers/on-sale';
import { clearStep, saveStep } from '../../domain/customers/conversation-steps';
import { DomainError } from '../../domain/errors';
import { MAX_PURCHASE_QUANTITY, purchase } from '../../domain/orders/purchase';
import { type Quote, quotePurchase } from '../../domain/orders/quote';
import { withCodeAttempts } from '../../domain/promotions/code-attempts';
import { normalizeCode, PROMO_CODE_PATTERN } from '../../domain/promotions/selection';
import { notifyAdminsOfPurchase, purchaseSuccessText } from '../../messenger/notices/purchase';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { deliverNumbers } from '../delivery';
import { refusalText } from '../error-messages';
import { escapeHtml, type Screen, say, show } from '../screen';
import { countryName } from '../place-names';
import { insufficientBalance } from '../../domain/wallet/ledger';
import { shortfallScreen } from './checkout-payment';

export const purchaseFeature = new Composer<BotContext>();

// A tap or a command elsewhere abandons a typed step: a later "hello" is not read as a quantity or an amount. The taps
// that answer the step itself (a top-up preset takes the amount step by its nonce, a refund's reason, box and
// confirmation read the numbers an admin pasted) keep it.
const answersStep = (tap: string, step: NonNullable<BotContext['step']>) =>
  MATCH.customQuantity.test(tap) ||
  MATCH.topUpAmount.test(tap) ||
  MATCH.topUpStarsAmount.test(tap) ||
  (step.kind === 'adminRefundPasted' && (MATCH.adminRefundCheck.test(tap) || MATCH.adminRefundConfirm.test(tap)));
purchaseFeature.use(async (ctx, next) => {
  const tap = ctx.callbackQuery?.data;
  const command = ctx.message?.text?.startsWith('/');
  if (ctx.step && ctx.chat && ((tap && !answersStep(tap, ctx.step)) || command)) {
    await clearStep(ctx.deps.db, ctx.chat.id);
    ctx.step = null;
  }
  await next();
});

/**
 * Under a refusal: back to the operator's quantities, to the country's operators, or to the shop; short of money, a
 * way to top up first.
 */
function backToQuantities(ctx: BotContext, countryId: number, operatorId: number, refusal?: unknown): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  if (refusal instanceof DomainError && refusal.code === 'INSUFFICIENT_BALANCE') keyboard.text(ctx.t('balance-topup'), CALLBACK.topUp).row();
  return keyboard
    .text(ctx.t('back'), CALLBACK.operator(countryId, operatorId))
    .text(ctx.t('back-operators'), CALLBACK.country(countryId))
    .text(ctx.t('back-shop'), CALLBACK.shop);
}

/**
 * The confirmation, or the refusal the purchase engine would give (too few, too many, short of stock or money, a promo
 * code that cannot apply). With a promotion: its name and the struck-through price; the confirm button carries the code
 * typed, so the purchase applies what was shown.
 */
async function confirmationScreen(
  ctx: BotContext,
  countryId: number,
  operatorId: number,
  quantity: number,
  promoCode: string | null = null,
): Promise<Screen & { refused?: true }> {
  const customer = ctx.customer;
  if (!customer) return { text: ctx.t('error-user-not-found') };
  let quote: Quote;
  try {
    quote = await quotePurchase(ctx.deps.db, { userId: customer.id, countryId, operatorId, quantity, balanceCents: customer.balanceCents, promoCode, allowShortfall: true });
  } catch (error) {
    const text = refusalText(ctx, error);
    if (!text) throw error;
    if (promoCode && error instanceof DomainError && error.code.startsWith('PROMO_CODE_')) {
      // The code is refused, not the order: try another code, or go on without one.
      const keyboard = new InlineKeyboard()
        .text(ctx.t('promo-code-button'), CALLBACK.promoCode(countryId, operatorId, quantity))
        .row()
        .text(ctx.t('promo-code-without'), CALLBACK.quantity(countryId, operatorId, quantity));
      return { text, keyboard, refused: true };
    }
    return { text, keyboard: backToQuantities(ctx, countryId, operatorId, error), refused: true };
  }
  const { offer, promotion } = quote;
  const usesCode = promoCode != null && promotion?.promotion.code === promoCode;
  if (quote.balanceAfterCents < 0) {
    // Short of money: pay the missing amount now, the order placed once it is in (decision 0136); else top up first.
    const short = await shortfallScreen(ctx, quote, usesCode ? promoCode : null);
    if (short) return { text: `${short.text}${promotionLines(ctx, quote, promoCode)}`, keyboard: short.keyboard, refused: true };
    const refusal = insufficientBalance(quote.costCents, quote.balanceCents);
    return { text: refusalText(ctx, refusal) ?? ctx.t('error-purchase'), keyboard: backToQuantities(ctx, countryId, operatorId, refusal), refused: true };
  }
  const f = ctx.figures;
  const nonce = randomBytes(6).toString('hex');
  const keyboard = new InlineKeyboard()
    .text(
      ctx.t('purchase-confirm-button'),
      usesCode ? CALLBACK.confirmWithCode(countryId, operatorId, quantity, nonce, promoCode) : CALLBACK.confirm(countryId, operatorId, quantity, nonce),
    )
    .row()
    .text(ctx.t('promo-code-button'), CALLBACK.promoCode(countryId, operatorId, quantity))
    .row()
    .text(ctx.t('back'), CALLBACK.operator(countryId, operatorId))
    .text(ctx.t('back-operators'), CALLBACK.country(countryId))
    .text(ctx.t('back-shop'), CALLBACK.shop);
  return {
    text: `${ctx.t('purchase-confirm', {
      operator: escapeHtml(offer.operatorName),
      flag: offer.countryFlag,
      country: escapeHtml(await countryName(ctx, countryId, offer.countryName)),
      quantity: f.count(quantity),
      price: f.unitPrice(quote.unitPriceMicros),
      cost: f.euros(quote.costCents),
      balance: f.euros(quote.balanceCents),
      balanceAfter: f.euros(quote.balanceAfterCents),
    })}${promotionLines(ctx, quote, promoCode)}`,
    keyboard,
  };
}

/** Under the confirmation: the promotion applied (name, struck-through price, saving), and what became of a typed code. */
function promotionLines(ctx: BotContext, quote: Quote, promoCode: string | null): string {
  const f = ctx.figures;
  const lines: string[] = [];
  const applied = quote.promotion;
  if (applied) {
    lines.push(
      ctx.t('promo-applied', {
        name: escapeHtml(applied.promotion.name),
        base: f.euros(quote.baseCostCents),
        cost: f.euros(quote.costCents),
        discount: f.euros(applied.discountCents),
      }),
    );
  }
  // A code that applies but is beaten by a better automatic promotion is not used: say so, the customer keeps it.
  if (promoCode && applied?.promotion.code !== promoCode) lines.push(ctx.t('promo-code-not-needed', { code: promoCode }));
  return lines.length ? `\n\n${lines.join('\n')}` : '';
}

purchaseFeature.callbackQuery(MATCH.quantity, async (ctx) => {
  await show(ctx, await confirmationScreen(ctx, Number(ctx.match[1]), Number(ctx.match[2]), Number(ctx.match[3])));
});

purchaseFeature.callbackQuery(MATCH.customQuantity, async (ctx) => {
  const countryId = Number(ctx.match[1]);
  const operatorId = Number(ctx.match[2]);
  const offer = await operatorOffer(ctx.deps.db, countryId, operatorId);
  const f = ctx.figures;
  if (ctx.chat) await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'quantity', countryId, operatorId });
  await show(ctx, {
    text: ctx.t('quantity-prompt', { minimum: f.count(offer.minimum), available: f.count(Math.min(offer.available, MAX_PURCHASE_QUANTITY)) }),
    keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.operator(countryId, operatorId)),
  });
});

/** "1000", "1 000", "1.000", "1k": what customers type for a quantity. Null when it is not a whole number. */
function readQuantity(text: string): number | null {
  const t = text.trim().toLowerCase().replace(/[\s.,'_\u00a0\u202f]/g, '');
  const m = /^(\d{1,9})(k?)$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * (m[2] ? 1000 : 1);
}

// A typed quantity, while the customer's stored step says one is awaited (after a restart too).
purchaseFeature.on('message:text', async (ctx, next) => {
  const awaiting = ctx.step;
  if (awaiting?.kind !== 'quantity' || ctx.message.text.startsWith('/')) return next();
  const quantity = readQuantity(ctx.message.text);
  if (quantity === null) {
    const offer = await operatorOffer(ctx.deps.db, awaiting.countryId, awaiting.operatorId);
    await say(ctx, { text: ctx.t('error-quantity-number', { minimum: ctx.figures.count(offer.minimum) }) });
    return;
  }
  const screen = await confirmationScreen(ctx, awaiting.countryId, awaiting.operatorId, quantity);
  // A refused quantity (too few, too many, short of stock or money) keeps the prompt open, as the top-up amount's
  // does: the next number typed is read as a quantity too, until one is confirmed or a tap or command cancels.
  if (!screen.refused) {
    await clearStep(ctx.deps.db, ctx.chat.id);
    ctx.step = null;
  }
  await say(ctx, screen);
});

async function alreadyBought(ctx: BotContext, orderId: number) {
  await say(ctx, {
    text: ctx.t('purchase-already-done', { order: String(orderId) }),
    keyboard: new InlineKeyboard().text(ctx.t('history-download', { order: String(orderId) }), CALLBACK.download(orderId)),
  });
}

purchaseFeature.callbackQuery(MATCH.confirm, (ctx) => confirmPurchase(ctx, ctx.match as RegExpMatchArray, null));
purchaseFeature.callbackQuery(MATCH.confirmWithCode, (ctx) => confirmPurchase(ctx, ctx.match as RegExpMatchArray, String(ctx.match[5])));

async function confirmPurchase(ctx: BotContext, match: RegExpMatchArray, promoCode: string | null) {
  const customer = ctx.customer;
  if (!customer || !ctx.chat) return;
  const [, countryId, operatorId, quantity, nonce] = match;
  const chatId = ctx.chat.id;
  // The key comes from the confirmation shown, not from the tap: a double tap, a redelivered update or another
  // process asking again all buy once.
  const idempotencyKey = `bot:${nonce}`;
  // SPEC's "download in progress": a toast at once (one call fewer than a chat action or a 'processing' edit).
  await ctx.answerCallbackQuery({ text: ctx.t('purchase-processing') });
  let result: Awaited<ReturnType<typeof purchase>>;
  try {
    // Callback data can be forged: a code carried by the button is counted like a typed one.
    result = await withCodeAttempts(ctx.deps.db, customer.id, promoCode, () =>
      purchase(ctx.deps.db, {
        userId: customer.id,
        countryId: Number(countryId),
        operatorId: Number(operatorId),
        quantity: Number(quantity),
        idempotencyKey,
        audit: { actorUserId: customer.id, action: 'order.bot' },
        promoCode,
      }),
    );
  } catch (error) {
    const text = refusalText(ctx, error);
    if (!text) ctx.deps.logger.error({ err: error, customerId: customer.id }, 'bot purchase failed');
    await show(ctx, { text: text ?? ctx.t('error-purchase'), keyboard: backToQuantities(ctx, Number(countryId), Number(operatorId), error) });
    return;
  }
  const { order, numbers, balanceCents } = result;
  // Already bought with this confirmation (a second tap, another process): the success stays on screen; say so below.
  if (result.replayed) return alreadyBought(ctx, order.id);
  ctx.customer = { ...customer, balanceCents };
  await show(ctx, {
    text: purchaseSuccessText((key, args) => ctx.t(key, args), ctx.figures, order, balanceCents),
    keyboard: new InlineKeyboard().text(ctx.t('back-shop'), CALLBACK.shop).text(ctx.t('menu-main'), CALLBACK.menu),
  });
  await deliverNumbers(ctx, chatId, order, numbers);
  void notifyAdminsOfPurchase({ db: ctx.deps.db, logger: ctx.deps.logger, texts: ctx.deps.i18n, api: ctx.api }, customer, order, balanceCents);
}

// Promotions: the confirmation's "promo code" button asks for the code, kept as a step (a restart keeps it too).
purchaseFeature.callbackQuery(MATCH.promoCode, async (ctx) => {
  const [countryId, operatorId, quantity] = [Number(ctx.match[1]), Number(ctx.match[2]), Number(ctx.match[3])];
  if (ctx.chat) await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'promoCode', countryId, operatorId, quantity });
  await show(ctx, {
    text: ctx.t('promo-code-prompt'),
    keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.quantity(countryId, operatorId, quantity)),
  });
});

// A typed promo code: the confirmation again, priced with it (or the reason it does not apply).
purchaseFeature.on('message:text', async (ctx, next) => {
  const awaiting = ctx.step;
  if (awaiting?.kind !== 'promoCode' || ctx.message.text.startsWith('/')) return next();
  await clearStep(ctx.deps.db, ctx.chat.id);
  ctx.step = null;
  const code = normalizeCode(ctx.message.text);
  // A code of another shape exists nowhere (and would not fit the confirm button): refused as unknown at once.
  const typed = code && PROMO_CODE_PATTERN.test(code) ? code : 'INVALID';
  await say(ctx, await confirmationScreen(ctx, awaiting.countryId, awaiting.operatorId, awaiting.quantity, typed));
});
