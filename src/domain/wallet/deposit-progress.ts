// A provider's re-fetched payment state applied to its deposit: the one place that decides detected, credited, held or failed.
import type { Db } from '../../db/client';
import { creditDeposit, type Deposit, failDeposit, markDepositDetected, markDepositForReview, recordProviderStatus } from './deposits';
import type { PaymentState } from './payment-state';

/** What happened to the deposit, for the delivery log and the reconciliation job's counts. */
export type DepositProgress = 'waiting' | 'detected' | 'credited' | 'already_credited' | 'review' | 'failed' | 'unchanged';

/**
 * Moves a deposit as far as the provider's state says, whatever arrived before: each step is idempotent under the
 * deposit's row lock, so deliveries in any order, repeated or concurrent, and the reconciliation job end in one outcome
 * and one credit. A completed deposit never goes back (a late "expired" or "detected" changes nothing).
 */
export async function applyPaymentState(db: Db, deposit: Deposit, state: PaymentState): Promise<DepositProgress> {
  const ref = { depositId: deposit.id };
  switch (state.kind) {
    case 'waiting':
      if (deposit.status !== 'completed') await recordProviderStatus(db, deposit.id, state.providerStatus);
      return 'waiting';
    case 'detected': {
      const after = await markDepositDetected(db, ref, { providerStatus: state.providerStatus, paidAmount: state.paidAmount });
      return after.status === 'detected' ? 'detected' : 'unchanged';
    }
    case 'paid': {
      const outcome = await creditDeposit(db, { ...ref, amountCents: state.creditCents, providerStatus: state.providerStatus, paidAmount: state.paidAmount });
      return outcome.credited ? 'credited' : 'already_credited';
    }
    case 'review': {
      const after = await markDepositForReview(db, ref, {
        reason: state.reviewReason ?? 'partial',
        paidCents: state.paidCents ?? 0,
        paidAmount: state.paidAmount ?? null,
        providerStatus: state.providerStatus,
      });
      return after.status === 'completed' ? 'unchanged' : 'review';
    }
    case 'expired':
    case 'invalid':
    case 'refunded': {
      // fromProvider: a deposit held for an admin (money did arrive) or already credited is not failed by a late expiry.
      const after = await failDeposit(db, { ...ref, reason: state.kind, providerStatus: state.providerStatus, fromProvider: true });
      return after.status === 'failed' && deposit.status !== 'failed' ? 'failed' : 'unchanged';
    }
  }
}
