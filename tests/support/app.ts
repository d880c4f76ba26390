// Test app factory: buildApp over a fresh test database, an admin and a signed-in session, for app.inject() tests.
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { ensureAdmin } from '../../src/domain/users/bootstrap-admin';
import { buildApp } from '../../src/http/app';
import type { SignInLimits } from '../../src/domain/users/sign-in';
import { createTestDatabase } from './db';

export const TEST_ADMIN = { username: 'admin', password: 'correct-horse-battery' };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' }), ...overrides };
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
  const app = await buildApp({
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
