// `npm run backup [-- FILE] [--force]`: a consistent backup of the configured database (DATABASE_URL, else DATA_DIR's PGlite).
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { BackupError, backupPglite, backupPostgres } from '../src/db/backup';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

if (existsSync('.env')) process.loadEnvFile('.env');
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const named = args.find((a) => !a.startsWith('--'));
const file = resolve(named ?? `backups/autoshop-${config.databaseUrl ? 'postgres' : 'pglite'}-${stamp}.${config.databaseUrl ? 'dump' : 'tar.gz'}`);
if (existsSync(file)) fail(`${file} exists already: name another file.`);
mkdirSync(dirname(file), { recursive: true });

try {
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
  else await backupPglite(config.dataDir, file, { force });
  process.stdout.write(`Backup written: ${file}\nRestore it with: npm run restore -- ${file}\n`);
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
}
