// The back office's reviews (Avis): the list with its filters, and hiding or showing one again with a reason.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successSchema } from '../../contracts/common';
import { idParam } from '../../contracts/ids';
import { type ReviewPage, reviewListQuerySchema, reviewPageSchema, reviewVisibilitySchema } from '../../contracts/reviews';
import { listReviews, setReviewHidden } from '../../domain/reviews/admin';
import { adminOf } from '../plugins/auth';
import { pagedAnswer } from '../presenters/page';
import { presentAdminReview } from '../presenters/reviews';

export async function reviewRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get('/api/reviews', { schema: { summary: 'The customers’ reviews, filtered (paged)', querystring: reviewListQuerySchema, response: { 200: reviewPageSchema } } }, async ({ query }): Promise<ReviewPage> => {
    const page = await listReviews(db, {
      rating: query.rating,
      operatorId: query.operator,
      visibility: query.visibility,
      search: query.search,
      page: query.page,
      pageSize: query.pageSize,
    });
    return pagedAnswer({ rows: page.reviews, total: page.total }, presentAdminReview, query);
  });

  app.post('/api/reviews/:id/visibility', { schema: { summary: 'Hide a review (with a reason) or show it again', params: idParam, body: reviewVisibilitySchema, response: { 200: successSchema } } }, async (request) => {
    await setReviewHidden(db, request.params.id, { hidden: request.body.hidden, reason: request.body.reason || undefined, actorUserId: adminOf(request).id });
    return { success: true as const };
  });
}
