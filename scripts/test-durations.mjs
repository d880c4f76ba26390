// Writes tests/support/test-durations.json from the durations Vitest cached in its last run (node_modules/.vite):
// the order tests/support/slowest-first.ts starts files in. Run after a whole `npm test` on a quiet machine.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cacheRoot = 'node_modules/.vite/vitest';
const seconds = {};
for (const dir of readdirSync(cacheRoot)) {
  let cache;
  try {
    cache = JSON.parse(readFileSync(join(cacheRoot, dir, 'results.json'), 'utf8'));
  } catch {
    continue;
  }
  for (const [key, { duration }] of cache.results) if (duration > 0) seconds[key] = Math.round(duration / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync('tests/support/test-durations.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} test files' durations written to tests/support/test-durations.json`);
