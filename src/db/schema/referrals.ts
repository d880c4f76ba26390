// Referrals (issue 13): each customer's link code, and who brought whom, with the one reward the referrer earned.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadingUserId, users } from './users';

/** A customer's referral code (the `ref_<code>` of their link), made the first time they look at their link. */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per referred customer (the key: a customer is referred once, by one referrer), written when /start
 * registers them; it goes with either customer if deleted (a paid reward keeps both: their ledger rows forbid the
 * deletion). The reward columns are set once, by the credit of the referred customer's first deposit, in that
 * transaction.
 */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: integer('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: cascadingUserId('referrer_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first credited deposit of the referred customer, which paid the reward (null until then). */
    rewardDepositId: integer('reward_deposit_id'),
    /** The share in basis points at the time of the reward, and what it paid (0 when the share was 0). */
    rewardBasisPoints: integer('reward_basis_points'),
    rewardCents: bigint('reward_cents', { mode: 'number' }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    /** Why the first paid deposit paid no reward (decision 0142): 'referrer_blocked'; null when it paid one. */
    rewardRefusal: text('reward_refusal'),
  },
  (t) => [
    check('referrals_not_self', sql`${t.referredUserId} <> ${t.referrerUserId}`),
    // The back office's list of referrers and the bot's "referred count": one index range per referrer.
    index('referrals_referrer_idx').on(t.referrerUserId, t.rewardedAt),
  ],
);
