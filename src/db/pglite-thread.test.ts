import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../tests/support/db';
import { isUniqueViolation } from '../domain/errors';
import { type Database, openDatabase } from './client';

// The database thread is PGlite's (what `npm start` runs on a data folder); a PostgreSQL server has no such thing.
describe.skipIf(testDbKind !== 'pglite')('PGlite in its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true, thread: true });
    await database.db.execute(sql`create table things (id int primary key, name text not null, at timestamptz not null default now())`);
  });
  afterAll(() => database?.close());
  const names = async () => (await database.db.execute<{ name: string }>(sql`select name from things order by id`)).rows.map((r) => r.name);

  it('commits a transaction, rolls one back when its work throws, and keeps the driver\'s error fields', async () => {
    expect(await database.db.transaction(async (tx) => (await tx.execute(sql`insert into things (id, name) values (1, 'one') returning id`)).rows)).toEqual([{ id: 1 }]);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (id, name) values (2, 'two')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const duplicate = await database.db.execute(sql`insert into things (id, name) values (1, 'again')`).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate, 'things_pkey')).toBe(true);
    expect(await names()).toEqual(['one']);
    // Timestamps come back as PostgreSQL's text, as Drizzle's PGlite driver expects in this thread too.
    const [row] = (await database.db.execute<{ at: unknown }>(sql`select at from things where id = 1`)).rows;
    expect(typeof row.at).toBe('string');
  });

  it('runs a query asked while a transaction is open after it, and sees what it committed', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (3, 'three')`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = names();
    let answered = false;
    void outside.then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect(await outside).toEqual(['one', 'three']);
  });

  it('refuses queries once closed, and an unknown table fails without stopping the thread', async () => {
    await expect(database.db.execute(sql`select * from nowhere`)).rejects.toThrow();
    expect(await names()).toEqual(['one', 'three']);
    await database.close();
    const refused = (await database.db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    )) as Error | null;
    // Drizzle wraps the driver's error; the thread's reason is its cause.
    expect(String(refused?.cause ?? refused)).toMatch(/database thread stopped/);
  });
});
