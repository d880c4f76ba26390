// Composition root: config → database (migrated, seeded) → HTTP app → listen → jobs; graceful stop on SIGTERM/SIGINT.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { isEmpty, seedDefaults, seedDemo } from './db/seed';
import { ensureAdmin } from './domain/users/bootstrap-admin';
import { buildApp } from './http/app';
import { startPgliteVacuum } from './jobs/pglite-vacuum';
import { createLogger } from './logger';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);

  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await database.migrate();
  logger.info({ database: database.kind, dataDir: database.kind === 'pglite' ? resolve(config.dataDir) : undefined }, 'database migrated');

  const empty = await isEmpty(database.db);
  if (empty && config.seed === 'demo') {
    await seedDemo(database.db);
    logger.info('demo data seeded');
  } else {
    await seedDefaults(database.db);
  }
  const admin = await ensureAdmin(database.db, { username: config.adminUsername, password: config.adminPassword });

  const app = await buildApp({ config, db: database.db, logger });
  await app.listen({ port: config.port, host: config.host });
  const maintenance = startPgliteVacuum(database, logger);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}/`;

  const banner = [`\nAutoShop is running: ${url}`];
  if (admin.created) {
    banner.push(`First admin created: user name "${admin.username}"`);
    banner.push(
      admin.generated
        ? `  password "${admin.password}" (shown once: write it down, or set ADMIN_PASSWORD before the first start)`
        : '  password: the value of ADMIN_PASSWORD',
    );
  }
  process.stdout.write(`${banner.join('\n')}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: no new connections, finishing requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await maintenance.stop();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`AutoShop failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
