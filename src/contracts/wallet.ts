// Wallet contract: the transactions list (purchases, deposits, admin credits/debits, refunds) and deposit approval.
import { z } from 'zod';
import { customerFields, euroString, successSchema } from './common';
import { idValue } from './ids';
import { pagedQueryFields, pagedResponseSchema } from './paging';

const TRANSACTION_TYPES = ['purchase', 'deposit', 'admin_credit', 'admin_debit', 'refund', 'gift_card', 'referral'] as const;

/** What moved a balance: one ledger row per change (the domain's LedgerKind is this list). */
export const LEDGER_KINDS = ['deposit', 'purchase', 'admin_credit', 'admin_debit', 'refund', 'gift_card', 'referral', 'deposit_refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
const TRANSACTION_PAGE_SIZES = [20, 50, 100] as const;

/** GET /api/transactions query: filters by type, status, user and username text; newest first. */
export const transactionsQuerySchema = z.object({
  type: z.enum(TRANSACTION_TYPES, { error: 'Type invalide' }).optional(),
  status: z.enum(TRANSACTION_STATUSES, { error: 'Statut invalide' }).optional(),
  userId: idValue('Utilisateur invalide').optional(),
  ...pagedQueryFields(TRANSACTION_PAGE_SIZES),
});

const transactionItemSchema = z.object({
  id: z.number().int(),
  ...customerFields,
  type: z.string(),
  /** Always positive; the type says which way the money went. */
  amount: euroString,
  status: z.string(),
  description: z.string(),
  /** Deposits only (SPEC §3: metadata carries crypto and paymentId). */
  crypto: z.string().nullable(),
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TransactionItem = z.infer<typeof transactionItemSchema>;

export const transactionsResponseSchema = pagedResponseSchema(transactionItemSchema);
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** POST /api/transactions/{id}/approve and /reject (deposits only). balance: the user's balance afterwards. */
export const depositDecisionResponseSchema = successSchema.extend({ transaction: transactionItemSchema, balance: euroString });
export type DepositDecisionResponse = z.infer<typeof depositDecisionResponseSchema>;
