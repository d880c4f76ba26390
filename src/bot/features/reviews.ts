// Reviews: the customer rates an order with the stars of the ask (or from Historique), then writes a comment or skips.
import { Composer, InlineKeyboard } from 'grammy';
import { clearStep, saveStep } from '../../domain/customers/conversation-steps';
import { DomainError } from '../../domain/errors';
import { REVIEW_COMMENT_MAX, type Review, reviewableOrder, saveReview } from '../../domain/reviews/reviews';
import { ratingKeyboard, REVIEW_CALLBACK, REVIEW_MATCH, reviewAskText, stars } from '../../messenger/notices/review';
import { CALLBACK } from '../callback-data';
import type { BotContext } from '../context';
import { escapeHtml, type Screen, say, show } from '../screen';

export const reviewsFeature = new Composer<BotContext>();

/** A refusal of the review the customer can act on, or null (the error boundary says the generic text). */
function reviewRefusal(ctx: BotContext, error: unknown): string | null {
  if (!(error instanceof DomainError)) return null;
  if (error.code === 'REVIEW_LOCKED') return ctx.t('review-locked');
  if (error.code === 'NOT_FOUND' || error.code === 'ORDER_NOT_COMPLETED') return ctx.t('review-order-not-found');
  if (error.code === 'REVIEW_COMMENT_TOO_LONG') return ctx.t('review-comment-too-long', { max: String(REVIEW_COMMENT_MAX) });
  if (error.code === 'REVIEW_RATING_REQUIRED') return ctx.t('review-rate-first');
  return null;
}

/** The review saved: until when it can change, its stars to tap again, the main menu. */
function savedScreen(ctx: BotContext, review: Review): Screen {
  return {
    text: ctx.t('review-saved', { until: ctx.figures.date(review.editableUntil) }),
    keyboard: ratingKeyboard(review.orderId, review.rating).row().text(ctx.t('menu-main'), CALLBACK.menu),
  };
}

/** The rating screen of one order (from Historique): its figures, the current rating if any, the five stars. */
reviewsFeature.callbackQuery(REVIEW_MATCH.open, async (ctx) => {
  const customer = ctx.customer;
  if (!customer) return;
  const order = await reviewableOrder(ctx.deps.db, Number(ctx.match[1]), customer.id);
  if (!order) {
    await ctx.answerCallbackQuery({ text: ctx.t('review-order-not-found'), show_alert: true });
    return;
  }
  const lines = [reviewAskText(ctx.t.bind(ctx), ctx.figures, order)];
  const review = order.review;
  if (review) {
    const locked = review.editableUntil.getTime() <= Date.now();
    lines.push('', ctx.t(locked ? 'review-current-locked' : 'review-current', { rating: stars(review.rating), until: ctx.figures.date(review.editableUntil) }));
    if (review.comment) lines.push(`<i>${escapeHtml(review.comment)}</i>`);
    if (locked) {
      await show(ctx, { text: lines.join('\n'), keyboard: new InlineKeyboard().text(ctx.t('menu-history'), CALLBACK.history) });
      return;
    }
  }
  await show(ctx, { text: lines.join('\n'), keyboard: ratingKeyboard(order.orderId, review?.rating ?? null).row().text(ctx.t('menu-history'), CALLBACK.history) });
});

/** A star tapped (on the ask, or on the rating screen): the rating is saved, then the comment is asked for. */
reviewsFeature.callbackQuery(REVIEW_MATCH.rate, async (ctx) => {
  const customer = ctx.customer;
  if (!customer || !ctx.chat) return;
  const orderId = Number(ctx.match[1]);
  let review: Review;
  try {
    review = await saveReview(ctx.deps.db, { orderId, userId: customer.id, rating: Number(ctx.match[2]) });
  } catch (error) {
    const text = reviewRefusal(ctx, error) ?? (error instanceof DomainError && error.code === 'REVIEW_RATING_INVALID' ? ctx.t('review-order-not-found') : null);
    if (!text) throw error;
    await ctx.answerCallbackQuery({ text, show_alert: true });
    return;
  }
  await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'reviewComment', orderId });
  ctx.step = { kind: 'reviewComment', orderId };
  // The stars stay under the text: another tap changes the rating while it is editable.
  await show(ctx, {
    text: `${ctx.t('review-rated', { rating: stars(review.rating), order: String(orderId) })}\n\n${ctx.t('review-comment-ask', { max: String(REVIEW_COMMENT_MAX) })}`,
    keyboard: ratingKeyboard(orderId, review.rating).row().text(ctx.t('review-skip'), REVIEW_CALLBACK.skipComment(orderId)),
  });
});

/** No comment: the review stays as rated. */
reviewsFeature.callbackQuery(REVIEW_MATCH.skipComment, async (ctx) => {
  const customer = ctx.customer;
  if (!customer || !ctx.chat) return;
  await clearStep(ctx.deps.db, ctx.chat.id);
  ctx.step = null;
  const order = await reviewableOrder(ctx.deps.db, Number(ctx.match[1]), customer.id);
  if (!order?.review) {
    await ctx.answerCallbackQuery({ text: ctx.t('review-order-not-found'), show_alert: true });
    return;
  }
  await show(ctx, savedScreen(ctx, order.review));
});

// The comment typed while the step waits for it (after a restart too). Too long: said, and the step stays open.
reviewsFeature.on('message:text', async (ctx, next) => {
  const awaiting = ctx.step;
  const customer = ctx.customer;
  if (awaiting?.kind !== 'reviewComment' || !customer || ctx.message.text.startsWith('/')) return next();
  try {
    const review = await saveReview(ctx.deps.db, { orderId: awaiting.orderId, userId: customer.id, comment: ctx.message.text });
    await clearStep(ctx.deps.db, ctx.chat.id);
    ctx.step = null;
    await say(ctx, savedScreen(ctx, review));
  } catch (error) {
    const text = reviewRefusal(ctx, error);
    if (!text) throw error;
    if (!(error instanceof DomainError && error.code === 'REVIEW_COMMENT_TOO_LONG')) {
      await clearStep(ctx.deps.db, ctx.chat.id);
      ctx.step = null;
    }
    await say(ctx, { text });
  }
});
