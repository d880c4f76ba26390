// Typed domain errors: a stable code per case and its figures as data. The domain builds no sentence: each adapter
// (HTTP in French, the bot in the customer's language) renders a code and its data itself.
import type { DomainErrorCode } from './error-codes';

export type { DomainErrorCode } from './error-codes';

/** Facts about the failure, in domain units (cents, micro-euros, ids, Dates), never presentation strings. */
export type ErrorData = Record<string, unknown>;

export class DomainError<C extends DomainErrorCode = DomainErrorCode> extends Error {
  constructor(
    readonly code: C,
    readonly data: ErrorData = {},
  ) {
    // The message is for logs only: the code and the data, never shown to a user.
    super(Object.keys(data).length ? `${code} ${safeJson(data)}` : code);
    this.name = 'DomainError';
  }
}

function safeJson(data: ErrorData): string {
  try {
    return JSON.stringify(data, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));
  } catch {
    return '';
  }
}

/** NOT_FOUND for one kind of record: the entity is data, so each adapter names it in its own language. */
export const notFound = (entity: string, data: ErrorData = {}) => new DomainError('NOT_FOUND', { entity, ...data });

/** A unique-constraint violation, whichever driver raised it (node-postgres, PGlite) and however Drizzle wrapped it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint));
  }
  return false;
}

/** A deadlock PostgreSQL broke by aborting this transaction (40P01): the work can start over. */
export function isDeadlock(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '40P01') return true;
  }
  return false;
}

/** A foreign-key violation (a row another table refers to, or a reference to a missing row), whichever driver raised it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}
