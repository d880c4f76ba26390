// What still uses a catalogue entry: deleting it is refused with a clear message instead of orphaning stock or sales.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { DomainError } from '../errors';
import { FOREIGN_KEY_VIOLATION, rowsOf, sqlStateOf } from '../stock/batches';

type Column = 'category_id' | 'country_id' | 'operator_id';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** Throws IN_USE naming what refers to the entry (operators, numlists, products, sales). */
export async function refuseIfReferenced(db: Executor, column: Column, id: number, what: string): Promise<void> {
  const [r] = await rowsOf<{ operators: number; numlists: number; products: number; sales: number }>(
    db,
    sql`select
      ${column === 'country_id' ? sql`(select count(*)::int from operators where country_id = ${id})` : sql`0`} as operators,
      (select count(*)::int from numlists where ${sql.identifier(column)} = ${id}) as numlists,
      (select count(*)::int from products where ${sql.identifier(column)} = ${id}) as products,
      (select count(*)::int from purchase_history where ${sql.identifier(column)} = ${id}) as sales`,
  );
  const parts: string[] = [];
  if (Number(r.operators)) parts.push(plural(Number(r.operators), 'opérateur', 'opérateurs'));
  if (Number(r.numlists)) parts.push(plural(Number(r.numlists), 'numlist', 'numlists'));
  if (Number(r.products)) parts.push(plural(Number(r.products), 'produit', 'produits'));
  if (Number(r.sales)) parts.push(plural(Number(r.sales), 'vente', 'ventes'));
  if (parts.length) {
    throw new DomainError('IN_USE', `Impossible de supprimer ${what} : des données y sont encore rattachées (${parts.join(', ')})`, {
      operators: Number(r.operators),
      numlists: Number(r.numlists),
      products: Number(r.products),
      sales: Number(r.sales),
    });
  }
}

/** Runs a delete; a reference that appeared meanwhile (foreign-key violation) becomes IN_USE, never a 500. */
export async function deleteOrRefuse<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) {
      throw new DomainError('IN_USE', `Impossible de supprimer ${what} : des données y sont encore rattachées`);
    }
    throw error;
  }
}
