// Before/after for the one-list purchase goal (issue 14): 16 buyers × 100 numbers from one list on PostgreSQL, this
// tree's purchase() against an earlier commit's, in alternating runs so the machine's drift hits both alike.
//   npx tsx bench/compare-one-list.ts <commit> [runs=3]
// COMPARE_DB=pglite runs on an in-memory PGlite instead, COMPARE_BUYERS=1 with one buyer at a time, COMPARE_QUANTITY
// sets the numbers per purchase (100).
// The earlier commit is checked out in a temporary git worktree sharing this tree's node_modules; each run is a child
// process on a fresh database (1M numbers), 20 warm-up purchases, then 3 rounds of 640 purchases.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
const root = resolve(here, '../..');

async function measureHere(): Promise<number[]> {
  const { sql } = await import('drizzle-orm');
  const { openDatabase } = await import(join(root, 'src/db/client.ts'));
  const { queryRows } = await import(join(root, 'src/db/query.ts'));
  const { purchase } = await import(join(root, 'src/domain/orders/purchase.ts'));
  const { createScratchPostgres } = await import(join(root, 'tests/support/scratch-postgres.ts'));
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const onPglite = process.env.COMPARE_DB === 'pglite';
  const scratch = onPglite ? null : await createScratchPostgres(server, 'autoshop_compare');
  const database = await openDatabase(scratch ? { url: scratch.url } : { memory: true });
  try {
    await database.migrate();
    const db = database.db;
    await db.execute(sql`insert into settings (key, value) values ('unit_price_micros', '6000'), ('minimum_purchase_quantity', '100') on conflict do nothing`);
    const [country] = await queryRows(db, sql`insert into countries (name, code, flag) values ('Bench', 'BX', '🏳️') returning id`);
    const [operator] = await queryRows(db, sql`insert into operators (name, country_id) values ('Bench Mobile', ${country.id}) returning id`);
    const [list] = await queryRows(
      db,
      sql`insert into numlists (name, country_id, operator_id, total_numbers, available_numbers) values ('Bench 1M', ${country.id}, ${operator.id}, 1000000, 1000000) returning id`,
    );
    for (let from = 1; from <= 1_000_000; from += 100_000) {
      await db.execute(sql`insert into numlist_numbers (numlist_id, number, sort_key) select ${list.id}, 33700000000 + g, g from generate_series(${from}::int, ${from + 99_999}::int) g`);
    }
    await db.execute(sql`analyze`);
    const buyers: number[] = (
      await queryRows(
        db,
        sql`insert into users (username, telegram_id, opening_balance_cents, balance_cents) select 'bench_' || g, 900000000 + g, 100000000, 100000000 from generate_series(1, ${Number(process.env.COMPARE_BUYERS ?? 16)}::int) g returning id`,
      )
    ).map((b: { id: number }) => b.id);
    for (let i = 0; i < 20; i++) await purchase(db, { userId: buyers[0], numlistId: list.id, quantity: 100, idempotencyKey: `warm-${i}` });
    const rates: number[] = [];
    for (let round = 0; round < 3; round++) {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        buyers.map(async (userId) => {
          for (;;) {
            const n = next++;
            if (n >= Number(process.env.COMPARE_PURCHASES ?? 640)) return;
            await purchase(db, { userId, numlistId: list.id, quantity: Number(process.env.COMPARE_QUANTITY ?? 100), idempotencyKey: `r${round}-${n}` });
            await new Promise((r) => setImmediate(r));
          }
        }),
      );
      rates.push(Number(process.env.COMPARE_PURCHASES ?? 640) / ((performance.now() - started) / 1000));
    }
    return rates;
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

if (process.argv[2] === '--measure') {
  process.stdout.write(`${JSON.stringify(await measureHere())}\n`);
} else {
  const commit = process.argv[2];
  if (!commit) throw new Error('usage: npx tsx bench/compare-one-list.ts <commit> [runs]');
  const runs = Number(process.argv[3] ?? 3);
  const dir = mkdtempSync(join(tmpdir(), 'autoshop-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'ignore' });
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    copyFileSync(here, join(dir, 'bench/compare-one-list.ts'));
    const measure = (tree: string): number[] => {
      const r = spawnSync('npx', ['tsx', 'bench/compare-one-list.ts', '--measure'], { cwd: tree, encoding: 'utf8' });
      const line = r.stdout.trim().split('\n').pop() ?? '';
      if (r.status !== 0 || !line.startsWith('[')) throw new Error(`measure failed in ${tree}: ${r.stderr}`);
      return JSON.parse(line);
    };
    const before: number[] = [];
    const after: number[] = [];
    for (let i = 0; i < runs; i++) {
      before.push(...measure(dir));
      after.push(...measure(root));
      process.stdout.write(`run ${i + 1}: before ${before.slice(-3).map((x) => x.toFixed(0)).join(' ')}, after ${after.slice(-3).map((x) => x.toFixed(0)).join(' ')} purchases/s\n`);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    process.stdout.write(`mean: before ${mean(before).toFixed(0)}/s, after ${mean(after).toFixed(0)}/s, ×${(mean(after) / mean(before)).toFixed(2)}\n`);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  }
}
