// Referrals contract: the back office's Parrainages page (referrers, their referred customers and earnings), paged.
import { z } from 'zod';
import { customerFields, euroString } from './common';
import { pagedQueryFields, pagedResponseSchema } from './paging';

export const REFERRER_PAGE_SIZES = [20, 50, 100] as const;
export const REFERRER_SORTS = ['earned', 'referred', 'lastReward'] as const;

/** GET /api/referrals/referrers: most earned first by default; `search` matches the referrer (name, @username, id). */
export const referrersQuerySchema = z.object({
  sort: z.enum(REFERRER_SORTS, { error: 'Tri invalide' }).default('earned'),
  ...pagedQueryFields(REFERRER_PAGE_SIZES),
});

const referrerItemSchema = z.object({
  ...customerFields,
  firstName: z.string().nullable(),
  /** Customers who registered through the referrer's link. */
  referredCount: z.number().int(),
  /** Of them, those whose first deposit has been credited (and paid the reward). */
  rewardedCount: z.number().int(),
  earned: euroString,
  lastRewardAt: z.string().nullable(),
});
export type ReferrerItem = z.infer<typeof referrerItemSchema>;
export const referrersResponseSchema = pagedResponseSchema(referrerItemSchema);
export type ReferrersResponse = z.infer<typeof referrersResponseSchema>;
