import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { type BatchEnd, PAGE_END, walkNumlist } from './batches';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

const database = suiteDatabase();
let numlistId: number;
beforeAll(async () => {
  [{ id: numlistId }] = await queryRows<{ id: number }>(database.db, sql`insert into numlists (name) values ('walk') returning id`);
  // Keys 1..25, in an order other than the numbers' own, so the walk must follow the sale order.
  await database.db.execute(
    sql`insert into numlist_numbers (numlist_id, number, sort_key) select ${numlistId}, 447700900100 - g, g from generate_series(1, 25) g`,
  );
});

it('walks a list page by page in sale order, each number once, across pages whose keys change digit count', async () => {
  const pages: string[][] = [];
  const walk = walkNumlist<string[]>(database.db, numlistId, { size: 10, transaction: false }, async (tx, page) => {
    const [r] = await queryRows<BatchEnd<string[]> & { numbers: string[] }>(
      tx,
      sql`with page as (${page}) select ${PAGE_END}, (select array_agg(number::text order by sort_key) from page) as numbers`,
    );
    return { ...r, value: r.numbers ?? undefined };
  });
  for await (const numbers of walk) pages.push(numbers);
  expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
  expect(pages.flat()).toEqual(Array.from({ length: 25 }, (_, i) => String(447700900100 - (i + 1))));
});
