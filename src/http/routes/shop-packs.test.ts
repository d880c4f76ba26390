// /api/shop-packs: admins' packs per operator, their refusals in French, the audit, and the Mini App selling exactly them.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/support/app';
import { countOf, createCatalogue, createNumlist, setSetting } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { packQuantitiesOf } from '../../domain/shop/pack-definitions';
import { suiteApp } from '../../../tests/support/suite-fixtures';
import { expectFieldRefusals } from '../../../tests/support/api-answers';

const t = suiteApp();
let db: TestApp['database']['db'];
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let dataCategoryId: number;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => t.app.inject({ method, url, headers: t.auth, payload: payload as object });
const products = async (categoryId: number, operatorId = cat.operatorId, countryId = cat.countryId) =>
  (await t.app.inject({ method: 'GET', url: `/api/shop/products?category=${categoryId}&country=${countryId}&operator=${operatorId}` })).json().products as Array<{
    id: string;
    quantity: number;
    name: string | null;
    price: string;
    stock: number;
  }>;

beforeAll(async () => {
  db = t.database.db;
  cat = await createCatalogue(db, { category: `SMS-packs-${process.pid}` });
  const [data] = await queryRows<{ id: number }>(db, sql`insert into categories (name, icon) values (${`Data-packs-${process.pid}`}, 'data') returning id`);
  dataCategoryId = data.id;
  // Orange: 1,203 SMS numbers (1,000 at the shop's 0.006 €, 203 at 0.008 €) and 300 Data numbers; EE: 450 SMS numbers.
  await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 1000, offset: 0 });
  await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 203, offset: 1000, unitPriceMicros: 8000 });
  await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: dataCategoryId, count: 300, offset: 2000 });
  await createNumlist(db, { countryId: cat.otherCountryId, operatorId: cat.otherOperatorId, categoryId: cat.categoryId, count: 450, offset: 3000 });
});


describe('packs an admin defines', () => {
  it('without packs, the Mini App sells the presets that fit and the page says so', async () => {
    expect((await products(cat.categoryId)).map((p) => p.quantity)).toEqual([100, 500, 1000]);
    const view = (await get(`/api/shop-packs?operatorId=${cat.operatorId}`)).json();
    expect(view.packs).toEqual([]);
    expect(view.minimumQuantity).toBe(100);
    expect(view.preview.map((p: { usesPresets: boolean }) => p.usesPresets)).toEqual([true, true]);
    expect(await packQuantitiesOf(db, cat.operatorId)).toBeNull();
  });

  it('adds packs (one for every category, one for SMS only) and the Mini App sells exactly those, in the admin order', async () => {
    const every = await send('POST', '/api/shop-packs', { operatorId: cat.operatorId, quantity: 250, name: 'Découverte' });
    expect(every.statusCode).toBe(201);
    expect(every.json()).toMatchObject({ operatorId: cat.operatorId, categoryId: null, quantity: 250, name: 'Découverte', isActive: true, sortOrder: 0 });
    const big = await send('POST', '/api/shop-packs', { operatorId: cat.operatorId, categoryId: String(cat.categoryId), quantity: '1 200', name: '  ' });
    expect(big.statusCode).toBe(201);
    expect(big.json()).toMatchObject({ categoryId: cat.categoryId, quantity: 1200, name: null, sortOrder: 1 });

    // SMS: 250 (every category) then 1,200 (SMS); the 1,200 pack takes the 1,000 cheap numbers and 200 at 0.008 €.
    const sms = await products(cat.categoryId);
    expect(sms).toEqual([
      expect.objectContaining({ id: `${cat.categoryId}-${cat.operatorId}-250`, quantity: 250, name: 'Découverte', price: '1.50', stock: 4 }),
      expect.objectContaining({ id: `${cat.categoryId}-${cat.operatorId}-1200`, quantity: 1200, name: null, price: '7.60', stock: 1 }),
    ]);
    // Data: only the pack of every category; EE (no packs) keeps the presets.
    expect((await products(dataCategoryId)).map((p) => [p.quantity, p.stock])).toEqual([[250, 1]]);
    expect((await products(cat.categoryId, cat.otherOperatorId, cat.otherCountryId)).map((p) => p.quantity)).toEqual([100]);

    const view = (await get(`/api/shop-packs?operatorId=${cat.operatorId}`)).json();
    expect(view.operator).toMatchObject({ id: cat.operatorId, name: 'Orange', countryFlag: '🇫🇷' });
    expect(view.packs.map((p: { quantity: number }) => p.quantity)).toEqual([250, 1200]);
    // The pack of every category sells in both: the page shows its price and stock in each, as the Mini App does.
    expect(view.packs[0].offers).toEqual([
      { category: expect.objectContaining({ id: cat.categoryId }), price: '1.50', stock: 4, lowStock: true, onSale: true },
      { category: expect.objectContaining({ id: dataCategoryId }), price: '1.50', stock: 1, lowStock: true, onSale: true },
    ]);
    expect(view.packs[1].offers).toEqual([{ category: expect.objectContaining({ id: cat.categoryId }), price: '7.60', stock: 1, lowStock: true, onSale: true }]);
    expect(view.preview.map((p: { usesPresets: boolean }) => p.usesPresets)).toEqual([false, false]);
    expect(await packQuantitiesOf(db, cat.operatorId)).toEqual([250, 1200]);

    // What the Mini App shows out of stock: a pack bigger than the stock stays listed with stock 0.
    const huge = await send('POST', '/api/shop-packs', { operatorId: cat.operatorId, categoryId: dataCategoryId, quantity: 5000 });
    expect((await products(dataCategoryId)).map((p) => [p.quantity, p.stock])).toEqual([
      [250, 1],
      [5000, 0],
    ]);
    await send('DELETE', `/api/shop-packs/${huge.json().id}`);
  });

  it('refuses, in French, a quantity below the minimum or above the maximum, a duplicate, unknown references and bad input', async () => {
    const small = await send('POST', '/api/shop-packs', { operatorId: cat.operatorId, quantity: 99 });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ code: 'QUANTITY_TOO_SMALL', message: 'Quantité invalide, minimum 100 numéros (0.60 € minimum)', fields: { quantity: 'Minimum 100 numéros' } });
    const large = await send('POST', '/api/shop-packs', { operatorId: cat.operatorId, quantity: 100_001 });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ code: 'QUANTITY_TOO_LARGE', message: 'Quantité maximale par achat : 100000 numéros' });
    const twice = await send('POST', '/api/shop-packs', { operatorId: cat.operatorId, quantity: 250 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'DUPLICATE_PACK', message: 'Cet opérateur a déjà un pack de 250 numéros pour toutes les catégories' });
    // The same quantity in one category is another pack (it overrides the one of every category there).
    const own = await send('POST', '/api/shop-packs', { operatorId: cat.operatorId, categoryId: dataCategoryId, quantity: 250, name: 'Data 250' });
    expect(own.statusCode).toBe(201);
    expect((await products(dataCategoryId)).map((p) => p.name)).toEqual(['Data 250']);
    await send('DELETE', `/api/shop-packs/${own.json().id}`);

    const noOperator = await send('POST', '/api/shop-packs', { operatorId: 999_999, quantity: 300 });
    expect(noOperator.statusCode).toBe(404);
    expect(noOperator.json().message).toBe('Opérateur introuvable');
    const noCategory = await send('POST', '/api/shop-packs', { operatorId: cat.operatorId, categoryId: 999_999, quantity: 300 });
    expectFieldRefusals(noCategory, { categoryId: 'Catégorie introuvable' });
    for (const quantity of ['abc', 12.5, -5, null]) {
      const bad = await send('POST', '/api/shop-packs', { operatorId: cat.operatorId, quantity });
      expect(bad.statusCode, String(quantity)).toBe(400);
      expect(bad.json().fields.quantity).toMatch(/Quantité invalide/);
    }
    const longName = await send('POST', '/api/shop-packs', { operatorId: cat.operatorId, quantity: 300, name: 'x'.repeat(61) });
    expect(longName.json().fields).toEqual({ name: '60 caractères au maximum' });
    expect((await get('/api/shop-packs?operatorId=abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/shop-packs?operatorId=${cat.operatorId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/shop-packs', payload: { operatorId: cat.operatorId, quantity: 300 } })).statusCode).toBe(401);
    expect(await countOf(db, sql`select count(*) as n from shop_packs where operator_id = ${cat.operatorId}`)).toBe(2);
  });

  it('edits, deactivates, reorders and removes, each audited; a raised minimum hides a pack without deleting it', async () => {
    const view = (await get(`/api/shop-packs?operatorId=${cat.operatorId}`)).json();
    const [p250, p1200] = view.packs as Array<{ id: number }>;
    const renamed = await send('PUT', `/api/shop-packs/${p250.id}`, { name: 'Essai', quantity: 300 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Essai', quantity: 300, categoryId: null });
    const clash = await send('PUT', `/api/shop-packs/${p1200.id}`, { categoryId: null, quantity: 300 });
    expect(clash.statusCode).toBe(409);
    expect((await send('PUT', `/api/shop-packs/${p250.id}`, { quantity: 50 })).json().code).toBe('QUANTITY_TOO_SMALL');
    expect((await send('PUT', '/api/shop-packs/999999', { name: 'x' })).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Pack introuvable' });

    expect((await send('POST', '/api/shop-packs/reorder', { operatorId: cat.operatorId, ids: [p1200.id, p250.id] })).statusCode).toBe(200);
    expect((await products(cat.categoryId)).map((p) => p.quantity)).toEqual([1200, 300]);
    expect(await packQuantitiesOf(db, cat.operatorId)).toEqual([1200, 300]);

    await send('PUT', `/api/shop-packs/${p1200.id}`, { isActive: false });
    expect((await products(cat.categoryId)).map((p) => p.quantity)).toEqual([300]);
    // Data still sells the pack of every category.
    expect((await products(dataCategoryId)).map((p) => p.quantity)).toEqual([300]);

    await setSetting(db, 'minimum_purchase_quantity', '400');
    const raised = (await get(`/api/shop-packs?operatorId=${cat.operatorId}`)).json();
    expect(raised.minimumQuantity).toBe(400);
    expect(raised.packs.find((p: { id: number }) => p.id === p250.id).offers[0]).toMatchObject({ onSale: false, price: '1.80' });
    // No pack allowed any more: the Mini App falls back to the presets of at least the minimum (500, 1,000).
    expect((await products(cat.categoryId)).map((p) => [p.quantity, p.name])).toEqual([[500, null], [1000, null]]);
    await setSetting(db, 'minimum_purchase_quantity', '100');

    expect((await send('DELETE', `/api/shop-packs/${p1200.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/shop-packs/${p1200.id}`)).statusCode).toBe(404);
    const actions = await queryRows<{ action: string; n: number }>(
      db,
      sql`select action, count(*)::int as n from audit_log where entity_type in ('shop_pack', 'operator') and action like 'pack.%' group by action order by action`,
    );
    expect(Object.fromEntries(actions.map((a) => [a.action, Number(a.n)]))).toEqual({ 'pack.create': 4, 'pack.delete': 3, 'pack.reorder': 1, 'pack.update': 2 });
  });

  it('two admins adding the same pack at once: one is added, the other told it exists', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send('POST', '/api/shop-packs', { operatorId: cat.otherOperatorId, categoryId: cat.categoryId, quantity: 400 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'DUPLICATE_PACK')).toBe(true);
    expect(await countOf(db, sql`select count(*) as n from shop_packs where operator_id = ${cat.otherOperatorId}`)).toBe(1);
  });

  it('goes with its operator when the operator is deleted', async () => {
    const [op] = await queryRows<{ id: number }>(db, sql`insert into operators (name, country_id) values ('Free', ${cat.countryId}) returning id`);
    await send('POST', '/api/shop-packs', { operatorId: op.id, quantity: 200 });
    expect((await send('DELETE', `/api/operators/${op.id}`)).statusCode).toBe(200);
    expect(await countOf(db, sql`select count(*) as n from shop_packs where operator_id = ${op.id}`)).toBe(0);
  });
});
