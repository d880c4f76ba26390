// Test database factory: a fresh, migrated copy per call, on PGlite or PostgreSQL (TEST_DB, set per Vitest project).
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteExtensions } from '../../src/db/client';
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
