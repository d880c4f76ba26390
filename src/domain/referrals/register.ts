// /start with a referral link: registers the customer and, only if this /start created them, records who referred them.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referrals, users } from '../../db/schema';
import { type Customer, registerCustomer, type TelegramProfile } from '../customers/customers';
import { codeOfStartPayload, referrerOfCode } from './codes';

/**
 * What a referral link did: referred (a new customer, now tied to the referrer); self (the customer's own link);
 * existing (already a customer: the issue says an existing customer is not referred); unknown_code; none (no link).
 */
export type ReferralOutcome = 'referred' | 'self' | 'existing' | 'unknown_code' | 'none';

/**
 * registerCustomer plus the referral, in one transaction, so a customer is never created without the referral their
 * link carried. Self-referral is refused before anything else (the link's owner opening it is never referred, even
 * if they were somehow new), and the database's check (referred <> referrer) is the last word.
 */
export async function registerWithReferral(
  db: Db,
  profile: TelegramProfile,
  startPayload: string | undefined | null,
): Promise<{ customer: Customer; created: boolean; referral: ReferralOutcome }> {
  const code = codeOfStartPayload(startPayload);
  // No link, nothing to tie: one statement, no transaction. On PGlite a transaction waits its turn behind every
  // purchase in progress (decision 0106), and most /start carry no link.
  if (code == null) return { ...(await registerCustomer(db, profile)), referral: 'none' as const };
  return db.transaction(async (tx) => {
    const referrerId = await referrerOfCode(tx, code);
    if (referrerId != null) {
      const [owner] = await tx.select({ telegramId: users.telegramId }).from(users).where(eq(users.id, referrerId));
      if (owner?.telegramId != null && Number(owner.telegramId) === profile.telegramId) {
        return { ...(await registerCustomer(tx, profile)), referral: 'self' as const };
      }
    }
    const registered = await registerCustomer(tx, profile);
    if (referrerId == null) return { ...registered, referral: 'unknown_code' as const };
    if (!registered.created) return { ...registered, referral: 'existing' as const };
    await tx.insert(referrals).values({ referredUserId: registered.customer.id, referrerUserId: referrerId }).onConflictDoNothing();
    return { ...registered, referral: 'referred' as const };
  });
}
