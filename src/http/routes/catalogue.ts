// Catalogue API: categories, countries, operators (SPEC §7 paths), and continents (rename, delete, add, ordered list).
import type { FastifyInstance } from 'fastify';
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
import { parseInput } from '../validate';

export async function catalogueRoutes(app: FastifyInstance) {
  const db = app.db;

  // ─── Categories ──────────────────────────────────────────────────────────────
  app.get('/api/categories', async () => listCategories(db));
  app.post('/api/categories', async (request, reply) => {
    const input = parseInput(categoryCreateSchema, request.body);
    return reply.status(201).send(await createCategory(db, input));
  });
  app.put('/api/categories/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return updateCategory(db, id, parseInput(categoryUpdateSchema, request.body));
  });
  app.delete('/api/categories/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    await deleteCategory(db, id);
    return { success: true };
  });

  // ─── Countries ───────────────────────────────────────────────────────────────
  app.get('/api/countries', async (request) => {
    const { continent } = parseInput(countriesQuerySchema, request.query);
    return listCountriesOrdered(db, continent);
  });
  app.get('/api/countries/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return getCountry(db, id);
  });
  app.post('/api/countries', async (request, reply) => {
    const input = parseInput(countryCreateSchema, request.body);
    return reply.status(201).send(await createCountry(db, input));
  });
  app.put('/api/countries/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return updateCountry(db, id, parseInput(countryUpdateSchema, request.body));
  });
  app.delete('/api/countries/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    await deleteCountry(db, id);
    return { success: true };
  });
  app.post('/api/countries/bulk-update-continent', async (request) => {
    const { from, to } = parseInput(continentRenameSchema, request.body);
    const { updatedCountries } = await renameContinent(db, from, to);
    return { success: true, continent: to, updatedCountries };
  });
  app.post('/api/countries/bulk-delete-continent', async (request) => {
    const { continent } = parseInput(continentDeleteSchema, request.body);
    await deleteContinent(db, continent);
    return { success: true };
  });

  // ─── Continents ──────────────────────────────────────────────────────────────
  app.get('/api/continents', async () => listContinentsOrdered(db));
  app.post('/api/continents', async (request, reply) => {
    const input = parseInput(continentCreateSchema, request.body);
    return reply.status(201).send(await createContinent(db, input));
  });

  // ─── Operators ───────────────────────────────────────────────────────────────
  app.get('/api/operators', async (request) => {
    const { countryId } = parseInput(operatorsQuerySchema, request.query);
    return listOperatorsOrdered(db, countryId);
  });
  app.get('/api/operators/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return getOperator(db, id);
  });
  app.post('/api/operators', async (request, reply) => {
    const input = parseInput(operatorCreateSchema, request.body);
    return reply.status(201).send(await createOperator(db, input));
  });
  app.put('/api/operators/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return updateOperator(db, id, parseInput(operatorUpdateSchema, request.body));
  });
  app.delete('/api/operators/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    await deleteOperator(db, id);
    return { success: true };
  });
}
