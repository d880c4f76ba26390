// Test projects: every server test on embedded PGlite; again on PostgreSQL when TEST_DATABASE_URL is set (the files that
// open the test database); browser tests.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { usesTestDatabase } from './tests/support/database-tests';
import SlowestFirst from './tests/support/slowest-first';

const serverTests = ['src/**/*.test.ts', 'tests/**/*.test.ts'];
const notServer = ['tests/e2e/**', 'node_modules/**'];
// Files that never open the test database run the same on both databases, so only the PGlite project runs them.
const databaseFree = ['src', 'tests']
  .flatMap((dir) => readdirSync(resolve(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`))
  .filter((f) => f.endsWith('.test.ts') && !f.startsWith('tests/e2e/') && !usesTestDatabase(resolve(import.meta.dirname, f)));

// Vitest's default on a 2-core machine is one test file at a time (cores − 1). Most test files wait more than they
// compute (PostgreSQL, child processes, rate-limited senders, a browser), so three files of any project share the two
// cores, in one queue so no core idles while the last slow files of a group finish (decision 0112).
const FILES_AT_ONCE = 3;
// A worker keeps its imported modules from one test file to the next instead of importing the shop again for each file:
// half the server tests' CPU (decision 0133). Test files share no module state they change (no vi.mock, no stubbed env
// or timers); every file opens its own database, app and stand-ins. (A project inherits nothing from the root options.)
const REUSE_MODULES = { isolate: false };
// `TEST_PROFILE_DIR=/some/dir npx vitest run --project pglite`: a CPU profile of each server test file (decision 0158).
const setupFiles = ['tests/support/after-each-file.ts', ...(process.env.TEST_PROFILE_DIR ? ['tests/support/profile-each-file.ts'] : [])];

export default defineConfig({
  test: {
    maxWorkers: FILES_AT_ONCE,
    sequence: { sequencer: SlowestFirst },
    // The JSON report feeds scripts/test-summary.mjs, which prints one closing line CI can read.
    reporters: ['default', ['json', { outputFile: '.tmp/vitest-results.json' }]],
    projects: [
      {
        test: {
          name: 'pglite',
          ...REUSE_MODULES,
          include: serverTests,
          exclude: notServer,
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'postgres',
                ...REUSE_MODULES,
                include: serverTests,
                exclude: [...notServer, ...databaseFree],
                globalSetup: ['tests/support/global-setup.ts'],
          setupFiles,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          ...REUSE_MODULES,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts', 'tests/e2e/global-setup.ts'],
          // A page refetches after an action; on a loaded CI machine that can take more than expect.poll's 1 s default.
          expect: { poll: { timeout: 10_000 } },
          // A browser test file three at a time on a loaded two-core machine ran 3–4 times its quiet length (2026-11-28).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
