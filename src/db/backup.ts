// Backups of the shop's database: PGlite's data folder as a gzip tarball, PostgreSQL through pg_dump / pg_restore.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteOptions } from './pglite-extensions';

const run = promisify(execFile);

/** A refusal the command line prints as it is (nothing was written). */
export class BackupError extends Error {}

/** PGlite keeps its files under DATA_DIR/pglite; `postmaster.pid` is there while a process has it open. */
export const pgliteDir = (dataDir: string) => resolve(dataDir, 'pglite');

/**
 * The embedded database's whole data folder, as one consistent gzip tarball (PGlite's own dump). PGlite belongs to
 * one process: the shop must be stopped, unless `force` says it stopped abruptly and left its pid file behind.
 */
export async function backupPglite(dataDir: string, file: string, options: { force?: boolean } = {}): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dir}: nothing to back up.`);
  if (existsSync(join(dir, 'postmaster.pid')) && !options.force) {
    throw new BackupError(
      `The embedded database in ${dir} is open (postmaster.pid): stop the shop first.\nIf it is not running (it stopped abruptly), run again with --force.`,
    );
  }
  const pglite = new PGlite(dir, pgliteOptions);
  try {
    // dumpDataDir on a PGlite still starting never settles (0.5): wait for it first.
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/** Restores a PGlite backup into DATA_DIR/pglite, which must not hold a database yet. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(`${dir} is not empty: restore into an empty data folder (set DATA_DIR), never over a database.`);
  }
  const pglite = new PGlite(dir, { ...pgliteOptions, loadDataDir: new Blob([await readFile(file)]) });
  await pglite.waitReady;
  await pglite.close();
}

/** Where pg_dump / pg_restore are, or a refusal saying how to get them. */
async function postgresTool(name: 'pg_dump' | 'pg_restore'): Promise<string> {
  try {
    await run(name, ['--version']);
    return name;
  } catch {
    throw new BackupError(
      `${name} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client, of the server's version or newer).`,
    );
  }
}

/** pg_dump's custom format: consistent (one snapshot) while the shop runs, restored with pg_restore. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  const pgDump = await postgresTool('pg_dump');
  try {
    await run(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new BackupError(`pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
  }
}

/** Restores a pg_dump backup into a database that has no table yet (create it empty first). */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const pgRestore = await postgresTool('pg_restore');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    if (rows[0].n > 0) throw new BackupError('The target database already has tables: restore into an empty database, never over a shop.');
  } finally {
    await client.end();
  }
  try {
    await run(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new BackupError(`pg_restore failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
  }
}
