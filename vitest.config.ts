// Test projects: every server test on embedded PGlite; again on PostgreSQL when TEST_DATABASE_URL is set; browser tests.
import { defineConfig } from 'vitest/config';

const serverTests = ['src/**/*.test.ts', 'tests/**/*.test.ts'];
const notServer = ['tests/e2e/**', 'node_modules/**'];

// Vitest's default on a 2-core machine is one test file at a time (cores − 1). Most server test files wait more than
// they compute (PostgreSQL, child processes, rate-limited senders), so three files share the two cores: the suite
// takes about half the time (decision 0112). Browser tests run two at a time after them: each drives Chromium.
const SERVER_FILES_AT_ONCE = 3;
const BROWSER_FILES_AT_ONCE = 2;

export default defineConfig({
  test: {
    maxWorkers: SERVER_FILES_AT_ONCE,
    // The JSON report feeds scripts/test-summary.mjs, which prints one closing line CI can read.
    reporters: ['default', ['json', { outputFile: '.tmp/vitest-results.json' }]],
    projects: [
      {
        test: {
          name: 'pglite',
          include: serverTests,
          exclude: notServer,
          globalSetup: ['tests/support/global-setup.ts'],
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
                include: serverTests,
                exclude: notServer,
                globalSetup: ['tests/support/global-setup.ts'],
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
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts', 'tests/e2e/global-setup.ts'],
          maxWorkers: BROWSER_FILES_AT_ONCE,
          // Its own group, after the server tests: Chromium and a server test's database would fight for the cores.
          sequence: { groupOrder: 1 },
          // A page refetches after an action; on a loaded CI machine that can take more than expect.poll's 1 s default.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
