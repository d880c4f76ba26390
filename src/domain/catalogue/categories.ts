// Categories: list, create, update, delete (refused while numlists, products or sales use it).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories } from '../../db/schema';
import type { Category, CategoryCreate, CategoryUpdate } from '../../contracts/catalogue';
import { DomainError } from '../errors';
import { sqlStateOf, UNIQUE_VIOLATION } from '../stock/batches';
import { deleteOrRefuse, refuseIfReferenced } from './references';

const toCategory = (row: typeof categories.$inferSelect): Category => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listCategories(db: Executor): Promise<Category[]> {
  return (await db.select().from(categories).orderBy(asc(categories.id))).map(toCategory);
}

async function refuseDuplicateName(db: Executor, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(sql`lower(${categories.name}) = lower(${name})`, exceptId ? ne(categories.id, exceptId) : undefined));
  if (clash) throw duplicateName(name);
}
const duplicateName = (name: string) =>
  new DomainError('CONFLICT', `Une catégorie nommée « ${name} » existe déjà`, { fields: { name: 'Ce nom est déjà utilisé' } });

export async function createCategory(db: Executor, input: CategoryCreate): Promise<Category> {
  await refuseDuplicateName(db, input.name);
  try {
    const [row] = await db.insert(categories).values(input).returning();
    return toCategory(row);
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw duplicateName(input.name);
    throw error;
  }
}

export async function updateCategory(db: Executor, id: number, input: CategoryUpdate): Promise<Category> {
  if (input.name !== undefined) await refuseDuplicateName(db, input.name, id);
  try {
    const [row] =
      Object.keys(input).length > 0
        ? await db.update(categories).set(input).where(eq(categories.id, id)).returning()
        : await db.select().from(categories).where(eq(categories.id, id));
    if (!row) throw new DomainError('NOT_FOUND', 'Catégorie introuvable');
    return toCategory(row);
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw duplicateName(input.name ?? '');
    throw error;
  }
}

export async function deleteCategory(db: Executor, id: number): Promise<void> {
  await deleteOrRefuse('cette catégorie', () => db.transaction(async (tx) => {
    const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw new DomainError('NOT_FOUND', 'Catégorie introuvable');
    await refuseIfReferenced(tx, 'category_id', id, 'cette catégorie');
    await tx.delete(categories).where(eq(categories.id, id));
  }));
}
