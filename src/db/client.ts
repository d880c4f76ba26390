// Opens the shop's database: embedded PGlite (a folder, or memory) or a PostgreSQL server, behind one Drizzle type.
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers answer raw queries with `{ rows }`; this tells Drizzle's types so `db.execute<Row>()` is typed. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
type RowsResult<Row> = { rows: Row[] };
export type Db = PgDatabase<RowsResultHKT, Schema>;
export type Tx = PgTransaction<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Domain functions take either the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** An arbitrary constant: instances starting together take turns to migrate. */
const MIGRATION_LOCK_ID = 4_242_001;

/**
 * Extensions every PGlite instance loads (migrations create them, so a data folder or dump needs them to open):
 * pg_trgm indexes the history and users text searches (LIKE '%…%').
 */
export const pgliteExtensions = { pg_trgm };

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true } | { pglite: PGlite };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url);
  if ('pglite' in target) return wrapPglite(target.pglite);
  if ('memory' in target) return wrapPglite(new PGlite({ extensions: pgliteExtensions }));
  const dir = resolve(target.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return wrapPglite(new PGlite(dir, { extensions: pgliteExtensions }));
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}
