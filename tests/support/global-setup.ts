// Migrates one template database per run (a PGlite dump, or a PostgreSQL template database); each test file copies it.
// Builds the compiled shop the process tests start, as `npm start` does (a no-op when it is fresh).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { pgliteExtensions } from '../../src/db/pglite-extensions';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated data-dir dump. PostgreSQL: name of the migrated template database. */
    testDbTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // Synchronous, so the projects' set-ups never build at the same time.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (process.env.TEST_DB === 'postgres' || project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const name = `autoshop_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ url: withDatabase(url, name) });
    await database.migrate();
    await database.close();
    project.provide('testDbTemplate', name);
    return async () => {
      // Test files drop their own copies; left-overs of a crashed run are dropped here too.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${name}_%`, name],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  // Every test copy of this dump is unpacked file by file into PGlite's in-memory file system and started: the fewer
  // bytes and files, and the smaller the shared memory it allocates, the cheaper each of the run's many copies
  // (decision 0149: about half the CPU of an open). One-megabyte write-ahead-log segments instead of sixteen; no
  // template0 and template1 (PGlite serves the `postgres` database; nothing in the tests creates a database there);
  // 16 MB of shared buffers instead of 128 (a test database holds a few megabytes).
  const pglite = new PGlite({ extensions: pgliteExtensions, initDbStartParams: ['--wal-segsize=1'] });
  const database = await openDatabase({ pglite });
  await database.migrate();
  for (const template of ['template0', 'template1']) {
    await pglite.exec(`update pg_database set datistemplate = false where datname = '${template}'`);
    await pglite.exec(`drop database ${template}`);
  }
  await pglite.exec(`alter system set shared_buffers = '16MB'`);
  // Written out to the data files, the dump opens without replaying the migrations' write-ahead log in every test file
  // (decision 0133).
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('none');
  const path = join(tmpdir(), `autoshop-test-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDbTemplate', path);
  return () => rm(path, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
