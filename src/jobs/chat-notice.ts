// A notice sent to one chat (a customer's, an admin's or a channel) by a job, and the job that tells one customer
// something in their language.
import { type Api, GrammyError, type InlineKeyboard } from 'grammy';
import type { Logger } from 'pino';
import { type Figures, figuresFor } from '../messenger/figures';
import { readerLanguage } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import type { Translate } from '../messenger/notices/purchase';
import type { NoBotNotices } from './no-bot-notices';
import type { JobDefinition } from './runner';

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

/** What a customer notice job found to say: to which chat, in which language (the customer's stored one), and the text. */
export type CustomerNotice = {
  chatId: number | string;
  language: string | null | undefined;
  render(t: Translate, f: Figures): string | { text: string; keyboard?: InlineKeyboard };
};

/**
 * A job that tells one customer something: `load` reads what to say from the job's payload (null: nothing to say any
 * more, the job ends), rendered in the customer's language and sent through the messenger. No bot configured: said
 * once (`noBot`), not sent. Blocked or unknown chats are not retried (sendChatNotice); anything else is.
 */
export function customerNoticeJob(
  { messenger, logger, noBot }: { messenger: Messenger; logger: Logger; noBot: NoBotNotices },
  queue: string,
  /** What the notice is, for the logs ("refund notice"). */
  what: string,
  notice: {
    /** The payload's ids, for the logs. */
    context(payload: Record<string, unknown>): Record<string, unknown>;
    load(payload: Record<string, unknown>): Promise<CustomerNotice | null>;
  },
): JobDefinition {
  return {
    queue,
    handler: async (job) => {
      const context = notice.context(job.payload);
      const api = await messenger.client();
      if (!api) {
        noBot(what, context);
        return;
      }
      const found = await notice.load(job.payload);
      if (!found) return;
      const language = readerLanguage(found.language);
      const rendered = found.render((key, args) => messenger.texts.t(language, key, args), figuresFor(language));
      const { text, keyboard } = typeof rendered === 'string' ? { text: rendered, keyboard: undefined } : rendered;
      await sendChatNotice(api, found.chatId, text, logger, what, context, keyboard);
    },
  };
}
