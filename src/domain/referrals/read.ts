// Reading referrals: a customer's own figures (the bot's Parrainage screen) and the back office's list of referrers.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern, queryRows } from '../../db/query';

export type ReferralSummary = {
  /** Customers who registered through the link. */
  referredCount: number;
  /** Of them, those whose first deposit has been credited (each paid its reward, possibly 0). */
  rewardedCount: number;
  earnedCents: number;
};

export async function referralSummaryOf(db: Executor, userId: number): Promise<ReferralSummary> {
  const [row] = await queryRows<{ referred: number; rewarded: number; earned: string | number | null }>(
    db,
    sql`select count(*)::int as referred, count(rewarded_at)::int as rewarded, coalesce(sum(reward_cents), 0) as earned
        from referrals where referrer_user_id = ${userId}`,
  );
  return { referredCount: row?.referred ?? 0, rewardedCount: row?.rewarded ?? 0, earnedCents: Number(row?.earned ?? 0) };
}

export type ReferrerRow = {
  userId: number;
  username: string;
  telegramUsername: string | null;
  firstName: string | null;
  referredCount: number;
  rewardedCount: number;
  earnedCents: number;
  lastRewardAt: Date | null;
};

export type ReferrerSort = 'earned' | 'referred' | 'lastReward';

const ORDER: Record<ReferrerSort, ReturnType<typeof sql>> = {
  earned: sql`earned desc, referred desc, r.referrer_user_id desc`,
  referred: sql`referred desc, earned desc, r.referrer_user_id desc`,
  lastReward: sql`last_reward_at desc nulls last, r.referrer_user_id desc`,
};

/**
 * Every customer who referred someone, with their figures, one page (sorted on the server, most earned first by
 * default), and the total. Grouped from the referrals table by its (referrer) index; a search matches the referrer.
 */
export async function listReferrers(
  db: Executor,
  q: { page: number; pageSize: number; search?: string; sort?: ReferrerSort },
): Promise<{ rows: ReferrerRow[]; total: number }> {
  const search = q.search ? sql`u.search_text like lower(${containsPattern(q.search)})` : sql`true`;
  const rows = await queryRows<{
    user_id: number;
    username: string;
    telegram_username: string | null;
    first_name: string | null;
    referred: number;
    rewarded: number;
    earned: string | number;
    last_reward_at: string | Date | null;
    total: string | number;
  }>(
    db,
    sql`select r.referrer_user_id as user_id, u.username, u.telegram_username, u.first_name,
               count(*)::int as referred, count(r.rewarded_at)::int as rewarded,
               coalesce(sum(r.reward_cents), 0) as earned, max(r.rewarded_at) as last_reward_at,
               count(*) over () as total
        from referrals r join users u on u.id = r.referrer_user_id
        where ${search}
        group by r.referrer_user_id, u.username, u.telegram_username, u.first_name
        order by ${ORDER[q.sort ?? 'earned']}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      userId: Number(r.user_id),
      username: r.username,
      telegramUsername: r.telegram_username,
      firstName: r.first_name,
      referredCount: Number(r.referred),
      rewardedCount: Number(r.rewarded),
      earnedCents: Number(r.earned),
      lastRewardAt: r.last_reward_at == null ? null : new Date(r.last_reward_at),
    })),
  };
}

/** The reward a referred customer's first deposit paid, and to whom (the referrer's notice); null before it is paid. */
export async function rewardOfReferred(db: Executor, referredUserId: number): Promise<{ referrerUserId: number; rewardCents: number } | null> {
  const [row] = await queryRows<{ referrer_user_id: number; reward_cents: string | number | null }>(
    db,
    sql`select referrer_user_id, reward_cents from referrals where referred_user_id = ${referredUserId} and rewarded_at is not null`,
  );
  return row ? { referrerUserId: Number(row.referrer_user_id), rewardCents: Number(row.reward_cents ?? 0) } : null;
}
