// Browser tests, once per run: make sure Chromium is there and the back office is built (dist/web), rebuilding it when
// stale; seed the demo shop once for every file to copy; then start the one Chromium every browser test file connects
// to (decision 0133).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { pgliteExtensions } from '../../src/db/pglite-extensions';
import { seedDemo } from '../../src/demo/seed';
import { ensureAdmin } from '../../src/domain/users/bootstrap-admin';
import { TEST_ADMIN } from '../support/app';
import { chromiumOptions } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data-dir dump of the migrated template with the demo catalogue and the known admin (harness.ts). */
    demoShopDump: string;
    /** WebSocket endpoint of the run's Chromium: each test file connects and opens its own contexts. */
    browserEndpoint: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

function runScript(script: string) {
  // The same scripts `npm test` and `npm start` run, so the rules (where Chromium is, when a build is stale) live once.
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build into dist/web.
  execFileSync(process.execPath, [resolve(root, script)], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

export default async function setup(project: TestProject) {
  runScript('scripts/ensure-chromium.mjs');
  runScript('scripts/build-web-if-stale.mjs');
  const demoShopDump = await seedDemoShopDump(project.getProvidedContext().testDbTemplate);
  project.provide('demoShopDump', demoShopDump);
  // Launching Chromium costs a second or two of CPU; once per run instead of once per file. Each file's pages live in
  // contexts of their own (fresh profile, storage, cookies), as they did in a browser of their own.
  const server = await chromium.launchServer(chromiumOptions());
  project.provide('browserEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
    await rm(demoShopDump, { force: true });
  };
}

/**
 * Every browser test file starts from the demo shop: seeding it (two months of history through the wallet's own
 * functions) and hashing the admin's password cost about 1.5 s of CPU, once here instead of once per file.
 */
async function seedDemoShopDump(migratedDump: string): Promise<string> {
  const pglite = new PGlite({ loadDataDir: new Blob([await readFile(migratedDump)]), extensions: pgliteExtensions });
  const database = await openDatabase({ pglite });
  await seedDemo(database.db);
  await ensureAdmin(database.db, TEST_ADMIN);
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('none');
  const path = join(tmpdir(), `autoshop-demo-shop-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return path;
}
