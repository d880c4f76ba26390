// Every stock figure a customer or an admin reads equals a count made straight from the stock rows (numlist_numbers),
// over a five-continent catalogue with countries of no list, inactive lists, operators, countries and a category, and
// after each kind of change (the Mini App's wide levels come from a memo: src/domain/shop/catalogue-memo.ts).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/app';
import { seedWorldCatalogue, sellFrom, stockInActiveLists, stockOnSaleInBot, stockOnSaleInMiniApp, sumBy, type WorldCatalogue } from '../../../tests/support/catalogue-fixtures';
import { createCustomer } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { continentsOnSale, countriesOnSale, operatorOffer, operatorsOnSale } from '../../domain/offers/on-sale';
import { purchase } from '../../domain/orders/purchase';
import { foldEverySaleTally } from '../../domain/stock/sale-tallies';
import { seedDemo } from '../../demo/seed';
import { suiteApp } from '../../../tests/support/suite-fixtures';

const t = suiteApp();
let world: WorldCatalogue;

beforeAll(async () => {
  world = await seedWorldCatalogue(t.database.db);
});

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: t.auth });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

async function change(method: 'PUT' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: t.auth, payload: payload as object });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
}

const countryName = (id: number) => Object.entries(world.countries).find(([, v]) => v === id)?.[0] ?? `#${id}`;
const operatorName = (id: number) => Object.entries(world.operators).find(([, v]) => v === id)?.[0] ?? `#${id}`;
const of = (stock: Map<string, number>, key: number | string) => stock.get(String(key)) ?? 0;

type CountryBody = { id: number; name: string; continent: string; isActive: boolean; operatorCount: number; availableNumbers: number };
type OperatorBody = { id: number; countryId: number | null; isActive: boolean; availableNumbers: number };

/** The back office: countries (all, per continent, one by one), operators, continents, the dashboard and the sales report. */
async function expectBackOfficeFromStock() {
  const db = t.database.db;
  const stock = await stockInActiveLists(db);
  const operatorsPerCountry = new Map(
    (await queryRows<{ country_id: number; n: string }>(db, sql`select country_id, count(*)::text as n from operators group by country_id`)).map((r) => [
      String(r.country_id),
      Number(r.n),
    ]),
  );
  const countries = await get<CountryBody[]>('/api/countries');
  expect(countries).toHaveLength(Object.keys(world.countries).length);
  expect(countries.map((c) => [c.name, c.availableNumbers, c.operatorCount])).toEqual(
    countries.map((c) => [c.name, of(stock.byCountry, c.id), of(operatorsPerCountry, c.id)]),
  );
  for (const continent of world.continents) {
    const some = await get<CountryBody[]>(`/api/countries?continent=${continent}`);
    expect(some.map((c) => [c.name, c.availableNumbers])).toEqual(some.map((c) => [c.name, of(stock.byCountry, c.id)]));
  }
  for (const c of countries) {
    const one = await get<CountryBody>(`/api/countries/${c.id}`);
    expect([one.name, one.availableNumbers, one.operatorCount]).toEqual([c.name, of(stock.byCountry, c.id), of(operatorsPerCountry, c.id)]);
  }
  const operators = await get<OperatorBody[]>('/api/operators');
  expect(operators.map((o) => [operatorName(o.id), o.availableNumbers])).toEqual(operators.map((o) => [operatorName(o.id), of(stock.byOperator, o.id)]));
  for (const id of Object.values(world.countries)) {
    const some = await get<OperatorBody[]>(`/api/operators?countryId=${id}`);
    expect(some.map((o) => [operatorName(o.id), o.availableNumbers])).toEqual(some.map((o) => [operatorName(o.id), of(stock.byOperator, o.id)]));
  }
  const continents = await get<Array<{ name: string; countryCount: number; activeCountryCount: number; availableNumbers: number }>>('/api/continents');
  expect(continents.map((c) => [c.name, c.availableNumbers, c.countryCount, c.activeCountryCount])).toEqual(
    world.continents.map((name) => [
      name,
      of(stock.byContinent, name),
      countries.filter((c) => c.continent === name).length,
      countries.filter((c) => c.continent === name && c.isActive).length,
    ]),
  );
  const dashboard = await get<{ totalStock: number }>('/api/dashboard/stats');
  expect(dashboard.totalStock).toBe(stock.total);
  const report = await get<{ stock: { available: number; inStock: number } }>('/api/reports/sales?period=7d');
  expect(report.stock).toMatchObject({ available: stock.total, inStock: stock.everyList });
}

type ShopCountry = { id: number; name: string; operatorCount: number; available: number };

/** The Mini App's levels: categories, a category's countries, a country's operators and an operator's packs. */
async function expectMiniAppFromStock() {
  const onSale = await stockOnSaleInMiniApp(t.database.db);
  const perCategory = sumBy(onSale, ([category]) => String(category));
  const perCountry = sumBy(onSale, ([category, country]) => `${category}:${country}`);
  const operatorsPerCountry = sumBy(
    new Map([...onSale].filter(([, n]) => n > 0).map(([key]) => [key, 1])),
    ([category, country]) => `${category}:${country}`,
  );
  const { categories } = await get<{ categories: Array<{ id: number | null; name: string | null; available: number }> }>('/api/shop/categories');
  expect(categories.map((c) => [c.name, c.available]).sort()).toEqual(
    [...perCategory].map(([id, n]) => [Object.entries(world.categories).find(([, v]) => String(v) === id)?.[0] ?? null, n]).sort(),
  );
  for (const category of categories) {
    const key = category.id ?? 0;
    const { countries } = await get<{ countries: ShopCountry[] }>(`/api/shop/countries?category=${key}`);
    expect(countries.map((c) => [c.name, c.available, c.operatorCount]).sort()).toEqual(
      [...perCountry]
        .filter(([k]) => k.startsWith(`${key}:`))
        .map(([k, n]) => {
          const id = Number(k.split(':')[1]);
          return [countryName(id), n, of(operatorsPerCountry, `${key}:${id}`)];
        })
        .sort(),
    );
    for (const country of countries) {
      const { operators } = await get<{ operators: Array<{ id: number; stockCount: number }> }>(`/api/shop/operators?category=${key}&country=${country.id}`);
      expect(operators.map((o) => [operatorName(o.id), o.stockCount]).sort()).toEqual(
        [...onSale]
          .filter(([k]) => k.startsWith(`${key}:${country.id}:`))
          .map(([k, n]) => [operatorName(Number(k.split(':')[2])), n])
          .sort(),
      );
      for (const operator of operators) {
        const { products } = await get<{ products: Array<{ stock: number }> }>(`/api/shop/products?category=${key}&country=${country.id}&operator=${operator.id}`);
        // A pack's stock is how many of that pack the operator's numbers make: never more than the numbers for sale.
        for (const p of products) expect(p.stock).toBeLessThanOrEqual(operator.stockCount);
      }
    }
  }
}

/** The bot's screens as the domain gives them: continents, countries with their marks, operators, an operator's offer. */
async function expectBotFromStock() {
  const db = t.database.db;
  const onSale = await stockOnSaleInBot(db);
  const countries = await get<CountryBody[]>('/api/countries');
  const operators = await get<OperatorBody[]>('/api/operators');
  const shown = await continentsOnSale(db);
  const offered = world.continents.filter((name) => countries.some((c) => c.continent === name && c.isActive));
  expect(shown.map((c) => [c.name, c.available])).toEqual(offered.map((name) => [name, of(onSale.byContinent, name)]));
  for (const continent of offered) {
    const list = await countriesOnSale(db, continent);
    expect(list.map((c) => [c.name, c.available])).toEqual(
      countries.filter((c) => c.continent === continent && c.isActive).map((c) => [c.name, of(onSale.byCountry, c.id)]),
    );
    for (const country of list) {
      const ops = await operatorsOnSale(db, country.id);
      expect(ops.map((o) => [operatorName(o.id), o.available])).toEqual(
        operators.filter((o) => o.countryId === country.id && o.isActive).map((o) => [operatorName(o.id), of(onSale.byOperator, o.id)]),
      );
      // A country marked in stock opens on operators holding that stock, each offering what its button says.
      expect(ops.reduce((sum, o) => sum + o.available, 0)).toBe(country.available);
      for (const o of ops) expect((await operatorOffer(db, country.id, o.id)).available).toBe(o.available);
    }
  }
}

async function expectEveryFigureFromStock() {
  await expectBackOfficeFromStock();
  await expectMiniAppFromStock();
  await expectBotFromStock();
}

describe('stock figures equal the stock rows', { timeout: 90_000 }, () => {
  it('shows no stock for countries of no list (the unqualified subquery counted every operator and list of the shop)', async () => {
    const countries = await get<CountryBody[]>('/api/countries');
    const figures = Object.fromEntries(countries.map((c) => [c.name, [c.availableNumbers, c.operatorCount]]));
    expect(figures).toMatchObject({ Allemagne: [0, 1], Suisse: [0, 0], Brésil: [0, 0], Espagne: [0, 2], Belgique: [180, 1] });
    expect((await continentsOnSale(t.database.db)).map((c) => c.name)).toEqual(['europe', 'afrique', 'asie', 'amerique']);
    // Canada's only stock is under an inactive operator: no mark in the bot, though the back office counts its active list.
    const america = await countriesOnSale(t.database.db, 'amerique');
    expect(america.map((c) => [c.name, c.available])).toEqual([
      ['Canada', 0],
      ['Brésil', 0],
    ]);
  });

  it('in the back office, the Mini App and the bot, as seeded', async () => {
    await expectEveryFigureFromStock();
  });

  it('after sales by list and by operator, and after the tallies are folded', async () => {
    await sellFrom(t.database.db, world, [
      ['FR Orange SMS cher', 100],
      ['BE Proximus SMS', 100],
    ]);
    const buyer = await createCustomer(t.database.db, { balanceCents: 100_000 });
    await purchase(t.database.db, {
      userId: buyer,
      countryId: world.countries.Inde,
      operatorId: world.operators['Inde/Airtel'],
      quantity: 120,
      idempotencyKey: 'by-operator',
    });
    await expectEveryFigureFromStock();
    expect(await foldEverySaleTally(t.database.db)).toBeGreaterThan(0);
    await expectEveryFigureFromStock();
  });

  it('after operators, lists, countries and a category are switched off and on', async () => {
    await change('PUT', `/api/operators/${world.operators['France/SFR']}`, { isActive: false });
    await change('PUT', `/api/operators/${world.operators['Canada/Rogers']}`, { isActive: true });
    await expectEveryFigureFromStock();
    await change('PUT', `/api/numlists/${world.lists['FR Orange SMS']}`, { isActive: false });
    await change('PUT', `/api/numlists/${world.lists['JP Docomo inactive']}`, { isActive: true });
    await change('PUT', `/api/countries/${world.countries.Sénégal}`, { isActive: true });
    await change('PUT', `/api/countries/${world.countries.Maroc}`, { isActive: false });
    await expectEveryFigureFromStock();
    await change('PUT', `/api/categories/${world.categories.Data}`, { isActive: true });
    await change('PUT', `/api/categories/${world.categories.SMS}`, { isActive: false });
    await expectEveryFigureFromStock();
  });

  it("after a list is cleared, an operator's lists are cleared, and a list is created and restocked", async () => {
    await change('POST', `/api/numlists/${world.lists['IN Jio Voix']}/clear`);
    await change('POST', '/api/numlists/clear-restock', { countryId: world.countries.Belgique, operatorId: world.operators['Belgique/Proximus'] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/numlists',
      headers: t.auth,
      payload: { name: 'FR Orange neuve', countryId: world.countries.France, operatorId: world.operators['France/Orange'], numbers: ['+33639989500', '+33639989501'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    await change('POST', `/api/numlists/${created.json().numlist.id}/restock`, { numbers: ['+33639989502'] });
    await expectEveryFigureFromStock();
  });
});

describe('with the demo data', () => {
  it('shows Allemagne, Espagne, Italie, Belgique and Suisse with no stock, in the back office and the bot', async () => {
    const demo = await createTestApp();
    try {
      await seedDemo(demo.database.db);
      const stock = await stockInActiveLists(demo.database.db);
      const res = await demo.app.inject({ method: 'GET', url: '/api/countries', headers: demo.auth });
      const countries = res.json() as CountryBody[];
      expect(countries.map((c) => [c.name, c.availableNumbers])).toEqual(countries.map((c) => [c.name, of(stock.byCountry, c.id)]));
      const europe = await countriesOnSale(demo.database.db, 'europe');
      const bare = ['Allemagne', 'Espagne', 'Italie', 'Belgique', 'Suisse'];
      expect(europe.filter((c) => bare.includes(c.name)).map((c) => [c.name, c.available])).toEqual(bare.map((name) => [name, 0]));
      expect(countries.filter((c) => bare.includes(c.name)).map((c) => c.availableNumbers)).toEqual([0, 0, 0, 0, 0]);
      expect(europe.find((c) => c.name === 'France')?.available).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  }, 120_000); // the demo seed imports 20,000 numbers
});
