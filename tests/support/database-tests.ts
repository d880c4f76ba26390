// Which server test files open a database through tests/support/db.ts, the one place that reads TEST_DB. Only those
// behave differently on PGlite and on PostgreSQL; every other file (pure units, files that open their own in-memory
// PGlite) would run the same twice, so the PostgreSQL project leaves them to the PGlite one (decision 0133).
// No Vitest import: vitest.config.ts reads it before Vitest starts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const DATABASE_FACTORY = resolve(import.meta.dirname, 'db.ts');
const TESTS_DIR = resolve(import.meta.dirname, '..');
const IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Whether `file` imports tests/support/db.ts, directly or through other test support modules. */
export function usesTestDatabase(file: string, seen = new Set<string>()): boolean {
  if (file === DATABASE_FACTORY) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolveTs(resolve(dirname(file), match[1] ?? match[2]));
    // Shop code (src/) never imports test support, so only the tests/ tree is followed.
    if (target?.startsWith(`${TESTS_DIR}/`) && usesTestDatabase(target, seen)) return true;
  }
  return false;
}

function resolveTs(path: string): string | undefined {
  for (const candidate of [path, `${path}.ts`, `${path.replace(/\.js$/, '')}.ts`, `${path}/index.ts`]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return undefined;
}
