// Rows of a raw SQL query, on either driver: `queryRows<Row>(db, sql`…`)` is `(await db.execute<Row>(…)).rows`.
import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/** Both drivers answer `{ rows }`. pg returns bigint, numeric and count(*) as strings: type them so and Number() them. */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}

/**
 * The column with its table's name (or alias) before it, `"countries"."id"`, however Drizzle renders the query around
 * it: how a correlated subquery names the outer row (decision 0120). Interpolated bare into a select field of a
 * one-table select, Drizzle writes a column as `"id"`, which inside a subquery binds to the subquery's own table.
 * The subquery's own tables take a short alias (`from operators o`), so the outer table's name is never shadowed.
 * `npm run lint` (scripts/check-subqueries.ts) refuses a bare column inside a subquery.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A snake_case column name as the camelCase field the domain names it: 'user_id' → 'userId'. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/**
 * The columns of a raw row that the domain takes as they come, under their camelCase names: the part of a row mapper
 * that is the same everywhere. The mapper adds the columns it converts (numbers pg returns as strings, dates, JSON).
 */
export function camelColumns<R extends Record<string, unknown>, K extends keyof R & string>(row: R, columns: readonly K[]): { [C in K as Camel<C>]: R[C] } {
  const fields: Record<string, unknown> = {};
  for (const column of columns) fields[column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())] = row[column];
  return fields as { [C in K as Camel<C>]: R[C] };
}
