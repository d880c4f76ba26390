// `npm run check:ledger`: proves the books on the configured database (DATABASE_URL, else DATA_DIR's PGlite); exit 1 lists what is wrong.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { checkRollups } from '../src/domain/rollups/rollups';
import { checkLedger, type LedgerProblem } from '../src/domain/wallet/check-ledger';
import { formatEuros } from '../src/domain/wallet/money';

const out = (line = '') => process.stdout.write(`${line}\n`);

/** A figure of a problem as the operator reads it: euros, or a count of numbers. */
function figure(p: LedgerProblem, value: number, side: 'expected' | 'actual'): string {
  if (p.unit === 'numbers') return `${value} numéros`;
  return p.check === 'negative_balance' && side === 'expected' ? '≥ 0.00' : formatEuros(value);
}
const fail = (message: string, code = 2): never => {
  process.stderr.write(`${message}\n`);
  process.exit(code);
};

if (existsSync('.env')) process.loadEnvFile('.env');
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

if (!config.databaseUrl) {
  const dir = resolve(config.dataDir, 'pglite');
  if (!existsSync(join(dir, 'PG_VERSION'))) fail(`No database in ${dir}: start the shop once, or set DATA_DIR / DATABASE_URL.`);
  // PGlite is one process's database: opening it while the shop runs could corrupt it.
  if (existsSync(join(dir, 'postmaster.pid')) && !process.argv.includes('--force')) {
    fail(
      `The embedded database in ${dir} is open (postmaster.pid): stop the shop first.\n` +
        'If it is not running (it stopped abruptly), run again with --force.',
    );
  }
}

const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
try {
  const report = await checkLedger(database.db);
  const rollups = await checkRollups(database.db);
  out(`Ledger check on ${database.kind === 'postgres' ? 'PostgreSQL' : resolve(config.dataDir, 'pglite')}`);
  out(`  users checked: ${report.usersChecked}, ledger rows: ${report.ledgerEntries}`);
  if (report.ok) {
    out('  OK: for every user, balance = opening balance + ledger, totals match, every order and deposit booked once.');
  } else {
    out(`  ${report.problems.length} problem(s):`);
    for (const p of report.problems) {
      out(
        `  - user #${p.userId} (${p.username ?? '?'}) ${p.check}: expected ${figure(p, p.expected, 'expected')}, found ${figure(p, p.actual, 'actual')}${p.reference ? ` [${p.reference}]` : ''}`,
      );
    }
  }
  if (rollups.length) {
    out(`  ${rollups.length} rollup mismatch(es) (dashboard and history summaries):`);
    for (const r of rollups) out(`  - ${r.table} ${r.day}: ${r.detail}`);
  } else {
    out('  Rollups agree with the orders, deposits and transactions they sum.');
  }
  await database.close();
  process.exit(report.ok && rollups.length === 0 ? 0 : 1);
} catch (error) {
  await database.close().catch(() => {});
  fail(`Ledger check failed to run: ${error instanceof Error ? error.message : String(error)}`);
}
