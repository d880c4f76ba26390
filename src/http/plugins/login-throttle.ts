// Slows password guessing: too many failed sign-ins from one IP, or for one user name, lock it out for a while.
import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { DomainError } from '../../domain/errors';

export type ThrottleLimits = { perIp: number; perUsername: number; windowMs: number };
export const defaultThrottleLimits: ThrottleLimits = { perIp: 20, perUsername: 5, windowMs: 15 * 60 * 1000 };

/**
 * The failures live in the database (login_failures), so that several shop processes behind one address count them
 * together: an attacker gets the limit, not the limit times the number of processes. Times are this process's clock
 * (`now`, which tests set); a few seconds of skew between machines is nothing beside a 15-minute window.
 */
export function createLoginThrottle(db: Executor, limits: ThrottleLimits = defaultThrottleLimits) {
  const keys = (ip: string, username: string) => [
    { key: `ip:${ip}`, max: limits.perIp },
    { key: `user:${username.trim().toLowerCase()}`, max: limits.perUsername },
  ];

  return {
    /** Throws RATE_LIMITED before any password is checked. */
    async check(ip: string, username: string, now = Date.now()) {
      const watched = keys(ip, username);
      const rows = await db
        .select({ key: loginFailures.key, failures: count(), oldest: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, watched.map((w) => w.key)), gt(loginFailures.failedAt, new Date(now - limits.windowMs))))
        .groupBy(loginFailures.key);
      for (const { key, max } of watched) {
        const row = rows.find((r) => r.key === key);
        if (row?.oldest && Number(row.failures) >= max) {
          const retryAfterS = Math.ceil((new Date(row.oldest).getTime() + limits.windowMs - now) / 1000);
          throw new DomainError('RATE_LIMITED', { retryAfterSeconds: retryAfterS });
        }
      }
    },
    async fail(ip: string, username: string, now = Date.now()) {
      const failedAt = new Date(now);
      await db.insert(loginFailures).values(keys(ip, username).map(({ key }) => ({ key, failedAt })));
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now - limits.windowMs)));
    },
    async succeed(username: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, `user:${username.trim().toLowerCase()}`));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
