// Suppression list API (list, add one or many, remove) and the erasure of a number on request.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eraseNumberSchema, suppressionAddSchema, suppressionListQuerySchema } from '../../contracts/stock';
import { eraseNumber } from '../../domain/stock/erase-number';
import { concatSources, fromList, fromText } from '../../domain/stock/number-sources';
import { addSuppressions, listSuppressions, removeSuppression } from '../../domain/stock/suppressions';
import { adminOf } from '../plugins/auth';
import { parseInput } from '../validate';

const numberParam = z.object({ number: z.string().trim().min(1, 'Le numéro est requis') });

export async function suppressionRoutes(app: FastifyInstance) {
  const db = app.db;
  app.get('/api/suppressions', async (request) => listSuppressions(db, parseInput(suppressionListQuerySchema, request.query)));

  app.post('/api/suppressions', { bodyLimit: 8 * 1024 * 1024 }, async (request) => {
    const input = parseInput(suppressionAddSchema, request.body);
    const source = concatSources(fromList(input.number ? [input.number] : []), fromList(input.numbers ?? []), fromText(input.text ?? ''));
    return addSuppressions(db, source, { reason: input.reason, countryCode: input.countryCode }, adminOf(request).id);
  });

  app.delete('/api/suppressions/:number', async (request) => {
    const { number } = parseInput(numberParam, request.params);
    await removeSuppression(db, number, adminOf(request).id);
    return { success: true };
  });

  app.post('/api/numbers/erase', async (request) => {
    const input = parseInput(eraseNumberSchema, request.body);
    return eraseNumber(db, input, adminOf(request).id);
  });
}
