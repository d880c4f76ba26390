// Catalogue API: categories, countries, operators (SPEC §7 paths), and continents (rename, delete, add, ordered list).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryCreateSchema,
  categoryUpdateSchema,
  continentCreateSchema,
  continentDeleteSchema,
  continentRenameSchema,
  countriesQuerySchema,
  countryCreateSchema,
  countryUpdateSchema,
  operatorCreateSchema,
  operatorsQuerySchema,
  operatorUpdateSchema,
} from '../../contracts/catalogue';
import { idParam } from '../../contracts/common';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../../domain/catalogue/categories';
import { createContinent, deleteContinent, listContinentsOrdered, renameContinent } from '../../domain/catalogue/continents';
import { createCountry, deleteCountry, getCountry, listCountriesOrdered, updateCountry } from '../../domain/catalogue/countries';
import { createOperator, deleteOperator, getOperator, listOperatorsOrdered, updateOperator } from '../../domain/catalogue/operators';
import { presentCategory, presentCountry, presentOperator } from '../presenters/catalogue';

const byId = { params: idParam };

export async function catalogueRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const deleted = async (run: Promise<void>) => {
    await run;
    return { success: true };
  };

  // ─── Categories ──────────────────────────────────────────────────────────────
  app.get('/api/categories', async () => (await listCategories(db)).map(presentCategory));
  app.post('/api/categories', { schema: { body: categoryCreateSchema } }, async (request, reply) =>
    reply.status(201).send(presentCategory(await createCategory(db, request.body))),
  );
  app.put('/api/categories/:id', { schema: { ...byId, body: categoryUpdateSchema } }, async (request) =>
    presentCategory(await updateCategory(db, request.params.id, request.body)),
  );
  app.delete('/api/categories/:id', { schema: byId }, async (request) => deleted(deleteCategory(db, request.params.id)));

  // ─── Countries ───────────────────────────────────────────────────────────────
  app.get('/api/countries', { schema: { querystring: countriesQuerySchema } }, async (request) =>
    (await listCountriesOrdered(db, request.query.continent)).map(presentCountry),
  );
  app.get('/api/countries/:id', { schema: byId }, async (request) => presentCountry(await getCountry(db, request.params.id)));
  app.post('/api/countries', { schema: { body: countryCreateSchema } }, async (request, reply) =>
    reply.status(201).send(presentCountry(await createCountry(db, request.body))),
  );
  app.put('/api/countries/:id', { schema: { ...byId, body: countryUpdateSchema } }, async (request) =>
    presentCountry(await updateCountry(db, request.params.id, request.body)),
  );
  app.delete('/api/countries/:id', { schema: byId }, async (request) => deleted(deleteCountry(db, request.params.id)));
  app.post('/api/countries/bulk-update-continent', { schema: { body: continentRenameSchema } }, async (request) => {
    const { from, to } = request.body;
    const { updatedCountries } = await renameContinent(db, from, to);
    return { success: true, continent: to, updatedCountries };
  });
  app.post('/api/countries/bulk-delete-continent', { schema: { body: continentDeleteSchema } }, async (request) =>
    deleted(deleteContinent(db, request.body.continent)),
  );

  // ─── Continents ──────────────────────────────────────────────────────────────
  app.get('/api/continents', async () => listContinentsOrdered(db));
  app.post('/api/continents', { schema: { body: continentCreateSchema } }, async (request, reply) => {
    const { continent, country } = await createContinent(db, request.body);
    return reply.status(201).send({ continent, country: presentCountry(country) });
  });

  // ─── Operators ───────────────────────────────────────────────────────────────
  app.get('/api/operators', { schema: { querystring: operatorsQuerySchema } }, async (request) =>
    (await listOperatorsOrdered(db, request.query.countryId)).map(presentOperator),
  );
  app.get('/api/operators/:id', { schema: byId }, async (request) => presentOperator(await getOperator(db, request.params.id)));
  app.post('/api/operators', { schema: { body: operatorCreateSchema } }, async (request, reply) =>
    reply.status(201).send(presentOperator(await createOperator(db, request.body))),
  );
  app.put('/api/operators/:id', { schema: { ...byId, body: operatorUpdateSchema } }, async (request) =>
    presentOperator(await updateOperator(db, request.params.id, request.body)),
  );
  app.delete('/api/operators/:id', { schema: byId }, async (request) => deleted(deleteOperator(db, request.params.id)));
}
