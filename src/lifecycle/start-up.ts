// Once-only start-up work, under the database's start-up lock: migrate, interrupted list creations removed, demo seed on
// an empty shop, first admin.
import { resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { type Database, schemaVersion } from '../db/client';
import { isEmpty, seedDefaults, seedDemo } from '../demo/seed';
import { DomainError } from '../domain/errors';
import { purgeInterruptedCreations } from '../domain/stock/interrupted-creations';
import { type BootstrapResult, ensureAdmin } from '../domain/users/bootstrap-admin';

/** Start-up work that cannot go on for a reason the operator must fix: said in one line, without a stack. */
export class StartUpRefused extends Error {}

/**
 * Of several processes starting together on one PostgreSQL, one at a time runs this; the emptiness check is inside
 * the lock, so the demo is seeded once, and only the process that created the first admin is told its password.
 */
export async function prepareDatabase(database: Database, config: Config, logger: Logger): Promise<{ admin: BootstrapResult; seeded: boolean }> {
  return database.startUp(async (db) => {
    // Migrations only go forward: a database already migrated past this code (a newer shop wrote it) is not this code's
    // to run on. Refuse, rather than write rows a newer schema reads differently.
    const schema = await schemaVersion(db);
    if (!schema.upToDate) {
      throw new StartUpRefused(
        `the database's schema (${schema.current ?? 'none'}) is newer than this version of the shop knows (its last migration is ${schema.expected}): run the newer version, or restore a backup made with this one`,
      );
    }
    logger.info({ database: database.kind, dataDir: database.kind === 'pglite' ? resolve(config.dataDir) : undefined }, 'database migrated');
    // A list creation cut off by the last stop goes before anything is served, not at the job's first run a minute on.
    // PGlite's data belongs to this process alone: every creation left in it was cut off. On PostgreSQL another process
    // may be creating a list right now: only the creations whose hold ran out go here; the job removes the others.
    const interrupted = await purgeInterruptedCreations(db, { whateverTheHold: database.kind === 'pglite' });
    if (interrupted.length > 0) logger.warn({ numlists: interrupted }, 'numlists whose creation was interrupted removed');
    const seeded = config.seed === 'demo' && (await isEmpty(db));
    if (seeded) {
      await seedDemo(db);
      logger.info('demo data seeded');
    } else {
      await seedDefaults(db);
    }
    try {
      return { admin: await ensureAdmin(db, { username: config.adminUsername, password: config.adminPassword }), seeded };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'USERNAME_TAKEN') {
        throw new StartUpRefused(`ADMIN_USERNAME "${String(error.data.username)}" is already a customer's user name: choose another`);
      }
      throw error;
    }
  });
}
