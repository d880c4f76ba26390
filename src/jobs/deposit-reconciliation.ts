// Re-checks open crypto deposits with their provider (a missed webhook still credits) and fails the stale ones.
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { applyPaymentState, type DepositProgress } from '../domain/wallet/deposit-progress';
import { failDeposit, openProviderDeposits } from '../domain/wallet/deposits';
import type { PaymentGateways } from '../domain/wallet/payment-gateways';
import { reconciliationJob } from './reconciliation-job';
import type { JobDefinition } from './runner';

const RECONCILIATION_QUEUE = 'deposit-reconciliation';
/** Deposits checked per run, oldest first; the rest wait for the next run. */
const BATCH = 200;
/** A deposit whose provider payment was never made (the process died between the two) is failed after this. */
const UNATTACHED_GRACE_MS = 60 * 60_000;

export type ReconciliationReport = Partial<Record<DepositProgress | 'error' | 'abandoned', number>>;

/**
 * One pass: every open deposit of a provider is re-fetched and applied through the same path as a webhook (so the
 * credit is the same exactly-once one); the provider's own "expired" fails it. Deposits held for an admin are left to
 * the admin. One process at a time runs it: it is a job of the queue (claimed with SKIP LOCKED and a lease).
 */
export async function reconcileDeposits(db: Db, payments: PaymentGateways, logger: Logger, signal?: AbortSignal): Promise<ReconciliationReport> {
  const report: ReconciliationReport = {};
  const count = (key: keyof ReconciliationReport) => {
    report[key] = (report[key] ?? 0) + 1;
  };
  const open = await openProviderDeposits(db, BATCH);
  for (const deposit of open) {
    if (signal?.aborted) break;
    try {
      if (deposit.providerPaymentId == null) {
        if (Date.now() - deposit.createdAt.getTime() > UNATTACHED_GRACE_MS) {
          await failDeposit(db, { depositId: deposit.id, reason: 'not_created', fromProvider: true });
          count('abandoned');
        }
        continue;
      }
      const provider = await payments.get(deposit.provider);
      if (!provider) continue;
      const state = await provider.fetchPayment(deposit.providerPaymentId);
      count(await applyPaymentState(db, deposit, state));
    } catch (error) {
      count('error');
      logger.warn({ err: error, depositId: deposit.id }, 'deposit reconciliation: could not check this deposit');
    }
  }
  return report;
}

export function depositReconciliation(db: Db, payments: PaymentGateways, logger: Logger, everyMs = 60_000): JobDefinition {
  return reconciliationJob(RECONCILIATION_QUEUE, everyMs, logger, 'deposits reconciled', (signal) => reconcileDeposits(db, payments, logger, signal));
}

