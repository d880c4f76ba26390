// The Stars reconciliation (decision 0137): the bot's Star transactions as Telegram lists them, each payment credited
// through the same path as its successful_payment update (once per charge id), so a payment whose update was lost (the
// process died between Telegram and the database) is credited all the same; a payment naming no deposit is reported.
import { SETTING_KEYS } from '../../contracts/settings';
import type { Db, Executor } from '../../db/client';
import { getSettingValue, writeSetting } from '../settings/settings';
import { STARS_CURRENCY } from './stars';
import { creditStarsPayment, type StarsRefusal } from './stars-top-up';

/** A Star transaction as getStarTransactions gives it (the fields read here). */
export type StarTransactionSeen = {
  id: string;
  amount: number;
  date: number;
  source?: { type: string; transaction_type?: string; user?: { id: number }; invoice_payload?: string };
  receiver?: { type: string };
};

/**
 * What one transaction came to: credited now (its update was missed), credited before (the update did it), a refund
 * (money out: nothing to do), not an invoice payment from a user (Fragment, ads: not the shop's business), or
 * unmatched (a user's payment that credits no deposit: an admin must look).
 */
export type StarTransactionOutcome =
  | { kind: 'credited'; depositId: number }
  | { kind: 'already_credited'; depositId: number }
  | { kind: 'refund' }
  | { kind: 'not_a_payment' }
  | { kind: 'unmatched'; refused: StarsRefusal | 'other_charge' };

export async function reconcileStarTransaction(db: Db, transaction: StarTransactionSeen): Promise<StarTransactionOutcome> {
  if (transaction.receiver) return { kind: 'refund' };
  const source = transaction.source;
  if (source?.type !== 'user' || source.transaction_type !== 'invoice_payment' || !source.user) return { kind: 'not_a_payment' };
  const { credited, refused } = await creditStarsPayment(db, {
    payload: source.invoice_payload ?? '',
    currency: STARS_CURRENCY,
    totalAmount: transaction.amount,
    telegramUserId: source.user.id,
    chargeId: transaction.id,
  });
  if (refused || !credited) return { kind: 'unmatched', refused: refused ?? 'unknown' };
  return { kind: credited.credited ? 'credited' : 'already_credited', depositId: credited.deposit.id };
}

/** How many of Telegram's list (oldest first, only ever appended to) the reconciliation has read: the next offset. */
export async function starTransactionsRead(db: Executor): Promise<number> {
  const value = await getSettingValue(db, SETTING_KEYS.starTransactionsRead);
  return value !== null && /^\d{1,12}$/.test(value) ? Number(value) : 0;
}

export async function markStarTransactionsRead(db: Executor, offset: number): Promise<void> {
  await writeSetting(db, SETTING_KEYS.starTransactionsRead, String(offset), 'Transactions Stars déjà rapprochées (getStarTransactions)');
}
