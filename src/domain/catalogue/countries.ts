// Countries: list (in display order, with stock counts), create, update, delete (refused while anything uses it).
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/query';
import { countries } from '../../db/schema';
import type { CountryCreate, CountryUpdate } from '../../contracts/catalogue';
import { DomainError, isUniqueViolation, notFound } from '../errors';
import { isKnownCountryCode } from '../stock/phone-numbers';
import { applyOrder, countriesOrderKey, orderedContinentNames, readOrders } from '../settings/display-order';
import { deleteCatalogueEntry } from './references';
import { availableNumbersOf } from '../stock/sale-tallies';

function selectCountries(db: Executor) {
  return db
    .select({
      ...getTableColumns(countries),
      operatorCount: sql<number>`(select count(*) from operators o where o.country_id = ${qualified(countries.id)})`.mapWith(Number),
      availableNumbers: sql<number>`coalesce((select sum(${availableNumbersOf(sql`n`)}) from numlists n where n.country_id = ${qualified(countries.id)} and n.is_active), 0)`.mapWith(Number),
    })
    .from(countries);
}
/** A country with its number of operators and the numbers for sale in its active numlists. */
export type Country = Awaited<ReturnType<typeof selectCountries>>[number];

/**
 * Countries in display order: with a continent, that continent's countries in its countries_order_{continent};
 * without, every continent in continents_order, each with its countries in order. New countries come last.
 */
export async function listCountriesOrdered(db: Executor, continent?: string): Promise<Country[]> {
  const rows = await selectCountries(db).where(continent ? eq(countries.continent, continent) : undefined);
  const continents = continent ? [continent] : await orderedContinentNames(db);
  const orders = await readOrders(db, continents.map(countriesOrderKey));
  const byCreation = (a: Country, b: Country) => a.id - b.id;
  return continents.flatMap((name) =>
    applyOrder(
      rows.filter((r) => r.continent === name),
      orders.get(countriesOrderKey(name)) ?? [],
      byCreation,
    ),
  );
}

export async function getCountry(db: Executor, id: number): Promise<Country> {
  const [row] = await selectCountries(db).where(eq(countries.id, id));
  if (!row) throw notFound('country');
  return row;
}

async function refuseDuplicates(db: Executor, input: { name?: string; code?: string }, exceptId?: number) {
  const except = exceptId ? ne(countries.id, exceptId) : undefined;
  if (input.name !== undefined) {
    const [clash] = await db.select({ id: countries.id }).from(countries).where(and(sql`lower(${countries.name}) = lower(${input.name})`, except));
    if (clash) throw new DomainError('DUPLICATE_NAME', { entity: 'country', name: input.name });
  }
  if (input.code !== undefined) {
    const [clash] = await db.select({ name: countries.name }).from(countries).where(and(eq(countries.code, input.code), except));
    if (clash) throw new DomainError('DUPLICATE_ISO_CODE', { code: input.code, usedBy: clash.name });
  }
}

/** The ISO code must be one libphonenumber knows: it is how the country's numbers are checked on import. */
function checkCode(code: string | undefined) {
  if (code !== undefined && !isKnownCountryCode(code)) {
    throw new DomainError('UNKNOWN_ISO_CODE', { code });
  }
}

/** A name or code taken between the check and the write (a concurrent request). */
const conflictFromIndex = (error: unknown) => (isUniqueViolation(error) ? new DomainError('COUNTRY_EXISTS') : error);

export async function createCountry(db: Executor, input: CountryCreate): Promise<Country> {
  checkCode(input.code);
  await refuseDuplicates(db, input);
  try {
    const [row] = await db.insert(countries).values(input).returning({ id: countries.id });
    return getCountry(db, row.id);
  } catch (error) {
    throw conflictFromIndex(error);
  }
}

export async function updateCountry(db: Executor, id: number, input: CountryUpdate): Promise<Country> {
  checkCode(input.code);
  await refuseDuplicates(db, input, id);
  try {
    if (Object.keys(input).length > 0) {
      const updated = await db.update(countries).set(input).where(eq(countries.id, id)).returning({ id: countries.id });
      if (updated.length === 0) throw notFound('country');
    }
    return getCountry(db, id);
  } catch (error) {
    throw conflictFromIndex(error);
  }
}

export function deleteCountry(db: Executor, id: number): Promise<void> {
  return deleteCatalogueEntry(db, 'country', id);
}
