import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../tests/support/app';
import { verifyPassword } from '../domain/users/passwords';
import { prepareDatabase, StartUpRefused } from './start-up';
import { suiteDatabase } from '../../tests/support/suite-fixtures';

const database = suiteDatabase();

const silent = pino({ level: 'silent' });
const adminRows = async () =>
  (await database.db.execute<{ username: string; password_hash: string }>(sql`select username, password_hash from users where is_admin order by id`)).rows;

describe('start-up work', () => {
  it('creates the first admin once; a later start never replaces its password, whatever ADMIN_PASSWORD says', async () => {
    const first = await prepareDatabase(database, testConfig({ adminPassword: 'first-password' }), silent);
    expect(first.admin).toEqual({ created: true, username: 'admin', password: 'first-password', generated: false });

    const again = await prepareDatabase(database, testConfig({ adminPassword: 'second-password' }), silent);
    expect(again.admin).toEqual({ created: false });
    const admins = await adminRows();
    expect(admins.map((a) => a.username)).toEqual(['admin']);
    expect(await verifyPassword(admins[0].password_hash, 'first-password')).toBe(true);
  });

  it('refuses, in one clear line, to make an admin of a customer who has the wanted user name', async () => {
    await database.db.execute(sql`update users set is_admin = false where username = 'admin'`);
    await database.db.execute(sql`insert into users (username) values ('marie')`);
    await expect(prepareDatabase(database, testConfig({ adminUsername: 'marie', adminPassword: 'marie-password' }), silent)).rejects.toThrow(
      /^ADMIN_USERNAME "marie" is already a customer's user name: choose another$/,
    );
    const [marie] = (await database.db.execute<{ is_admin: boolean; password_hash: string | null }>(sql`select is_admin, password_hash from users where username = 'marie'`)).rows;
    expect(marie).toEqual({ is_admin: false, password_hash: null });
  });

  it('refuses to run on a database migrated past this code (a newer shop wrote it), naming both versions', async () => {
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-shop', 4102444800000)`);
    try {
      const refused = prepareDatabase(database, testConfig(), silent);
      await expect(refused).rejects.toBeInstanceOf(StartUpRefused);
      await expect(refused).rejects.toThrow(/schema \(unknown \(4102444800000\)\) is newer than this version of the shop knows \(its last migration is \d{4}_\w+\)/);
    } finally {
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-shop'`);
    }
    // Back on its own schema, the same start-up goes through.
    await expect(prepareDatabase(database, testConfig({ adminUsername: 'owner', adminPassword: 'owner-password' }), silent)).resolves.toBeDefined();
  });
});
