import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../../tests/support/db';
import { countOf, createCatalogue, createNumlist } from '../../tests/support/wallet-fixtures';
import type { Database } from '../domain/database';
import { pickNumbers, tallyTaken } from '../domain/stock/take-numbers';
import { maintainTables } from '../db/maintenance';
import { pgliteVacuum } from './pglite-vacuum';
import { jobRunner } from './runner';
import { availableNumbersOf } from '../domain/stock/sale-tallies';

/** Statistics reach the views at most once a second; the flush is forced so the test need not wait for it. */
const flushStatistics = (database: Database) => database.db.execute(sql`select pg_stat_force_next_flush()`);

/** Dead rows in the stock table: in its partitions (decision 0118), each a table of its own to the statistics. */
async function deadNumbers(database: Database) {
  await flushStatistics(database);
  return countOf(database.db, sql`select coalesce(sum(n_dead_tup), 0)::int as n from pg_stat_user_tables where relname like 'numlist\_numbers\_%'`);
}

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/**
 * Sells 1,500 of 2,000 numbers: 1,500 dead rows in the stock table. In one transaction, because a later read of
 * the same pages would prune them (and lower the count) before the test looks.
 */
async function shopAfterSales(db: Database) {
  const catalogue = await createCatalogue(db.db);
  const list = await createNumlist(db.db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 2000 });
  await db.db.transaction(async (tx) => {
    for (let i = 0; i < 15; i++) await tx.execute(tallyTaken(await pickNumbers(tx, [list], 100)));
  });
  return list;
}

// Statistics on a PostgreSQL server are flushed by other processes on their own schedule, and the server has its own
// autovacuum: the job is PGlite's, and so is this test.
describe.skipIf(testDbKind === 'postgres')('PGlite maintenance', () => {
  it('vacuums the stock table once sales left dead rows, keeps every number, and then has nothing to do', async () => {
    database = await createTestDatabase();
    const list = await shopAfterSales(database);
    expect(await deadNumbers(database)).toBe(1500);

    await flushStatistics(database);
    const pass = await maintainTables(database);
    expect(pass).toContainEqual(expect.objectContaining({ table: 'numlist_numbers_default', action: 'vacuum' }));
    expect(await deadNumbers(database)).toBe(0);
    expect(await countOf(database.db, sql`select count(*)::int as n from numlist_numbers where numlist_id = ${list}`)).toBe(500);
    expect(await countOf(database.db, sql`select ${availableNumbersOf()} as n from numlists where id = ${list}`)).toBe(500);

    await flushStatistics(database);
    expect(await maintainTables(database)).toEqual([]);
  });

  it('runs on its own schedule in the job runner, logs what it did, and stop() waits for a pass in progress', async () => {
    database = await createTestDatabase();
    await shopAfterSales(database);
    await flushStatistics(database);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });

    const jobs = pgliteVacuum(database, logger, 20);
    expect(jobs).toHaveLength(1);
    const runner = jobRunner(database.db, jobs, logger, { pollMs: 10 });
    await runner.start();
    await expect.poll(() => lines.some((l) => l.includes('database maintenance') && l.includes('numlist_numbers_default')), { timeout: 5000 }).toBe(true);
    await runner.stop();
    expect(await deadNumbers(database)).toBe(0);
  });
});

describe.skipIf(testDbKind === 'pglite')('on a PostgreSQL server', () => {
  it('starts nothing: the server vacuums itself', async () => {
    database = await createTestDatabase();
    expect(pgliteVacuum(database, pino({ level: 'silent' }), 5)).toEqual([]);
  });
});
