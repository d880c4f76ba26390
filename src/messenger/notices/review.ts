// The texts and buttons of reviews: the ask after a purchase (and the same stars from the history), the rating as
// stars, an operator's figures and latest comments for the bot's operator screen, and the proof channel's post.
import { InlineKeyboard } from 'grammy';
import type { OperatorReviews } from '../../domain/reviews/summary';
import type { ReviewAsk } from '../../domain/reviews/requests';
import type { Figures } from '../figures';
import { escapeHtml } from '../i18n';
import type { Translate } from './purchase';

/** The callback data of a star button (rating an order) and of "skip the comment": built here, matched by the bot. */
export const REVIEW_CALLBACK = {
  rate: (orderId: number, rating: number) => `rv:${orderId}:${rating}`,
  open: (orderId: number) => `rvo:${orderId}`,
  skipComment: (orderId: number) => `rvs:${orderId}`,
};
export const REVIEW_MATCH = { rate: /^rv:(\d{1,9}):(\d{1,2})$/, open: /^rvo:(\d{1,9})$/, skipComment: /^rvs:(\d{1,9})$/ };

/** A rating as five stars, filled up to it: ★★★★☆. */
export const stars = (rating: number): string => '★'.repeat(Math.max(0, Math.min(5, rating))) + '☆'.repeat(Math.max(0, 5 - rating));

/** Five buttons, 1 to 5 stars, the current rating marked. */
export function ratingKeyboard(orderId: number, current: number | null = null): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (let rating = 1; rating <= 5; rating++) keyboard.text(`${current === rating ? '✅' : ''}${rating}⭐`, REVIEW_CALLBACK.rate(orderId, rating));
  return keyboard;
}

type AskedOrder = Pick<ReviewAsk, 'orderId' | 'quantity' | 'operatorName' | 'countryFlag'>;

/** "How were the numbers of order #12?" with the order's figures. */
export function reviewAskText(t: Translate, f: Figures, order: AskedOrder): string {
  return t('review-ask', {
    order: String(order.orderId),
    quantity: f.count(order.quantity),
    operator: escapeHtml(order.operatorName ?? ''),
    flag: order.countryFlag ?? '',
  });
}

/** The ask sent by the job: the text and the five stars. */
export function reviewAskNotice(t: Translate, f: Figures, ask: ReviewAsk): { text: string; keyboard: InlineKeyboard } {
  return { text: reviewAskText(t, f, ask), keyboard: ratingKeyboard(ask.orderId) };
}

/**
 * The lines the operator screen adds about the operator's reviews: the average and count, each list's when several
 * have some, the latest comments. Empty when there is no review yet.
 */
export function operatorReviewsText(t: Translate, f: Figures, reviews: OperatorReviews): string {
  if (reviews.count === 0) return '';
  const lines = [t('review-summary', { average: f.rating(reviews.average), count: f.count(reviews.count) })];
  for (const list of reviews.lists) {
    lines.push(t('review-summary-list', { list: escapeHtml(list.name), average: f.rating(list.average), count: f.count(list.count) }));
  }
  if (reviews.latest.length > 0) {
    lines.push('', t('review-latest'));
    for (const c of reviews.latest) lines.push(`${stars(c.rating)} <i>${escapeHtml(c.comment)}</i>`);
  }
  return lines.join('\n');
}

/** What the proof channel says of a new review (the shop's language; never the buyer). */
export function reviewProofText(t: Translate, review: { rating: number; comment: string | null; operatorName: string | null; countryFlag: string | null }): string {
  const head = t('review-proof-post', { rating: stars(review.rating), operator: escapeHtml(review.operatorName ?? ''), flag: review.countryFlag ?? '' });
  return review.comment ? `${head}\n<i>${escapeHtml(review.comment)}</i>` : head;
}
