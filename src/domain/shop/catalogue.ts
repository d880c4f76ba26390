// The Mini App's catalogue: category → country → operator → packs, from what is on sale now (active, in stock).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { applyOrder, operatorsOrderKey, readOrders } from '../settings/display-order';
import { notFound } from '../errors';
import { outOfStock } from '../orders/order-rules';
import type { PricedList } from '../offers/pricing';
import { getShopSettings } from '../settings/shop-settings';
import type { ShopSettings } from '../../contracts/settings';
import { type Pack, packsOf } from './packs';
import { keptOffers } from './catalogue-memo';
import { definedPacks, packsForCategory } from './pack-definitions';
import { numlistsInStock } from '../stock/sale-tallies';

/** A category of the shop; null id: the lists filed under no category. */
export type ShopCategoryRef = { id: number | null; name: string | null };
export type ShopCountryRef = { id: number; name: string; flag: string };
export type ShopOperatorRef = { id: number; name: string };

export type ShopCategory = ShopCategoryRef & { productCount: number; minPriceCents: number | null; available: number };
export type ShopCountry = ShopCountryRef & {
  operatorCount: number;
  productCount: number;
  priceRange: { minCents: number; maxCents: number } | null;
  available: number;
};
export type ShopOperator = ShopOperatorRef & { minPriceCents: number | null; stockCount: number; productCount: number };
export type ShopProduct = Pack & { lowStock: boolean };

/** One operator's lists of one category, as the shop sells them (the order purchase() draws from). */
type Offer = { category: ShopCategoryRef; country: ShopCountryRef; operator: ShopOperatorRef; lists: PricedList[]; products: ShopProduct[] };

/**
 * `everyCategory`: the lists of inactive categories too (the kept levels, which apply the categories themselves at each
 * read, so a category's edit reads no offer again).
 */
type Filter = { categoryId?: number | null; countryId?: number; countryIds?: number[]; operatorId?: number; everyCategory?: boolean };

type Row = {
  category_id: number | null;
  category_name: string | null;
  country_id: number;
  country_name: string;
  country_flag: string;
  operator_id: number;
  operator_name: string;
  available_numbers: number;
  unit_price_micros: number | null;
};

/** One operator's lists of one category, before its packs are worked out. */
export type OfferLists = Omit<Offer, 'products'>;

/**
 * The (category, operator) groups of lists matching the filter, with the shop settings they are sold under. One query
 * over the active lists in stock of active operators, countries and categories (purchase() draws from the same lists,
 * in the same order).
 */
export async function offerLists(db: Executor, filter: Filter): Promise<{ offers: OfferLists[]; settings: ShopSettings }> {
  const conditions = [sql`n.is_active`, sql`n.available > 0`];
  if (!filter.everyCategory) conditions.push(sql`(cat.id is null or cat.is_active)`);
  if (filter.categoryId === null) conditions.push(sql`n.category_id is null`);
  else if (filter.categoryId !== undefined) conditions.push(sql`n.category_id = ${filter.categoryId}`);
  if (filter.countryId !== undefined) conditions.push(sql`n.country_id = ${filter.countryId}`);
  // One array parameter, however many countries a refresh reads again.
  if (filter.countryIds !== undefined) conditions.push(sql`n.country_id = any(${`{${filter.countryIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`);
  if (filter.operatorId !== undefined) conditions.push(sql`n.operator_id = ${filter.operatorId}`);
  const [rows, settings] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select n.category_id, cat.name as category_name, c.id as country_id, c.name as country_name, c.flag as country_flag,
                 o.id as operator_id, o.name as operator_name, n.available as available_numbers, n.unit_price_micros
          from ${numlistsInStock} n
          join operators o on o.id = n.operator_id and o.is_active
          join countries c on c.id = n.country_id and c.id = o.country_id and c.is_active
          left join categories cat on cat.id = n.category_id
          where ${sql.join(conditions, sql` and `)}
          order by n.created_at, n.id`,
    ),
    getShopSettings(db),
  ]);
  const grouped = new Map<string, OfferLists>();
  for (const r of rows) {
    const key = `${r.category_id ?? 0}:${r.operator_id}`;
    let offer = grouped.get(key);
    if (!offer) {
      offer = {
        category: { id: r.category_id == null ? null : Number(r.category_id), name: r.category_name },
        country: { id: Number(r.country_id), name: r.country_name, flag: r.country_flag },
        operator: { id: Number(r.operator_id), name: r.operator_name },
        lists: [],
      };
      grouped.set(key, offer);
    }
    offer.lists.push({ available: Number(r.available_numbers), unitPriceMicros: r.unit_price_micros == null ? null : Number(r.unit_price_micros) });
  }
  return { offers: [...grouped.values()], settings };
}

/** A pack as the Mini App shows it: low stock is 0 < stock ≤ the shop's threshold. */
export const shopProductOf = (pack: Pack, settings: ShopSettings): ShopProduct => ({
  ...pack,
  lowStock: pack.stock > 0 && pack.stock <= settings.lowStockThreshold,
});

/** The offers matching the filter, one per (category, operator), with their packs: the admin's, or else the presets. */
async function offers(db: Executor, filter: Filter): Promise<Offer[]> {
  const { offers: all, settings } = await offerLists(db, filter);
  const definitions = await definedPacks(
    db,
    all.map((o) => o.operator.id),
  );
  return all.map((offer) => {
    const defined = packsForCategory(definitions.get(offer.operator.id) ?? [], offer.category.id);
    return { ...offer, products: packsOf(offer.lists, defined, settings).map((p) => shopProductOf(p, settings)) };
  });
}

const inStock = (products: ShopProduct[]) => products.filter((p) => p.stock > 0);
const prices = (list: Offer[]) => list.flatMap((o) => inStock(o.products).map((p) => p.priceCents));
const sumAvailable = (list: Offer[]) => list.reduce((sum, o) => sum + o.lists.reduce((s, l) => s + l.available, 0), 0);
/** One collator for every sort: `localeCompare(b, 'fr')` builds one per call (2 ms to sort a hundred countries, against 0.05 ms). */
const french = new Intl.Collator('fr');
const byName = (a: { name: string | null }, b: { name: string | null }) => french.compare(a.name ?? '', b.name ?? '');

function groupBy<K, T>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** A country's offers of one category, added up: what both wide levels are made of. */
type CountryFigures = {
  category: ShopCategoryRef;
  country: ShopCountryRef;
  operatorCount: number;
  productCount: number;
  priceRange: { minCents: number; maxCents: number } | null;
  available: number;
};

function figuresOf(list: Offer[]): CountryFigures {
  const all = prices(list);
  return {
    category: list[0].category,
    country: list[0].country,
    operatorCount: list.length,
    productCount: list.reduce((n, o) => n + inStock(o.products).length, 0),
    priceRange: all.length ? { minCents: Math.min(...all), maxCents: Math.max(...all) } : null,
    available: sumAvailable(list),
  };
}

/**
 * The countries' offers, read with the same rules as the narrower levels, added up per country and category; every
 * category's, active or not (allFigures applies them).
 */
async function countriesFigures(db: Executor, countryIds: number[] | null): Promise<Map<number, CountryFigures[]>> {
  const groups = groupBy(await offers(db, { everyCategory: true, ...(countryIds === null ? {} : { countryIds }) }), (o) => `${o.country.id}:${o.category.id ?? 0}`);
  return groupBy([...groups.values()].map(figuresOf), (f) => f.country.id);
}

/**
 * Every country's figures: a sale adds up again only its country's offers (src/domain/shop/catalogue-memo.ts). The
 * categories (their names, whether they are active) are read at each call and applied to what is kept, so an admin's
 * edit of a category reads none of the offers again.
 */
async function allFigures(db: Executor): Promise<CountryFigures[]> {
  const [figures, categories] = await Promise.all([
    keptOffers(db, 'shop-country-figures', (countryIds) => countriesFigures(db, countryIds)),
    queryRows<{ id: number; name: string }>(db, sql`select id, name from categories where is_active`),
  ]);
  const names = new Map(categories.map((c) => [Number(c.id), c.name]));
  return figures.flatMap((f) => {
    if (f.category.id === null) return [f];
    const name = names.get(f.category.id);
    return name === undefined ? [] : [{ ...f, category: { id: f.category.id, name } }];
  });
}

const sumOf = (list: CountryFigures[], figure: (f: CountryFigures) => number) => list.reduce((sum, f) => sum + figure(f), 0);

/** The categories holding stock, by name (the lists filed under none last), with their in-stock packs and lowest price. */
export async function shopCategories(db: Executor): Promise<ShopCategory[]> {
  const groups = groupBy(await allFigures(db), (f) => f.category.id);
  return [...groups.values()]
    .map((list) => {
      const lowest = list.flatMap((f) => (f.priceRange ? [f.priceRange.minCents] : []));
      return {
        ...list[0].category,
        productCount: sumOf(list, (f) => f.productCount),
        minPriceCents: lowest.length ? Math.min(...lowest) : null,
        available: sumOf(list, (f) => f.available),
      };
    })
    .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : byName(a, b)));
}

/** A category's countries, by name, with their operators, in-stock packs, price range and numbers for sale. */
export async function shopCountries(db: Executor, categoryId: number | null): Promise<{ category: ShopCategoryRef; countries: ShopCountry[] }> {
  const list = (await allFigures(db)).filter((f) => f.category.id === categoryId);
  if (list.length === 0) return { category: await categoryRef(db, categoryId), countries: [] };
  const countries = list.map(({ category: _category, country, ...figures }) => ({ ...country, ...figures })).sort(byName);
  return { category: list[0].category, countries };
}

/** A country's operators of one category, in the admin's display order, with their cheapest pack and stock. */
export async function shopOperators(
  db: Executor,
  categoryId: number | null,
  countryId: number,
): Promise<{ category: ShopCategoryRef; country: ShopCountryRef; operators: ShopOperator[] }> {
  const [list, orders] = await Promise.all([offers(db, { categoryId, countryId }), readOrders(db, [operatorsOrderKey(countryId)])]);
  if (list.length === 0) {
    const [category, country] = await Promise.all([categoryRef(db, categoryId), countryRef(db, countryId)]);
    return { category, country, operators: [] };
  }
  const operators = list.map((o) => {
    const all = prices([o]);
    return {
      ...o.operator,
      minPriceCents: all.length ? Math.min(...all) : null,
      stockCount: sumAvailable([o]),
      productCount: inStock(o.products).length,
    };
  });
  return {
    category: list[0].category,
    country: list[0].country,
    operators: applyOrder(operators, orders.get(operatorsOrderKey(countryId)) ?? [], (a, b) => a.id - b.id),
  };
}

/** An operator's packs of one category, in the admin's order (the presets smallest first). NOT_FOUND when the operator is not of that country. */
export async function shopProducts(
  db: Executor,
  categoryId: number | null,
  countryId: number,
  operatorId: number,
): Promise<{ category: ShopCategoryRef; country: ShopCountryRef; operator: ShopOperatorRef; products: ShopProduct[]; lists: PricedList[] }> {
  const [offer] = await offers(db, { categoryId, countryId, operatorId });
  if (offer) return { category: offer.category, country: offer.country, operator: offer.operator, products: offer.products, lists: offer.lists };
  const [category, country, operator] = await Promise.all([categoryRef(db, categoryId), countryRef(db, countryId), operatorRef(db, countryId, operatorId)]);
  return { category, country, operator, products: [], lists: [] };
}

/** The pack of that quantity as sold now, with what purchase() needs; NOT_FOUND (product) when it is not sold. */
export async function shopPack(
  db: Executor,
  categoryId: number | null,
  operatorId: number,
  quantity: number,
): Promise<{ countryId: number; operatorId: number; categoryId: number | null; product: ShopProduct }> {
  const [offer] = await offers(db, { categoryId, operatorId });
  if (!offer) {
    // Sold out since the page showed it: say so (as purchase() would), rather than "no such product".
    const [sold] = await queryRows<{ minimum: number }>(db, sql`select 1 as minimum from operators where id = ${operatorId} and is_active`);
    if (sold) throw outOfStock(0, (await getShopSettings(db)).minimumQuantity);
    throw notFound('product', { operatorId, categoryId, quantity });
  }
  const product = offer.products.find((p) => p.quantity === quantity);
  if (!product) throw notFound('product', { operatorId, categoryId, quantity });
  return { countryId: offer.country.id, operatorId, categoryId, product };
}

async function categoryRef(db: Executor, id: number | null): Promise<ShopCategoryRef> {
  if (id === null) return { id: null, name: null };
  const [row] = await queryRows<{ name: string }>(db, sql`select name from categories where id = ${id} and is_active`);
  if (!row) throw notFound('category', { id });
  return { id, name: row.name };
}

async function countryRef(db: Executor, id: number): Promise<ShopCountryRef> {
  const [row] = await queryRows<{ name: string; flag: string }>(db, sql`select name, flag from countries where id = ${id} and is_active`);
  if (!row) throw notFound('country', { id });
  return { id, name: row.name, flag: row.flag };
}

async function operatorRef(db: Executor, countryId: number, id: number): Promise<ShopOperatorRef> {
  const [row] = await queryRows<{ name: string }>(db, sql`select name from operators where id = ${id} and country_id = ${countryId} and is_active`);
  if (!row) throw notFound('operator', { id });
  return { id, name: row.name };
}
