// A real shop process killed (SIGKILL) while it rebuilds a big list for a shuffle (decision 0118), then started again:
// the list is whole (every number once, counts exact), no half-built table is left, and the next shuffle completes.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { BIG_LIST, partitionsOf } from '../src/domain/stock/partitions';
import { availableNumbersOf } from '../src/domain/stock/sale-tallies';
import { killShop, type ShopStorage, shopStorage } from './support/killed-shop';
import { startShop, stopShop } from './support/shop-process';

const LIST = 1;
const SIZE = BIG_LIST * 3;
const KILLS = 3;

describe('a big list shuffle across a kill -9', () => {
  let storage: ShopStorage | undefined;
  afterAll(() => storage?.drop());

  it('leaves the list whole after each kill, and a later shuffle completes', async () => {
    storage = await shopStorage('shuffle_kill', 'shuffle-kill-password');
    const { env, withDatabase, signIn } = storage;
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
    let killWindow = { from: 100, span: env.DATABASE_URL ? 400 : 900 };
    for (let attempt = 0; landed < KILLS && attempt < KILLS * 4; attempt++) {
      const shop = await startShop(env);
      const token = await signIn(shop);
      const answer = fetch(`${shop.url}api/numlists/${LIST}/shuffle`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
        .then((r) => r.status)
        .catch(() => 'killed');
      await new Promise((resolve) => setTimeout(resolve, killWindow.from + Math.random() * killWindow.span));
      await killShop(shop);
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
    const token = await signIn(shop);
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
