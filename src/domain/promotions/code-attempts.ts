// Slowing down promo-code guessing: a customer's unknown codes are counted in the database (any process sees them).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { DomainError } from '../errors';
import { normalizeCode } from './selection';

/** Unknown codes a customer may type in WRONG_CODE_WINDOW_MINUTES before codes wait (the gift cards' figures). */
export const MAX_WRONG_CODES = 5;
export const WRONG_CODE_WINDOW_MINUTES = 15;

/**
 * Runs `priced` (a quote or a purchase with the customer's typed code). With a code: first PROMO_CODE_TOO_MANY_ATTEMPTS
 * after MAX_WRONG_CODES unknown codes in the window, whatever code is typed now; then a PROMO_CODE_UNKNOWN refusal is
 * counted. Only unknown codes count: an expired or used-up real code is an honest mistake. Without a code, nothing.
 */
export async function withCodeAttempts<T>(db: Executor, userId: number, promoCode: string | null | undefined, priced: () => Promise<T>): Promise<T> {
  if (!normalizeCode(promoCode)) return priced();
  const [recent] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from promo_code_attempts
        where user_id = ${userId} and attempted_at > now() - ${WRONG_CODE_WINDOW_MINUTES} * interval '1 minute'`,
  );
  if (Number(recent?.n ?? 0) >= MAX_WRONG_CODES) throw new DomainError('PROMO_CODE_TOO_MANY_ATTEMPTS', { minutes: WRONG_CODE_WINDOW_MINUTES });
  try {
    return await priced();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PROMO_CODE_UNKNOWN') {
      await db.execute(sql`insert into promo_code_attempts (user_id) values (${userId})`);
    }
    throw error;
  }
}

/** Forgets unknown codes older than the window (kept only to slow guessing). */
export async function prunePromoCodeAttempts(db: Executor): Promise<void> {
  await db.execute(sql`delete from promo_code_attempts where attempted_at < now() - ${WRONG_CODE_WINDOW_MINUTES} * interval '1 minute'`);
}
