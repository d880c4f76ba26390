// The messenger: everything the shop sends to Telegram (replies, deliveries, notices, proof posts, broadcasts) leaves
// through it. One per process, built in src/main.ts: one client per bot token, one pace, one set of texts.
import type { Api } from 'grammy';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { getBotConfig } from '../domain/settings/bot-config';
import { bareClient, sendingRules } from './client';
import { createI18n, type Texts } from './i18n';
import type { PaidBroadcastTerms } from '../domain/broadcasts/paid';
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
  /** A paid broadcast's pace and price (PAID_BROADCAST_RATE, PAID_BROADCAST_STARS_PER_MESSAGE; decision 0150). */
  paidBroadcast?: { perSecond: number; milliStarsPerMessage: number };
};

/** Telegram's documented price and ceiling of a paid broadcast today: 0.1 Star a message, up to 1,000 a second. */
const DEFAULT_PAID_BROADCAST = { perSecond: 1000, milliStarsPerMessage: 100 };

export type Messenger = {
  readonly apiRoot: string;
  /** New messages a second, at most, in any one-second window, for the whole shop (BROADCAST_RATE); with several
   *  processes on one PostgreSQL this process's pace runs at its share of it (shared-pace.ts, decision 0134). */
  readonly perSecond: number;
  readonly texts: Texts;
  /** The pace every new message takes its turn from (the broadcast sender takes its turns itself). */
  readonly pace: Pace;
  /**
   * The paid broadcasts' own pace (allow_paid_broadcast is outside the free limit, so the bot's replies and notices keep
   * the whole of `pace` meanwhile), held by `pace`'s pauses: a 429 anywhere stops both. Only the process holding the
   * broadcast sender's lease sends paid messages, so it runs at the whole rate (decision 0150).
   */
  readonly paidBroadcast: { readonly perSecond: number; readonly pace: Pace; readonly terms: PaidBroadcastTerms };
  /** The client of the shop's stored token; null while no bot is configured (a notice then has no chat to go to). */
  client(): Promise<Api | null>;
  /** The client of a token (the bot service knows its own): one per token, built again when the token changes. */
  clientFor(token: string): Api;
};

export function createMessenger(options: MessengerOptions): Messenger {
  const perSecond = options.perSecond ?? DEFAULT_MESSAGE_RATE;
  const pace = createPace(perSecond);
  const paid = options.paidBroadcast ?? DEFAULT_PAID_BROADCAST;
  const paidPace = createPace(paid.perSecond, Date.now, pace);
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

  async function client() {
    const { token } = await getBotConfig(options.db);
    return token ? clientFor(token) : null;
  }

  return {
    apiRoot: options.apiRoot,
    perSecond,
    texts,
    pace,
    paidBroadcast: {
      perSecond: paid.perSecond,
      pace: paidPace,
      terms: {
        milliStarsPerMessage: paid.milliStarsPerMessage,
        // getMyStarBalance: whole Stars (the nanostar part never pays for a message of its own).
        async starBalance() {
          const api = await client();
          if (!api) throw new DomainError('BOT_NOT_CONFIGURED');
          try {
            return (await api.getMyStarBalance()).amount;
          } catch (error) {
            throw new DomainError('TELEGRAM_UNREACHABLE', { reason: error instanceof Error ? error.message : String(error) });
          }
        },
      },
    },
    clientFor,
    client,
  };
}
