// Opens the shop's database: embedded PGlite (a folder, or memory) or a PostgreSQL server, behind one Drizzle type.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { PgliteTarget } from './pglite-client';
import * as schema from './schema';

type Schema = typeof schema;
/** Both drivers answer raw queries with `{ rows }`; this tells Drizzle's types so `db.execute<Row>()` is typed. */
interface RowsResultHKT extends PgQueryResultHKT {
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
  /**
   * Runs the migrations and then `work` under the shop's start-up lock (an advisory lock on PostgreSQL; PGlite has
   * one process), so of several instances starting together one at a time migrates and does the once-only work,
   * and the next sees what it did.
   */
  startUp<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Resolves when the database answers, throws otherwise. */
  ping(): Promise<void>;
  schemaVersion(): Promise<SchemaVersion>;
  /**
   * PostgreSQL only: calls `onMessage` with each NOTIFY payload on `channel`, on a connection of its own until the
   * returned function is called (before close). A lost connection is not reopened: callers keep a periodic read.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** The last migration applied to the database (null: none) and the last one this code ships. */
export type SchemaVersion = { current: string | null; expected: string; upToDate: boolean };

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** An arbitrary constant: instances starting together take turns to migrate and do the start-up work. */
const STARTUP_LOCK_ID = 4_242_001;

/**
 * A data folder opens PGlite in a thread of its own (decision 0106): a long statement or a busy minute then holds
 * that thread, not the one answering HTTP and the bot. `thread: false` keeps it in this thread (tests, comparisons);
 * an in-memory database stays in this thread unless asked.
 */
export type DatabaseTarget = { url: string } | PgliteTarget;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url);
  const { openPglite } = await import('./pglite-client');
  const { client, db, migrate } = await openPglite(target, migrationsFolder);
  return {
    db,
    kind: 'pglite',
    migrate,
    async startUp(work) {
      await migrate();
      return work(db);
    },
    ping: () => ping(db),
    schemaVersion: () => schemaVersion(db),
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const migrate = () => migratePg(db as never, { migrationsFolder });
  // A session-level lock on its own connection: the work itself runs on the pool, and if this process dies the
  // connection closes and the next instance takes the lock.
  async function locked<T>(work: () => Promise<T>): Promise<T> {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
      lock.release();
    }
  }
  return {
    db,
    kind: 'postgres',
    migrate: () => locked(migrate),
    startUp: (work) =>
      locked(async () => {
        await migrate();
        return work(db);
      }),
    ping: () => ping(db),
    schemaVersion: () => schemaVersion(db),
    async listen(channel, onMessage) {
      const client = await pool.connect();
      const onNotification = (n: { channel: string; payload?: string }) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      };
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        client.off('notification', onNotification);
        client.release(error);
      };
      client.on('notification', onNotification);
      // A broken connection goes back to the pool destroyed; the caller's periodic read takes over.
      client.on('error', (error) => release(error));
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        if (released) return;
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
        release();
      };
    },
    close: () => pool.end(),
  };
}

/** Resolves when the database answers a query, throws otherwise. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

type Journal = { entries: Array<{ idx: number; when: number; tag: string }> };
let shipped: Journal['entries'] | undefined;
const shippedMigrations = () => {
  shipped ??= (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal).entries;
  return shipped;
};

/**
 * Compares the last migration applied (Drizzle records each one by its journal date) with the last one shipped.
 * A database never migrated has no migrations table: current is null.
 */
export async function schemaVersion(db: Db): Promise<SchemaVersion> {
  const entries = shippedMigrations();
  const expected = entries[entries.length - 1].tag;
  const { rows: exists } = await db.execute<{ found: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists[0]?.found) return { current: null, expected, upToDate: false };
  const { rows } = await db.execute<{ last: string | null }>(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const when = rows[0]?.last == null ? null : Number(rows[0].last);
  const current = when == null ? null : (entries.find((e) => e.when === when)?.tag ?? `unknown (${when})`);
  return { current, expected, upToDate: current === expected };
}
