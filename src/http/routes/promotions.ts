// The "Promotions" page's API (admin): list, create, edit, activate, end, and the price of a sample order.
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../contracts/ids';
import { type PromotionsResponse, promotionInputSchema, promotionPreviewSchema } from '../../contracts/promotions';
import { activatePromotion, createPromotion, endPromotion, getPromotion, listPromotions, previewPromotion, updatePromotion } from '../../domain/promotions/manage';
import { adminOf } from '../plugins/auth';
import { presentPromotion, presentPromotionPreview } from '../presenters/promotions';
import { lenientJsonRoutes } from './lenient-json';

export async function promotionRoutes(base: FastifyInstance) {
  const { app, db } = lenientJsonRoutes(base);

  app.get('/api/promotions', async (): Promise<PromotionsResponse> => ({ promotions: (await listPromotions(db)).map(presentPromotion) }));

  app.get('/api/promotions/:id', { schema: { params: idParam } }, async (request) => presentPromotion(await getPromotion(db, request.params.id)));

  app.post('/api/promotions', { schema: { body: promotionInputSchema } }, async (request, reply) =>
    reply.status(201).send(presentPromotion(await createPromotion(db, request.body, adminOf(request).id))),
  );

  app.put('/api/promotions/:id', { schema: { params: idParam, body: promotionInputSchema } }, async (request) =>
    presentPromotion(await updatePromotion(db, request.params.id, request.body, adminOf(request).id)),
  );

  app.post('/api/promotions/:id/activate', { schema: { params: idParam } }, async (request) =>
    presentPromotion(await activatePromotion(db, request.params.id, adminOf(request).id)),
  );

  app.post('/api/promotions/:id/end', { schema: { params: idParam } }, async (request) =>
    presentPromotion(await endPromotion(db, request.params.id, adminOf(request).id)),
  );

  app.post('/api/promotions/preview', { schema: { body: promotionPreviewSchema } }, async (request) => {
    const { promotion, countryId, operatorId, quantity } = request.body;
    return presentPromotionPreview(await previewPromotion(db, promotion, { countryId, operatorId, quantity }));
  });
}
