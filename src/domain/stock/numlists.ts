// Numlists: create, read, list (with search and paging) and update a list's metadata; numbers are handled elsewhere.
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, countries, numlists, operators } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { DomainError, notFound } from '../errors';
import { availableNumbersOf } from './sale-tallies';

/** A numlist with the names of its country, operator and category; its own price in micro-euros (null: the shop's). */
export type Numlist = {
  id: number;
  name: string;
  countryId: number | null;
  operatorId: number | null;
  categoryId: number | null;
  countryName: string | null;
  countryCode: string | null;
  countryFlag: string | null;
  operatorName: string | null;
  categoryName: string | null;
  source: string;
  consentBasis: string;
  unitPriceMicros: number | null;
  totalNumbers: number;
  availableNumbers: number;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** What an admin sets on a numlist. A missing or null unit price means the shop's price. */
export type NumlistInput = {
  name: string;
  countryId: number | null;
  operatorId: number | null;
  categoryId: number | null;
  source: string;
  consentBasis: string;
  unitPriceMicros?: number | null;
  isActive: boolean;
};
export type NumlistChanges = Partial<NumlistInput>;

const columns = {
  id: numlists.id,
  name: numlists.name,
  countryId: numlists.countryId,
  operatorId: numlists.operatorId,
  categoryId: numlists.categoryId,
  countryName: countries.name,
  countryCode: countries.code,
  countryFlag: countries.flag,
  operatorName: operators.name,
  categoryName: categories.name,
  source: numlists.source,
  consentBasis: numlists.consentBasis,
  unitPriceMicros: numlists.unitPriceMicros,
  totalNumbers: numlists.totalNumbers,
  availableNumbers: availableNumbersOf(),
  isActive: numlists.isActive,
  createdAt: numlists.createdAt,
  updatedAt: numlists.updatedAt,
};

function selectNumlists(db: Executor) {
  return db
    .select(columns)
    .from(numlists)
    .leftJoin(countries, eq(countries.id, numlists.countryId))
    .leftJoin(operators, eq(operators.id, numlists.operatorId))
    .leftJoin(categories, eq(categories.id, numlists.categoryId));
}

async function findNumlist(db: Executor, id: number): Promise<Numlist | null> {
  const [row] = await selectNumlists(db).where(eq(numlists.id, id));
  return row ?? null;
}

export async function getNumlist(db: Executor, id: number): Promise<Numlist> {
  const found = await findNumlist(db, id);
  if (!found) throw notFound('numlist');
  return found;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's card grid: newest first, searched over the list's name and its country, operator and category names. */
export async function listNumlists(
  db: Executor,
  query: { page: number; pageSize: number; search?: string },
): Promise<{ rows: Numlist[]; total: number }> {
  let where: SQL | undefined;
  if (query.search) {
    const pattern = likePattern(query.search);
    where = or(
      ilike(numlists.name, pattern),
      ilike(countries.name, pattern),
      ilike(operators.name, pattern),
      ilike(categories.name, pattern),
    );
  }
  const [{ total }] = await db
    .select({ total: count() })
    .from(numlists)
    .leftJoin(countries, eq(countries.id, numlists.countryId))
    .leftJoin(operators, eq(operators.id, numlists.operatorId))
    .leftJoin(categories, eq(categories.id, numlists.categoryId))
    .where(where);
  const rows = await selectNumlists(db)
    .where(where)
    .orderBy(desc(numlists.createdAt), desc(numlists.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: Number(total) };
}

type References = { countryId?: number | null; operatorId?: number | null; categoryId?: number | null };

/** Checks the list's country, operator and category exist and agree; INVALID_REFERENCES names every wrong one. */
async function checkReferences(db: Executor, refs: References, current?: References) {
  const countryId = refs.countryId !== undefined ? refs.countryId : (current?.countryId ?? null);
  const operatorId = refs.operatorId !== undefined ? refs.operatorId : (current?.operatorId ?? null);
  const missing: Array<'country' | 'category' | 'operator'> = [];
  let operatorNotInCountry = false;
  if (refs.countryId != null) {
    const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, refs.countryId));
    if (!c) missing.push('country');
  }
  if (refs.categoryId != null) {
    const [c] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, refs.categoryId));
    if (!c) missing.push('category');
  }
  if (operatorId != null && (refs.operatorId !== undefined || refs.countryId !== undefined)) {
    const [op] = await db.select({ countryId: operators.countryId }).from(operators).where(eq(operators.id, operatorId));
    if (!op) missing.push('operator');
    else if (countryId != null && op.countryId !== countryId) operatorNotInCountry = true;
  }
  if (missing.length > 0 || operatorNotInCountry) throw new DomainError('INVALID_REFERENCES', { missing, operatorNotInCountry });
}

/** Creates an empty numlist (numbers come through importNumbers). Not audited here: the import that fills it is. */
export async function insertNumlist(db: Executor, input: NumlistInput): Promise<number> {
  await checkReferences(db, input);
  const [row] = await db
    .insert(numlists)
    .values({
      name: input.name,
      countryId: input.countryId,
      operatorId: input.operatorId,
      categoryId: input.categoryId,
      source: input.source,
      consentBasis: input.consentBasis,
      unitPriceMicros: input.unitPriceMicros ?? null,
      isActive: input.isActive,
    })
    .returning({ id: numlists.id });
  return row.id;
}

export async function updateNumlist(db: Executor, id: number, input: NumlistChanges, actorUserId: number | null): Promise<Numlist> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(numlists).where(eq(numlists.id, id)).for('update');
    if (!current) throw notFound('numlist');
    await checkReferences(tx, input, current);
    // A list being created goes on sale when its creation finishes (createNumlistWithNumbers), not before.
    if (input.isActive !== undefined && current.stockOperation?.startsWith('create:')) {
      throw new DomainError('STOCK_OPERATION_RUNNING', { operation: 'create' });
    }
    const changes: Partial<typeof numlists.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.countryId !== undefined) changes.countryId = input.countryId;
    if (input.operatorId !== undefined) changes.operatorId = input.operatorId;
    if (input.categoryId !== undefined) changes.categoryId = input.categoryId;
    if (input.source !== undefined) changes.source = input.source;
    if (input.consentBasis !== undefined) changes.consentBasis = input.consentBasis;
    if (input.unitPriceMicros !== undefined) changes.unitPriceMicros = input.unitPriceMicros;
    if (input.isActive !== undefined) changes.isActive = input.isActive;
    if (Object.keys(changes).length > 0) {
      await tx.update(numlists).set({ ...changes, updatedAt: sql`now()` }).where(eq(numlists.id, id));
      await recordAudit(tx, { actorUserId, action: 'numlist.update', entityType: 'numlist', entityId: id, details: { changes: input } });
    }
    return getNumlist(tx, id);
  });
}

/** The numlist's country code (for normalising its numbers), or NOT_FOUND. */
export async function numlistCountryCode(db: Executor, id: number): Promise<string | null> {
  const [row] = await db
    .select({ code: countries.code })
    .from(numlists)
    .leftJoin(countries, eq(countries.id, numlists.countryId))
    .where(eq(numlists.id, id));
  if (!row) throw notFound('numlist');
  return row.code;
}

/** Numlists of a country and operator: what "clear restock" deletes and what a sale draws from (oldest first). */
export async function numlistIdsFor(db: Executor, countryId: number, operatorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: numlists.id })
    .from(numlists)
    .where(and(eq(numlists.countryId, countryId), eq(numlists.operatorId, operatorId)))
    .orderBy(numlists.id);
  return rows.map((r) => r.id);
}
