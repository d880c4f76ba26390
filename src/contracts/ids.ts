// Record ids as the API takes them (paths, queries, bodies, composite ids): whole numbers within their column's range.
import { z } from 'zod';

/**
 * The largest PostgreSQL `integer`: every record id the API takes is a `serial` column (the bigserial ids, of the
 * audit log, jobs and delivered numbers, are never addressed by a caller). An id above it matches no row, and sent to
 * the database it fails the statement (22003, out of range): it must be refused as bad input (400) before, never a 500.
 */
const MAX_RECORD_ID = 2_147_483_647;

/** Whether a number can be a record's id: an integer from 1 to MAX_RECORD_ID. */
const isRecordId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID;

/**
 * An id written as text (a path segment, a part of a composite id, a setting key): decimal digits only, so `0x10`,
 * `1e3`, `1.5` or `16abc` are never read as another record; null when it is not one or is out of range.
 */
export function readRecordId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return isRecordId(id) ? id : null;
}

/**
 * A record id in a path (`/api/users/:id`): read from its text by readRecordId (digits only, within range), so a bad
 * one is a 400, never another record or a 500. The OpenAPI document calls it what it is, an integer (meta only: the
 * parse is the transform's).
 */
const recordId = z
  .string()
  .transform((text, ctx) => {
    const id = readRecordId(text);
    if (id !== null) return id;
    ctx.addIssue({ code: 'custom', message: 'Identifiant invalide' });
    return z.NEVER;
  })
  .meta({ type: 'integer', minimum: 1, maximum: MAX_RECORD_ID });

export const idParam = z.object({ id: recordId });

/** Digits sent as text (a query string, a form field) are read as the number; anything else is left to fail. */
const digitsAsNumber = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

const idNumber = (message: string, min: 0 | 1) =>
  z.preprocess(digitsAsNumber, z.number({ error: message }).int(message).min(min, message).max(MAX_RECORD_ID, message));

/** A record id in a body or a query: a number, or its digits as text (the operator form sends the country as "12"). */
export const idValue = (message: string) => idNumber(message, 1);

/** A record id where 0 stands for "none" (the Mini App's category 0: the lists filed under no category). */
export const idOrZeroValue = (message: string) => idNumber(message, 0);
