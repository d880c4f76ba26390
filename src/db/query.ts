// Rows of a raw SQL query, on either driver: `queryRows<Row>(db, sql`…`)` is `(await db.execute<Row>(…)).rows`.
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Both drivers answer `{ rows }`. pg returns bigint, numeric and count(*) as strings: type them so and Number() them. */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}
