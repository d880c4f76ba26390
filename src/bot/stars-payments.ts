// Telegram's payment updates for a Stars top-up (decision 0135), and its word on a refund (decision 0137). They run
// before the per-chat queue and the flood limit: Telegram cancels a payment whose pre-checkout is not answered within
// 10 seconds, and a successful payment must never be dropped as flooding.
import type { BotContext } from './context';
import { botUserOf } from '../domain/customers/customers';
import { refundSeenAtTelegram } from '../domain/wallet/stars-refund';
import { checkStarsPreCheckout, creditStarsPayment } from '../domain/wallet/stars-top-up';
import { readerLanguage } from '../messenger/i18n';

/** pre_checkout_query: ok for an open Stars deposit of these Stars and this customer, else refused with why. */
async function answerPreCheckout(ctx: BotContext): Promise<void> {
  const query = ctx.preCheckoutQuery;
  if (!query) return;
  const payment = { payload: query.invoice_payload, currency: query.currency, totalAmount: query.total_amount, telegramUserId: query.from.id };
  const refusal = await checkStarsPreCheckout(ctx.deps.db, payment);
  if (!refusal) {
    await ctx.answerPreCheckoutQuery(true);
    return;
  }
  const { customer } = await botUserOf(ctx.deps.db, query.from.id);
  const language = readerLanguage(customer?.language ?? query.from.language_code?.slice(0, 2));
  ctx.deps.logger.warn({ refusal, payload: query.invoice_payload, telegramId: query.from.id }, 'Stars pre-checkout refused');
  await ctx.answerPreCheckoutQuery(false, { error_message: ctx.deps.i18n.t(language, `stars-refused-${refusal}`) });
}

/** successful_payment: the deposit credited once per charge; the customer and admins are told by the deposit notices. */
async function creditSuccessfulPayment(ctx: BotContext): Promise<void> {
  const paid = ctx.message?.successful_payment;
  if (!paid || !ctx.from) return;
  const outcome = await creditStarsPayment(ctx.deps.db, {
    payload: paid.invoice_payload,
    currency: paid.currency,
    totalAmount: paid.total_amount,
    telegramUserId: ctx.from.id,
    chargeId: paid.telegram_payment_charge_id,
  });
  if (outcome.refused) {
    // Stars received that credit nothing by themselves: an admin looks (refunds and reconciliation are later work).
    ctx.deps.logger.error({ refused: outcome.refused, payload: paid.invoice_payload, chargeId: paid.telegram_payment_charge_id }, 'Stars payment not credited');
  }
}

/**
 * refunded_payment (decision 0137): Telegram says a charge was refunded. A refund the shop started and still holds as
 * 'refunding' is settled by it; one the shop never debited (made elsewhere) is an error for an admin. The customer is
 * shown nothing more (Telegram tells them itself).
 */
async function noteRefundedPayment(ctx: BotContext): Promise<void> {
  const refunded = ctx.message?.refunded_payment;
  if (!refunded) return;
  const seen = await refundSeenAtTelegram(ctx.deps.db, refunded.telegram_payment_charge_id);
  if (seen === 'not_debited' || seen === 'unknown') {
    ctx.deps.logger.error({ seen, chargeId: refunded.telegram_payment_charge_id, stars: refunded.total_amount, payload: refunded.invoice_payload }, 'Stars refunded outside the shop');
  }
}

/** The middleware for the payment updates; any other update goes on. */
export async function starsPayments(ctx: BotContext, next: () => Promise<void>): Promise<void> {
  if (ctx.preCheckoutQuery) return answerPreCheckout(ctx);
  if (ctx.message?.successful_payment) return creditSuccessfulPayment(ctx);
  if (ctx.message?.refunded_payment) return noteRefundedPayment(ctx);
  return next();
}
