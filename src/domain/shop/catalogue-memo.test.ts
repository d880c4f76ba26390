// The catalogue memo: reused while nothing changed, recomputed after any change of what the Mini App shows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import type { Database } from '../../db/client';
import { createCatalogue, createNumlist, setSetting } from '../../../tests/support/wallet-fixtures';
import { shopCategories, shopCountries } from './catalogue';
import { memoised } from './catalogue-memo';

let database: Database;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let listId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  cat = await createCatalogue(database.db, { category: 'SMS-e2e-memo' });
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

  it('shows every change of stock, price, names, activation, packs and settings at the next read of the kept levels', async () => {
    const db = database.db;
    const country = async () => {
      const [c] = (await shopCountries(db, cat.categoryId)).countries;
      return c && `${c.flag} ${c.name}: ${c.available} numbers, ${c.productCount} packs, ${c.priceRange?.minCents}-${c.priceRange?.maxCents}`;
    };
    const categoryNames = async () => (await shopCategories(db)).map((c) => c.name);
    expect(await country()).toMatch(/: 600 numbers, 2 packs, 60-300$/);
    expect(await categoryNames()).toContain('SMS-e2e-memo');
    const changes: Array<[ReturnType<typeof sql>, RegExp]> = [
      [sql`update numlists set available_numbers = 450 where id = ${listId}`, /: 450 numbers, 1 packs, 60-60$/],
      [sql`update numlists set unit_price_micros = 8000 where id = ${listId}`, /: 450 numbers, 1 packs, 80-80$/],
      [sql`insert into shop_packs (operator_id, quantity) values (${cat.operatorId}, 200)`, /: 450 numbers, 1 packs, 160-160$/],
      [sql`update shop_packs set quantity = 150 where operator_id = ${cat.operatorId}`, /: 450 numbers, 1 packs, 120-120$/],
      [sql`update countries set flag = '🇲🇫', name = 'Memoland' where id = ${cat.countryId}`, /^🇲🇫 Memoland: 450/],
      [sql`delete from shop_packs where operator_id = ${cat.operatorId}`, /: 450 numbers, 1 packs, 80-80$/],
      [sql`insert into settings (key, value) values ('minimum_purchase_quantity', '500') on conflict (key) do update set value = excluded.value`, /: 450 numbers, 0 packs, undefined-undefined$/],
    ];
    for (const [change, expected] of changes) {
      await db.execute(change);
      expect(await country()).toMatch(expected);
    }
    await db.execute(sql`update categories set name = 'SMS renamed' where id = ${cat.categoryId}`);
    expect(await categoryNames()).toContain('SMS renamed');
    await db.execute(sql`update operators set is_active = false where id = ${cat.operatorId}`);
    expect(await country()).toBeUndefined();
    await setSetting(db, 'minimum_purchase_quantity', '100');
  });
});
