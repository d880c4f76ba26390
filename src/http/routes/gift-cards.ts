// The "Cartes cadeaux" page's API: generate a batch, list and filter, export a batch as CSV, disable a card.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../contracts/ids';
import { giftCardBatchCreatedSchema, giftCardBatchSchema, giftCardDisabledSchema, giftCardPageSchema, giftCardsQuerySchema } from '../../contracts/gift-cards';
import { disableGiftCard, generateGiftCards, giftCardBatch, listGiftCards } from '../../domain/wallet/gift-cards';
import { csvFile } from '../openapi/files';
import { adminOf } from '../plugins/auth';
import { giftCardBatchCsv, presentGiftCard } from '../presenters/gift-cards';
import { pagedAnswer } from '../presenters/page';

const batchParams = z.object({ batchId: z.string().uuid('Lot inconnu') });

export async function giftCardRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get('/api/gift-cards', { schema: { summary: 'The gift cards, filtered (paged)', querystring: giftCardsQuerySchema, response: { 200: giftCardPageSchema } } }, async (request) => {
    const { status, batchId, search, page, pageSize } = request.query;
    return pagedAnswer(await listGiftCards(db, { status, batchId, search }, { page, pageSize }), presentGiftCard, { page, pageSize });
  });

  app.post('/api/gift-cards', { schema: { summary: 'Generate a batch of gift cards', body: giftCardBatchSchema, response: { 201: giftCardBatchCreatedSchema } } }, async (request, reply) => {
    const { count, amount, expiresAt } = request.body;
    const batch = await generateGiftCards(db, { count, amountCents: amount, expiresAt }, adminOf(request).id);
    return reply.status(201).send({ batchId: batch.batchId, cards: batch.cards.map(presentGiftCard) });
  });

  app.get('/api/gift-cards/batches/:batchId/csv', { schema: { summary: 'A batch’s cards as CSV', params: batchParams, response: { 200: csvFile } } }, async (request, reply) => {
    const cards = await giftCardBatch(db, request.params.batchId);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="cartes-cadeaux-${day}-${request.params.batchId.slice(0, 8)}.csv"`)
      .send(giftCardBatchCsv(cards));
  });

  app.post('/api/gift-cards/:id/disable', { config: { errorCodes: ['GIFT_CARD_USED'] }, schema: { summary: 'Disable an unused gift card', params: idParam, response: { 200: giftCardDisabledSchema } } }, async (request) => {
    await disableGiftCard(db, request.params.id, adminOf(request).id);
    return { disabled: true as const };
  });
}
