// The load test's shop: a catalogue, customers with balances and a consistent past (orders with their ledger rows and
// numbers), and real stock on the lists the load test buys from. Synthetic data, generated in SQL; never leaves the machine.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { seedDefaults } from '../src/demo/seed';
import { availableNumbersOf } from '../src/domain/stock/sale-tallies';

export const COUNTRIES = 100;
/** Ten per country: operator o is in country 1 + (o − 1) / 10. */
export const OPERATORS = 1_000;
export const CUSTOMERS = 50_000;
const PAST_ORDERS = 50_000;
/** Numbers per past order (each has its order_numbers rows, so the ledger check holds from the start). */
const PAST_QUANTITY = 10;
const OPENING_CENTS = 5_000;
/** The load test buys from the SMS lists of these operators: odd ones, priced on the presets (packs of 100, 250…). */
export const BUYABLE_OPERATORS = Array.from({ length: 20 }, (_, i) => 2 * i + 1);
export const smsListOf = (operator: number) => 3 * (operator - 1) + 1;
export const countryOf = (operator: number) => 1 + Math.floor((operator - 1) / 10);

/**
 * 4 categories, 100 countries, 1,000 operators with 3 lists each (figures only, as bench/shop.bench.ts), packs on the
 * even operators; 50,000 customers with 50 € opening balances; 50,000 past orders of 10 numbers with their ledger rows;
 * `numbersPerList` real numbers on each buyable list.
 */
export async function seedLoadTestShop(db: Db, numbersPerList: number): Promise<void> {
  await seedDefaults(db);
  await db.execute(sql`insert into categories (id, name, description, icon) values (1, 'SMS', '', 'sms'), (2, 'Data', '', 'database'), (3, 'Voix', '', 'phone'), (4, 'Premium', '', 'tags')`);
  await db.execute(sql`insert into countries (id, name, code, flag) select g, 'Pays ' || lpad(g::text, 3, '0'), 'P' || g, '🏳️' from generate_series(1, ${COUNTRIES}::int) g`);
  await db.execute(sql`insert into operators (id, name, country_id) select g, 'Opérateur ' || g, 1 + (g - 1) / 10 from generate_series(1, ${OPERATORS}::int) g`);
  await db.execute(sql`
    insert into numlists (id, name, country_id, operator_id, category_id, unit_price_micros, total_numbers, available_numbers)
    select g, 'Liste ' || g, 1 + (o - 1) / 10, o, 1 + (g - 1) % 3, case when g % 5 = 0 then 8000 end, 50000, 500 + (g * 7919) % 20000
    from (select g, 1 + (g - 1) / 3 as o from generate_series(1, ${OPERATORS * 3}::int) g) x`);
  await db.execute(sql`
    insert into shop_packs (operator_id, category_id, quantity, name, sort_order)
    select o, c, q, null, s from generate_series(2, ${OPERATORS}::int, 2) o, (values (null::int, 250, 0), (null::int, 2500, 1), (1, 1200, 2)) v(c, q, s)`);
  await db.execute(sql`select setval(pg_get_serial_sequence('categories', 'id'), 4), setval(pg_get_serial_sequence('countries', 'id'), ${COUNTRIES}::int),
                              setval(pg_get_serial_sequence('operators', 'id'), ${OPERATORS}::int), setval(pg_get_serial_sequence('numlists', 'id'), ${OPERATORS * 3}::int)`);

  await db.execute(sql`
    insert into users (id, username, telegram_id, telegram_username, first_name, opening_balance_cents, balance_cents, language)
    select g, 'client_' || g, 700000000 + g, 'tg_' || g, 'Client ' || g, ${OPENING_CENTS}::int, ${OPENING_CENTS}::int, (array['fr','en','de','ar'])[1 + g % 4]
    from generate_series(1, ${CUSTOMERS}::int) g`);
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${CUSTOMERS}::int)`);

  // The past: orders of 10 numbers at 0.006 € (6 cents), each with its numbers and its ledger row, the balances to match.
  await db.execute(sql`
    insert into purchase_history (id, user_id, telegram_id, telegram_username, operator_id, country_id, category_id, quantity, price_cents,
                                  unit_price_micros, operator_name, country_name, country_flag, purchase_date, status)
    select g, u, 700000000 + u, 'tg_' || u, o, 1 + (o - 1) / 10, 1, ${PAST_QUANTITY}::int, 6, 6000, 'Opérateur ' || o, 'Pays', '🏳️',
           now() - make_interval(mins => g), 'completed'
    from (select g, 1 + (g::bigint * 7919) % ${CUSTOMERS}::int as u, 1 + g % ${OPERATORS}::int as o from generate_series(1, ${PAST_ORDERS}::int) g) x`);
  await db.execute(sql`select setval(pg_get_serial_sequence('purchase_history', 'id'), ${PAST_ORDERS}::int)`);
  await db.execute(sql`
    insert into order_numbers (purchase_id, number)
    select p, '+44700' || lpad((p * ${PAST_QUANTITY}::int + i)::text, 7, '0') from generate_series(1, ${PAST_ORDERS}::int) p, generate_series(1, ${PAST_QUANTITY}::int) i`);
  await db.execute(sql`
    insert into ledger_entries (user_id, kind, amount_cents, balance_after_cents, reference_type, reference_id, created_at)
    select user_id, 'purchase', -price_cents, ${OPENING_CENTS}::int - sum(price_cents) over (partition by user_id order by id), 'order', id::text, purchase_date
    from purchase_history order by user_id, id`);
  await db.execute(sql`
    update users u set balance_cents = u.opening_balance_cents - s.spent, total_purchases_cents = s.spent
    from (select user_id, sum(price_cents) as spent from purchase_history group by user_id) s where s.user_id = u.id`);

  for (const operator of BUYABLE_OPERATORS) {
    const list = smsListOf(operator);
    await db.execute(sql`insert into numlist_numbers (numlist_id, number, sort_key)
                         select ${list}::int, 33600000000 + ${list}::bigint * 1000000 + g, g from generate_series(1, ${numbersPerList}::int) g`);
    await db.execute(sql`update numlists set total_numbers = ${numbersPerList}::int, available_numbers = ${numbersPerList}::int, unit_price_micros = null where id = ${list}::int`);
  }
  await db.execute(sql`vacuum analyze`);
}

/** The stock of the buyable lists: each list's count against its rows, and numbers sold twice. */
export async function stockProblems(db: Db): Promise<string[]> {
  const lists = BUYABLE_OPERATORS.map(smsListOf);
  const rows = await queryRows<{ id: number; available: number; rows: string }>(
    db,
    sql`select l.id, ${availableNumbersOf(sql`l`)} as available, (select count(*) from numlist_numbers n where n.numlist_id = l.id) as rows
        from numlists l where l.id = any(${`{${lists.join(',')}}`}::int[])`,
  );
  const problems = rows.filter((r) => Number(r.rows) !== r.available).map((r) => `list ${r.id}: available_numbers ${r.available}, rows ${r.rows}`);
  const [twice] = await queryRows<{ n: string }>(db, sql`select count(*) as n from (select number from order_numbers group by number having count(*) > 1) d`);
  if (Number(twice.n) > 0) problems.push(`${twice.n} numbers sold twice`);
  return problems;
}
