// `npm run restore -- FILE`: restores a backup into an empty DATA_DIR (PGlite) or an empty database (DATABASE_URL), then proves the books.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { BackupError, pgliteDir, restorePglite, restorePostgres } from '../src/db/backup';
import { openDatabase } from '../src/db/client';
import { checkLedger } from '../src/domain/wallet/check-ledger';

const out = (line: string) => process.stdout.write(`${line}\n`);
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

const named = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!named) fail('Usage: npm run restore -- FILE (a file written by npm run backup)');
const file = resolve(named as string);
if (!existsSync(file)) fail(`${file}: no such file.`);
const isPostgresDump = file.endsWith('.dump');
if (isPostgresDump !== Boolean(config.databaseUrl)) {
  fail(
    isPostgresDump
      ? `${file} is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it.`
      : `${file} is an embedded-database backup: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.`,
  );
}

try {
  if (config.databaseUrl) await restorePostgres(file, config.databaseUrl);
  else await restorePglite(file, config.dataDir);
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
}

const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
try {
  const version = await database.schemaVersion();
  const ledger = await checkLedger(database.db);
  out(`Restored into ${config.databaseUrl ? 'the PostgreSQL database' : pgliteDir(config.dataDir)}`);
  out(`  schema: ${version.current ?? 'none'}${version.upToDate ? '' : ` (this code expects ${version.expected}: npm start migrates it)`}`);
  out(`  ledger check: ${ledger.ok ? 'OK' : `${ledger.problems.length} problem(s): run npm run check:ledger`} (${ledger.usersChecked} users, ${ledger.ledgerEntries} ledger rows)`);
  await database.close();
  process.exit(ledger.ok ? 0 : 1);
} catch (error) {
  await database.close().catch(() => {});
  fail(`The restored database could not be checked: ${error instanceof Error ? error.message : String(error)}`);
}
