// The "Promotions" page's API (admin): list, create, edit, activate, end, and the price of a sample order.
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../contracts/ids';
import { type PromotionsResponse, promotionInputSchema, promotionPreviewResponseSchema, promotionPreviewSchema, promotionSchema, promotionsResponseSchema } from '../../contracts/promotions';
import type { DomainErrorCode } from '../../domain/errors';
import { activatePromotion, createPromotion, endPromotion, getPromotion, listPromotions, previewPromotion, updatePromotion } from '../../domain/promotions/manage';
import { adminOf } from '../plugins/auth';
import { presentPromotion, presentPromotionPreview } from '../presenters/promotions';
import { lenientJsonRoutes } from './lenient-json';

/** What saving a promotion may be refused for (the form's own checks are the contract's). */
const WRITE_REFUSALS: DomainErrorCode[] = ['PROMOTION_INVALID', 'PROMO_CODE_TAKEN'];

export async function promotionRoutes(base: FastifyInstance) {
  const { app, db } = lenientJsonRoutes(base);

  app.get('/api/promotions', { schema: { summary: 'The promotions, with their orders and discounts', response: { 200: promotionsResponseSchema } } }, async (): Promise<PromotionsResponse> => ({ promotions: (await listPromotions(db)).map(presentPromotion) }));

  app.get('/api/promotions/:id', { schema: { summary: 'A promotion', params: idParam, response: { 200: promotionSchema } } }, async (request) => presentPromotion(await getPromotion(db, request.params.id)));

  app.post('/api/promotions', { config: { errorCodes: WRITE_REFUSALS }, schema: { summary: 'Create a promotion', body: promotionInputSchema, response: { 201: promotionSchema } } }, async (request, reply) =>
    reply.status(201).send(presentPromotion(await createPromotion(db, request.body, adminOf(request).id))),
  );

  app.put('/api/promotions/:id', { config: { errorCodes: WRITE_REFUSALS }, schema: { summary: 'Change a promotion', params: idParam, body: promotionInputSchema, response: { 200: promotionSchema } } }, async (request) =>
    presentPromotion(await updatePromotion(db, request.params.id, request.body, adminOf(request).id)),
  );

  app.post('/api/promotions/:id/activate', { schema: { summary: 'Activate a promotion', params: idParam, response: { 200: promotionSchema } } }, async (request) =>
    presentPromotion(await activatePromotion(db, request.params.id, adminOf(request).id)),
  );

  app.post('/api/promotions/:id/end', { schema: { summary: 'End a promotion now', params: idParam, response: { 200: promotionSchema } } }, async (request) =>
    presentPromotion(await endPromotion(db, request.params.id, adminOf(request).id)),
  );

  app.post('/api/promotions/preview', { config: { errorCodes: ['PROMOTION_INVALID', 'NOT_FOUND'] }, schema: { summary: 'The price of a sample order under a promotion (saved or not)', body: promotionPreviewSchema, response: { 200: promotionPreviewResponseSchema } } }, async (request) => {
    const { promotion, countryId, operatorId, quantity } = request.body;
    return presentPromotionPreview(await previewPromotion(db, promotion, { countryId, operatorId, quantity }));
  });
}
