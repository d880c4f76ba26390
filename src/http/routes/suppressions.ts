// Suppression list API (list, add one or many, remove) and the erasure of a number on request.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../contracts/common';
import { eraseNumberResultSchema, eraseNumberSchema, suppressionAddResultSchema, suppressionAddSchema, suppressionListQuerySchema, suppressionListSchema } from '../../contracts/stock';
import { eraseNumber } from '../../domain/stock/erase-number';
import { concatSources, fromList, fromText } from '../../domain/stock/number-sources';
import { addSuppressions, listSuppressions, removeSuppression } from '../../domain/stock/suppressions';
import { adminOf } from '../plugins/auth';
import { presentSuppressionPage } from '../presenters/stock';

const numberParam = z.object({ number: z.string().trim().min(1, 'Le numéro est requis') });

export async function suppressionRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  app.get('/api/suppressions', { schema: { summary: 'List the do-not-contact numbers (paged)', querystring: suppressionListQuerySchema, response: { 200: suppressionListSchema } } }, async (request) =>
    presentSuppressionPage(await listSuppressions(db, request.query), request.query),
  );

  app.post('/api/suppressions', { bodyLimit: 8 * 1024 * 1024, schema: { summary: 'Add numbers to the do-not-contact list (removed from stock)', body: suppressionAddSchema, response: { 200: suppressionAddResultSchema } } }, async (request) => {
    const input = request.body;
    const source = concatSources(fromList(input.number ? [input.number] : []), fromList(input.numbers ?? []), fromText(input.text ?? ''));
    return addSuppressions(db, source, { reason: input.reason, countryCode: input.countryCode }, adminOf(request).id);
  });

  app.delete('/api/suppressions/:number', { schema: { summary: 'Take a number off the do-not-contact list', params: numberParam, response: { 200: successSchema } } }, async (request) => {
    await removeSuppression(db, request.params.number, adminOf(request).id);
    return { success: true as const };
  });

  app.post('/api/numbers/erase', { schema: { summary: 'Erase a number everywhere (on request)', body: eraseNumberSchema, response: { 200: eraseNumberResultSchema } } }, async (request) =>
    eraseNumber(db, request.body, adminOf(request).id),
  );
}
