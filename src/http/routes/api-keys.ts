// Paramètres → API: create a key (its secret answered once), list the keys, revoke one. Admin sessions only: no
// apiScope, so a key never manages keys.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ApiKeyCreated, type ApiKeyList, apiKeyCreateSchema } from '../../contracts/api-keys';
import { idParam } from '../../contracts/ids';
import { createApiKey, listApiKeys, revokeApiKey } from '../../domain/api-keys/keys';
import { adminOf } from '../plugins/auth';
import { presentApiKey } from '../presenters/api-keys';

export async function apiKeyRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get('/api/api-keys', async (): Promise<ApiKeyList> => ({ keys: (await listApiKeys(db)).map(presentApiKey) }));

  app.post('/api/api-keys', { schema: { body: apiKeyCreateSchema } }, async (request, reply) => {
    const { name, scopes, expiresAt } = request.body;
    const { key, secret } = await createApiKey(db, { name, scopes, expiresAt: expiresAt ? new Date(expiresAt) : null }, adminOf(request).id);
    const answer: ApiKeyCreated = { key: presentApiKey(key), secret };
    return reply.status(201).send(answer);
  });

  app.post('/api/api-keys/:id/revoke', { schema: { params: idParam } }, async (request) =>
    presentApiKey(await revokeApiKey(db, request.params.id, adminOf(request).id)),
  );
}
