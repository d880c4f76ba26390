// A notice sent to one chat (a customer's, an admin's or a channel) by a job.
import { type Api, GrammyError, type InlineKeyboard } from 'grammy';
import type { Logger } from 'pino';

/**
 * Sends an HTML notice. Blocked (403), deleted or never-started (400) chats will not accept it later either: the refusal
 * is logged as `<what> refused by Telegram` with `context`, and the job is not retried. Anything else throws (retried).
 */
export async function sendChatNotice(
  api: Api,
  chatId: number | string,
  text: string,
  logger: Logger,
  what: string,
  context: Record<string, unknown>,
  keyboard?: InlineKeyboard,
): Promise<void> {
  try {
    await api.sendMessage(chatId, text, { parse_mode: 'HTML', ...(keyboard ? { reply_markup: keyboard } : {}) });
  } catch (error) {
    if (error instanceof GrammyError && (error.error_code === 403 || error.error_code === 400)) {
      logger.warn({ ...context, chatId, description: error.description }, `${what} refused by Telegram`);
      return;
    }
    throw error;
  }
}
