// Composition root: config → database → start-up work (under one lock) → services, stopped in reverse on SIGTERM/SIGINT.
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { getBotConfig } from './domain/settings/bot-config';
import { buildApp } from './http/app';
import { pgliteVacuum } from './jobs/pglite-vacuum';
import { guessingLimitsPruning } from './jobs/guessing-limits-pruning';
import { idempotencyPruning } from './jobs/idempotency-pruning';
import { broadcastSchedules } from './jobs/broadcast-schedules';
import { broadcastSender } from './jobs/broadcast-sender';
import { checkoutOrders } from './jobs/checkout-orders';
import { depositNotices } from './jobs/deposit-notices';
import { noBotNotices } from './jobs/no-bot-notices';
import { referralNotices } from './jobs/referral-notices';
import { refundNotices } from './jobs/refund-notices';
import { depositReconciliation } from './jobs/deposit-reconciliation';
import { starsReconciliation } from './jobs/stars-reconciliation';
import { jobRunner } from './jobs/runner';
import { purchaseProofs } from './jobs/purchase-proofs';
import { reviewAsks, reviewProofs, reviewSweep } from './jobs/review-requests';
import { shopDeliveries } from './jobs/shop-deliveries';
import { stockAlerts } from './jobs/stock-alerts';
import { webhookDeliveries } from './jobs/webhook-deliveries';
import { supportAutoClose, supportNotices } from './jobs/support-notices';
import { paymentGateways } from './domain/wallet/payment-gateways';
import { btcpayGateway } from './payments/btcpay';
import { nowpaymentsGateway } from './payments/nowpayments';
import { telegramUpdatesPruning } from './jobs/telegram-updates-pruning';
import { interruptedCreations } from './jobs/interrupted-creations';
import { saleTalliesFolding } from './jobs/sale-tallies-folding';
import { databaseService } from './lifecycle/database';
import { httpServer } from './lifecycle/http-server';
import { idleHeapRelease } from './lifecycle/idle-heap';
import { telegramBot } from './lifecycle/telegram-bot';
import { ServiceStartError, startServices, stopOnSignals } from './lifecycle/services';
import { prepareDatabase, StartUpRefused } from './lifecycle/start-up';
import type { Logger } from 'pino';
import { createLogger, linesWritten, writeBesideLogs } from './logger';
import { createMetrics } from './metrics';
import { createMessenger } from './messenger/messenger';
import { sharedPace } from './messenger/shared-pace';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config);

  const target = config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };
  let database = await openDatabase(target);
  const { admin, seeded } = await prepareDatabase(database, config, logger).catch(async (error) => {
    await database.close().catch(() => {});
    throw error;
  });
  // Seeding the demo grows PGlite's WebAssembly memory to several hundred MB, and that memory never shrinks: the shop
  // serves from a database thread opened afresh (about a second, once, at the first start; decision 0152).
  if (seeded && database.kind === 'pglite') {
    await database.close();
    database = await openDatabase(target);
  }

  // The payment providers the shop knows: one adapter each (src/payments/<provider>.ts), one line here (decision 0129).
  const payments = paymentGateways(database.db, config.payments, {
    btcpay: btcpayGateway,
    nowpayments: nowpaymentsGateway,
  });
  const metrics = createMetrics(database.db);
  // One messenger per process: every message to Telegram leaves through it, at one pace (decision 0128).
  const messenger = createMessenger({
    db: database.db,
    apiRoot: config.telegramApiRoot,
    logger,
    perSecond: config.broadcastRatePerSecond,
    paidBroadcast: config.paidBroadcast,
  });
  const bot = telegramBot({ db: database.db, config, logger, messenger, payments, metrics });
  // One line for every notice that finds no bot, whichever job it comes from.
  const noBot = noBotNotices(logger);
  const http = httpServer(
    await buildApp({
      config,
      db: database.db,
      logger,
      bot,
      payments,
      messenger,
      metrics,
      // Mini App init data is signed with the bot's token as stored (the back office may have changed it since the env's).
      telegramBotToken: async () => (await getBotConfig(database.db)).token ?? config.telegramBotToken,
    }),
    config,
  );
  const running = await startServices(
    [
      databaseService(database),
      // Gives back the heap a busy spell grew once the shop is quiet (decision 0163; on under `npm start`'s --expose-gc).
      idleHeapRelease({ logger }),
      // Several processes share one database only on PostgreSQL: there they share the rate too (decision 0134); before
      // every sender, so it holds their messages until this process has its share, and stops after them.
      ...(database.kind === 'postgres' ? [sharedPace(database, messenger.pace, config.broadcastRatePerSecond, logger)] : []),
      jobRunner(
        database.db,
        [
          ...pgliteVacuum(database, logger),
          telegramUpdatesPruning(database.db, logger),
          guessingLimitsPruning(database.db),
          idempotencyPruning(database.db),
          saleTalliesFolding(database.db, logger),
          broadcastSchedules(database.db, logger),
          interruptedCreations(database.db, logger),
          depositReconciliation(database.db, payments, logger),
          starsReconciliation(database.db, messenger, logger),
          depositNotices(database.db, messenger, logger, noBot),
          referralNotices(database.db, messenger, logger, noBot),
          refundNotices(database.db, messenger, logger, noBot),
          stockAlerts(database.db, messenger, logger),
          purchaseProofs(database.db, messenger, logger),
          reviewSweep(database.db),
          reviewAsks(database.db, messenger, logger, noBot),
          reviewProofs(database.db, messenger, logger),
          shopDeliveries(database.db, messenger, logger, noBot),
          checkoutOrders(database.db, messenger, logger, noBot),
          supportNotices(database.db, messenger, logger, noBot),
          supportAutoClose(database.db, logger),
        ],
        logger,
      ),
      // Outgoing webhooks on a runner of their own: an endpoint that times out never holds up the shop's notices.
      jobRunner(database.db, webhookDeliveries(database.db, messenger, logger, noBot, { allowPrivate: config.webhooksAllowPrivate }), logger, {
        name: 'webhooks',
        pollMs: 250,
      }),
      broadcastSender(database.db, messenger, { logger }),
      http,
      // After the HTTP server, so the webhook route answers before setWebhook points Telegram at it.
      bot,
    ],
    { logger },
  );
  stopOnSignals(running, logger);

  const banner = [`\nAutoShop is running: ${http.url()}`];
  if (admin.created) {
    banner.push(`First admin created: user name "${admin.username}"`);
    banner.push(
      admin.generated
        ? `  password "${admin.password}" (shown once: write it down, or set ADMIN_PASSWORD before the first start)`
        : '  password: the value of ADMIN_PASSWORD',
    );
  }
  const text = `${banner.join('\n')}\n\n`;
  // Through the logger's own output: the start-up lines logged so far go out first, then the banner.
  writeBesideLogs(logger, text);
  repeatAfterStartUp(logger, text);
}

/**
 * The banner again once the start-up work's lines stop (jobs' first runs, the bot's first updates): the URL and the
 * one-time password end the terminal, not a screen above. Only if lines came after it; given up after a minute.
 */
function repeatAfterStartUp(logger: Logger, text: string, quietMs = 2_000, giveUpMs = 60_000): void {
  const startedAt = Date.now();
  let seen = linesWritten(logger);
  const atBanner = seen;
  let lastLineAt = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    const written = linesWritten(logger);
    if (written !== seen) {
      seen = written;
      lastLineAt = now;
    } else if (written !== atBanner && now - lastLineAt >= quietMs) {
      clearInterval(timer);
      writeBesideLogs(logger, text);
    }
    if (now - startedAt > giveUpMs) clearInterval(timer);
  }, 250);
  timer.unref();
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
  } else if (error instanceof ServiceStartError || error instanceof StartUpRefused) {
    // One line naming the part that failed; the cause's stack only when there is one to read.
    process.stderr.write(`AutoShop failed to start: ${error.message}\n`);
  } else {
    process.stderr.write(`AutoShop failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
