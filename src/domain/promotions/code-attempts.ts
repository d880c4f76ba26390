// Slowing down promo-code guessing: a customer's unknown codes are counted by the guessing limits, before the lookup.
import type { Executor } from '../../db/client';
import { DomainError } from '../errors';
import { evaluateGuess, WRONG_CODE_WINDOW_MINUTES, wrongCodeLimit } from '../guessing-limits/guesses';
import { normalizeCode } from './selection';
import { refuseIfBlocked } from '../abuse/blocking';

/**
 * Runs `priced` (a quote or a purchase with the customer's typed code). With a code, it is counted before `priced`
 * looks it up: PROMO_CODE_TOO_MANY_ATTEMPTS (with the window's minutes) once MAX_WRONG_CODES unknown codes are counted
 * in the window, whatever code is typed now. Only a PROMO_CODE_UNKNOWN refusal stays counted: an expired or used-up
 * real code is an honest mistake. Without a code, nothing. A blocked customer's code: CUSTOMER_BLOCKED.
 */
export async function withCodeAttempts<T>(db: Executor, userId: number, promoCode: string | null | undefined, priced: () => Promise<T>): Promise<T> {
  if (!normalizeCode(promoCode)) return priced();
  // A blocked customer's code is not even looked at (decision 0142).
  await refuseIfBlocked(db, userId, { lock: false });
  return evaluateGuess(db, [wrongCodeLimit('promo-code', userId)], priced, {
    isWrongGuess: (error) => error instanceof DomainError && error.code === 'PROMO_CODE_UNKNOWN',
    refused: () => new DomainError('PROMO_CODE_TOO_MANY_ATTEMPTS', { minutes: WRONG_CODE_WINDOW_MINUTES }),
  });
}
