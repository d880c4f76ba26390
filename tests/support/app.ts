// Test app factory: buildApp over a fresh test database, an admin and a signed-in session, for app.inject() tests.
// Every test, browser test and benchmark builds its app here, with what src/main.ts gives it: the payment providers and
// a bot (one that runs nothing unless the test brings its own).
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { detachedBotControl } from '../../src/bot/control';
import { type Config, loadConfig } from '../../src/config';
import type { PaymentEnv } from '../../src/domain/wallet/payment-settings';
import type { Database, Db } from '../../src/db/client';
import { ensureAdmin } from '../../src/domain/users/bootstrap-admin';
import { type PaymentGateways, paymentGateways } from '../../src/domain/wallet/payment-gateways';
import { type AppDeps, buildApp } from '../../src/http/app';
import type { SignInLimits } from '../../src/domain/users/sign-in';
import { createMessenger } from '../../src/messenger/messenger';
import { btcpayGateway } from '../../src/payments/btcpay';
import { nowpaymentsGateway } from '../../src/payments/nowpayments';
import { createTestDatabase } from './db';

export const TEST_ADMIN = { username: 'admin', password: 'correct-horse-battery' };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' }), ...overrides };
}

/** The shop's payment providers as src/main.ts lists them, configured by `env` (a stand-in's settings, or none). */
export function shopPayments(db: Db, env: PaymentEnv): PaymentGateways {
  return paymentGateways(db, env, { btcpay: btcpayGateway, nowpayments: nowpaymentsGateway });
}

/**
 * buildApp as src/main.ts calls it; the payment providers, the bot and the messenger (at the config's Bot API root) are
 * the shop's own unless a test brings its own.
 */
export function buildTestApp(
  deps: Omit<AppDeps, 'bot' | 'payments' | 'messenger'> & Partial<Pick<AppDeps, 'bot' | 'payments' | 'messenger'>>,
): Promise<FastifyInstance> {
  const messenger = deps.messenger ?? createMessenger({ db: deps.db, apiRoot: deps.config.telegramApiRoot, logger: pino({ level: 'silent' }) });
  return buildApp({
    ...deps,
    bot: deps.bot ?? detachedBotControl(deps.config.telegramApiRoot, messenger.texts),
    payments: deps.payments ?? shopPayments(deps.db, deps.config.payments),
    messenger,
  });
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Bearer header of the signed-in test admin. */
  auth: { authorization: string };
  close(): Promise<void>;
};

export async function createTestApp(options: { loginLimits?: SignInLimits; config?: Partial<Config>; uploadLimitBytes?: number } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  await ensureAdmin(database.db, TEST_ADMIN);
  const app = await buildTestApp({
    config: testConfig(options.config),
    db: database.db,
    logger: false,
    loginLimits: options.loginLimits ?? { perAddress: 1000, perUsername: 1000, windowMs: 60_000 },
    webDir: '/nonexistent',
    uploadLimitBytes: options.uploadLimitBytes,
  });
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
  if (res.statusCode !== 200) throw new Error(`test admin login failed: ${res.body}`);
  return {
    app,
    database,
    auth: { authorization: `Bearer ${res.json().token}` },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
