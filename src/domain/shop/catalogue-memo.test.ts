// The catalogue memo: a country's offers reused while nothing they depend on changed, read again after any change the Mini App shows.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { createCatalogue, createNumlist, setSetting } from '../../../tests/support/wallet-fixtures';
import { shopCategories, shopCountries } from './catalogue';
import { keptOffers } from './catalogue-memo';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

const database = suiteDatabase();
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let listId: number;

beforeAll(async () => {
  cat = await createCatalogue(database.db, { category: 'SMS-e2e-memo' });
  listId = await createNumlist(database.db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 600 });
});

describe('catalogue memo', () => {
  it('reads a country again only when what it shows changes, every country when a setting does, none when a category does', async () => {
    const db = database.db;
    const otherList = await createNumlist(db, { countryId: cat.otherCountryId, operatorId: cat.otherOperatorId, categoryId: cat.categoryId, count: 5 });
    let asked: number[][] = [];
    let calls = 0;
    const everyCountry = async () => (await queryRows<{ id: number }>(db, sql`select id from countries`)).map((r) => Number(r.id));
    const compute = async (only: number[] | null) => {
      const countryIds = only ?? (await everyCountry());
      asked.push([...countryIds].sort((a, b) => a - b));
      calls++;
      return new Map(countryIds.map((id) => [id, [`${id}@${calls}`]]));
    };
    /** The countries read again by the first read after the change. */
    const readAgainAfter = async (change: ReturnType<typeof sql>) => {
      await db.execute(change);
      asked = [];
      await keptOffers(db, 'test', compute);
      return asked.flat();
    };
    const both = [cat.countryId, cat.otherCountryId].sort((a, b) => a - b);
    // Reads at the same time share one computation; the next one reads nothing again.
    const [first, again] = await Promise.all([keptOffers(db, 'test', compute), keptOffers(db, 'test', compute)]);
    expect(asked).toEqual([both]);
    expect(again).toEqual(first);
    expect(await readAgainAfter(sql`select 1`)).toEqual([]);

    expect(await readAgainAfter(sql`update numlists set available_numbers = available_numbers - 1 where id = ${listId}`)).toEqual([cat.countryId]);
    expect(await keptOffers(db, 'test', compute)).toEqual(expect.arrayContaining([`${cat.countryId}@2`, `${cat.otherCountryId}@1`]));
    // A sale writes its list's tally, not the list's row; a second sale on the same tally and the fold move it too.
    const tally = sql`insert into numlist_sale_tallies as t (numlist_id, slot, sold) values (${listId}, 1, 1)
      on conflict (numlist_id, slot) do update set sold = t.sold + 1`;
    expect(await readAgainAfter(tally)).toEqual([cat.countryId]);
    expect(await readAgainAfter(tally)).toEqual([cat.countryId]);
    expect(await readAgainAfter(sql`delete from numlist_sale_tallies where numlist_id = ${listId}`)).toEqual([cat.countryId]);
    expect(await readAgainAfter(sql`update operators set name = name where id = ${cat.otherOperatorId}`)).toEqual([cat.otherCountryId]);
    expect(await readAgainAfter(sql`insert into shop_packs (operator_id, quantity) values (${cat.operatorId}, 300)`)).toEqual([cat.countryId]);
    expect(await readAgainAfter(sql`delete from shop_packs where operator_id = ${cat.operatorId}`)).toEqual([cat.countryId]);
    expect(await readAgainAfter(sql`update countries set flag = flag where id = ${cat.countryId}`)).toEqual([cat.countryId]);
    // The categories are applied at each read (shopCategories, shopCountries), not kept.
    expect(await readAgainAfter(sql`update categories set name = name where id = ${cat.categoryId}`)).toEqual([]);
    expect(await readAgainAfter(sql`insert into settings (key, value) values ('memo-test', '1')`)).toEqual(both);
    // A list moved to another country changes both; a deleted one its own.
    expect(await readAgainAfter(sql`update numlists set country_id = ${cat.countryId} where id = ${otherList}`)).toEqual(both);
    expect(await readAgainAfter(sql`delete from numlists where id = ${otherList}`)).toEqual([cat.countryId]);
    // A rolled-back change moves nothing.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update numlists set available_numbers = 1 where id = ${listId}`);
        tx.rollback();
      })
      .catch(() => {});
    expect(await readAgainAfter(sql`select 1`)).toEqual([]);
    await db.execute(sql`update numlists set available_numbers = available_numbers + 1 where id = ${listId}`);

    // A failure is not kept: the next read computes again.
    await expect(keptOffers(db, 'test', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await keptOffers(db, 'test', compute)).toContain(`${cat.countryId}@${calls}`);
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
    expect((await shopCountries(db, cat.categoryId)).category.name).toBe('SMS renamed');
    // A category switched off leaves both kept levels at once, and comes back with its offers when switched on.
    await db.execute(sql`update categories set is_active = false where id = ${cat.categoryId}`);
    expect(await categoryNames()).not.toContain('SMS renamed');
    await expect(shopCountries(db, cat.categoryId)).rejects.toThrow('NOT_FOUND');
    await db.execute(sql`update categories set is_active = true where id = ${cat.categoryId}`);
    expect(await categoryNames()).toContain('SMS renamed');
    expect(await country()).toMatch(/: 450 numbers, 0 packs/);
    await db.execute(sql`update operators set is_active = false where id = ${cat.operatorId}`);
    expect(await country()).toBeUndefined();
    await setSetting(db, 'minimum_purchase_quantity', '100');
  });
});
