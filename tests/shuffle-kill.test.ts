// A real shop process killed (SIGKILL) while it rebuilds a big list for a shuffle (decision 0118), then started again:
// the list is whole (every number once, counts exact), no half-built table is left, and the next shuffle completes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { BIG_LIST, partitionsOf } from '../src/domain/stock/partitions';
import { availableNumbersOf } from '../src/domain/stock/sale-tallies';
import { testDbKind } from './support/db';
import { createScratchPostgres, type ScratchPostgres } from './support/scratch-postgres';
import { login, type Started, startShop, stopShop } from './support/shop-process';

const LIST = 1;
const SIZE = BIG_LIST * 3;
const KILLS = 3;
const PASSWORD = 'shuffle-kill-password';

const kill = async (shop: Started) => {
  shop.child.kill('SIGKILL');
  if (shop.child.exitCode === null && shop.child.signalCode === null) await new Promise((resolve) => shop.child.once('exit', resolve));
};

describe('a big list shuffle across a kill -9', () => {
  let dataDir: string | undefined;
  let scratch: ScratchPostgres | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('leaves the list whole after each kill, and a later shuffle completes', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (testDbKind === 'postgres' && serverUrl) scratch = await createScratchPostgres(serverUrl, 'autoshop_shuffle_kill');
    else dataDir = await mkdtemp(join(tmpdir(), 'autoshop-shuffle-kill-'));
    const env: Record<string, string> = {
      ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir as string }),
      SEED: 'none',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: PASSWORD,
    };
    // PGlite belongs to one process: the test opens the database only while no shop runs.
    const withDatabase = async <T>(work: (database: Database) => Promise<T>) => {
      const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: dataDir as string });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    };
    const first = await startShop(env);
    expect(await stopShop(first.child)).toBe(0);
    const original = await withDatabase(async ({ db }) => {
      await db.execute(sql`insert into numlists (id, name, total_numbers, available_numbers) values (${LIST}, 'Big', ${SIZE}, ${SIZE})`);
      await db.execute(sql`select setval(pg_get_serial_sequence('numlists', 'id'), 10)`);
      await db.execute(sql`insert into numlist_numbers select ${LIST}, 447700000000 + g, g from generate_series(1, ${SIZE}) g`);
      return queryRows<{ n: string }>(db, sql`select number::text as n from numlist_numbers where numlist_id = ${LIST} order by number`);
    });

    /** The list as the database holds it once no shop runs; a leftover hold is expired as its lease would. */
    const check = () =>
      withDatabase(async ({ db }) => {
        const numbers = await queryRows<{ n: string }>(db, sql`select number::text as n from numlist_numbers where numlist_id = ${LIST} order by number`);
        const [counts] = await queryRows<{ available: number; keys: number; half: number; inDefault: number }>(
          db,
          sql`select (select ${availableNumbersOf()} from numlists where id = ${LIST}) as available,
                     (select count(distinct sort_key)::int from numlist_numbers where numlist_id = ${LIST}) as keys,
                     (select count(*)::int from pg_class where relname like 'numlist\\_numbers\\_%\\_shuffle%') as half,
                     (select count(*)::int from numlist_numbers_default where numlist_id = ${LIST}) as "inDefault"`,
        );
        const { own } = await partitionsOf(db, LIST);
        const [hold] = await queryRows<{ held: boolean }>(db, sql`select stock_operation is not null as held from numlists where id = ${LIST}`);
        await db.execute(sql`update numlists set stock_operation_until = now() - interval '1 second' where id = ${LIST}`);
        return { numbers, counts: { ...counts, available: Number(counts.available) }, own, held: hold.held };
      });

    // Kills that landed inside the shuffle: its hold on the list was taken and never released. The kill comes at a
    // random moment in a window that moves later after a kill that came too early (a loaded machine is slow to start
    // the shuffle) and earlier after one that came too late (the shuffle had answered).
    let landed = 0;
    let killWindow = { from: 100, span: scratch ? 400 : 900 };
    for (let attempt = 0; landed < KILLS && attempt < KILLS * 4; attempt++) {
      const shop = await startShop(env);
      const token = ((await (await login(shop.url, 'admin', PASSWORD)).json()) as { token: string }).token;
      const answer = fetch(`${shop.url}api/numlists/${LIST}/shuffle`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
        .then((r) => r.status)
        .catch(() => 'killed');
      await new Promise((resolve) => setTimeout(resolve, killWindow.from + Math.random() * killWindow.span));
      await kill(shop);
      const answered = (await answer) !== 'killed';
      const after = await check();
      if (after.held) landed++;
      else if (answered) killWindow = { from: killWindow.from / 2, span: killWindow.span / 2 };
      else killWindow = { from: killWindow.from + 300, span: killWindow.span };
      expect(after.numbers).toEqual(original);
      expect(after.counts).toEqual({ available: SIZE, keys: SIZE, half: 0, inDefault: after.own ? 0 : SIZE });
    }
    expect(landed).toBe(KILLS);

    const shop = await startShop(env);
    const token = ((await (await login(shop.url, 'admin', PASSWORD)).json()) as { token: string }).token;
    const shuffled = await fetch(`${shop.url}api/numlists/${LIST}/shuffle`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(shuffled.status).toBe(200);
    expect(await shuffled.json()).toMatchObject({ shuffledNumbers: SIZE });
    expect(await stopShop(shop.child)).toBe(0);
    const done = await check();
    expect(done.numbers).toEqual(original);
    expect(done.counts).toEqual({ available: SIZE, keys: SIZE, half: 0, inDefault: 0 });
    expect(done.own).toBe(true);
    expect(done.held).toBe(false);
    // Five shop starts and four database openings on a quiet machine (about 30 s on PGlite), up to 13 on a loaded one.
  }, 400_000);
});
