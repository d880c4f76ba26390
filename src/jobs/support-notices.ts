// Delivers support tickets' messages (issue 28): a customer's to the bot admins holding `support` (each notice recorded,
// so a reply to it maps back to the ticket), an admin's answer to the customer, and a closed ticket's notice. A job per
// event, queued with it; a retried job skips the admins already told.
import { type Api, GrammyError, type InlineKeyboard } from 'grammy';
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { getShopSettings } from '../domain/settings/shop-settings';
import { chatsToldOf, recordSupportNotice } from '../domain/support/notices';
import { supportMessageForNotice, ticketThread } from '../domain/support/read';
import { autoCloseTickets, SUPPORT_NOTICES_QUEUE, type SupportMessage, type SupportNotice } from '../domain/support/tickets';
import { botAdminRecipients } from '../domain/users/bot-admins';
import { figuresFor } from '../messenger/figures';
import { readerLanguage } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import type { Translate } from '../messenger/notices/purchase';
import { asCaption, supportAdminNoticeText, supportNoticeKeyboard, supportReplyText } from '../messenger/notices/support';
import { type NoBotNotices, noBotNotices } from './no-bot-notices';
import type { JobDefinition } from './runner';

/** Sends a text, or the message's photo or file with the text as caption; the sent message's id, or null when refused. */
async function sendSupport(api: Api, chatId: number, text: string, message: SupportMessage, logger: Logger, keyboard?: InlineKeyboard): Promise<number | null> {
  const other = { parse_mode: 'HTML' as const, reply_markup: keyboard };
  try {
    if (message.fileId && message.fileKind === 'photo') return (await api.sendPhoto(chatId, message.fileId, { caption: asCaption(text), ...other })).message_id;
    if (message.fileId) return (await api.sendDocument(chatId, message.fileId, { caption: asCaption(text), ...other })).message_id;
    return (await api.sendMessage(chatId, text, other)).message_id;
  } catch (error) {
    if (error instanceof GrammyError && (error.error_code === 403 || error.error_code === 400)) {
      logger.warn({ chatId, supportMessageId: message.id, description: error.description }, 'support notice refused by Telegram');
      return null;
    }
    throw error;
  }
}

export function supportNotices(db: Db, messenger: Messenger, logger: Logger, noBot: NoBotNotices = noBotNotices(logger)): JobDefinition {
  const i18n = messenger.texts;
  return {
    queue: SUPPORT_NOTICES_QUEUE,
    handler: async (job) => {
      const notice = job.payload as SupportNotice;
      const api = await messenger.client();
      if (!api) {
        noBot('support notice', notice);
        return;
      }
      if (notice.kind === 'closed') {
        const { ticket } = await ticketThread(db, notice.ticketId);
        if (!ticket.customer.telegramId) return;
        const language = readerLanguage(ticket.customer.language);
        const days = notice.auto ? (await getShopSettings(db)).supportAutoCloseDays : 0;
        const text = notice.auto
          ? i18n.t(language, 'support-auto-closed', { ticket: String(ticket.id), days: figuresFor(language).count(days) })
          : i18n.t(language, 'support-closed', { ticket: String(ticket.id) });
        await api.sendMessage(ticket.customer.telegramId, text, { parse_mode: 'HTML' }).catch((error) => {
          if (error instanceof GrammyError && (error.error_code === 403 || error.error_code === 400)) return;
          throw error;
        });
        return;
      }
      const found = await supportMessageForNotice(db, notice.messageId);
      if (!found) return;
      const { message, thread } = found;
      if (message.author === 'admin') {
        if (!thread.customer.telegramId) return;
        const language = readerLanguage(thread.customer.language);
        await sendSupport(api, thread.customer.telegramId, supportReplyText((key, args) => i18n.t(language, key, args), thread.id, message), message, logger);
        return;
      }
      const told = await chatsToldOf(db, message.id);
      const isFirst = thread.messageCount === 1 || (await ticketThread(db, thread.id)).messages[0]?.id === message.id;
      // The refund button only for the admins who may refund (the panel's Remboursements permission, decision 0147).
      const refunders = thread.order ? new Set((await botAdminRecipients(db, 'credits')).map((a) => a.chatId)) : new Set<number>();
      for (const admin of await botAdminRecipients(db, 'support')) {
        if (told.has(admin.chatId)) continue;
        const language = readerLanguage(admin.language);
        const t: Translate = (key, args) => i18n.t(language, key, args);
        const text = supportAdminNoticeText(t, figuresFor(language), thread, message, isFirst);
        const keyboard = refunders.has(admin.chatId) ? supportNoticeKeyboard(t, thread) : undefined;
        const sentId = await sendSupport(api, admin.chatId, text, message, logger, keyboard);
        if (sentId !== null) await recordSupportNotice(db, { chatId: admin.chatId, messageId: sentId, ticketId: thread.id, supportMessageId: message.id });
      }
    },
  };
}

/** Closes the tickets without a customer message for the shop's number of days, each customer told (by the queue). */
export function supportAutoClose(db: Db, logger: Logger, now: () => Date = () => new Date(), everyMs = 60 * 60 * 1000): JobDefinition {
  return {
    queue: 'support-auto-close',
    everyMs,
    handler: async () => {
      const { supportAutoCloseDays } = await getShopSettings(db);
      const closed = await autoCloseTickets(db, now(), supportAutoCloseDays);
      if (closed.length) logger.info({ tickets: closed, days: supportAutoCloseDays }, 'support tickets closed without a customer message');
    },
  };
}
