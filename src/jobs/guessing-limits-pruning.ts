// Forgets guessing-limit counters (sign-ins, promo codes, gift cards) once every guess in them has left its window.
import type { Db } from '../domain/database';
import { pruneGuessingLimits } from '../domain/guessing-limits/guesses';
import type { JobDefinition } from './runner';

export function guessingLimitsPruning(db: Db, everyMs = 60 * 60 * 1000): JobDefinition {
  return {
    queue: 'guessing-limits-pruning',
    everyMs,
    handler: () => pruneGuessingLimits(db),
  };
}
