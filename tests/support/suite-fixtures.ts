// What a test file (or a describe block) shares across its tests: a test database or app opened before them and closed
// after them, a catalogue seeded once. Each returns its object at once, empty until the block's first beforeAll has
// run, so a suite declares it in one line where it used to declare a variable, a beforeAll and an afterAll.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Executor } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
// The app module (Fastify, grammY, the payment adapters) is imported only by the suites that open an app: a domain
// test pays for the database alone.
import type { createTestApp, TestApp } from './app';
import { createTestDatabase } from './db';
import { type Catalogue, createCatalogue } from './wallet-fixtures';

/** Filled by `open` before the block's tests; `close` (when there is one) after them, the other afterAll hooks first. */
export function openForSuite<T extends object>(open: () => Promise<T>, close?: (value: T) => Promise<void>): T {
  const shared = {} as T;
  beforeAll(async () => {
    Object.assign(shared, await open());
  });
  if (close) afterAll(() => close(shared));
  return shared;
}

/** A fresh migrated test database for the block's tests (createTestDatabase). */
export const suiteDatabase = (): Database =>
  openForSuite(createTestDatabase, async (database) => {
    await database.close?.();
  });

/** The shop's HTTP app over a fresh test database, with the signed-in test admin, for the block's tests (createTestApp). */
export const suiteApp = (options?: Parameters<typeof createTestApp>[0]): TestApp =>
  openForSuite(
    async () => (await import('./app')).createTestApp(options),
    async (t) => {
      await t.close?.();
    },
  );

/** A small catalogue (createCatalogue) in the block's database, made once its database is open. */
export const suiteCatalogue = (db: () => Executor, names?: Parameters<typeof createCatalogue>[1]): Catalogue =>
  openForSuite(() => createCatalogue(db(), names));

/** The row of the admin the block's app signed in (TEST_ADMIN), read once the app is open. */
export const suiteTestAdmin = (t: TestApp): { id: number } =>
  openForSuite(async () => {
    const { TEST_ADMIN } = await import('./app');
    const [admin] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where username = ${TEST_ADMIN.username}`);
    return admin;
  });
