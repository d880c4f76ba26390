// The referrer's reward: a share of the referred customer's first credited deposit, paid once, in that credit's transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { enqueue } from '../../db/jobs';
import { referrals, transactions } from '../../db/schema';
import { queryRows } from '../../db/query';
import { countRefusal, getAbuseRules } from '../abuse/rules';
import { getShopSettings } from '../settings/shop-settings';
import { MANUAL_PROVIDER } from './payment-gateway';
import { applyBalanceChange } from './ledger';

export const REFERRAL_NOTICES_QUEUE = 'referral-notices';

/**
 * The reward for a deposit: `basisPoints` / 10 000 of the credited cents, rounded to the nearest cent, half a cent
 * up (5 % of 10.10 € is 50.5 cents → 51 cents; of 0.09 € is 0.45 → 0). Exact: integers only (BigInt), no float.
 */
export function referralRewardCents(creditedCents: number, basisPoints: number): number {
  if (creditedCents <= 0 || basisPoints <= 0) return 0;
  return Number((BigInt(creditedCents) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

export type ReferralReward = { referrerUserId: number; rewardCents: number };

/**
 * Called by creditDeposit inside its transaction, after the deposit is credited (the deposit's row lock held). The
 * referral row is marked rewarded by one conditional UPDATE (`rewarded_at is null`): of any number of credits of
 * this customer's deposits racing (webhook, reconciliation, admin; or two different deposits), exactly one matches,
 * the others wait for its row lock and then match nothing. Only that one pays: a 'referral' transaction and ledger
 * row for the referrer (the ledger's unique index on the referred customer refuses a second), and the referrer's
 * notice, queued in the same transaction. A share of 0 (or a reward rounding to 0) still uses up the first deposit.
 * Null when the customer was not referred or their referrer was already rewarded. Decision 0142: a blocked referrer
 * gets 0 (the referral marked 'referrer_blocked'); with the paid-deposit rule on, a manual deposit pays nothing yet.
 */
export async function rewardReferrerOfFirstDeposit(
  tx: Executor,
  deposit: { id: number; userId: number; provider: string },
  creditedCents: number,
): Promise<ReferralReward | null> {
  const [{ referralShareBasisPoints }, rules] = await Promise.all([getShopSettings(tx), getAbuseRules(tx)]);
  // Rule 3 (decision 0142): only a deposit paid through a payment provider pays the reward; a manual top-up an admin
  // approved leaves the referral waiting for the first paid one.
  if (rules.referralPaidDeposit.enabled && deposit.provider === MANUAL_PROVIDER) {
    const [waiting] = await tx
      .select({ referrerUserId: referrals.referrerUserId })
      .from(referrals)
      .where(and(eq(referrals.referredUserId, deposit.userId), isNull(referrals.rewardedAt)));
    if (waiting) await countRefusal(tx, 'referral_reward');
    return null;
  }
  const rewardCents = referralRewardCents(creditedCents, referralShareBasisPoints);
  const [referral] = await tx
    .update(referrals)
    .set({ rewardDepositId: deposit.id, rewardBasisPoints: referralShareBasisPoints, rewardCents, rewardedAt: sql`now()` })
    .where(and(eq(referrals.referredUserId, deposit.userId), isNull(referrals.rewardedAt)))
    .returning({ referrerUserId: referrals.referrerUserId });
  if (!referral) return null;
  // A blocked referrer earns nothing (decision 0142): the first paid deposit is used up, with the reason kept. Read
  // under the referrer's row lock, so a block committed before this credit is always seen.
  const [referrer] = await queryRows<{ blocked: boolean }>(
    tx,
    sql`select blocked_at is not null as blocked from users where id = ${referral.referrerUserId} for update`,
  );
  if (referrer?.blocked) {
    await tx
      .update(referrals)
      .set({ rewardCents: 0, rewardRefusal: 'referrer_blocked' })
      .where(eq(referrals.referredUserId, deposit.userId));
    await countRefusal(tx, 'referral_reward');
    return { referrerUserId: referral.referrerUserId, rewardCents: 0 };
  }
  if (rewardCents > 0) {
    await tx.insert(transactions).values({
      userId: referral.referrerUserId,
      type: 'referral',
      amountCents: rewardCents,
      status: 'completed',
      completedAt: sql`now()`,
      metadata: { referredUserId: deposit.userId, depositId: deposit.id },
    });
    await applyBalanceChange(tx, {
      userId: referral.referrerUserId,
      amountCents: rewardCents,
      kind: 'referral',
      referenceType: 'referral',
      referenceId: deposit.userId,
    });
    await enqueue(tx, REFERRAL_NOTICES_QUEUE, { referredUserId: deposit.userId }, { key: String(deposit.userId), maxAttempts: 8 });
  }
  return { referrerUserId: referral.referrerUserId, rewardCents };
}
