// Test database factory: a fresh, migrated copy per call, on PGlite or PostgreSQL (TEST_DB, set per Vitest project).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteExtensions } from '../../src/db/client';
import { withDatabase } from './global-setup';

export const testDbKind = (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite') as 'pglite' | 'postgres';

let dumpCache: Blob | undefined;

export async function createTestDatabase(): Promise<Database> {
  const template = inject('testDbTemplate');
  if (testDbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(url, name) });
    return {
      ...database,
      async close() {
        await database.close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        // pg's pool.end() resolves before its sockets have closed; forcing the drop while they close raises an
        // unhandled "terminating connection" error in the test process, so wait (briefly) for them to go.
        for (let i = 0; i < 40; i++) {
          const { rows } = await drop.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      },
    };
  }
  dumpCache ??= new Blob([await readFile(template)]);
  return openDatabase({ pglite: new PGlite({ loadDataDir: dumpCache, extensions: pgliteExtensions }) });
}
