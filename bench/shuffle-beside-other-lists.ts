// The shuffle of a 950,000-number list beside 2,000,000 numbers of 2,000 other lists in the default stock partition
// (decision 0118): the first (out of the default partition), the second (its own partition rebuilt) and the in-place
// shuffle, each with the worst wait of a read of another list meanwhile. PGlite runs on a data folder in its own
// thread, as the shop runs it. Not part of `npm run bench`; run it alone:
//   npx tsx bench/shuffle-beside-other-lists.ts        (KINDS=pglite or KINDS=postgres for one database)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../src/db/client';
import { shuffleNumlist } from '../src/domain/stock/shuffle';
import { createScratchPostgres } from '../tests/support/scratch-postgres';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BIG = 1;
const OTHER = 7;

/** Runs `op` while another list is read every 5 ms; answers its time and the worst read's. */
async function beside(db: Db, op: () => Promise<unknown>) {
  let done = false;
  let worst = 0;
  const reads = (async () => {
    while (!done) {
      const started = performance.now();
      await db.execute(sql`select number from numlist_numbers where numlist_id = ${OTHER} order by sort_key limit 10`);
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const started = performance.now();
  await op();
  const ms = performance.now() - started;
  done = true;
  await reads;
  return `${(ms / 1000).toFixed(1)} s (worst read of another list ${worst.toFixed(0)} ms)`;
}

for (const kind of (process.env.KINDS ?? 'pglite,postgres').split(',')) {
  const scratch = kind === 'postgres' ? await createScratchPostgres(postgresUrl, 'autoshop_bench') : null;
  const folder = scratch ? null : await mkdtemp(join(tmpdir(), 'autoshop-bench-'));
  const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: folder as string });
  try {
    await database.migrate();
    const db = database.db;
    await db.execute(sql`insert into numlists (id, name, total_numbers, available_numbers) select g, 'L' || g, 1000, 1000 from generate_series(2, 2001) g`);
    await db.execute(sql`insert into numlists (id, name, total_numbers, available_numbers) values (${BIG}, 'Big', 950000, 950000)`);
    await db.execute(sql`select setval(pg_get_serial_sequence('numlists', 'id'), 3000)`);
    await db.execute(sql`insert into numlist_numbers select 2 + (g / 1000), 33600000000 + g, g from generate_series(0, 1999999) g`);
    await db.execute(sql`insert into numlist_numbers select ${BIG}, 447700000000 + ((g::bigint * 7919) % 950000), g from generate_series(0, 949999) g`);
    await db.execute(sql`analyze`);
    const first = await beside(db, () => shuffleNumlist(db, BIG, null));
    const again = await beside(db, () => shuffleNumlist(db, BIG, null));
    const inPlace = await beside(db, () => shuffleNumlist(db, BIG, null, { rebuildFrom: Number.POSITIVE_INFINITY }));
    console.log(`${kind}: first ${first}; again ${again}; in place ${inPlace}`);
  } finally {
    await database.close();
    await scratch?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}
