// Browser tests, once per run: make sure Chromium is there and the back office is built (dist/web), rebuilding it when stale.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

function runScript(script: string) {
  // The same scripts `npm test` and `npm start` run, so the rules (where Chromium is, when a build is stale) live once.
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build into dist/web.
  execFileSync(process.execPath, [resolve(root, script)], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

export default function setup() {
  runScript('scripts/ensure-chromium.mjs');
  runScript('scripts/build-web-if-stale.mjs');
}
