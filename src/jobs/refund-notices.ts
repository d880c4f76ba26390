// Tells a customer that numbers of their order were refunded (a job queued in the refund's transaction).
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { findCustomerById } from '../domain/customers/customers';
import { getRefund, REFUND_NOTICES_QUEUE } from '../domain/orders/refund';
import type { Messenger } from '../messenger/messenger';
import { refundNoticeText } from '../messenger/notices/refund';
import { customerNoticeJob } from './chat-notice';
import { type NoBotNotices, noBotNotices } from './no-bot-notices';
import type { JobDefinition } from './runner';

/**
 * One job per refund (keyed by its id): a crash between the refund and its notice loses nothing, and a refund made
 * once is told once.
 */
export function refundNotices(db: Db, messenger: Messenger, logger: Logger, noBot: NoBotNotices = noBotNotices(logger)): JobDefinition {
  return customerNoticeJob({ messenger, logger, noBot }, REFUND_NOTICES_QUEUE, 'refund notice', {
    context: (payload) => ({ refundId: payload.refundId }),
    async load(payload) {
      const refund = await getRefund(db, Number(payload.refundId));
      const customer = refund && (await findCustomerById(db, refund.userId));
      if (!refund || !customer?.telegramId) return null;
      return { chatId: customer.telegramId, language: customer.language, render: (t, f) => refundNoticeText(t, f, refund) };
    },
  });
}
