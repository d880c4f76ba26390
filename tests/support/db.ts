// Test database factory: a fresh, migrated copy per call, on PGlite or PostgreSQL (TEST_DB, set per Vitest project).
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { pgliteExtensions } from '../../src/db/pglite-extensions';
import { createScratchPostgres } from './scratch-postgres';

export const testDbKind = (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite') as 'pglite' | 'postgres';

const dumps = new Map<string, Blob>();

/** `pgliteDump`: another PGlite data-dir dump to copy instead of the migrated one (the browser tests' seeded shop). */
export async function createTestDatabase(options: { pgliteDump?: string } = {}): Promise<Database> {
  const template = inject('testDbTemplate');
  if (testDbKind === 'postgres') {
    if (options.pgliteDump) throw new Error('a PGlite dump cannot be copied into PostgreSQL');
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL as string, template, { template });
    const database = await openDatabase({ url: scratch.url });
    return {
      ...database,
      async close() {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const path = options.pgliteDump ?? template;
  let dump = dumps.get(path);
  if (!dump) {
    dump = new Blob([await readFile(path)]);
    dumps.set(path, dump);
  }
  return openDatabase({ pglite: new PGlite({ loadDataDir: dump, extensions: pgliteExtensions }) });
}

/**
 * A shop's data folder (`DATA_DIR`) holding a copy of the migrated template, as the shop's first start would leave it
 * before creating its admin: for the tests that start a real shop process to kill or restart it, whose first start would
 * otherwise run every migration on PGlite (several seconds of CPU, decision 0149). The start-up tests keep empty folders.
 */
export async function migratedDataFolder(dataDir: string): Promise<void> {
  const folder = join(dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  await promisify(execFile)('tar', ['-xf', inject('testDbTemplate'), '-C', folder]);
}
