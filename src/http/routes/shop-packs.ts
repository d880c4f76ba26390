// The « Produits » page's API: an admin's packs per operator for the Mini App (list with figures, add, change, remove, order).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../contracts/ids';
import { packCreateSchema, packReorderSchema, packsQuerySchema, packUpdateSchema } from '../../contracts/shop';
import { createPack, deletePack, listOperatorPacks, reorderPacks, updatePack } from '../../domain/shop/pack-admin';
import { adminOf } from '../plugins/auth';
import { presentOperatorPacks, presentStoredPack } from '../presenters/shop-packs';

export async function shopPackRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const actor = (request: Parameters<typeof adminOf>[0]) => ({ actorUserId: adminOf(request).id });

  app.get('/api/shop-packs', { schema: { querystring: packsQuerySchema } }, async ({ query }) =>
    presentOperatorPacks(await listOperatorPacks(db, query.operatorId)),
  );

  app.post('/api/shop-packs', { schema: { body: packCreateSchema } }, async (request, reply) =>
    reply.status(201).send(presentStoredPack(await createPack(db, request.body, actor(request)))),
  );

  app.put('/api/shop-packs/:id', { schema: { params: idParam, body: packUpdateSchema } }, async (request) =>
    presentStoredPack(await updatePack(db, request.params.id, request.body, actor(request))),
  );

  app.delete('/api/shop-packs/:id', { schema: { params: idParam } }, async (request) => {
    await deletePack(db, request.params.id, actor(request));
    return { success: true };
  });

  app.post('/api/shop-packs/reorder', { schema: { body: packReorderSchema } }, async (request) => {
    await reorderPacks(db, request.body.operatorId, request.body.ids, actor(request));
    return { success: true };
  });
}
