// Slows password guessing: too many failed sign-ins from one IP, or for one user name, lock it out for a while.
import { DomainError } from '../../domain/errors';

export type ThrottleLimits = { perIp: number; perUsername: number; windowMs: number };
export const defaultThrottleLimits: ThrottleLimits = { perIp: 20, perUsername: 5, windowMs: 15 * 60 * 1000 };

/**
 * In memory, per instance: with several instances an attacker gets at most N× the attempts, which argon2's
 * cost still makes slow. Kept out of the database so a flood of bad logins cannot fill it.
 */
export function createLoginThrottle(limits: ThrottleLimits = defaultThrottleLimits) {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((t) => now - t < limits.windowMs);
  const keys = (ip: string, username: string) => [
    { key: `ip:${ip}`, max: limits.perIp },
    { key: `user:${username.trim().toLowerCase()}`, max: limits.perUsername },
  ];

  return {
    /** Throws RATE_LIMITED before any password is checked. */
    check(ip: string, username: string, now = Date.now()) {
      for (const { key, max } of keys(ip, username)) {
        const times = recent(key, now);
        if (times.length >= max) {
          const retryAfterS = Math.ceil((times[0] + limits.windowMs - now) / 1000);
          throw new DomainError('RATE_LIMITED', { retryAfterSeconds: retryAfterS });
        }
      }
    },
    fail(ip: string, username: string, now = Date.now()) {
      for (const { key } of keys(ip, username)) failures.set(key, [...recent(key, now), now]);
      if (failures.size > 10_000) {
        for (const [key, times] of failures) if (!times.some((t) => now - t < limits.windowMs)) failures.delete(key);
      }
    },
    succeed(username: string) {
      failures.delete(`user:${username.trim().toLowerCase()}`);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
