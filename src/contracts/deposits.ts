// Deposits contract: the Dépôts page's tabs, rows and figures, and an admin's decision on a deposit.
import { z } from 'zod';
import { customerFields, euroString, successSchema } from './common';
import { pagedQueryFields, pagedResponseSchema } from './paging';

export const DEPOSIT_TABS = ['pending', 'completed', 'failed'] as const;
export const DEPOSIT_PAGE_SIZES = [20, 50, 100] as const;

export const depositsQuerySchema = z.object({
  tab: z.enum(DEPOSIT_TABS, { error: 'Onglet invalide' }).default('pending'),
  ...pagedQueryFields(DEPOSIT_PAGE_SIZES),
});

const depositItemSchema = z.object({
  id: z.number().int(),
  ...customerFields,
  provider: z.string(),
  paymentId: z.string().nullable(),
  crypto: z.string(),
  /** Credited amount once completed; the amount asked before. */
  amount: euroString,
  requested: euroString,
  /** pending | detected | completed | failed */
  status: z.string(),
  /** Réussi / En attente / Échoué (SPEC §4). */
  statusLabel: z.string(),
  /** partial | repeat | late: waits for an admin, who credits `paid` (the share actually paid). */
  reviewReason: z.string().nullable(),
  paid: euroString.nullable(),
  paidCrypto: z.string().nullable(),
  /** A Stars deposit given back (decision 0137): refunding (balance debited, Telegram not yet sure) or refunded. */
  refundStatus: z.enum(['refunding', 'refunded']).nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type DepositItem = z.infer<typeof depositItemSchema>;
export const depositPageSchema = pagedResponseSchema(depositItemSchema);

const figure = z.object({ count: z.number().int(), amount: euroString });
export const depositStatsSchema = z.object({ completed: figure, pending: figure, failed: figure, today: figure });
export type DepositStatsResponse = z.infer<typeof depositStatsSchema>;

/** POST /api/deposits/:id/approve: `confirmUnpaid` credits a provider's deposit the provider does not say is paid. */
export const depositApprovalSchema = z
  .object({ confirmUnpaid: z.boolean({ error: 'confirmUnpaid : vrai ou faux' }).optional() })
  .optional();

/** POST /api/deposits/:id/refund-stars: the Stars given back, and the customer's balance afterwards. */
export const starsRefundResponseSchema = successSchema.extend({ refunded: euroString, stars: z.number().int(), balance: euroString });
export type StarsRefundResponse = z.infer<typeof starsRefundResponseSchema>;

/** What the deposit's provider says before an admin credits it (GET /api/deposits/:id/provider-status). */
const providerCheckSchema = z.object({
  /** paid | partial | detected | unpaid | unknown */
  verdict: z.enum(['paid', 'partial', 'detected', 'unpaid', 'unknown']),
  providerStatus: z.string().nullable(),
  amount: euroString,
  /** What approving credits now. */
  credit: euroString,
  paid: euroString.nullable(),
  /** The share paid, in percent with up to 2 decimals ("24.68"), when the provider says what was paid. */
  paidShare: z.string().nullable(),
  /** Whether approving needs a second confirmation (anything but paid or partially paid). */
  needsConfirmation: z.boolean(),
});
/** null: a manual deposit, no provider to ask. */
export const depositProviderStatusSchema = z.object({ provider: providerCheckSchema.nullable() });
export type DepositProviderStatus = z.infer<typeof depositProviderStatusSchema>;
export type ProviderCheckView = z.infer<typeof providerCheckSchema>;

/** POST /api/deposits/:id/approve: what was credited, the balance after, what the provider said (`provider.provider`, as GET …/provider-status answers it). */
export const depositApprovedSchema = successSchema.extend({ credited: euroString, balance: euroString, provider: depositProviderStatusSchema });
