// Deleting a catalogue entry (category, country, operator): refused with the counts of what still uses it, never orphaning stock or sales.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { DomainError, isForeignKeyViolation, notFound } from '../errors';

export type CatalogueEntry = 'category' | 'country' | 'operator';

const tableOf = { category: 'categories', country: 'countries', operator: 'operators' } as const;
const columnOf = { category: 'category_id', country: 'country_id', operator: 'operator_id' } as const;

/** Throws CATALOGUE_ENTRY_IN_USE with what refers to the entry (operators, numlists, products, sales). */
async function refuseIfReferenced(db: Executor, entity: CatalogueEntry, id: number): Promise<void> {
  const column = sql.identifier(columnOf[entity]);
  const [r] = await queryRows<{ operators: number; numlists: number; products: number; sales: number }>(
    db,
    sql`select
      ${entity === 'country' ? sql`(select count(*)::int from operators where country_id = ${id})` : sql`0`} as operators,
      (select count(*)::int from numlists where ${column} = ${id}) as numlists,
      (select count(*)::int from products where ${column} = ${id}) as products,
      (select count(*)::int from purchase_history where ${column} = ${id}) as sales`,
  );
  const counts = { operators: Number(r.operators), numlists: Number(r.numlists), products: Number(r.products), sales: Number(r.sales) };
  if (counts.operators + counts.numlists + counts.products + counts.sales > 0) {
    throw new DomainError('CATALOGUE_ENTRY_IN_USE', { entity, ...counts });
  }
}

/**
 * Deletes a catalogue entry: NOT_FOUND when it does not exist, CATALOGUE_ENTRY_IN_USE while anything refers to it
 * (also when a reference appeared meanwhile: the foreign-key violation becomes the same refusal, never a 500).
 */
export async function deleteCatalogueEntry(db: Executor, entity: CatalogueEntry, id: number): Promise<void> {
  const table = sql.identifier(tableOf[entity]);
  try {
    await db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: number }>(tx, sql`select id from ${table} where id = ${id} for update`);
      if (!row) throw notFound(entity);
      await refuseIfReferenced(tx, entity, id);
      await tx.execute(sql`delete from ${table} where id = ${id}`);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new DomainError('CATALOGUE_ENTRY_IN_USE', { entity });
    throw error;
  }
}
