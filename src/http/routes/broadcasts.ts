// The Diffusions page's API: the audience's count before sending, a new broadcast, its live progress, the history, cancel.
import type { FastifyInstance } from 'fastify';
import { type BroadcastAudienceInput, audienceQuerySchema, broadcastCreateSchema } from '../../contracts/broadcasts';
import { idParam } from '../../contracts/ids';
import { countAudience } from '../../domain/broadcasts/audience';
import { cancelBroadcast, createBroadcast, getBroadcast, listBroadcasts } from '../../domain/broadcasts/broadcasts';
import { DomainError } from '../../domain/errors';
import { adminOf } from '../plugins/auth';
import { presentBroadcast } from '../presenters/broadcasts';
import { lenientJsonRoutes } from './lenient-json';

function audienceOf(query: { kind: string; language?: string; days?: number }): BroadcastAudienceInput {
  if (query.kind === 'language') {
    if (!query.language) throw new DomainError('VALIDATION_FAILED', { message: 'Choisissez une langue', fields: { language: 'Langue requise' } });
    return { kind: 'language', language: query.language as Extract<BroadcastAudienceInput, { kind: 'language' }>['language'] };
  }
  if (query.kind === 'inactive') {
    if (!query.days) throw new DomainError('VALIDATION_FAILED', { message: 'Indiquez un nombre de jours', fields: { days: 'Nombre de jours requis' } });
    return { kind: 'inactive', days: query.days };
  }
  return { kind: query.kind as 'all' | 'buyers' | 'depositors' };
}

export async function broadcastRoutes(base: FastifyInstance) {
  const { app, db } = lenientJsonRoutes(base);

  app.get('/api/broadcasts', async () => ({ items: (await listBroadcasts(db)).map((b) => presentBroadcast(b)) }));

  app.get('/api/broadcasts/audience', { schema: { querystring: audienceQuerySchema } }, async ({ query }) => ({
    count: await countAudience(db, audienceOf(query)),
  }));

  app.get('/api/broadcasts/:id', { schema: { params: idParam } }, async ({ params }) => presentBroadcast(await getBroadcast(db, params.id)));

  app.post('/api/broadcasts', { schema: { body: broadcastCreateSchema } }, async (request, reply) => {
    const { message, variants, audience, requestKey } = request.body;
    const broadcast = await createBroadcast(db, {
      message,
      variants: variants as Record<string, string>,
      audience,
      requestKey: requestKey ? `web-${requestKey}` : null,
      createdByUserId: adminOf(request).id,
    });
    return reply.code(201).send(presentBroadcast(broadcast));
  });

  app.post('/api/broadcasts/:id/cancel', { schema: { params: idParam } }, async ({ params }) => presentBroadcast(await cancelBroadcast(db, params.id)));
}
