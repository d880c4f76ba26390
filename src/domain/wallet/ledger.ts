// The one way a balance changes outside a purchase: a conditional balance update and its ledger row, in one statement.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import type { LedgerKind } from '../../contracts/wallet';
import { currentApiKeyId } from '../audit/actor';
import { DomainError, type ErrorData, notFound } from '../errors';

export type { LedgerKind } from '../../contracts/wallet';

export type BalanceChange = {
  userId: number;
  /** Signed cents: positive credits the user, negative debits. */
  amountCents: number;
  kind: LedgerKind;
  referenceType: 'order' | 'deposit' | 'admin' | 'gift_card' | 'referral';
  referenceId: string | number | null;
  actorUserId?: number | null;
  /** Why an admin moved the money (credit, debit, refund), as they wrote it; shown in the user's ledger. */
  reason?: string | null;
  /** Moves users.total_purchases_cents / total_deposits_cents in the same statement. */
  totalPurchasesDeltaCents?: number;
  totalDepositsDeltaCents?: number;
};

export type AppliedChange = { ledgerEntryId: number; balanceAfterCents: number };

/**
 * Applies a balance change and appends its ledger row, atomically. Must run inside the caller's transaction.
 * The `balance + amount >= 0` condition is in SQL, so two concurrent debits can never overdraw: the second one
 * waits for the first's row lock, re-reads the balance, and matches no row if the money is gone.
 * Throws INSUFFICIENT_BALANCE (neededCents, balanceCents) or NOT_FOUND (user).
 */
export async function applyBalanceChange(tx: Executor, change: BalanceChange): Promise<AppliedChange> {
  const rows = await queryRows<{ id: string | number; balance_after_cents: string | number }>(tx, sql`
    with changed as (
      update users
      set balance_cents = balance_cents + ${change.amountCents}::bigint,
          total_purchases_cents = total_purchases_cents + ${change.totalPurchasesDeltaCents ?? 0}::bigint,
          total_deposits_cents = total_deposits_cents + ${change.totalDepositsDeltaCents ?? 0}::bigint
      where id = ${change.userId} and balance_cents + ${change.amountCents}::bigint >= 0
      returning id, balance_cents
    )
    insert into ledger_entries (user_id, kind, amount_cents, balance_after_cents, reference_type, reference_id, actor_user_id, actor_api_key_id, reason)
    select id, ${change.kind}, ${change.amountCents}::bigint, balance_cents, ${change.referenceType},
           ${change.referenceId == null ? null : String(change.referenceId)}, ${change.actorUserId ?? null}::int, ${currentApiKeyId()}::int, ${change.reason ?? null}::text
    from changed
    returning id, balance_after_cents`);
  const row = rows[0];
  if (row) return { ledgerEntryId: Number(row.id), balanceAfterCents: Number(row.balance_after_cents) };

  const found = await queryRows<{ balance_cents: string | number }>(tx, sql`select balance_cents from users where id = ${change.userId}`);
  if (!found[0]) throw notFound('user', { id: change.userId });
  const balance = Number(found[0].balance_cents);
  throw insufficientBalance(-change.amountCents, balance);
}

/** The one INSUFFICIENT_BALANCE error: what was needed and what there is, in cents; `context` says which operation. */
export function insufficientBalance(neededCents: number, balanceCents: number, context: ErrorData = {}): DomainError {
  return new DomainError('INSUFFICIENT_BALANCE', { neededCents, balanceCents, ...context });
}
