// Sends a Mini App order, or a pending checkout's (decision 0136), to the buyer's bot chat as after a bot purchase (the
// success message, then the .txt file), and tells the bot admins.
import { GrammyError } from 'grammy';
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { findCustomerById } from '../domain/customers/customers';
import { balanceAfterOrder, deliveredOrder, getOrder } from '../domain/orders/read';
import { SHOP_DELIVERY_QUEUE } from '../domain/shop/buy';
import { figuresFor, type TextArgs } from '../messenger/figures';
import { readerLanguage } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import { notifyAdminsOfPurchase, purchaseSuccessText } from '../messenger/notices/purchase';
import { deliverNumbersWith } from '../messenger/order-file';
import { type NoBotNotices, noBotNotices } from './no-bot-notices';
import type { JobDefinition } from './runner';

/**
 * One job per order (queued by the purchase of buyPack or of a pending checkout, keyed by the order). A buyer who blocked the bot (403) or never opened its chat
 * (400) is not retried: the order stays in their history, downloadable from the bot. Telegram unreachable is retried
 * by the queue. Without a bot configured there is no chat to send to: the job ends.
 */
export function shopDeliveries(db: Db, messenger: Messenger, logger: Logger, noBot: NoBotNotices = noBotNotices(logger)): JobDefinition {
  const texts = messenger.texts;
  return {
    queue: SHOP_DELIVERY_QUEUE,
    handler: async (job) => {
      const orderId = Number(job.payload.orderId);
      const [api, order] = await Promise.all([messenger.client(), getOrder(db, orderId)]);
      if (!order) return;
      if (!api) {
        noBot('Mini App delivery', { orderId });
        return;
      }
      const buyer = await findCustomerById(db, order.userId);
      if (!buyer?.telegramId) return;
      const { numbers } = await deliveredOrder(db, order);
      const balanceAfter = (await balanceAfterOrder(db, order)) ?? buyer.balanceCents;
      const language = readerLanguage(buyer.language);
      const f = figuresFor(language);
      const t = (key: string, args?: TextArgs) => texts.t(language, key, args);
      try {
        await api.sendMessage(buyer.telegramId, purchaseSuccessText(t, f, order, balanceAfter), { parse_mode: 'HTML' });
        await deliverNumbersWith({ api, t, figures: f, logger }, buyer.telegramId, order, numbers);
      } catch (error) {
        if (error instanceof GrammyError && (error.error_code === 403 || error.error_code === 400)) {
          logger.warn({ orderId, chatId: buyer.telegramId, description: error.description }, 'Mini App order refused by Telegram');
          return;
        }
        throw error;
      }
      await notifyAdminsOfPurchase({ db, logger, texts, api }, buyer, order, balanceAfter);
    },
  };
}
