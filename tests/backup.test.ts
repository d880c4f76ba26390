// `npm run backup` and `npm run restore` as an operator runs them (real child processes): a shop with sales and credits
// is backed up, restored into an empty place, and the restored books are proven; restoring over a database is refused.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { purchase } from '../src/domain/orders/purchase';
import { adjustCredit } from '../src/domain/wallet/admin-credit';
import { checkLedger } from '../src/domain/wallet/check-ledger';
import { testDbKind } from './support/db';
import { createScratchPostgres } from './support/scratch-postgres';
import { createCatalogue, createCustomer, createNumlist } from './support/wallet-fixtures';
import { availableNumbersOf } from '../src/domain/stock/sale-tallies';

type Run = { code: number; out: string };

/** Runs scripts/<name>.ts as `npm run <name>` does, with only PATH and the given variables. */
function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { env: { PATH: process.env.PATH, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

/** A shop with two customers, a sale and an admin's credit and debit: every kind of ledger row a backup must keep. */
async function fillShop(database: Database) {
  const db = database.db;
  await database.migrate();
  const catalogue = await createCatalogue(db);
  await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 500 });
  const alice = await createCustomer(db, { balanceCents: 5_000 });
  const bob = await createCustomer(db, { balanceCents: 200 });
  const admin = await createCustomer(db, { balanceCents: 0 });
  await purchase(db, { userId: alice, countryId: catalogue.countryId, operatorId: catalogue.operatorId, quantity: 200, idempotencyKey: 'k1' });
  await adjustCredit(db, { userId: bob, amountCents: 1_250, direction: 'add', actorUserId: admin, reason: 'test' });
  await adjustCredit(db, { userId: bob, amountCents: 50, direction: 'remove', actorUserId: admin, reason: 'test' });
}

/** What must come back identical. */
async function snapshot(database: Database) {
  return queryRows(
    database.db,
    sql`select (select json_agg(json_build_object('id', id, 'balance', balance_cents) order by id) from users) as balances,
               (select count(*)::int from ledger_entries) as ledger, (select count(*)::int from order_numbers) as sold,
               (select sum(${availableNumbersOf()})::int from numlists) as available`,
  );
}

const temporary: string[] = [];
afterAll(async () => {
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'autoshop-backup-'));
  temporary.push(dir);
  return dir;
};

const PROCESS_TEST_MS = 120_000;

describe.runIf(testDbKind === 'pglite')('backup and restore of the embedded database', () => {
  it('backs up a stopped shop, restores it into an empty folder with its books proven, and refuses to restore over one', async () => {
    const dataDir = await tempDir();
    const original = await openDatabase({ dataDir });
    await fillShop(original);
    const before = await snapshot(original);
    await original.close();

    const file = join(await tempDir(), 'shop.tar.gz');
    const backup = await script('backup', [file], { DATA_DIR: dataDir });
    expect(backup.out).toContain('Backup written');
    expect(backup.code).toBe(0);
    expect(existsSync(file)).toBe(true);

    const restoredDir = await tempDir();
    const restore = await script('restore', [file], { DATA_DIR: restoredDir });
    expect(restore.out).toContain('ledger check: OK');
    expect(restore.code).toBe(0);
    const restored = await openDatabase({ dataDir: restoredDir });
    expect(await snapshot(restored)).toEqual(before);
    expect((await checkLedger(restored.db)).ok).toBe(true);
    await restored.close();

    const again = await script('restore', [file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(2);
    expect(again.out).toContain('is not empty');
    const wrongKind = await script('restore', [file], { DATA_DIR: await tempDir(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(wrongKind.out).toContain('embedded-database backup');
  }, PROCESS_TEST_MS);
});

describe.runIf(testDbKind === 'postgres')('backup and restore on PostgreSQL', () => {
  it('backs up with pg_dump, restores into an empty database with its books proven, and refuses a database with tables', async () => {
    const server = process.env.TEST_DATABASE_URL as string;
    const source = await createScratchPostgres(server, 'autoshop_backup');
    const target = await createScratchPostgres(server, 'autoshop_restore');
    try {
      const original = await openDatabase({ url: source.url });
      await fillShop(original);
      const before = await snapshot(original);
      await original.close();

      const file = join(await tempDir(), 'shop.dump');
      const backup = await script('backup', [file], { DATABASE_URL: source.url });
      expect(backup.out).toContain('Backup written');
      expect(backup.code).toBe(0);

      const restore = await script('restore', [file], { DATABASE_URL: target.url });
      expect(restore.out).toContain('ledger check: OK');
      expect(restore.code).toBe(0);
      const restored = await openDatabase({ url: target.url });
      expect(await snapshot(restored)).toEqual(before);
      expect((await restored.schemaVersion()).upToDate).toBe(true);
      await restored.close();

      const over = await script('restore', [file], { DATABASE_URL: source.url });
      expect(over.code).toBe(2);
      expect(over.out).toContain('already has tables');
    } finally {
      await source.drop();
      await target.drop();
    }
  }, PROCESS_TEST_MS);
});
