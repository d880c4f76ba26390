// Catalogue API: categories, countries, operators (SPEC §7 paths), and continents (rename, delete, add, ordered list).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryCreateSchema,
  categorySchema,
  categoryUpdateSchema,
  continentCreateSchema,
  continentDeleteSchema,
  continentCreatedSchema,
  continentRenamedSchema,
  continentRenameSchema,
  continentSchema,
  countriesQuerySchema,
  countryCreateSchema,
  countrySchema,
  countryUpdateSchema,
  operatorCreateSchema,
  operatorSchema,
  operatorsQuerySchema,
  operatorUpdateSchema,
} from '../../contracts/catalogue';
import { successSchema } from '../../contracts/common';
import { idParam } from '../../contracts/ids';
import type { Executor } from '../../domain/database';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../../domain/catalogue/categories';
import { createContinent, deleteContinent, listContinentsOrdered, renameContinent } from '../../domain/catalogue/continents';
import { createCountry, deleteCountry, getCountry, listCountriesOrdered, updateCountry } from '../../domain/catalogue/countries';
import { createOperator, deleteOperator, getOperator, listOperatorsOrdered, updateOperator } from '../../domain/catalogue/operators';
import { presentCategory, presentCountry, presentOperator } from '../presenters/catalogue';

const byId = { params: idParam };

/** What one kind of catalogue entry needs for its POST (201), PUT /:id, DELETE /:id and, when it has one, GET /:id. */
type EntryRoutes<Entry, Create extends z.ZodType, Update extends z.ZodType> = {
  /** The entry's name in the summaries ("a category"), and its answer's schema. */
  name: string;
  schema: z.ZodType;
  create: Create;
  update: Update;
  present: (entry: Entry) => unknown;
  insert: (db: Executor, input: z.output<Create>) => Promise<Entry>;
  change: (db: Executor, id: number, input: z.output<Update>) => Promise<Entry>;
  remove: (db: Executor, id: number) => Promise<void>;
  get?: (db: Executor, id: number) => Promise<Entry>;
};

function entryRoutes<Entry, Create extends z.ZodType, Update extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  entry: EntryRoutes<Entry, Create, Update>,
) {
  const db = app.db;
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParam>).id;
  const { get, name, schema } = entry;
  if (get) app.get(`${path}/:id`, { config: { apiScope: 'catalogue:read' }, schema: { summary: `Read ${name}`, ...byId, response: { 200: schema } } }, async (request) => entry.present(await get(db, idOf(request))));
  app.post(path, { schema: { summary: `Create ${name}`, body: entry.create, response: { 201: schema } } }, async (request, reply) =>
    reply.status(201).send(entry.present(await entry.insert(db, request.body as z.output<Create>))),
  );
  app.put(`${path}/:id`, { schema: { summary: `Edit ${name}`, ...byId, body: entry.update, response: { 200: schema } } }, async (request) =>
    entry.present(await entry.change(db, idOf(request), request.body as z.output<Update>)),
  );
  app.delete(`${path}/:id`, { schema: { summary: `Delete ${name}`, ...byId, response: { 200: successSchema } } }, async (request) => {
    await entry.remove(db, idOf(request));
    return { success: true as const };
  });
}

export async function catalogueRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  // ─── Categories ──────────────────────────────────────────────────────────────
  app.get('/api/categories', { config: { apiScope: 'catalogue:read' }, schema: { summary: 'List the categories', response: { 200: z.array(categorySchema) } } }, async () => (await listCategories(db)).map(presentCategory));
  entryRoutes(base, '/api/categories', {
    name: 'a category',
    schema: categorySchema,
    create: categoryCreateSchema,
    update: categoryUpdateSchema,
    present: presentCategory,
    insert: createCategory,
    change: updateCategory,
    remove: deleteCategory,
  });

  // ─── Countries ───────────────────────────────────────────────────────────────
  app.get('/api/countries', { config: { apiScope: 'catalogue:read' }, schema: { summary: 'List the countries (of one continent)', querystring: countriesQuerySchema, response: { 200: z.array(countrySchema) } } }, async (request) =>
    (await listCountriesOrdered(db, request.query.continent)).map(presentCountry),
  );
  entryRoutes(base, '/api/countries', {
    name: 'a country',
    schema: countrySchema,
    create: countryCreateSchema,
    update: countryUpdateSchema,
    present: presentCountry,
    insert: createCountry,
    change: updateCountry,
    remove: deleteCountry,
    get: getCountry,
  });
  app.post('/api/countries/bulk-update-continent', { schema: { summary: 'Rename a continent (moves its countries)', body: continentRenameSchema, response: { 200: continentRenamedSchema } } }, async (request) => {
    const { from, to } = request.body;
    const { updatedCountries } = await renameContinent(db, from, to);
    return { success: true as const, continent: to, updatedCountries };
  });
  app.post('/api/countries/bulk-delete-continent', { schema: { summary: 'Delete a continent', body: continentDeleteSchema, response: { 200: successSchema } } }, async (request) => {
    await deleteContinent(db, request.body.continent);
    return { success: true as const };
  });

  // ─── Continents ──────────────────────────────────────────────────────────────
  app.get('/api/continents', { config: { apiScope: 'catalogue:read' }, schema: { summary: 'List the continents with their figures', response: { 200: z.array(continentSchema) } } }, async () => listContinentsOrdered(db));
  app.post('/api/continents', { config: { errorCodes: ['CONTINENT_EXISTS'] }, schema: { summary: 'Add a continent with its first country', body: continentCreateSchema, response: { 201: continentCreatedSchema } } }, async (request, reply) => {
    const { continent, country } = await createContinent(db, request.body);
    return reply.status(201).send({ continent, country: presentCountry(country) });
  });

  // ─── Operators ───────────────────────────────────────────────────────────────
  app.get('/api/operators', { config: { apiScope: 'catalogue:read' }, schema: { summary: 'List the operators (of one country)', querystring: operatorsQuerySchema, response: { 200: z.array(operatorSchema) } } }, async (request) =>
    (await listOperatorsOrdered(db, request.query.countryId)).map(presentOperator),
  );
  entryRoutes(base, '/api/operators', {
    name: 'an operator',
    schema: operatorSchema,
    create: operatorCreateSchema,
    update: operatorUpdateSchema,
    present: presentOperator,
    insert: createOperator,
    change: updateOperator,
    remove: deleteOperator,
    get: getOperator,
  });
}
