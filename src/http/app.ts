// buildApp: the Fastify application (API, back office, later webhooks) over a given config, database and logger.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { type RequestLogLevel, requestLogLevel } from '../logger';
import type { BotControl } from '../bot/control';
import type { Config } from '../config';
import type { PaymentGateways } from '../domain/wallet/payment-gateways';
import type { Db } from '../domain/database';
import { WEBHOOK_PATH } from '../lifecycle/telegram-bot';
import type { Messenger } from '../messenger/messenger';
import { createMetrics, type ShopMetrics } from '../metrics';
import type { BotTokenSource } from './access/customer';
import { type AccessKind, accessKindOf } from './access/kinds';
import { readBoundedJsonBodies } from './bounded-json';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { openApiPlugin } from './openapi/plugin';
import type { SignInLimits } from '../domain/users/sign-in';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { apiRoutes } from './routes/index';
import { securityHeaders } from './security-headers';
import { MAX_UPLOAD_BYTES } from './routes/numlists';
import { contractValidatorCompiler } from './validate';
import { webPlugin } from './web';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The bot of this process: the /api/telegram routes and the webhook ask it to check, start, stop and handle. */
    bot: BotControl;
    /** The payment providers, from the settings of the moment (webhooks, top-ups, the settings page). */
    payments: PaymentGateways;
    /** The process's one messenger: the Mini App's Stars invoice links (decision 0138) and the back office's Stars refunds
     * (decision 0137) are asked of Telegram through it. */
    messenger: Messenger;
    /** The largest numbers file an import accepts, in bytes (MAX_UPLOAD_BYTES; smaller in tests). */
    uploadLimitBytes: number;
    /** This process's Prometheus metrics (GET /metrics). */
    metrics: ShopMetrics;
    /** Every route as registered, with the kind of caller it accepts; the access test walks it. */
    registeredRoutes: Array<{ method: string; url: string; readonly access: AccessKind }>;
  }
}

export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger | false;
  /** The bot token that signs Mini App init data (customer routes); the configured TELEGRAM_BOT_TOKEN by default. */
  telegramBotToken?: BotTokenSource;
  /** The bot this process runs (src/lifecycle/telegram-bot.ts), built by the caller: src/main.ts, or tests/support/app.ts. */
  bot: BotControl;
  /** The payment providers (src/domain/wallet/payment-gateways.ts over the adapters src/main.ts lists). */
  payments: PaymentGateways;
  /** The process's messenger (src/messenger/messenger.ts), built in src/main.ts: the one Telegram client. */
  messenger: Messenger;
  /** The process's metrics (made in the composition root, shared with the bot); a fresh registry by default. */
  metrics?: ShopMetrics;
  /** Overrides for tests: sign-in guessing limits, the web build folder. */
  loginLimits?: SignInLimits;
  webDir?: string;
  /** The largest numbers file an import accepts (MAX_UPLOAD_BYTES by default). */
  uploadLimitBytes?: number;
  /** The time an API key's rate-limit window and expiry are read at (the system clock by default; tests fix it). */
  clock?: () => Date;
};

/**
 * One log line per request, when it completes: method, url, status, time (Fastify's own pair is two lines); at the
 * logger's request level (debug on a terminal, info in JSON: src/logger.ts), errors always at error.
 */
class OneLinePerRequest extends LogController {
  constructor(private readonly level: RequestLogLevel) {
    super();
  }
  override incomingRequest() {}
  override routeNotFound() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const responseTime = Math.round(reply.elapsedTime);
    const fields = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime };
    const line = `${request.method} ${request.url} ${reply.statusCode} ${responseTime} ms`;
    if (error || reply.statusCode >= 500) reply.log.error({ ...fields, ...(error ? { err: error } : {}) }, line);
    else reply.log[this.level](fields, line);
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    logController: new OneLinePerRequest(deps.logger ? requestLogLevel(deps.logger) : 'info'),
    bodyLimit: 1024 * 1024,
    // Forwarded headers only from the configured proxies (TRUST_PROXY): request.ip is what the guessing limits count.
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
  // Routes declare their input with the contract schemas (`schema: { body, querystring, params }`); see validate.ts.
  app.setValidatorCompiler(contractValidatorCompiler);
  // …and their answers with the contract's response schema per status (`schema: { response: { 200: … } }`): a field
  // the contract does not name is dropped, a value that breaks it is a 500 instead of a leak (decision 0148).
  app.setSerializerCompiler(serializerCompiler);
  // Every JSON body is refused past a nesting depth before it is parsed (route plugins inherit this parser).
  readBoundedJsonBodies(app);

  app.decorate('db', deps.db);
  app.decorate('config', deps.config);
  app.decorate('bot', deps.bot);
  app.decorate('payments', deps.payments);
  app.decorate('messenger', deps.messenger);
  app.decorate('metrics', deps.metrics ?? createMetrics(deps.db));
  app.decorate('uploadLimitBytes', deps.uploadLimitBytes ?? MAX_UPLOAD_BYTES);
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read when walked: a plugin's own onRoute hook (web.ts) may still declare the access after this one ran.
      if (method !== 'HEAD') {
        app.registeredRoutes.push({ method, url: route.url, get access() { return accessKindOf(route.config?.access); } });
      }
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    app.metrics.httpDuration.observe({ method: request.method, route, status: String(status) }, reply.elapsedTime / 1000);
    // A refused webhook (a bad signature, the provider unreachable, the bot stopped) is what an operator must see.
    const source = route === WEBHOOK_PATH ? 'telegram' : route.startsWith('/webhooks/') ? route.slice('/webhooks/'.length) : null;
    if (source && status >= 400) {
      const reason = status === 401 ? 'signature' : status === 503 ? 'unavailable' : status >= 500 ? 'error' : 'rejected';
      app.metrics.webhookFailures.inc({ source, reason });
    }
  });


  await app.register(errorsPlugin);
  // Before the access guard, so a refused request carries the headers too.
  await app.register(helmet, securityHeaders(deps.config).everywhere);
  await app.register(cookie);
  await app.register(authPlugin, { botToken: deps.telegramBotToken ?? (() => deps.config.telegramBotToken), clock: deps.clock ?? (() => new Date()) });
  await app.register(idempotencyPlugin);
  // Before the routes: @fastify/swagger collects them as they are registered.
  await app.register(openApiPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes(deps.loginLimits));
  for (const routes of apiRoutes) await app.register(routes);
  await app.register(webPlugin, { dir: deps.webDir });
  return app;
}
