// Operators: list (in display order, with stock counts), create, update, delete (refused while anything uses it).
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, operators } from '../../db/schema';
import type { OperatorCreate, OperatorUpdate } from '../../contracts/catalogue';
import { qualified, queryRows } from '../../db/query';
import { DomainError, notFound } from '../errors';
import { listCountriesOrdered } from './countries';
import { applyOrder, operatorsOrderKey, readOrders } from '../settings/display-order';
import { deleteCatalogueEntry } from './references';
import { availableNumbersOf } from '../stock/sale-tallies';

function selectOperators(db: Executor) {
  return db
    .select({
      ...getTableColumns(operators),
      countryName: countries.name,
      countryFlag: countries.flag,
      availableNumbers: sql<number>`coalesce((select sum(${availableNumbersOf(sql`n`)}) from numlists n where n.operator_id = ${qualified(operators.id)} and n.is_active), 0)`.mapWith(Number),
    })
    .from(operators)
    .leftJoin(countries, eq(countries.id, operators.countryId));
}
/** An operator with its country's name and flag (null without a country) and the numbers for sale in its active numlists. */
export type Operator = Awaited<ReturnType<typeof selectOperators>>[number];

/**
 * Operators in display order: with a country, its operators in operators_order_{countryId}; without, grouped by
 * country in the countries' display order (operators without a country last). New operators come last.
 */
export async function listOperatorsOrdered(db: Executor, countryId?: number): Promise<Operator[]> {
  const rows = await selectOperators(db).where(countryId ? eq(operators.countryId, countryId) : undefined);
  const countryIds = countryId ? [countryId] : (await listCountriesOrdered(db)).map((c) => c.id);
  const orders = await readOrders(db, countryIds.map(operatorsOrderKey));
  const byCreation = (a: Operator, b: Operator) => a.id - b.id;
  const ordered = countryIds.flatMap((id) =>
    applyOrder(
      rows.filter((r) => r.countryId === id),
      orders.get(operatorsOrderKey(id)) ?? [],
      byCreation,
    ),
  );
  if (!countryId) ordered.push(...rows.filter((r) => r.countryId === null).sort(byCreation));
  return ordered;
}

export async function getOperator(db: Executor, id: number): Promise<Operator> {
  const [row] = await selectOperators(db).where(eq(operators.id, id));
  if (!row) throw notFound('operator');
  return row;
}

async function checkCountry(db: Executor, countryId: number | undefined) {
  if (countryId === undefined) return;
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!row) throw new DomainError('INVALID_REFERENCES', { missing: ['country'] });
}

/** Operator names are unique within a country (two countries may both have an "Orange"). */
async function refuseDuplicateName(db: Executor, name: string, countryId: number | null, exceptId?: number) {
  const [clash] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(
        sql`lower(${operators.name}) = lower(${name})`,
        countryId === null ? sql`${operators.countryId} is null` : eq(operators.countryId, countryId),
        exceptId ? ne(operators.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new DomainError('DUPLICATE_NAME', { entity: 'operator', name });
}

export async function createOperator(db: Executor, input: OperatorCreate): Promise<Operator> {
  await checkCountry(db, input.countryId);
  await refuseDuplicateName(db, input.name, input.countryId);
  const [row] = await db.insert(operators).values(input).returning({ id: operators.id });
  return getOperator(db, row.id);
}

export async function updateOperator(db: Executor, id: number, input: OperatorUpdate): Promise<Operator> {
  const [current] = await db.select().from(operators).where(eq(operators.id, id));
  if (!current) throw notFound('operator');
  await checkCountry(db, input.countryId);
  if (input.name !== undefined || input.countryId !== undefined) {
    await refuseDuplicateName(db, input.name ?? current.name, input.countryId ?? current.countryId, id);
  }
  if (input.countryId !== undefined && input.countryId !== current.countryId) {
    // Numlists pair an operator with its country: moving the operator would leave them inconsistent.
    const [used] = await queryRows(db, sql`select 1 from numlists where operator_id = ${id} limit 1`);
    if (used) throw new DomainError('OPERATOR_COUNTRY_LOCKED', { operatorId: id });
  }
  if (Object.keys(input).length > 0) await db.update(operators).set(input).where(eq(operators.id, id));
  return getOperator(db, id);
}

export function deleteOperator(db: Executor, id: number): Promise<void> {
  return deleteCatalogueEntry(db, 'operator', id);
}
