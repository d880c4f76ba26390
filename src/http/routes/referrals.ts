// The Parrainages page's API: the referrers, with how many customers they brought and what it earned them (admin).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ReferrersResponse, referrersQuerySchema, referrersResponseSchema } from '../../contracts/referrals';
import { listReferrers } from '../../domain/referrals/read';
import { pagedAnswer } from '../presenters/page';
import { presentReferrer } from '../presenters/referrals';

export async function referralRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get('/api/referrals/referrers', { schema: { summary: 'The referrers, with the customers they brought and what it earned them (paged)', querystring: referrersQuerySchema, response: { 200: referrersResponseSchema } } }, async ({ query }): Promise<ReferrersResponse> =>
    pagedAnswer(await listReferrers(db, query), presentReferrer, query),
  );
}
