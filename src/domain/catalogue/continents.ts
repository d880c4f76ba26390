// Continents: the countries' `continent` values, listed in display order, renamed, added with a first country, deleted when empty.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries } from '../../db/schema';
import type { Continent, ContinentCreate } from '../../contracts/catalogue';
import { queryRows } from '../../db/query';
import { DomainError, notFound } from '../errors';
import { type Country, createCountry } from './countries';
import { knownContinents, orderedContinentNames, removeContinentFromOrders, renameContinentInOrders } from '../settings/display-order';
import { numlistsInStock } from '../stock/sale-tallies';

/** Continents in continents_order (new ones last), with their country counts and numbers for sale. */
export async function listContinentsOrdered(db: Executor): Promise<Continent[]> {
  const names = await orderedContinentNames(db);
  const stats = await queryRows<{ continent: string; countries: number; active: number; available: number }>(
    db,
    sql`select c.continent,
               count(*)::int as countries,
               count(*) filter (where c.is_active)::int as active,
               coalesce(sum(s.available), 0)::int as available
        from countries c
        left join (select country_id, sum(available) as available from ${numlistsInStock} n where is_active group by country_id) s on s.country_id = c.id
        group by c.continent`,
  );
  const byName = new Map(stats.map((s) => [s.continent, s]));
  return names.map((name) => {
    const s = byName.get(name);
    return {
      name,
      countryCount: Number(s?.countries ?? 0),
      activeCountryCount: Number(s?.active ?? 0),
      availableNumbers: Number(s?.available ?? 0),
    };
  });
}

/** A new continent exists through its first country (SPEC §5: continent name, country name, code and flag). */
export async function createContinent(db: Executor, input: ContinentCreate): Promise<{ continent: string; country: Country }> {
  return db.transaction(async (tx) => {
    if ((await knownContinents(tx)).has(input.name)) {
      throw new DomainError('CONTINENT_EXISTS', { name: input.name });
    }
    const country = await createCountry(tx, { ...input.country, continent: input.name });
    return { continent: input.name, country };
  });
}

/** Renames a continent on all its countries and in the display orders. Renaming onto an existing continent is refused. */
export async function renameContinent(db: Executor, from: string, to: string): Promise<{ updatedCountries: number }> {
  return db.transaction(async (tx) => {
    const known = await knownContinents(tx);
    if (!known.has(from)) throw notFound('continent', { name: from });
    if (from === to) return { updatedCountries: 0 };
    if (known.has(to)) throw new DomainError('CONTINENT_MERGE_REFUSED', { from, to });
    const updated = await tx.update(countries).set({ continent: to }).where(eq(countries.continent, from)).returning({ id: countries.id });
    await renameContinentInOrders(tx, from, to);
    return { updatedCountries: updated.length };
  });
}

/** Deletes a continent that has no country left (only its place in the display orders remains). */
export async function deleteContinent(db: Executor, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const known = await knownContinents(tx);
    if (!known.has(name)) throw notFound('continent', { name });
    const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from countries where continent = ${name}`);
    const n = Number(row.n);
    if (n > 0) throw new DomainError('CONTINENT_NOT_EMPTY', { name, countries: n });
    await removeContinentFromOrders(tx, name);
  });
}
