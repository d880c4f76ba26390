// Forgets the answers kept for Idempotency-Key headers once they are 24 hours old.
import type { Db } from '../domain/database';
import { pruneIdempotentRequests } from '../domain/api-keys/idempotency';
import type { JobDefinition } from './runner';

export function idempotencyPruning(db: Db, everyMs = 60 * 60 * 1000): JobDefinition {
  return {
    queue: 'idempotency-pruning',
    everyMs,
    handler: () => pruneIdempotentRequests(db),
  };
}
