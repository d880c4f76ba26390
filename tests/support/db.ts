// Test database factory: a fresh, migrated copy per call, on PGlite or PostgreSQL (TEST_DB, set per Vitest project).
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteExtensions } from '../../src/db/client';
import { createScratchPostgres } from './scratch-postgres';

export const testDbKind = (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite') as 'pglite' | 'postgres';

let dumpCache: Blob | undefined;

export async function createTestDatabase(): Promise<Database> {
  const template = inject('testDbTemplate');
  if (testDbKind === 'postgres') {
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
  dumpCache ??= new Blob([await readFile(template)]);
  return openDatabase({ pglite: new PGlite({ loadDataDir: dumpCache, extensions: pgliteExtensions }) });
}
