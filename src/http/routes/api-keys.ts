// Paramètres → API: create a key (its secret answered once), list the keys, revoke one. Admin sessions only: no
// apiScope, so a key never manages keys.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ApiKeyCreated, apiKeyCreatedSchema, type ApiKeyList, apiKeyCreateSchema, apiKeyListSchema, apiKeySchema } from '../../contracts/api-keys';
import { idParam } from '../../contracts/ids';
import { createApiKey, listApiKeys, revokeApiKey } from '../../domain/api-keys/keys';
import { adminOf } from '../plugins/auth';
import { presentApiKey } from '../presenters/api-keys';

export async function apiKeyRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get('/api/api-keys', { schema: { summary: 'List the API keys', response: { 200: apiKeyListSchema } } }, async (): Promise<ApiKeyList> => ({ keys: (await listApiKeys(db)).map(presentApiKey) }));

  app.post('/api/api-keys', { schema: { summary: 'Create an API key (its secret is answered this once)', body: apiKeyCreateSchema, response: { 201: apiKeyCreatedSchema } } }, async (request, reply) => {
    const { name, scopes, expiresAt } = request.body;
    const { key, secret } = await createApiKey(db, { name, scopes, expiresAt: expiresAt ? new Date(expiresAt) : null }, adminOf(request).id);
    const answer: ApiKeyCreated = { key: presentApiKey(key), secret };
    return reply.status(201).send(answer);
  });

  app.post('/api/api-keys/:id/revoke', { schema: { summary: 'Revoke an API key', params: idParam, response: { 200: apiKeySchema } } }, async (request) =>
    presentApiKey(await revokeApiKey(db, request.params.id, adminOf(request).id)),
  );
}
