// Display orders of continents, countries and operators, stored as settings (JSON lists); entries not listed come after, oldest first.
import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, operators, settings } from '../../db/schema';
import { readRecordId } from '../../contracts/ids';
import { DomainError, notFound } from '../errors';

const CONTINENTS_ORDER_KEY = 'continents_order';
export const countriesOrderKey = (continent: string) => `countries_order_${continent}`;
export const operatorsOrderKey = (countryId: number) => `operators_order_${countryId}`;

export type OrderKey = { kind: 'continents' } | { kind: 'countries'; continent: string } | { kind: 'operators'; countryId: number };

/** What an order setting's key designates, or null for any other setting. */
export function parseOrderKey(key: string): OrderKey | null {
  if (key === CONTINENTS_ORDER_KEY) return { kind: 'continents' };
  if (key.startsWith('countries_order_') && key.length > 'countries_order_'.length) {
    return { kind: 'countries', continent: key.slice('countries_order_'.length) };
  }
  // A country id out of range is no country's: no order key (never a database error).
  const countryId = key.startsWith('operators_order_') ? readRecordId(key.slice('operators_order_'.length)) : null;
  return countryId === null ? null : { kind: 'operators', countryId };
}

/** A stored order: a JSON list of names or ids. Anything unreadable counts as no order. */
export function parseOrderValue(value: string | undefined | null): Array<string | number> {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number') : [];
  } catch {
    return [];
  }
}

async function readOrder(db: Executor, key: string): Promise<Array<string | number>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return parseOrderValue(row?.value);
}

/** All orders of one kind at once (e.g. every countries_order_*), by key. */
export async function readOrders(db: Executor, keys: string[], prefix?: string): Promise<Map<string, Array<string | number>>> {
  const conditions = [];
  if (keys.length) conditions.push(inArray(settings.key, keys));
  if (prefix) conditions.push(like(settings.key, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (conditions.length === 0) return new Map();
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(or(...conditions));
  return new Map(rows.map((r) => [r.key, parseOrderValue(r.value)]));
}

/**
 * Sorts items by a stored order. An order entry matches an item by id or by name (old clients stored names);
 * items not in the order follow, in the `rest` comparison (creation order).
 */
export function applyOrder<T extends { id?: number; name: string }>(
  items: T[],
  order: Array<string | number>,
  rest: (a: T, b: T) => number,
): T[] {
  const rank = new Map<string, number>();
  order.forEach((entry, i) => {
    const k = String(entry);
    if (!rank.has(k)) rank.set(k, i);
  });
  const rankOf = (item: T) => rank.get(String(item.id)) ?? rank.get(item.name) ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => {
    const ra = rankOf(a);
    const rb = rankOf(b);
    if (ra !== rb) return ra < rb ? -1 : 1;
    return rest(a, b);
  });
}

/** Stored without a description: the adapters name an order from its key (src/http/presenters/settings.ts). */
async function writeOrder(db: Executor, key: string, value: Array<string | number>) {
  await db
    .insert(settings)
    .values({ key, value: JSON.stringify(value) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value), updatedAt: new Date() } });
}

/** The ids of the given entries (ids, or names as old clients sent), once each, in the given order; unknown ones dropped. */
function idsOf(rows: Array<{ id: number; name: string }>, values: Array<string | number>): number[] {
  const ids = values.map((v) => rows.find((r) => String(r.id) === String(v) || r.name === v)?.id);
  return [...new Set(ids.filter((id): id is number => id !== undefined))];
}

/** Continent names known to the shop: those of countries, and those only listed in the order (emptied continents). */
export async function knownContinents(db: Executor): Promise<Set<string>> {
  const rows = await db.selectDistinct({ continent: countries.continent }).from(countries);
  const names = new Set(rows.map((r) => r.continent));
  for (const name of await readOrder(db, CONTINENTS_ORDER_KEY)) names.add(String(name));
  return names;
}

/**
 * Saves a display order (POST /api/settings/order). Values are checked against the catalogue: countries and
 * operators are stored by id (stable across renames), continents by name; unknown or repeated entries are dropped.
 */
export async function setDisplayOrder(db: Executor, key: string, values: Array<string | number>): Promise<Array<string | number>> {
  const parsed = parseOrderKey(key);
  if (!parsed) throw new DomainError('UNKNOWN_ORDER_KEY', { key });
  if (parsed.kind === 'continents') {
    const known = await knownContinents(db);
    const value = [...new Set(values.map(String))].filter((name) => known.has(name));
    await writeOrder(db, key, value);
    return value;
  }
  if (parsed.kind === 'countries') {
    const rows = await db.select({ id: countries.id, name: countries.name }).from(countries).where(eq(countries.continent, parsed.continent));
    if (rows.length === 0 && !(await knownContinents(db)).has(parsed.continent)) {
      throw notFound('continent', { name: parsed.continent });
    }
    const value = idsOf(rows, values);
    await writeOrder(db, key, value);
    return value;
  }
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, parsed.countryId));
  if (!country) throw notFound('country');
  const rows = await db.select({ id: operators.id, name: operators.name }).from(operators).where(eq(operators.countryId, parsed.countryId));
  const value = idsOf(rows, values);
  await writeOrder(db, key, value);
  return value;
}

/** Renames a continent inside the stored orders (its place in continents_order, its countries_order_ key). */
export async function renameContinentInOrders(db: Executor, from: string, to: string) {
  const continents = await readOrder(db, CONTINENTS_ORDER_KEY);
  if (continents.some((c) => c === from)) await writeOrder(db, CONTINENTS_ORDER_KEY, continents.map((c) => (c === from ? to : c)));
  await db.delete(settings).where(eq(settings.key, countriesOrderKey(to)));
  await db.update(settings).set({ key: countriesOrderKey(to), updatedAt: new Date() }).where(eq(settings.key, countriesOrderKey(from)));
}

/** Forgets a deleted continent in the stored orders. */
export async function removeContinentFromOrders(db: Executor, name: string) {
  const continents = await readOrder(db, CONTINENTS_ORDER_KEY);
  if (continents.some((c) => c === name)) await writeOrder(db, CONTINENTS_ORDER_KEY, continents.filter((c) => c !== name));
  await db.delete(settings).where(eq(settings.key, countriesOrderKey(name)));
}

/** Continent names in display order: the stored order first, then the others by first use (oldest country first). */
export async function orderedContinentNames(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ name: countries.continent, first: sql<number>`min(${countries.id})`.mapWith(Number) })
    .from(countries)
    .groupBy(countries.continent);
  const order = await readOrder(db, CONTINENTS_ORDER_KEY);
  const items = rows.map((r) => ({ name: r.name, first: r.first }));
  // Continents only in the stored order (all their countries moved or deleted) are still listed, to be deleted.
  for (const name of order) if (!items.some((i) => i.name === String(name))) items.push({ name: String(name), first: Number.MAX_SAFE_INTEGER });
  return applyOrder(items, order, (a, b) => a.first - b.first || a.name.localeCompare(b.name)).map((i) => i.name);
}
