// Typed domain errors: a stable code the adapters map to an HTTP status or a bot message, never string matching.
export type DomainErrorCode =
  | 'VALIDATION_FAILED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'IN_USE'
  | 'INVALID_CREDENTIALS'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'INSUFFICIENT_BALANCE'
  | 'OUT_OF_STOCK'
  | 'QUANTITY_TOO_SMALL'
  | 'NOTHING_TO_IMPORT'
  | 'INVALID_STATE';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Extra facts for the caller (e.g. available and minimum for OUT_OF_STOCK). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} introuvable`);

/** A unique-constraint violation, whichever driver raised it (node-postgres, PGlite) and however Drizzle wrapped it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint));
  }
  return false;
}
