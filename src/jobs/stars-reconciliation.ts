// The Stars reconciliation job (decision 0137): reads the bot's Star transactions Telegram has not yet shown the shop
// (getStarTransactions, paged from where the last run stopped), credits any payment whose update never arrived, reports
// any payment that matches no deposit, and settles refunds left half-way (debited, Telegram's answer never heard).
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { settleStaleStarsRefunds } from '../domain/wallet/stars-refund';
import { markStarTransactionsRead, reconcileStarTransaction, starTransactionsRead, type StarTransactionOutcome } from '../domain/wallet/stars-reconciliation';
import type { Messenger } from '../messenger/messenger';
import { refundAtTelegram, starTransactionsPage } from '../messenger/stars';
import { reconciliationJob } from './reconciliation-job';
import type { JobDefinition } from './runner';

const STARS_RECONCILIATION_QUEUE = 'stars-reconciliation';
/** Telegram's largest page. */
const PAGE = 100;
/** Pages read per run; the rest wait for the next run. */
const PAGES_PER_RUN = 20;
/** A refund still 'refunding' after this is asked again: the admin's own call has long given up by then. */
const REFUND_GRACE_MS = 2 * 60_000;

export type StarsReconciliationReport = Partial<Record<StarTransactionOutcome['kind'] | 'refunds_settled', number>>;

/** What the job writes to: an error for a payment an admin must look at, info for a credit it made. */
type ReconciliationLog = { error(fields: Record<string, unknown>, message: string): void; info(fields: Record<string, unknown>, message: string): void };

export async function reconcileStars(db: Db, messenger: Messenger, logger: ReconciliationLog, signal?: AbortSignal): Promise<StarsReconciliationReport> {
  const report: StarsReconciliationReport = {};
  const settled = await settleStaleStarsRefunds(db, refundAtTelegram(messenger), REFUND_GRACE_MS);
  if (settled > 0) report.refunds_settled = settled;
  let offset = await starTransactionsRead(db);
  for (let pages = 0; pages < PAGES_PER_RUN && !signal?.aborted; pages++) {
    const transactions = await starTransactionsPage(messenger, offset, PAGE);
    // No bot configured: nothing to read.
    if (!transactions) break;
    for (const transaction of transactions) {
      const outcome = await reconcileStarTransaction(db, transaction);
      report[outcome.kind] = (report[outcome.kind] ?? 0) + 1;
      if (outcome.kind === 'unmatched') {
        // Stars the shop holds for nothing: an admin refunds or credits by hand (the charge id says which payment).
        const source = transaction.source?.type === 'user' ? transaction.source : undefined;
        logger.error(
          { chargeId: transaction.id, stars: transaction.amount, telegramUserId: source?.user.id, payload: source?.invoice_payload, refused: outcome.refused },
          'Star payment matches no deposit',
        );
      }
      if (outcome.kind === 'credited') logger.info({ chargeId: transaction.id, depositId: outcome.depositId }, 'Star payment credited by the reconciliation');
    }
    offset += transactions.length;
    await markStarTransactionsRead(db, offset);
    if (transactions.length < PAGE) break;
  }
  return report;
}

export function starsReconciliation(db: Db, messenger: Messenger, logger: Logger, everyMs = 60_000): JobDefinition {
  return reconciliationJob(STARS_RECONCILIATION_QUEUE, everyMs, logger, 'Stars reconciled', (signal) => reconcileStars(db, messenger, logger, signal));
}
