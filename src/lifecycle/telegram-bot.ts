// The Telegram bot as a service: follows the stored configuration (token, started/stopped) in every shop process;
// polls through exactly one process (a database lease), or answers webhooks in any process when PUBLIC_URL is set.
import { randomUUID } from 'node:crypto';
import { type RunnerHandle, run } from '@grammyjs/runner';
import type { Bot } from 'grammy';
import type { Logger } from 'pino';
import type { BotControl, BotRuntimeState } from '../bot/control';
import type { BotContext } from '../bot/context';
import type { PaymentGateways } from '../domain/wallet/payment-gateways';
import { createBot, type CreateBotOptions } from '../bot/create-bot';
import { miniAppShopUrl, setBotCommands, setShopMenuButton } from '../bot/commands';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { acquireLease, releaseLease } from '../db/leases';
import { type BotConfig, getBotConfig, seedBotToken } from '../domain/settings/bot-config';
import { DomainError } from '../domain/errors';
import { checkBotToken } from '../messenger/client';
import type { Messenger } from '../messenger/messenger';
import type { ShopMetrics } from '../metrics';
import type { Service } from './services';

const POLLING_LEASE = 'telegram.polling';
export const WEBHOOK_PATH = '/telegram/webhook';
// Telegram sends only these kinds: pre_checkout_query must be among them, or every Stars payment is cancelled after
// 10 s unanswered (successful_payment and refunded_payment come as messages).
const ALLOWED_UPDATES = ['message', 'callback_query', 'pre_checkout_query'] as const;

export type TelegramBotOptions = {
  /** How often every process re-reads the stored configuration (a change made through another process). */
  refreshMs?: number;
  /** The polling lease: held this long without renewal, renewed at a third of it (takeover within ~10 s). */
  leaseMs?: number;
  bot?: Partial<CreateBotOptions>;
};

type Running = { token: string; bot: Bot<BotContext>; mode: 'polling' | 'webhook'; webhookSecret: string | null; stop(): Promise<void> };

/** Stops fetching, then waits (up to 5 s) for the updates already fetched to be handled: none is dropped half-done. */
async function drain(runner: RunnerHandle): Promise<void> {
  await runner.stop().catch(() => {});
  for (const end = Date.now() + 5000; runner.size() > 0 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
}

export function telegramBot(
  deps: { db: Db; config: Config; logger: Logger; messenger: Messenger; payments?: PaymentGateways; metrics?: ShopMetrics },
  options: TelegramBotOptions = {},
): Service & BotControl {
  const { db, config } = deps;
  const logger = deps.logger.child({ service: 'bot' });
  const refreshMs = options.refreshMs ?? 5000;
  const leaseMs = options.leaseMs ?? 9000;
  const holder = randomUUID();
  const { messenger } = deps;
  const i18n = messenger.texts;
  let current: Running | null = null;
  let polling = false;
  let lastError: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  // One refresh at a time: the timer and an API call may ask together.
  let chain: Promise<void> = Promise.resolve();

  async function startBot(stored: BotConfig & { token: string }): Promise<Running> {
    const shopUrl = miniAppShopUrl(config.publicUrl);
    const deps_ = { db, logger, i18n, payments: deps.payments, metrics: deps.metrics, shopUrl, paidBroadcast: messenger.paidBroadcast };
    const bot = createBot(stored.token, deps_, {
      apiRoot: messenger.apiRoot,
      client: messenger.clientFor(stored.token),
      ...options.bot,
    });
    await bot.init();
    await setBotCommands(bot, i18n).catch((error) => logger.warn({ err: error }, 'setMyCommands failed'));
    await setShopMenuButton(bot, i18n, shopUrl).catch((error) => logger.warn({ err: error }, 'setChatMenuButton failed'));
    if (config.publicUrl) {
      await bot.api.setWebhook(`${config.publicUrl}${WEBHOOK_PATH}`, {
        secret_token: stored.webhookSecret ?? undefined,
        allowed_updates: [...ALLOWED_UPDATES],
      });
      logger.info({ bot: bot.botInfo.username, mode: 'webhook' }, 'bot started');
      return { token: stored.token, bot, mode: 'webhook', webhookSecret: stored.webhookSecret, stop: async () => {} };
    }
    return startPolling(stored.token, bot, stored.webhookSecret);
  }

  /** Polls only while this process holds the lease; tries to take it at each renewal period. */
  function startPolling(token: string, bot: Bot<BotContext>, webhookSecret: string | null): Running {
    let runner: RunnerHandle | null = null;
    let leaseTimer: NodeJS.Timeout | null = null;
    let ended = false;
    // When polling failed for good (Telegram refused the token, another poller outside this shop): wait before retrying.
    let pausedUntil = 0;
    const tick = async () => {
      if (ended) return;
      let held = false;
      try {
        held = await acquireLease(db, POLLING_LEASE, holder, leaseMs);
      } catch (error) {
        logger.warn({ err: error }, 'polling lease check failed');
      }
      if (ended) return;
      if (held && !runner && Date.now() >= pausedUntil) {
        await bot.api.deleteWebhook().catch((error) => logger.warn({ err: error }, 'deleteWebhook failed'));
        // silent: the runner would print fetch errors with console.error; the one that ends polling is logged below.
        const started = run(bot, { runner: { fetch: { allowed_updates: [...ALLOWED_UPDATES] }, silent: true } });
        runner = started;
        polling = true;
        lastError = null;
        logger.info({ bot: bot.botInfo.username, mode: 'polling' }, 'bot started: this process polls');
        started.task()?.catch((error: unknown) => {
          if (runner !== started) return;
          runner = null;
          polling = false;
          pausedUntil = Date.now() + 30_000;
          lastError = error instanceof Error ? error.message : String(error);
          logger.error({ err: error }, 'polling stopped on an error Telegram will not get over by itself; retrying in 30 s');
        });
      } else if (!held && runner) {
        // Another process took the lease (we were too slow to renew): stop polling at once.
        const r = runner;
        runner = null;
        polling = false;
        await drain(r);
        logger.warn('polling lease lost: this process stopped polling');
      }
      if (!ended) leaseTimer = setTimeout(tick, Math.max(200, Math.floor(leaseMs / 3)));
    };
    void tick();
    return {
      token,
      bot,
      mode: 'polling',
      webhookSecret,
      async stop() {
        ended = true;
        if (leaseTimer) clearTimeout(leaseTimer);
        const r = runner;
        runner = null;
        polling = false;
        if (r) await drain(r);
        await releaseLease(db, POLLING_LEASE, holder).catch(() => {});
      },
    };
  }

  /**
   * TELEGRAM_BOT_TOKEN seeds the stored configuration once (checked with getMe); the back office's choices win
   * afterwards. Retried at each refresh while Telegram cannot be reached.
   */
  let seeded = !config.telegramBotToken;
  async function seedFromEnvironment(token: string): Promise<void> {
    try {
      const checked = await checkBotToken(token, messenger.apiRoot);
      if (await seedBotToken(db, checked)) logger.info({ bot: checked.botUsername }, 'bot token from TELEGRAM_BOT_TOKEN stored');
      seeded = true;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      // A token Telegram refuses will not become valid: stop asking; a network failure is retried.
      if (error instanceof DomainError && error.code === 'BOT_TOKEN_REJECTED') seeded = true;
      logger.error({ err: error }, 'TELEGRAM_BOT_TOKEN could not be checked with getMe; the shop runs without the bot for now');
    }
  }

  async function reconcile(): Promise<void> {
    if (!seeded && !stopped && config.telegramBotToken) await seedFromEnvironment(config.telegramBotToken);
    const stored = await getBotConfig(db);
    const wanted = stored.enabled && stored.token && !stopped ? (stored as BotConfig & { token: string }) : null;
    if (current && (!wanted || wanted.token !== current.token || wanted.webhookSecret !== current.webhookSecret)) {
      const old = current;
      current = null;
      await old.stop();
      logger.info('bot stopped');
    }
    if (wanted && !current) {
      try {
        current = await startBot(wanted);
        lastError = null;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        logger.error({ err: error }, 'bot could not start; retrying at the next refresh');
      }
    }
    if (!wanted && seeded) lastError = null;
  }

  function refresh(): Promise<void> {
    chain = chain.then(reconcile, reconcile);
    return chain;
  }

  function schedule() {
    timer = setTimeout(async () => {
      await refresh().catch((error) => logger.warn({ err: error }, 'bot refresh failed'));
      if (!stopped) schedule();
    }, refreshMs);
  }

  return {
    name: 'bot',
    async start() {
      stopped = false;
      await refresh();
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await refresh();
    },
    checkToken: (token) => checkBotToken(token, messenger.apiRoot),
    texts: messenger.texts,
    refresh,
    state: (): BotRuntimeState => ({ running: current != null, mode: current?.mode ?? null, polling, error: lastError }),
    async handleWebhook(update) {
      const running = current;
      if (running?.mode !== 'webhook') return false;
      await running.bot.handleUpdate(update);
      return true;
    },
  };
}
