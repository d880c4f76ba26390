// Deposits contract: the Dépôts page's tabs, rows and figures, and an admin's decision on a deposit.
import { z } from 'zod';
import { euroString } from './common';
import { pagedQueryFields, pagedResponseSchema } from './paging';

export const DEPOSIT_TABS = ['pending', 'completed', 'failed'] as const;
export const DEPOSIT_PAGE_SIZES = [20, 50, 100] as const;

export const depositsQuerySchema = z.object({
  tab: z.enum(DEPOSIT_TABS, { error: 'Onglet invalide' }).default('pending'),
  ...pagedQueryFields(DEPOSIT_PAGE_SIZES),
});

export const depositItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  telegramUsername: z.string().nullable(),
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
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type DepositItem = z.infer<typeof depositItemSchema>;
export const depositPageSchema = pagedResponseSchema(depositItemSchema);

const figure = z.object({ count: z.number().int(), amount: euroString });
export const depositStatsSchema = z.object({ completed: figure, pending: figure, failed: figure, today: figure });
export type DepositStatsResponse = z.infer<typeof depositStatsSchema>;
