// What the tests that SIGKILL a real shop process share: the shop's database (a scratch PostgreSQL database in the
// postgres project, else a PGlite data folder), its environment, opening it between runs, signing in, the kill.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { migratedDataFolder, testDbKind } from './db';
import { createScratchPostgres } from './scratch-postgres';
import { login, type Started } from './shop-process';

export type ShopStorage = {
  /** The shop's environment: its database, no demo data, the admin `admin` with the given password. */
  env: Record<string, string>;
  /** Opens the database for `work`, then closes it. PGlite belongs to one process: call it only while no shop runs. */
  withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T>;
  /** The admin's bearer token on a running shop. */
  signIn(shop: Started): Promise<string>;
  /** Removes the database. */
  drop(): Promise<void>;
};

export async function shopStorage(name: string, password: string): Promise<ShopStorage> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // A copy of the migrated template: the first start finds every migration applied (decision 0149).
  const scratch =
    testDbKind === 'postgres' && serverUrl ? await createScratchPostgres(serverUrl, `autoshop_${name}`, { template: inject('testDbTemplate') }) : null;
  const dataDir = scratch ? null : await mkdtemp(join(tmpdir(), `autoshop-${name}-`));
  if (dataDir) await migratedDataFolder(dataDir);
  return {
    env: { ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir as string }), SEED: 'none', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: password },
    async withDatabase(work) {
      const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: dataDir as string });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
    signIn: async (shop) => ((await (await login(shop.url, 'admin', password)).json()) as { token: string }).token,
    async drop() {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}

/** SIGKILL, resolved once the process has gone. */
export async function killShop(shop: Started): Promise<void> {
  shop.child.kill('SIGKILL');
  if (shop.child.exitCode === null && shop.child.signalCode === null) await new Promise((resolve) => shop.child.once('exit', resolve));
}
