// The Stars calls that are not messages (decision 0137): refunding a charge, and reading the bot's Star transactions.
// Neither is paced (only new messages are); the client's retries (network, 5xx, 429) apply.
import { GrammyError } from 'grammy';
import type { StarTransaction } from 'grammy/types';
import type { RefundAtTelegram } from '../domain/wallet/stars-refund';
import type { Messenger } from './messenger';

/** Telegram's word for a charge refunded before: asking again is how a refund left half-way is settled. */
const ALREADY_REFUNDED = /CHARGE_ALREADY_REFUNDED/i;

/**
 * refundStarPayment through the shop's client, its outcome sorted: refunded (now or before), refused (Telegram said a
 * definite no: a 4xx other than 429), or unknown (no bot, no answer, 5xx after retries: it may have happened).
 */
export function refundAtTelegram(messenger: Messenger): RefundAtTelegram {
  return async ({ telegramUserId, chargeId }) => {
    const api = await messenger.client();
    if (!api) return { kind: 'refused', reason: 'aucun bot configuré' };
    try {
      await api.refundStarPayment(telegramUserId, chargeId);
      return { kind: 'refunded' };
    } catch (error) {
      if (error instanceof GrammyError) {
        if (ALREADY_REFUNDED.test(error.description)) return { kind: 'refunded' };
        if (error.error_code >= 400 && error.error_code < 500 && error.error_code !== 429) return { kind: 'refused', reason: error.description };
      }
      return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
    }
  };
}

/** One page of the bot's Star transactions, oldest first (Telegram's order), from `offset`; null while no bot is configured. */
export async function starTransactionsPage(messenger: Messenger, offset: number, limit: number): Promise<StarTransaction[] | null> {
  const api = await messenger.client();
  if (!api) return null;
  const page = await api.getStarTransactions({ offset, limit });
  return page.transactions;
}
