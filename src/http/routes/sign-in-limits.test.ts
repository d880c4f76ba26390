// Sign-in guessing limits under real parallel requests: at most 5 wrong passwords per user name and 20 per address are
// checked per window, whatever the concurrency; the client's address is taken from X-Forwarded-For only behind a
// configured proxy (TRUST_PROXY).
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../tests/support/app';
import { loadConfig } from '../../config';
import { users } from '../../db/schema';
import { hashPassword } from '../../domain/users/passwords';
import { suiteApp } from '../../../tests/support/suite-fixtures';

/** The shop's own limits (not the tests' loose ones): 20 per address, 5 per user name, 15 minutes. */
const shopLimits = { perAddress: 20, perUsername: 5, windowMs: 15 * 60 * 1000 };

const statusesOf = (codes: number[]) => {
  const counts: Record<number, number> = {};
  for (const c of codes) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
};

describe('sign-in guessing limits under parallel requests', () => {
  const t = suiteApp({ loginLimits: shopLimits });
  beforeAll(async () => {
    await t.database.db.insert(users).values({ username: 'victim', passwordHash: await hashPassword('victim-pass'), isAdmin: true });
  });

  const signIn = (username: string, password: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers, remoteAddress });

  it('checks at most 5 wrong passwords for one user name out of 120 sent at once, the right one among them', async () => {
    const right = 60;
    const burst = await Promise.all(
      Array.from({ length: 120 }, (_, i) => signIn('victim', i === right ? 'victim-pass' : `guess-${i}`, {}, `10.0.${i}.1`)),
    );
    const wrong = burst.filter((_, i) => i !== right).map((r) => r.statusCode);
    const counts = statusesOf(wrong);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(119);
    expect([200, 429]).toContain(burst[right].statusCode);
    expect(burst.find((r) => r.statusCode === 429)?.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Trop de tentatives/) });
    // A second burst in the same window: the wrong guesses of both together stay within 5, and then even the right
    // password waits (the budget is spent by wrong ones).
    const again = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn('victim', `again-${i}`, {}, `10.1.${i}.1`)));
    const againCounts = statusesOf(again.map((r) => r.statusCode));
    expect((againCounts[401] ?? 0) + (againCounts[429] ?? 0)).toBe(100);
    expect((counts[401] ?? 0) + (againCounts[401] ?? 0)).toBe(5);
    expect((await signIn('victim', 'victim-pass', {}, '10.2.0.1')).statusCode).toBe(429);
  }, 60_000);

  it('checks at most 20 wrong passwords from one address out of 100 sent at once for as many user names', async () => {
    const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(`nobody-${i}`, 'wrong', {}, '192.0.2.7')));
    const counts = statusesOf(burst.map((r) => r.statusCode));
    expect(counts[401]).toBeLessThanOrEqual(20);
    expect(counts[401]).toBeGreaterThan(0);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(100);
    // The right password from that address waits too; from another address it signs in.
    expect((await signIn(TEST_ADMIN.username, TEST_ADMIN.password, {}, '192.0.2.7')).statusCode).toBe(429);
    expect((await signIn(TEST_ADMIN.username, TEST_ADMIN.password, {}, '192.0.2.8')).statusCode).toBe(200);
  }, 60_000);
});

describe('the address the sign-in limits count', () => {
  const limits = { perAddress: 3, perUsername: 1000, windowMs: 60_000 };
  const forged = (app: TestApp, i: number, remoteAddress = '127.0.0.1') =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: `someone-${i}`, password: 'wrong' },
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
      remoteAddress,
    });

  it('is the peer without TRUST_PROXY, PUBLIC_URL set or not: a forged X-Forwarded-For changes nothing', async () => {
    const t = await createTestApp({ loginLimits: limits, config: { publicUrl: 'https://shop.example.org' } });
    try {
      const statuses = [];
      for (let i = 1; i <= 5; i++) statuses.push((await forged(t, i)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('is the client a configured proxy names (TRUST_PROXY=127.0.0.1), and only that proxy', async () => {
    const t = await createTestApp({ loginLimits: limits, config: { publicUrl: 'https://shop.example.org', trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy } });
    try {
      const statuses = [];
      for (let i = 1; i <= 5; i++) statuses.push((await forged(t, i)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // The same client through the proxy reaches its own limit.
      for (let n = 0; n < 2; n++) expect((await forged(t, 1)).statusCode).toBe(401);
      expect((await forged(t, 1)).statusCode).toBe(429);
      // From a peer that is not the proxy, the header is not believed: that peer is counted.
      const direct = [];
      for (let i = 10; i < 14; i++) direct.push((await forged(t, i, '198.51.100.9')).statusCode);
      expect(direct).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
