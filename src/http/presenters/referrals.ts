// Presenting referrals: a referrer row of the Parrainages page as the API answers it.
import type { ReferrerItem } from '../../contracts/referrals';
import type { ReferrerRow } from '../../domain/referrals/read';
import { formatEuros } from '../../domain/wallet/money';

export function presentReferrer(r: ReferrerRow): ReferrerItem {
  return {
    userId: r.userId,
    username: r.username,
    telegramUsername: r.telegramUsername,
    firstName: r.firstName,
    referredCount: r.referredCount,
    rewardedCount: r.rewardedCount,
    earned: formatEuros(r.earnedCents),
    lastRewardAt: r.lastRewardAt?.toISOString() ?? null,
  };
}
