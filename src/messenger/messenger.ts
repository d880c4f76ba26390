// The messenger: everything the shop sends to Telegram (replies, deliveries, notices, proof posts, broadcasts) leaves
// through it. One per process, built in src/main.ts: one client per bot token, one pace, one set of texts.
import type { Api } from 'grammy';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { getBotConfig } from '../domain/settings/bot-config';
import { bareClient, sendingRules } from './client';
import { createI18n, type Texts } from './i18n';
import { createPace, type Pace } from './pace';

/** Telegram's documented limit is ~30 messages a second overall; 25 leaves a margin (BROADCAST_RATE). */
const DEFAULT_MESSAGE_RATE = 25;

export type MessengerOptions = {
  db: Db;
  /** TELEGRAM_API_ROOT: Telegram, a self-hosted Bot API server, or the tests' stand-in. */
  apiRoot: string;
  logger: Pick<Logger, 'warn'>;
  /** New messages a second, at most, in any one-second window, whoever sends them (default 25). */
  perSecond?: number;
};

export type Messenger = {
  readonly apiRoot: string;
  /** New messages a second, at most, in any one-second window, for the whole shop (BROADCAST_RATE); with several
   *  processes on one PostgreSQL this process's pace runs at its share of it (shared-pace.ts, decision 0134). */
  readonly perSecond: number;
  readonly texts: Texts;
  /** The pace every new message takes its turn from (the broadcast sender takes its turns itself). */
  readonly pace: Pace;
  /** The client of the shop's stored token; null while no bot is configured (a notice then has no chat to go to). */
  client(): Promise<Api | null>;
  /** The client of a token (the bot service knows its own): one per token, built again when the token changes. */
  clientFor(token: string): Api;
};

export function createMessenger(options: MessengerOptions): Messenger {
  const perSecond = options.perSecond ?? DEFAULT_MESSAGE_RATE;
  const pace = createPace(perSecond);
  const rules = sendingRules(pace);
  const texts = createI18n(options.logger);
  let current: { token: string; api: Api } | undefined;

  function clientFor(token: string): Api {
    if (current?.token !== token) {
      const api = bareClient(token, options.apiRoot);
      api.config.use(rules);
      current = { token, api };
    }
    return current.api;
  }

  return {
    apiRoot: options.apiRoot,
    perSecond,
    texts,
    pace,
    clientFor,
    async client() {
      const { token } = await getBotConfig(options.db);
      return token ? clientFor(token) : null;
    },
  };
}
