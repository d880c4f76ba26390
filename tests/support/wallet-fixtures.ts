// Test fixtures for wallet and order tests: a small catalogue, numlists filled from fiction ranges, customers.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, type Executor, openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { testDbKind } from './db';
import { createScratchPostgres } from './scratch-postgres';

export type Catalogue = { countryId: number; operatorId: number; categoryId: number; otherOperatorId: number; otherCountryId: number };

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

/** A country with two operators, another country with one, and a category. */
export async function createCatalogue(db: Executor, names: { country?: string; operator?: string; category?: string } = {}): Promise<Catalogue> {
  const [country] = await queryRows<{ id: number }>(
    db,
    sql`insert into countries (name, code, flag) values (${names.country ?? unique('France')}, ${unique('FR')}, '🇫🇷') returning id`,
  );
  const [other] = await queryRows<{ id: number }>(
    db,
    sql`insert into countries (name, code, flag) values (${unique('Royaume-Uni')}, ${unique('GB')}, '🇬🇧') returning id`,
  );
  const [operator] = await queryRows<{ id: number }>(
    db,
    sql`insert into operators (name, country_id) values (${names.operator ?? 'Orange'}, ${country.id}) returning id`,
  );
  const [otherOperator] = await queryRows<{ id: number }>(db, sql`insert into operators (name, country_id) values ('EE', ${other.id}) returning id`);
  const [category] = await queryRows<{ id: number }>(
    db,
    sql`insert into categories (name, description, icon) values (${names.category ?? unique('SMS')}, 'Test', 'sms') returning id`,
  );
  return { countryId: country.id, operatorId: operator.id, categoryId: category.id, otherOperatorId: otherOperator.id, otherCountryId: other.id };
}

let numberType: 'bigint' | 'text' | undefined;

/**
 * A numlist holding `count` numbers. Numbers come from the French fiction ranges (ARCEP: 06 39 98 xx xx and
 * 01 99 00 xx xx, 20,000 numbers) starting at `offset`; beyond that, synthetic numbers of the same shape.
 */
export async function createNumlist(
  db: Executor,
  input: {
    countryId: number | null;
    operatorId: number | null;
    categoryId?: number | null;
    count: number;
    offset?: number;
    unitPriceMicros?: number | null;
    isActive?: boolean;
    name?: string;
    createdAt?: Date;
  },
): Promise<number> {
  numberType ??= (
    await queryRows<{ data_type: string }>(
      db,
      sql`select data_type from information_schema.columns where table_name = 'numlist_numbers' and column_name = 'number'`,
    )
  )[0]?.data_type === 'bigint'
    ? 'bigint'
    : 'text';
  const [list] = await queryRows<{ id: number }>(
    db,
    sql`insert into numlists (name, country_id, operator_id, category_id, unit_price_micros, total_numbers, available_numbers, is_active, created_at)
        values (${input.name ?? unique('Liste')}, ${input.countryId}, ${input.operatorId}, ${input.categoryId ?? null}, ${input.unitPriceMicros ?? null},
                ${input.count}, ${input.count}, ${input.isActive ?? true}, ${(input.createdAt ?? new Date()).toISOString()}::timestamptz)
        returning id`,
  );
  const offset = input.offset ?? 0;
  // g < 10000: +33 6 39 98 xx xx; g < 20000: +33 1 99 00 xx xx; beyond: synthetic +33 7 00 xx xx xx.
  const digits = sql`(case when g < 10000 then 33639980000 + g when g < 20000 then 33199000000 + (g - 10000) else 33700000000 + g end)`;
  const value = numberType === 'bigint' ? digits : sql`'+' || ${digits}::text`;
  await db.execute(sql`
    insert into numlist_numbers (numlist_id, number, sort_key)
    select ${list.id}, ${value}, g - ${offset} + 1 from generate_series(${offset}::int, ${offset + input.count - 1}::int) g`);
  return list.id;
}

/** A customer with an opening balance (not a ledger row: balance = opening + ledger). */
export async function createCustomer(
  db: Executor,
  input: { username?: string; balanceCents: number; telegramId?: number | null; telegramUsername?: string | null; firstName?: string; lastName?: string },
): Promise<number> {
  const username = input.username ?? unique('client');
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (username, telegram_id, telegram_username, first_name, last_name, opening_balance_cents, balance_cents)
        values (${username}, ${input.telegramId ?? null}::bigint, ${input.telegramUsername ?? username}, ${input.firstName ?? null}, ${input.lastName ?? null},
                ${input.balanceCents}::bigint, ${input.balanceCents}::bigint)
        returning id`,
  );
  return row.id;
}

export async function balanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = await queryRows<{ b: string | number }>(db, sql`select balance_cents as b from users where id = ${userId}`);
  return Number(row.b);
}

export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await db.execute(sql`insert into settings (key, value) values (${key}, ${value}) on conflict (key) do update set value = excluded.value`);
}

/** Count of a query's single `n` column, whatever type the driver gives back. */
export async function countOf(db: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, query);
  return Number(row?.n ?? 0);
}

/**
 * A fresh, empty database of the kind under test (not migrated), for tests that migrate it themselves or hand it to a
 * script by configuration (`env`), as the shop would open it.
 */
export async function scratchDatabase(
  prefix: string,
): Promise<{ env: Record<string, string>; open: () => ReturnType<typeof openDatabase>; drop: () => Promise<void> }> {
  if (testDbKind === 'postgres') {
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL as string, prefix);
    return { env: { DATABASE_URL: scratch.url }, open: () => openDatabase({ url: scratch.url }), drop: scratch.drop };
  }
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  return { env: { DATA_DIR: dir, DATABASE_URL: '' }, open: () => openDatabase({ dataDir: dir }), drop: () => rm(dir, { recursive: true, force: true }) };
}
