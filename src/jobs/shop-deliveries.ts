// Sends a Mini App order to the buyer's bot chat as after a bot purchase (the success message, then the .txt file), and tells the bot admins.
import { sql } from 'drizzle-orm';
import { Api, GrammyError } from 'grammy';
import type { Logger } from 'pino';
import { notifyAdminsOfPurchase } from '../bot/admin-notifications';
import { deliverNumbersWith } from '../bot/delivery';
import { createI18n, figuresFor, readerLanguage, type TextArgs } from '../bot/i18n';
import { escapeHtml } from '../bot/screen';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { getBotConfig } from '../domain/settings/bot-config';
import { findCustomerById } from '../domain/customers/customers';
import { deliveredOrder, getOrder } from '../domain/orders/read';
import { SHOP_DELIVERY_QUEUE } from '../domain/shop/buy';
import { type NoBotNotices, noBotNotices } from './no-bot-notices';
import type { JobDefinition } from './runner';

/**
 * One job per order (queued by buyPack, keyed by the order). A buyer who blocked the bot (403) or never opened its chat
 * (400) is not retried: the order stays in their history, downloadable from the bot. Telegram unreachable is retried
 * by the queue. Without a bot configured there is no chat to send to: the job ends.
 */
export function shopDeliveries(db: Db, apiRoot: string, logger: Logger, noBot: NoBotNotices = noBotNotices(logger)): JobDefinition {
  const i18n = createI18n(logger);
  return {
    queue: SHOP_DELIVERY_QUEUE,
    handler: async (job) => {
      const orderId = Number(job.payload.orderId);
      const [{ token }, order] = await Promise.all([getBotConfig(db), getOrder(db, orderId)]);
      if (!order) return;
      if (!token) {
        noBot('Mini App delivery', { orderId });
        return;
      }
      const buyer = await findCustomerById(db, order.userId);
      if (!buyer?.telegramId) return;
      const { numbers } = await deliveredOrder(db, order);
      const [ledger] = await queryRows<{ balance_after_cents: string | number }>(
        db,
        // By the buyer first: ledger_entries is indexed by (user_id, id), not by reference, and without the user this was
        // a scan of the whole ledger per delivered order (seen in the load test, bench/LOADTEST.md).
        sql`select balance_after_cents from ledger_entries
            where user_id = ${order.userId} and reference_type = 'order' and reference_id = ${String(order.id)} and kind = 'purchase' limit 1`,
      );
      const balanceAfter = ledger ? Number(ledger.balance_after_cents) : buyer.balanceCents;
      const api = new Api(token, { apiRoot });
      const language = readerLanguage(buyer.language);
      const f = figuresFor(language);
      const t = (key: string, args?: TextArgs) => i18n.t(language, key, args);
      try {
        await api.sendMessage(
          buyer.telegramId,
          t('purchase-success', {
            quantity: f.count(order.quantity),
            operator: escapeHtml(order.operatorName ?? ''),
            flag: order.countryFlag ?? '',
            country: escapeHtml(order.countryName ?? ''),
            cost: f.euros(order.priceCents),
            balance: f.euros(balanceAfter),
            order: String(order.id),
          }),
          { parse_mode: 'HTML' },
        );
        await deliverNumbersWith({ api, t, figures: f, logger }, buyer.telegramId, order, numbers);
      } catch (error) {
        if (error instanceof GrammyError && (error.error_code === 403 || error.error_code === 400)) {
          logger.warn({ orderId, chatId: buyer.telegramId, description: error.description }, 'Mini App order refused by Telegram');
          return;
        }
        throw error;
      }
      await notifyAdminsOfPurchase({ db, logger, i18n, api }, buyer, order, balanceAfter);
    },
  };
}
