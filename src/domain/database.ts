// The database as the adapters (HTTP routes, the bot, jobs, payment providers) see it: the handle every domain function
// takes, passed on from the composition root, and whether the database is ready. Named here so no adapter imports src/db
// (decision 0130).
import { type Db, ping, type SchemaVersion, schemaVersion } from '../db/client';

export type { Database, Db, Executor } from '../db/client';

/** Unreachable, or reachable with the schema's version against the one this code ships. */
export type DatabaseReadiness = { reachable: false } | { reachable: true; schema: SchemaVersion };

export async function databaseReadiness(db: Db): Promise<DatabaseReadiness> {
  try {
    await ping(db);
    return { reachable: true, schema: await schemaVersion(db) };
  } catch {
    return { reachable: false };
  }
}
