// Browser tests, once per run: make sure Chromium is there and the back office is built (dist/web), rebuilding it when
// stale; then start the one Chromium every browser test file connects to (decision 0133).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
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
  // Launching Chromium costs a second or two of CPU; once per run instead of once per file. Each file's pages live in
  // contexts of their own (fresh profile, storage, cookies), as they did in a browser of their own.
  const server = await chromium.launchServer(chromiumOptions());
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
