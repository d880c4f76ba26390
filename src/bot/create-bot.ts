// createBot: the customer side of the shop's Telegram bot — grammY, its plugins, and one Composer per screen.
import { limit } from '@grammyjs/ratelimiter';
import { sequentialize } from '@grammyjs/runner';
import { type Api, Bot, type BotConfig } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import { botUserOf } from '../domain/customers/customers';
import { takeInUpdate } from '../domain/customers/received-updates';
import type { BotContext, BotDeps } from './context';
import { refusalText } from './error-messages';
import { accountFeature } from './features/account';
import { adminContinentsFeature } from './features/admin-continents';
import { adminBlockingFeature } from './features/admin-blocking';
import { adminCreditsFeature } from './features/admin-credits';
import { adminPanelFeature } from './features/admin-panel';
import { adminRefundsFeature } from './features/admin-refunds';
import { broadcastFeature } from './features/broadcast';
import { broadcastScheduleFeature } from './features/broadcast-schedule';
import { checkoutPaymentFeature } from './features/checkout-payment';
import { adminReportsFeature } from './features/admin-reports';
import { giftCardFeature } from './features/gift-cards';
import { helpFeature } from './features/help';
import { paySupportFeature } from './features/pay-support';
import { supportFeature, supportReplyFeature } from './features/support';
import { menuFeature } from './features/menu';
import { purchaseFeature } from './features/purchase';
import { referralsFeature } from './features/referrals';
import { reviewsFeature } from './features/reviews';
import { shopFeature } from './features/shop';
import { startFeature } from './features/start';
import { topUpFeature } from './features/top-up';
import { starsTopUpFeature } from './features/stars-top-up';
import { unhandledFeature } from './features/unhandled';
import { telegramClientOptions } from '../messenger/client';
import { figuresFor } from '../messenger/figures';
import { starsPayments } from './stars-payments';

export type CreateBotOptions = {
  apiRoot: string;
  /** Skips getMe at start (tests, the simulator, a restart that already knows the bot). */
  botInfo?: UserFromGetMe;
  /** Per-user flood limit: at most `updates` updates in `windowMs`; the excess is dropped with one notice. */
  flood?: { updates: number; windowMs: number };
  /**
   * The process's Bot API client (the messenger's, for this token): the bot's calls follow its rules (the shared
   * pace, per-chat spacing, retries, a 429 pausing every sender). None for the simulator, which sends nothing.
   */
  client?: Api;
  /** Record update ids and skip those seen before (off for the simulator, whose updates are made up). */
  recordUpdates?: boolean;
  /** grammY client options beyond the API root (the simulator swaps the transport). */
  clientOptions?: BotConfig<BotContext>['client'];
};

const DEFAULT_FLOOD = { updates: 12, windowMs: 3000 };

export function createBot(token: string, deps: BotDeps, options: CreateBotOptions): Bot<BotContext> {
  const bot = new Bot<BotContext>(token, { botInfo: options.botInfo, client: { ...telegramClientOptions, apiRoot: options.apiRoot, ...options.clientOptions } });
  // grammY gives each update a client of its own carrying bot.api's rules: with the messenger's, the bot's replies
  // share the pace, the per-chat spacing and the 429 pauses of every other sender of the process.
  if (options.client) bot.api.config.use(...options.client.config.installedTransformers());

  if (deps.metrics) bot.use(measured(deps.metrics));
  bot.use(async (ctx, next) => {
    ctx.deps = deps;
    ctx.customer = null;
    ctx.step = null;
    ctx.figures = figuresFor('fr');
    await next();
  });
  if (options.recordUpdates !== false) {
    // Once per update, whatever delivers it again: Telegram redelivering a webhook, another process taking over polling.
    bot.use(async (ctx, next) => {
      if (await takeInUpdate(deps.db, ctx.me.id, ctx.update.update_id)) return next();
      deps.logger.info({ updateId: ctx.update.update_id }, 'update already handled: skipped');
    });
  }
  // Stars payments before the per-chat queue and the flood limit: a pre-checkout has 10 seconds (decision 0135).
  bot.use(starsPayments);
  // One update at a time per chat: a double tap is handled after the first tap, never beside it.
  bot.use(sequentialize((ctx) => ctx.chat?.id.toString() ?? ctx.from?.id.toString()));
  const flood = options.flood ?? DEFAULT_FLOOD;
  bot.use(
    limit<BotContext, never>({
      timeFrame: flood.windowMs,
      limit: flood.updates,
      keyGenerator: (ctx) => ctx.from?.id.toString(),
      onLimitExceeded: async (ctx) => {
        if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => {});
        if (ctx.chat?.type === 'private') await ctx.reply(deps.i18n.t(ctx.from?.language_code ?? 'fr', 'error-flood')).catch(() => {});
      },
    }),
  );
  bot.use(answerEveryCallback);
  // The customer and their flow's step in one query: most updates need nothing else before their own reads.
  bot.use(async (ctx, next) => {
    if (ctx.from) Object.assign(ctx, await botUserOf(deps.db, ctx.from.id));
    await next();
  });
  bot.use(deps.i18n);
  bot.use(async (ctx, next) => {
    ctx.figures = figuresFor(ctx.customer?.language ?? (await ctx.i18n.getLocale()));
    await next();
  });

  // What escapes the boundary below (a failure before it, e.g. the database gone during a stop) is logged, not printed.
  bot.catch(({ error, ctx }) => deps.logger.error({ err: error, updateId: ctx.update.update_id }, 'bot update failed'));

  const shop = bot.errorBoundary(async ({ error, ctx }) => {
    const text = refusalText(ctx, error);
    if (!text) deps.logger.error({ err: error, updateId: ctx.update.update_id }, 'bot update failed');
    if (ctx.chat) await ctx.reply(text ?? ctx.t('error-generic'), { parse_mode: 'HTML' }).catch(() => {});
  });
  shop.use(startFeature);
  shop.use(requireCustomer);
  // broadcast before purchase, whose step clearing would drop the admin's preview on the tap that sends it.
  shop.use(broadcastFeature, broadcastScheduleFeature);
  // A bot admin's reply to a ticket's notice, before any step of theirs would read it as something else.
  shop.use(supportReplyFeature);
  // purchase first: it clears an abandoned typed-quantity step before any other feature handles a tap.
  shop.use(purchaseFeature, checkoutPaymentFeature, adminCreditsFeature, adminBlockingFeature, adminPanelFeature, adminRefundsFeature, adminContinentsFeature, adminReportsFeature, giftCardFeature, topUpFeature, starsTopUpFeature, menuFeature, shopFeature, accountFeature, reviewsFeature, referralsFeature, helpFeature, supportFeature, paySupportFeature, unhandledFeature);
  return bot;
}

/** Counts each update by kind and outcome and times it, whatever handled it (the first middleware). */
function measured(metrics: NonNullable<BotDeps['metrics']>) {
  return async (ctx: BotContext, next: () => Promise<void>) => {
    const kind = Object.keys(ctx.update).find((key) => key !== 'update_id') ?? 'unknown';
    const started = performance.now();
    let outcome = 'error';
    try {
      await next();
      outcome = 'ok';
    } finally {
      metrics.botUpdates.inc({ kind, outcome });
      metrics.botUpdateDuration.observe({ kind }, (performance.now() - started) / 1000);
    }
  };
}

/** Every callback query gets an answer (Telegram shows a spinner until then), whichever handler ran or failed. */
async function answerEveryCallback(ctx: BotContext, next: () => Promise<void>) {
  if (!ctx.callbackQuery) return next();
  let answered = false;
  ctx.api.config.use((prev, method, payload, signal) => {
    if (method === 'answerCallbackQuery') answered = true;
    return prev(method, payload, signal);
  });
  try {
    await next();
  } finally {
    if (!answered) await ctx.answerCallbackQuery().catch(() => {});
  }
}

/** Past /start, only registered customers: anyone else is asked to send /start (SPEC §6). */
async function requireCustomer(ctx: BotContext, next: () => Promise<void>) {
  if (ctx.customer) return next();
  if (ctx.callbackQuery) {
    await ctx.answerCallbackQuery({ text: ctx.t('error-user-not-found'), show_alert: true });
    return;
  }
  if (ctx.chat?.type === 'private') await ctx.reply(ctx.t('error-user-not-found'));
}
