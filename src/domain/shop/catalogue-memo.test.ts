// The catalogue memo: reused while nothing changed, recomputed after any change of what the Mini App shows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import type { Database } from '../../db/client';
import { createCatalogue, createNumlist, setSetting } from '../../../tests/support/wallet-fixtures';
import { shopOperators, shopProducts } from './catalogue';
import { catalogueStamp, memoised } from './catalogue-memo';

let database: Database;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let listId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  cat = await createCatalogue(database.db);
  listId = await createNumlist(database.db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 600 });
});
afterAll(() => database?.close());

describe('catalogue memo', () => {
  it('computes once while the stamp holds, again after a change', async () => {
    const db = database.db;
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([memoised(db, 'k', compute), memoised(db, 'k', compute)])).toEqual([1, 1]);
    expect(await memoised(db, 'k', compute)).toBe(1);
    expect(await memoised(db, 'other', compute)).toBe(2);
    await db.execute(sql`update numlists set available_numbers = available_numbers - 1 where id = ${listId}`);
    expect(await memoised(db, 'k', compute)).toBe(3);
    await db.execute(sql`update numlists set available_numbers = available_numbers + 1 where id = ${listId}`);
    // A failure is not kept.
    await expect(memoised(db, 'failing', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memoised(db, 'failing', compute)).toBe(4);
  });

  it('shows every change of stock, price, names, activation, packs and settings at the next read', async () => {
    const db = database.db;
    const products = async () => (await shopProducts(db, cat.categoryId, cat.countryId, cat.operatorId)).products.map((p) => `${p.quantity}:${p.priceCents}:${p.stock}`);
    expect(await products()).toEqual(['100:60:6', '500:300:1']);
    const stamps = new Set([await catalogueStamp(db)]);
    const changes = [
      sql`update numlists set available_numbers = 450 where id = ${listId}`,
      sql`update numlists set unit_price_micros = 8000 where id = ${listId}`,
      sql`insert into shop_packs (operator_id, quantity) values (${cat.operatorId}, 200)`,
      sql`update shop_packs set name = 'Essai' where operator_id = ${cat.operatorId}`,
      sql`update operators set name = 'Orange Pro' where id = ${cat.operatorId}`,
      sql`update categories set name = 'SMS+' where id = ${cat.categoryId}`,
      sql`update countries set flag = '🇲🇫' where id = ${cat.countryId}`,
    ];
    for (const change of changes) {
      await db.execute(change);
      stamps.add(await catalogueStamp(db));
    }
    expect(stamps.size).toBe(changes.length + 1);
    expect(await products()).toEqual(['200:160:2']);
    const view = await shopProducts(db, cat.categoryId, cat.countryId, cat.operatorId);
    expect([view.operator.name, view.category.name, view.country.flag, view.products[0].name]).toEqual(['Orange Pro', 'SMS+', '🇲🇫', 'Essai']);
    await setSetting(db, 'low_stock_threshold', '1');
    expect((await shopProducts(db, cat.categoryId, cat.countryId, cat.operatorId)).products[0].lowStock).toBe(false);
    await db.execute(sql`update operators set is_active = false where id = ${cat.operatorId}`);
    expect((await shopOperators(db, cat.categoryId, cat.countryId)).operators).toEqual([]);
  });
});
