// PGlite's side of `openDatabase` (client.ts), imported only when the shop opens PGlite: a shop on a PostgreSQL server
// never loads PGlite's JavaScript and Drizzle's PGlite driver (their sources and objects stay out of its heap, issue 30's
// memory goal; `npm start` builds this file as a chunk of its own, scripts/build-server.mjs).
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from './client';
import { pgliteOptions } from './pglite-extensions';
import { type PgliteThreadClient, startPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type PgliteTarget = { dataDir: string; thread?: boolean } | { memory: true; thread?: boolean } | { pglite: PGlite };

/** Opens PGlite in this thread or in a thread of its own (see `DatabaseTarget`), with Drizzle over it. */
export async function openPglite(target: PgliteTarget, migrationsFolder: string) {
  const client = await openClient(target);
  const db = drizzle({ client: client as PGlite, schema }) as unknown as Db;
  return { client, db, migrate: () => migrate(db as never, { migrationsFolder }) };
}

async function openClient(target: PgliteTarget): Promise<PGlite | PgliteThreadClient> {
  if ('pglite' in target) return target.pglite;
  if ('memory' in target) return target.thread ? startPgliteThread(null) : new PGlite(pgliteOptions);
  const dir = resolve(target.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return target.thread === false ? new PGlite(dir, pgliteOptions) : startPgliteThread(dir);
}
