// Categories: list, create, update, delete (refused while numlists, products or sales use it).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories } from '../../db/schema';
import type { CategoryCreate, CategoryUpdate } from '../../contracts/catalogue';
import { DomainError, isUniqueViolation, notFound } from '../errors';
import { deleteCatalogueEntry } from './references';

export type Category = typeof categories.$inferSelect;

export async function listCategories(db: Executor): Promise<Category[]> {
  return db.select().from(categories).orderBy(asc(categories.id));
}

async function refuseDuplicateName(db: Executor, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(sql`lower(${categories.name}) = lower(${name})`, exceptId ? ne(categories.id, exceptId) : undefined));
  if (clash) throw duplicateName(name);
}
const duplicateName = (name: string) => new DomainError('DUPLICATE_NAME', { entity: 'category', name });

export async function createCategory(db: Executor, input: CategoryCreate): Promise<Category> {
  await refuseDuplicateName(db, input.name);
  try {
    const [row] = await db.insert(categories).values(input).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(input.name);
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
    if (!row) throw notFound('category');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(input.name ?? '');
    throw error;
  }
}

export function deleteCategory(db: Executor, id: number): Promise<void> {
  return deleteCatalogueEntry(db, 'category', id);
}
