// A deposit as the Dépôts page shows it: euro strings, ISO dates, the status label of SPEC §4.
import type { DepositItem, DepositProviderStatus, DepositStatsResponse } from '../../contracts/deposits';
import { needsSecondConfirmation, type ProviderCheck } from '../../domain/wallet/deposit-approval';
import type { DepositListRow, DepositStats } from '../../domain/wallet/deposit-list';
import { formatEuros } from '../../domain/wallet/money';

const STATUS_LABELS: Record<string, string> = { completed: 'Réussi', pending: 'En attente', detected: 'En attente', failed: 'Échoué' };

export function presentDeposit(row: DepositListRow): DepositItem {
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    telegramUsername: row.telegramUsername,
    provider: row.provider,
    paymentId: row.providerPaymentId,
    crypto: row.crypto,
    amount: formatEuros(row.amountCents),
    requested: formatEuros(row.requestedCents),
    status: row.status,
    statusLabel: STATUS_LABELS[row.status] ?? row.status,
    reviewReason: row.reviewReason,
    paid: row.paidCents == null ? null : formatEuros(row.paidCents),
    paidCrypto: row.paidAmount,
    refundStatus: row.refundStatus === 'refunding' || row.refundStatus === 'refunded' ? row.refundStatus : null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The Dépôts page's four figures: a count and an amount each. */
export function presentDepositStats(s: DepositStats): DepositStatsResponse {
  const figure = (f: { count: number; cents: number }) => ({ count: f.count, amount: formatEuros(f.cents) });
  return { completed: figure(s.completed), pending: figure(s.pending), failed: figure(s.failed), today: figure(s.today) };
}

/** The provider's word on a deposit, for the approval dialog; the share paid in percent, exact to the hundredth. */
export function presentProviderCheck(check: ProviderCheck | null): DepositProviderStatus {
  if (!check) return { provider: null };
  const share = check.paidCents == null || check.amountCents <= 0 ? null : Math.floor((check.paidCents * 10_000) / check.amountCents);
  return {
    provider: {
      verdict: check.verdict,
      providerStatus: check.providerStatus,
      amount: formatEuros(check.amountCents),
      credit: formatEuros(check.creditCents),
      paid: check.paidCents == null ? null : formatEuros(check.paidCents),
      paidShare: share == null ? null : `${Math.floor(share / 100)}.${String(share % 100).padStart(2, '0')}`,
      needsConfirmation: needsSecondConfirmation(check.verdict),
    },
  };
}
