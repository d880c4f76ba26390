import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { DomainError } from '../../domain/errors';
import { createTestDatabase } from '../../../tests/support/db';
import { createLoginThrottle } from './login-throttle';

describe('login throttle', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('locks an IP after its failures, whatever the user names, and frees it when the window passes', async () => {
    const throttle = createLoginThrottle(database.db, { perIp: 3, perUsername: 100, windowMs: 1000 });
    for (let i = 0; i < 3; i++) await throttle.fail('1.2.3.4', `user${i}`, 0);
    await expect(throttle.check('1.2.3.4', 'someone', 500)).rejects.toThrow(DomainError);
    await expect(throttle.check('1.2.3.4', 'someone', 500)).rejects.toMatchObject({ code: 'RATE_LIMITED', data: { retryAfterSeconds: 1 } });
    await expect(throttle.check('5.6.7.8', 'someone', 500)).resolves.toBeUndefined();
    await expect(throttle.check('1.2.3.4', 'someone', 1001)).resolves.toBeUndefined();
  });

  it('forgets a user name’s failures after a successful sign-in', async () => {
    const throttle = createLoginThrottle(database.db, { perIp: 100, perUsername: 2, windowMs: 1000 });
    await throttle.fail('ip', 'Admin', 0);
    await throttle.succeed('admin');
    await throttle.fail('ip', 'admin', 0);
    await expect(throttle.check('ip', 'ADMIN', 1)).resolves.toBeUndefined();
    await throttle.fail('ip', 'admin', 2);
    await expect(throttle.check('ip', 'admin', 3)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('counts the failures another throttle (another process) recorded, and prunes those past the window', async () => {
    const limits = { perIp: 100, perUsername: 2, windowMs: 60_000 };
    const one = createLoginThrottle(database.db, limits);
    const other = createLoginThrottle(database.db, limits);
    const t = 10_000_000;
    await one.fail('9.9.9.9', 'shared', t);
    await other.fail('9.9.9.9', 'shared', t + 1);
    await expect(one.check('9.9.9.9', 'shared', t + 2)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await other.fail('8.8.8.8', 'later', t + limits.windowMs + 10);
    const [left] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from login_failures where failed_at < ${new Date(t + 10).toISOString()}::timestamptz`);
    expect(left.n).toBe(0);
  });
});
