// Column shapes the tables repeat, declared once: a row that goes with the row it belongs to, a whole number that may
// outgrow integer, and the day a rollup row sums.
import { type AnyPgColumn, bigint, date, integer, type PgColumn, type PgColumnBuilderBase, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/** The row this one belongs to (a ticket's message, a refund's numbers): required, and this row goes with it. */
export const cascadingRef = (column: string, target: () => AnyPgColumn) =>
  integer(column).notNull().references(target, { onDelete: 'cascade' });

/** A required bigint read as a JavaScript number: cents, counts of numbers, chat ids (all well under 2^53). */
export const requiredBigint = (column: string) => bigint(column, { mode: 'number' }).notNull();

/** The UTC day a per-day row counts or sums (rollups, refusals per rule), as 'YYYY-MM-DD'. */
export const rollupDay = () => date('day', { mode: 'string' }).notNull();

/**
 * A daily rollup table: one row per closed UTC day and key (the primary key: the day, then the keys in their order),
 * with the figures summed for it.
 */
export function dailyRollup<TName extends string, TKeys extends Record<string, PgColumnBuilderBase>, TFigures extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  keys: TKeys,
  figures: TFigures,
) {
  return pgTable(name, { day: rollupDay(), ...keys, ...figures }, (t) => {
    const columns = t as unknown as Record<string, PgColumn>;
    return [primaryKey({ columns: [columns.day, ...Object.keys(keys).map((key) => columns[key])] })];
  });
}
