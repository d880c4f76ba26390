// A shop's bot running for real against the Bot API stand-in: test database, the bot service, helpers to set up stock.
import pino from 'pino';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { ShopMetrics } from '../../src/metrics';
import { addBotAdmin } from '../../src/domain/users/bot-admins';
import { telegramBot, type TelegramBotOptions } from '../../src/lifecycle/telegram-bot';
import { createMessenger, type Messenger } from '../../src/messenger/messenger';
import { buildTestApp, shopPayments, testConfig } from './app';
import { type BotApiStandIn, startBotApiStandIn } from './bot-api-stand-in';
import { createTestDatabase } from './db';

export type BotHarness = {
  standIn: BotApiStandIn;
  database: Database;
  config: Config;
  bot: ReturnType<typeof telegramBot>;
  /** The first shop process's messenger (its bot's client, pace and texts): the jobs a test runs send through it. */
  messenger: Messenger;
  /** Starts another bot service on the same database (a restart, or a second shop process). */
  startAnother(options?: TelegramBotOptions): Promise<ReturnType<typeof telegramBot>>;
  close(): Promise<void>;
};

/** Quick refresh and lease; the flood limit out of the way (a test taps faster than a person; one test sets its own). */
const FAST: TelegramBotOptions = { refreshMs: 200, leaseMs: 1500, bot: { flood: { updates: 1000, windowMs: 1000 } } };

export async function startBotHarness(
  options: {
    config?: Partial<Config>;
    bot?: TelegramBotOptions;
    database?: Database;
    standIn?: BotApiStandIn;
    admins?: number[];
    metrics?: ShopMetrics;
  } = {},
): Promise<BotHarness> {
  const standIn = options.standIn ?? (await startBotApiStandIn());
  const database = options.database ?? (await createTestDatabase());
  for (const chatId of options.admins ?? []) await addBotAdmin(database.db, { telegramChatId: chatId }, null);
  const config = testConfig({ telegramApiRoot: standIn.url, telegramBotToken: standIn.token, ...options.config });
  const logger = pino({ level: process.env.BOT_TEST_LOG ?? 'silent' });
  // The shop's own providers, as configured by config.payments (a provider stand-in's settings, or none: manual).
  const payments = shopPayments(database.db, config.payments);
  const services: Array<ReturnType<typeof telegramBot>> = [];
  const newMessenger = () => createMessenger({ db: database.db, apiRoot: config.telegramApiRoot, logger, perSecond: config.broadcastRatePerSecond });
  const messenger = newMessenger();
  // Each service is a shop process of its own: the first uses `messenger`, another (a restart, a second process) its own.
  const startAnother = async (more: TelegramBotOptions = {}) => {
    const own = services.length === 0 ? messenger : newMessenger();
    const service = telegramBot({ db: database.db, config, logger, messenger: own, payments, metrics: options.metrics }, { ...FAST, ...options.bot, ...more });
    await service.start();
    services.push(service);
    return service;
  };
  const bot = await startAnother();
  return {
    standIn,
    database,
    config,
    bot,
    messenger,
    startAnother,
    async close() {
      for (const s of services.reverse()) await s.stop().catch(() => {});
      await standIn.close();
      await database.close();
    },
  };
}

/** A provider's webhook delivered to the HTTP app of the harness; returns the outcome it answers. */
export async function deliverWebhook(harness: BotHarness, url: string, hook: { headers: Record<string, string>; body: string }) {
  const app = await buildTestApp({ config: harness.config, db: harness.database.db, logger: false, webDir: '/nonexistent' });
  try {
    const answer = await app.inject({ method: 'POST', url, headers: hook.headers, payload: hook.body });
    return answer.json().outcome;
  } finally {
    await app.close();
  }
}
