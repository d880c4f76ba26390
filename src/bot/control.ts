// What the rest of the shop (the back office's /api/telegram routes, the webhook route) may ask of the running bot.
import type { Update } from 'grammy/types';
import type { CheckedBot } from '../domain/settings/bot-config';
import { checkBotToken } from '../messenger/client';
import { createI18n, type Texts } from '../messenger/i18n';

export type BotRuntimeState = {
  /** This process runs the bot (polling or ready for webhooks). */
  running: boolean;
  mode: 'polling' | 'webhook' | null;
  /** In polling mode: this process holds the database lease and calls getUpdates (only one process does). */
  polling: boolean;
  /** The last failure starting the bot, in English for the log; null when fine. */
  error: string | null;
};

export type BotControl = {
  /** Checks a token with Telegram's getMe (at TELEGRAM_API_ROOT); throws BOT_TOKEN_REJECTED or TELEGRAM_UNREACHABLE. */
  checkToken(token: string): Promise<CheckedBot>;
  /** Re-reads the stored configuration and starts, restarts or stops the bot in this process now. */
  refresh(): Promise<void>;
  state(): BotRuntimeState;
  /**
   * One update from Telegram's webhook (its secret token already checked by the route's access). False when this
   * process does not run the bot in webhook mode (the route answers 503, so Telegram delivers it again); resolves
   * once the update is handled.
   */
  handleWebhook(update: Update): Promise<boolean>;
  /** The bot's texts (the process's messenger's): the back office's simulator speaks with them. */
  readonly texts: Texts;
};

/**
 * The control of an app that runs no bot (tests of the routes alone): tokens are still checked for real. `texts`: the
 * app's messenger's, so a test app reads the .ftl files once.
 */
export function detachedBotControl(apiRoot: string, texts: Texts = createI18n()): BotControl {
  return {
    checkToken: (token) => checkBotToken(token, apiRoot),
    async refresh() {},
    state: () => ({ running: false, mode: null, polling: false, error: null }),
    async handleWebhook() {
      return false;
    },
    texts,
  };
}
