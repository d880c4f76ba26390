// A database of its own on a PostgreSQL server, for a test file, a benchmark, the crash test or the load test, and
// its removal. No Vitest import: scripts and benchmarks use it too.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from './global-setup';

export type ScratchPostgres = { name: string; url: string; drop(): Promise<void> };

/** Creates `<prefix>_<random>` on the server of `serverUrl` (a copy of `template` if given). */
export async function createScratchPostgres(serverUrl: string, prefix: string, options: { template?: string } = {}): Promise<ScratchPostgres> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // pg's pool.end() resolves before its sockets have closed; forcing the drop while they close raises an
        // unhandled "terminating connection" error in the process that owned them, so wait (briefly) for them to go.
        for (let i = 0; i < 40; i++) {
          const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
