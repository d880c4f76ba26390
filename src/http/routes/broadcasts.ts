// The Diffusions page's API: the audience's count (and its cost, paid) before sending, the bot's Star balance, a new
// broadcast (buttons, a start time, paid or not), its live progress and figures, the history, cancel.
import type { FastifyInstance } from 'fastify';
import {
  audienceCountSchema,
  audienceQuerySchema,
  type BroadcastAudienceInput,
  broadcastCreateSchema,
  broadcastFiguresSchema,
  broadcastListSchema,
  broadcastSchema,
  type PaidBroadcastStars,
  paidBroadcastStarsSchema,
} from '../../contracts/broadcasts';
import { idParam } from '../../contracts/ids';
import { audienceNames, countAudience } from '../../domain/broadcasts/audience';
import { type Broadcast, cancelBroadcast, createBroadcast, getBroadcast, listBroadcasts } from '../../domain/broadcasts/broadcasts';
import { broadcastSales } from '../../domain/broadcasts/opens';
import { paidBroadcastCost } from '../../domain/broadcasts/paid';
import type { Db } from '../../domain/database';
import { DomainError } from '../../domain/errors';
import { adminOf } from '../plugins/auth';
import { presentBroadcast, presentBroadcastFigures } from '../presenters/broadcasts';
import { lenientJsonRoutes } from './lenient-json';

type AudienceQuery = { kind: string; days?: number; filters: NonNullable<BroadcastAudienceInput['filters']> };

/** The query's audience: `language` is the audience's own with kind=language, a filter with any other kind. */
function audienceOf({ kind, days, filters }: AudienceQuery): BroadcastAudienceInput {
  if (kind === 'language') {
    const { language, ...rest } = filters;
    if (!language) throw new DomainError('VALIDATION_FAILED', { message: 'Choisissez une langue', fields: { language: 'Langue requise' } });
    return { kind: 'language', language, filters: rest };
  }
  if (kind === 'inactive') {
    if (!days) throw new DomainError('VALIDATION_FAILED', { message: 'Indiquez un nombre de jours', fields: { days: 'Nombre de jours requis' } });
    return { kind: 'inactive', days, filters };
  }
  return { kind: kind as 'all' | 'buyers' | 'depositors', filters };
}

async function presented(db: Db, list: Broadcast[]) {
  const names = await audienceNames(db, list.map((b) => b.audience));
  return list.map((b) => presentBroadcast(b, names));
}

export async function broadcastRoutes(base: FastifyInstance) {
  const { app, db } = lenientJsonRoutes(base);
  const one = async (b: Broadcast) => (await presented(db, [b]))[0];

  app.get('/api/broadcasts', { schema: { summary: 'The broadcasts, newest first, with their progress', response: { 200: broadcastListSchema } } }, async () => ({ items: await presented(db, await listBroadcasts(db)) }));

  const paidTerms = base.messenger.paidBroadcast.terms;

  app.get('/api/broadcasts/audience', { schema: { summary: 'How many customers an audience holds now, and their cost in Stars if sent paid', querystring: audienceQuerySchema, response: { 200: audienceCountSchema } } }, async ({ query }) => {
    const count = await countAudience(db, audienceOf(query));
    // The cost in Stars if sent as a paid broadcast, shown before the admin chooses.
    return { count, paidCost: paidBroadcastCost(count, paidTerms.milliStarsPerMessage) };
  });

  app.get(
    '/api/broadcasts/stars',
    { schema: { summary: "A paid broadcast's price per message and the bot's Star balance (from Telegram)", response: { 200: paidBroadcastStarsSchema } } },
    async (): Promise<PaidBroadcastStars> => ({
      starsPerMessage: String(paidTerms.milliStarsPerMessage / 1000),
      perSecond: base.messenger.paidBroadcast.perSecond,
      balance: await paidTerms.starBalance(),
    }),
  );

  app.get('/api/broadcasts/:id', { schema: { summary: 'A broadcast and its progress', params: idParam, response: { 200: broadcastSchema } } }, async ({ params }) => one(await getBroadcast(db, params.id)));

  app.get('/api/broadcasts/:id/figures', { schema: { summary: 'What a broadcast reached, and what its recipients bought after opening its links', params: idParam, response: { 200: broadcastFiguresSchema } } }, async ({ params }) => {
    const broadcast = await getBroadcast(db, params.id);
    return presentBroadcastFigures(broadcast, await broadcastSales(db, broadcast.id));
  });

  app.post('/api/broadcasts', { schema: { summary: 'Send or schedule a broadcast (paid or free)', body: broadcastCreateSchema, response: { 201: broadcastSchema } }, config: { errorCodes: ['BROADCAST_EMPTY', 'BROADCAST_TOO_LONG', 'BROADCAST_NO_RECIPIENTS', 'BROADCAST_BUTTON_INVALID', 'BROADCAST_SCHEDULE_PAST', 'BROADCAST_STARS_SHORT'] } }, async (request, reply) => {
    const { message, variants, audience, buttons, scheduledAt, paid, requestKey } = request.body;
    const broadcast = await createBroadcast(
      db,
      {
        message,
        variants: variants as Record<string, string>,
        audience,
        buttons,
        scheduledAt: scheduledAt ? new Date(scheduledAt) : null,
        paid,
        requestKey: requestKey ? `web-${requestKey}` : null,
        createdByUserId: adminOf(request).id,
      },
      paidTerms,
    );
    return reply.code(201).send(await one(broadcast));
  });

  app.post('/api/broadcasts/:id/cancel', { schema: { summary: 'Cancel a broadcast before it ends', params: idParam, response: { 200: broadcastSchema } }, config: { errorCodes: ['BROADCAST_FINISHED'] } }, async ({ params }) => one(await cancelBroadcast(db, params.id)));
}
