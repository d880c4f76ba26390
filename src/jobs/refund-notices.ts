// Tells a customer that numbers of their order were refunded (a job queued in the refund's transaction).
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { findCustomerById } from '../domain/customers/customers';
import { getRefund, REFUND_NOTICES_QUEUE } from '../domain/orders/refund';
import { figuresFor } from '../messenger/figures';
import { readerLanguage } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import { refundNoticeText } from '../messenger/notices/refund';
import { sendChatNotice } from './chat-notice';
import { type NoBotNotices, noBotNotices } from './no-bot-notices';
import type { JobDefinition } from './runner';

/**
 * One job per refund (keyed by its id): a crash between the refund and its notice loses nothing, and a refund made
 * once is told once. Blocked (403) or unknown (400) chats are not retried; anything else is.
 */
export function refundNotices(db: Db, messenger: Messenger, logger: Logger, noBot: NoBotNotices = noBotNotices(logger)): JobDefinition {
  const i18n = messenger.texts;
  return {
    queue: REFUND_NOTICES_QUEUE,
    handler: async (job) => {
      const { refundId } = job.payload as { refundId: number };
      const api = await messenger.client();
      if (!api) {
        noBot('refund notice', { refundId });
        return;
      }
      const refund = await getRefund(db, refundId);
      if (!refund) return;
      const customer = await findCustomerById(db, refund.userId);
      if (!customer?.telegramId) return;
      const language = readerLanguage(customer.language);
      const text = refundNoticeText((key, args) => i18n.t(language, key, args), figuresFor(language), refund);
      await sendChatNotice(api, customer.telegramId, text, logger, 'refund notice', { refundId });
    },
  };
}
