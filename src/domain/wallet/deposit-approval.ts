// An admin's approval of a deposit a payment provider handles: the provider is asked first, and an unpaid deposit is
// only credited on a second, explicit confirmation. Manual deposits (no provider) are approved as they always were.
import type { Db } from '../../db/client';
import { DomainError, notFound } from '../errors';
import { type CreditOutcome, creditDeposit, type Deposit, findDeposit, OPEN_DEPOSIT_STATUSES, SELF_SETTLING_PROVIDERS } from './deposits';
import type { PaymentState } from './payment-state';

/**
 * Asks the deposit's provider where its payment stands now (the gateway the payments adapter gives): null when there is
 * no provider to ask (no longer configured, or the payment was never made); PAYMENT_PROVIDER_UNAVAILABLE when it does
 * not answer.
 */
export type PaymentLookup = (deposit: Deposit) => Promise<PaymentState | null>;

/**
 * What the provider says, for the admin: paid (credit `creditCents`), partial (credit the share paid), detected (seen,
 * not confirmed), unpaid (nothing, expired, refunded), unknown (no provider to ask, or it did not answer).
 */
export type ProviderVerdict = 'paid' | 'partial' | 'detected' | 'unpaid' | 'unknown';

export type ProviderCheck = {
  verdict: ProviderVerdict;
  /** The provider's own status word (finished, partially_paid, Settled…), null when it was not reached. */
  providerStatus: string | null;
  /** The amount asked of the customer. */
  amountCents: number;
  /** What approving would credit now: the provider's figure when paid, the share paid when partial, else the amount asked. */
  creditCents: number;
  /** What the provider says was paid, in euros, when it says. */
  paidCents: number | null;
};

/** Verdicts credited on the first approval; the others need `confirmUnpaid`. */
const CREDITED_AT_ONCE: readonly ProviderVerdict[] = ['paid', 'partial'];
export const needsSecondConfirmation = (verdict: ProviderVerdict) => !CREDITED_AT_ONCE.includes(verdict);

/** Whether a provider settles this deposit (BTCPay, NOWPayments), so its word is asked before an admin credits it. */
const isProviderDeposit = (deposit: Pick<Deposit, 'provider'>) => (SELF_SETTLING_PROVIDERS as readonly string[]).includes(deposit.provider);

function verdictOf(deposit: Deposit, state: PaymentState | null): ProviderCheck {
  const amountCents = deposit.amountCents;
  const base = { amountCents, providerStatus: state?.providerStatus ?? null, paidCents: state?.paidCents ?? null };
  if (!state) return { ...base, verdict: 'unknown', creditCents: amountCents };
  switch (state.kind) {
    case 'paid':
      return { ...base, verdict: 'paid', creditCents: state.creditCents ?? amountCents, paidCents: state.paidCents ?? state.creditCents ?? amountCents };
    case 'review': {
      const paid = state.paidCents ?? 0;
      // Paid in full after the invoice expired, or a repeat payment credited as it came: nothing is missing.
      if (paid >= amountCents) return { ...base, verdict: 'paid', creditCents: paid, paidCents: paid };
      return { ...base, verdict: paid > 0 ? 'partial' : 'unpaid', creditCents: paid > 0 ? paid : amountCents, paidCents: paid };
    }
    case 'detected':
      return { ...base, verdict: 'detected', creditCents: amountCents };
    default:
      return { ...base, verdict: 'unpaid', creditCents: amountCents };
  }
}

async function openDeposit(db: Db, depositId: number): Promise<Deposit> {
  const deposit = await findDeposit(db, { depositId });
  if (!deposit) throw notFound('deposit', { id: depositId });
  if (!(OPEN_DEPOSIT_STATUSES as readonly string[]).includes(deposit.status)) {
    throw new DomainError('DEPOSIT_ALREADY_PROCESSED', { depositId: deposit.id, status: deposit.status });
  }
  return deposit;
}

/** The provider's word on an open deposit, for the approval dialog; null for a manual deposit (nobody to ask). */
export async function checkDepositWithProvider(db: Db, depositId: number, lookup: PaymentLookup): Promise<ProviderCheck | null> {
  const deposit = await openDeposit(db, depositId);
  if (!isProviderDeposit(deposit)) return null;
  return verdictOf(deposit, await lookup(deposit));
}

/**
 * Approves an open deposit by its id. A manual deposit is credited at once (its amount, or the share paid of one under
 * review). A provider's deposit is checked with the provider first, at this moment: paid credits the provider's figure,
 * partially paid the share paid; detected, unpaid or a provider that cannot be asked refuse with DEPOSIT_NOT_PAID (the
 * check as data) unless `confirmUnpaid`, which credits the amount asked. The audit row says what the provider said.
 */
export async function approveDepositChecked(
  db: Db,
  input: { depositId: number; actorUserId: number; confirmUnpaid?: boolean; lookup: PaymentLookup },
): Promise<CreditOutcome & { check: ProviderCheck | null }> {
  const deposit = await openDeposit(db, input.depositId);
  const credit = { depositId: deposit.id, actorUserId: input.actorUserId, onlyIfPending: true };
  if (!isProviderDeposit(deposit)) return { ...(await creditDeposit(db, credit)), check: null };
  let check: ProviderCheck;
  try {
    check = verdictOf(deposit, await input.lookup(deposit));
  } catch (error) {
    // A provider out of reach: the admin may still credit, knowingly, as for an unpaid deposit.
    if (!(error instanceof DomainError && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE') || !input.confirmUnpaid) throw error;
    check = verdictOf(deposit, null);
  }
  const atOnce = !needsSecondConfirmation(check.verdict);
  if (!atOnce && !input.confirmUnpaid) {
    throw new DomainError('DEPOSIT_NOT_PAID', { depositId: deposit.id, ...check });
  }
  const outcome = await creditDeposit(db, {
    ...credit,
    amountCents: check.creditCents,
    ...(check.providerStatus != null ? { providerStatus: check.providerStatus } : {}),
    auditDetails: { providerVerdict: check.verdict, providerStatus: check.providerStatus, ...(atOnce ? {} : { confirmedUnpaid: true }) },
  });
  return { ...outcome, check };
}
