// Countries: list (in display order, with stock counts), create, update, delete (refused while anything uses it).
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries } from '../../db/schema';
import type { Country, CountryCreate, CountryUpdate } from '../../contracts/catalogue';
import { DomainError } from '../errors';
import { sqlStateOf, UNIQUE_VIOLATION } from '../stock/batches';
import { isKnownCountryCode } from '../stock/phone-numbers';
import { applyOrder, countriesOrderKey, orderedContinentNames, readOrders } from './display-order';
import { deleteOrRefuse, refuseIfReferenced } from './references';

function selectCountries(db: Executor) {
  return db
    .select({
      ...getTableColumns(countries),
      operatorCount: sql<number>`(select count(*) from operators o where o.country_id = ${countries.id})`.mapWith(Number),
      availableNumbers: sql<number>`coalesce((select sum(n.available_numbers) from numlists n where n.country_id = ${countries.id} and n.is_active), 0)`.mapWith(Number),
    })
    .from(countries);
}
type Row = Awaited<ReturnType<typeof selectCountries>>[number];
const toCountry = (row: Row): Country => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * Countries in display order: with a continent, that continent's countries in its countries_order_{continent};
 * without, every continent in continents_order, each with its countries in order. New countries come last.
 */
export async function listCountriesOrdered(db: Executor, continent?: string): Promise<Country[]> {
  const rows = (await selectCountries(db).where(continent ? eq(countries.continent, continent) : undefined)).map(toCountry);
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
  if (!row) throw new DomainError('NOT_FOUND', 'Pays introuvable');
  return toCountry(row);
}

async function refuseDuplicates(db: Executor, input: { name?: string; code?: string }, exceptId?: number) {
  const except = exceptId ? ne(countries.id, exceptId) : undefined;
  if (input.name !== undefined) {
    const [clash] = await db.select({ id: countries.id }).from(countries).where(and(sql`lower(${countries.name}) = lower(${input.name})`, except));
    if (clash) throw new DomainError('CONFLICT', `Un pays nommé « ${input.name} » existe déjà`, { fields: { name: 'Ce nom est déjà utilisé' } });
  }
  if (input.code !== undefined) {
    const [clash] = await db.select({ name: countries.name }).from(countries).where(and(eq(countries.code, input.code), except));
    if (clash) {
      throw new DomainError('CONFLICT', `Le code ISO ${input.code} est déjà utilisé par ${clash.name}`, { fields: { code: 'Ce code est déjà utilisé' } });
    }
  }
}

/** The ISO code must be one libphonenumber knows: it is how the country's numbers are checked on import. */
function checkCode(code: string | undefined) {
  if (code !== undefined && !isKnownCountryCode(code)) {
    throw new DomainError('VALIDATION_FAILED', `Code ISO inconnu : ${code}`, { fields: { code: 'Code ISO 3166 inconnu (ex. FR, GB, US)' } });
  }
}

const conflictFromIndex = (error: unknown) =>
  sqlStateOf(error) === UNIQUE_VIOLATION ? new DomainError('CONFLICT', 'Un pays avec ce nom ou ce code existe déjà') : error;

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
      if (updated.length === 0) throw new DomainError('NOT_FOUND', 'Pays introuvable');
    }
    return getCountry(db, id);
  } catch (error) {
    throw conflictFromIndex(error);
  }
}

export async function deleteCountry(db: Executor, id: number): Promise<void> {
  await deleteOrRefuse('ce pays', () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).for('update');
      if (!row) throw new DomainError('NOT_FOUND', 'Pays introuvable');
      await refuseIfReferenced(tx, 'country_id', id, 'ce pays');
      await tx.delete(countries).where(eq(countries.id, id));
    }),
  );
}
