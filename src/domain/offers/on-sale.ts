// What is on sale now, as a customer browses it in the bot: continents, countries and operators with stock, in the admin's
// order, and one operator's offer (its lists on sale and their prices), which quotes and purchases read.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound } from '../errors';
import { type PricedList, plannedMicros } from './pricing';
import { getSaleSettings } from '../settings/shop-settings';
import { listContinentsOrdered } from '../catalogue/continents';
import { listCountriesOrdered } from '../catalogue/countries';
import { listOperatorsOrdered } from '../catalogue/operators';
import { numlistsInStock } from '../stock/sale-tallies';

export type ContinentOnSale = { name: string; available: number };
export type CountryOnSale = { id: number; name: string; flag: string; available: number };
export type OperatorOnSale = { id: number; name: string; available: number; fromPriceMicros: number };

/**
 * The lists the bot sells from, as operatorOffer() and purchase() draw from them: active and holding stock, of an active
 * operator of the list's own country, that country active. Every figure the bot shows adds these up, so a country
 * marked in stock always opens on an operator with stock (an inactive operator's lists count for no country).
 */
const listsOnSale = sql`(select l.* from ${numlistsInStock} l
    join operators lo on lo.id = l.operator_id and lo.country_id = l.country_id and lo.is_active
    join countries lc on lc.id = l.country_id and lc.is_active
    where l.is_active and l.available > 0)`;

/** The numbers on sale per country. */
async function onSaleByCountry(db: Executor): Promise<Map<number, number>> {
  const rows = await queryRows<{ country_id: number; available: string }>(
    db,
    sql`select country_id, sum(available)::text as available from ${listsOnSale} s group by country_id`,
  );
  return new Map(rows.map((r) => [Number(r.country_id), Number(r.available)]));
}

/** Continents with at least one active country, in continents_order, with the numbers on sale in their countries. */
export async function continentsOnSale(db: Executor): Promise<ContinentOnSale[]> {
  const [continents, countries, onSale] = await Promise.all([listContinentsOrdered(db), listCountriesOrdered(db), onSaleByCountry(db)]);
  const available = new Map<string, number>();
  for (const c of countries) available.set(c.continent, (available.get(c.continent) ?? 0) + (onSale.get(c.id) ?? 0));
  return continents.filter((c) => c.activeCountryCount > 0).map((c) => ({ name: c.name, available: available.get(c.name) ?? 0 }));
}

/** A continent's active countries in its display order, with the numbers on sale (the stock mark). */
export async function countriesOnSale(db: Executor, continent: string): Promise<CountryOnSale[]> {
  const [countries, onSale] = await Promise.all([listCountriesOrdered(db, continent), onSaleByCountry(db)]);
  return countries.filter((c) => c.isActive).map((c) => ({ id: c.id, name: c.name, flag: c.flag, available: onSale.get(c.id) ?? 0 }));
}

/** A country's active operators in display order, with the numbers on sale and the lowest unit price among them. */
export async function operatorsOnSale(db: Executor, countryId: number): Promise<OperatorOnSale[]> {
  const [operators, stock, { unitPriceMicros: shopPrice }] = await Promise.all([
    listOperatorsOrdered(db, countryId),
    queryRows<{ operator_id: number; available: string; from_price: string | number | null; uses_shop: boolean }>(
      db,
      sql`select operator_id, sum(available)::text as available, min(unit_price_micros) as from_price, bool_or(unit_price_micros is null) as uses_shop
          from ${listsOnSale} s where country_id = ${countryId} group by operator_id`,
    ),
    getSaleSettings(db),
  ]);
  const byOperator = new Map(
    stock.map((p) => [
      Number(p.operator_id),
      {
        available: Number(p.available),
        fromPrice: Math.min(p.uses_shop ? shopPrice : Number.POSITIVE_INFINITY, p.from_price == null ? Number.POSITIVE_INFINITY : Number(p.from_price)),
      },
    ]),
  );
  return operators
    .filter((o) => o.isActive)
    .map((o) => ({ id: o.id, name: o.name, available: byOperator.get(o.id)?.available ?? 0, fromPriceMicros: byOperator.get(o.id)?.fromPrice ?? shopPrice }));
}

/** What one operator offers right now: enough to show the quantity screen and quote any quantity exactly. */
export type Offer = {
  operatorId: number;
  operatorName: string;
  countryId: number;
  countryName: string;
  countryFlag: string;
  available: number;
  minimum: number;
  shopPriceMicros: number;
  /** Its active lists holding stock, in the order purchase() draws from them (with their category: promotions read it). */
  lists: (PricedList & { categoryId: number | null })[];
};

/** NOT_FOUND (operator) when the operator is not of that country or not on sale (it, or its country, inactive). */
export async function operatorOffer(db: Executor, countryId: number, operatorId: number): Promise<Offer> {
  const [rows, sale] = await Promise.all([
    queryRows<{
      operator_name: string;
      country_name: string;
      country_flag: string;
      available_numbers: number | null;
      unit_price_micros: number | null;
      category_id: number | null;
    }>(
      db,
      sql`select o.name as operator_name, c.name as country_name, c.flag as country_flag, n.available_numbers, n.unit_price_micros, n.category_id
          from operators o join countries c on c.id = o.country_id
          left join lateral (
            select l.available as available_numbers, l.unit_price_micros, l.category_id, l.created_at, l.id from ${listsOnSale} l
            where l.operator_id = o.id and l.country_id = c.id
          ) n on true
          where o.id = ${operatorId} and c.id = ${countryId} and o.is_active and c.is_active
          order by n.created_at, n.id`,
    ),
    getSaleSettings(db),
  ]);
  const head = rows[0];
  if (!head) throw notFound('operator', { id: operatorId });
  const lists = rows
    .filter((r) => r.available_numbers != null)
    .map((r) => ({
      available: Number(r.available_numbers),
      unitPriceMicros: r.unit_price_micros == null ? null : Number(r.unit_price_micros),
      categoryId: r.category_id == null ? null : Number(r.category_id),
    }));
  return {
    operatorId,
    operatorName: head.operator_name,
    countryId,
    countryName: head.country_name,
    countryFlag: head.country_flag,
    available: lists.reduce((sum, l) => sum + l.available, 0),
    minimum: sale.minimumQuantity,
    shopPriceMicros: sale.unitPriceMicros,
    lists,
  };
}

/** The unit price shown for the quantity: the average when lists of different prices are drawn from. */
export function offerUnitPriceMicros(offer: Pick<Offer, 'available' | 'lists' | 'shopPriceMicros'>, quantity: number): number {
  const n = Math.min(Math.max(quantity, 1), Math.max(offer.available, 1));
  return Math.round(plannedMicros(offer.lists, n, offer.shopPriceMicros) / n) || offer.shopPriceMicros;
}
