// Tells the bot admins who hold the stock permission when a sale leaves an operator unable to fill the minimum order.
import { GrammyError } from 'grammy';
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { botAdminRecipients } from '../domain/users/bot-admins';
import { checkOperatorStock, forgetStockAlert, STOCK_CHECK_QUEUE } from '../domain/stock/stock-alerts';
import { figuresFor } from '../messenger/figures';
import { escapeHtml, readerLanguage } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import type { JobDefinition } from './runner';

/**
 * The purchase's statement asks for a check per operator (stockCheckRequest); the check reports a shortage once. If
 * Telegram cannot be reached, the shortage is forgotten and the job retried, so the alert is late rather than lost; a
 * chat that refuses it (blocked, unknown: 403/400) does not hold up the others.
 */
export function stockAlerts(db: Db, messenger: Messenger, logger: Logger): JobDefinition {
  const i18n = messenger.texts;
  return {
    queue: STOCK_CHECK_QUEUE,
    handler: async (job) => {
      const operatorId = Number(job.payload.operatorId);
      const shortage = await checkOperatorStock(db, operatorId);
      if (!shortage) return;
      const api = await messenger.client();
      const recipients = api ? await botAdminRecipients(db, 'stock') : [];
      if (!api || recipients.length === 0) {
        logger.info({ operatorId, available: shortage.availableNumbers }, 'low stock: no bot admin to tell');
        return;
      }
      try {
        for (const admin of recipients) {
          const language = readerLanguage(admin.language);
          const f = figuresFor(language);
          const text = i18n.t(language, 'admin-low-stock', {
            operator: escapeHtml(shortage.operatorName),
            flag: shortage.countryFlag ?? '',
            country: escapeHtml(shortage.countryName ?? ''),
            available: f.count(shortage.availableNumbers),
            minimum: f.count(shortage.minimumQuantity),
          });
          await api.sendMessage(admin.chatId, text, { parse_mode: 'HTML' }).catch((error) => {
            if (error instanceof GrammyError && (error.error_code === 403 || error.error_code === 400)) {
              logger.warn({ chatId: admin.chatId, description: error.description }, 'low-stock alert refused by Telegram');
              return;
            }
            throw error;
          });
        }
      } catch (error) {
        await forgetStockAlert(db, operatorId);
        throw error;
      }
    },
  };
}
