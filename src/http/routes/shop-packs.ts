// The « Produits » page's API: an admin's packs per operator for the Mini App (list with figures, add, change, remove, order).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../contracts/ids';
import { successSchema } from '../../contracts/common';
import { adminPacksResponseSchema, packCreateSchema, packReorderSchema, packsQuerySchema, packUpdateSchema, storedPackSchema } from '../../contracts/shop';
import { createPack, deletePack, listOperatorPacks, reorderPacks, updatePack } from '../../domain/shop/pack-admin';
import { adminOf } from '../plugins/auth';
import { presentOperatorPacks, presentStoredPack } from '../presenters/shop-packs';

export async function shopPackRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const actor = (request: Parameters<typeof adminOf>[0]) => ({ actorUserId: adminOf(request).id });

  app.get('/api/shop-packs', { schema: { summary: 'An operator’s packs with their offers, and what the Mini App sells for it', querystring: packsQuerySchema, response: { 200: adminPacksResponseSchema } } }, async ({ query }) =>
    presentOperatorPacks(await listOperatorPacks(db, query.operatorId)),
  );

  app.post('/api/shop-packs', { config: { errorCodes: ['DUPLICATE_PACK', 'INVALID_REFERENCES'] }, schema: { summary: 'Add a pack to an operator', body: packCreateSchema, response: { 201: storedPackSchema } } }, async (request, reply) =>
    reply.status(201).send(presentStoredPack(await createPack(db, request.body, actor(request)))),
  );

  app.put('/api/shop-packs/:id', { config: { errorCodes: ['DUPLICATE_PACK', 'INVALID_REFERENCES'] }, schema: { summary: 'Change a pack', params: idParam, body: packUpdateSchema, response: { 200: storedPackSchema } } }, async (request) =>
    presentStoredPack(await updatePack(db, request.params.id, request.body, actor(request))),
  );

  app.delete('/api/shop-packs/:id', { schema: { summary: 'Remove a pack', params: idParam, response: { 200: successSchema } } }, async (request) => {
    await deletePack(db, request.params.id, actor(request));
    return { success: true as const };
  });

  app.post('/api/shop-packs/reorder', { schema: { summary: 'Order an operator’s packs', body: packReorderSchema, response: { 200: successSchema } } }, async (request) => {
    await reorderPacks(db, request.body.operatorId, request.body.ids, actor(request));
    return { success: true as const };
  });
}
