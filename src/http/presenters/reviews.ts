// Presenting reviews: an operator's figures for the Mini App, and the back office's rows (dates as ISO strings).
import type { AdminReview as AdminReviewView, OperatorReviewsView } from '../../contracts/reviews';
import type { AdminReview } from '../../domain/reviews/admin';
import type { OperatorReviews } from '../../domain/reviews/summary';

export function presentOperatorReviews(reviews: OperatorReviews): OperatorReviewsView {
  return {
    average: reviews.average,
    count: reviews.count,
    lists: reviews.lists,
    latest: reviews.latest.map((c) => ({ rating: c.rating, comment: c.comment, createdAt: c.createdAt.toISOString() })),
  };
}

export function presentAdminReview(r: AdminReview): AdminReviewView {
  return {
    id: r.id,
    orderId: r.orderId,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    telegramId: r.customer.telegramId,
    telegramUsername: r.customer.telegramUsername,
    operatorName: r.operatorName,
    countryFlag: r.countryFlag,
    countryName: r.countryName,
    numlistName: r.numlistName,
    quantity: r.quantity,
    hidden: r.hidden ? { at: r.hidden.at.toISOString(), reason: r.hidden.reason, by: r.hidden.by } : null,
  };
}
