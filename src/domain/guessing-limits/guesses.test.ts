// The guessing limits' one rule: counted before the guess is evaluated, all limits or none, a right guess given back.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { evaluateGuess, type GuessLimit, pruneGuessingLimits } from './guesses';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

class Wrong extends Error {}
class Refused extends Error {
  constructor(readonly seconds: number) {
    super('refused');
  }
}
const rules = { isWrongGuess: (e: unknown) => e instanceof Wrong, refused: (s: number) => new Refused(s) };

describe('guessing limits', () => {
  const database = suiteDatabase();

  const countedOf = async (key: string) => {
    const [row] = await queryRows<{ n: number }>(database.db, sql`select coalesce(sum(cardinality(attempts)), 0)::int as n from guessing_limits where key = ${key}`);
    return row.n;
  };
  /** Evaluates a wrong guess (or a right one) at `now`: what the caller sees. */
  const guess = (limits: GuessLimit[], now: Date, right = false) =>
    evaluateGuess(
      database.db,
      limits,
      async () => {
        if (!right) throw new Wrong();
        return 'right';
      },
      rules,
      now,
    ).catch((e: unknown) => (e instanceof Refused ? `refused ${e.seconds}s` : e instanceof Wrong ? 'wrong' : Promise.reject(e)));

  it('evaluates `max` wrong guesses per window, then refuses with the wait until the oldest leaves it, then evaluates again', async () => {
    const limit = { key: 'test:window', max: 3, windowMs: 60_000 };
    const t0 = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await guess([limit], at(0))).toBe('wrong');
    expect(await guess([limit], at(10_000))).toBe('wrong');
    expect(await guess([limit], at(20_000))).toBe('wrong');
    expect(await guess([limit], at(30_000))).toBe('refused 30s');
    // The right guess waits too while the limit is reached: it is refused before it is evaluated.
    expect(await guess([limit], at(30_000), true)).toBe('refused 30s');
    // The first guess has left the window: one place is free.
    expect(await guess([limit], at(60_001), true)).toBe('right');
    expect(await guess([limit], at(60_002))).toBe('wrong');
    expect(await guess([limit], at(60_003))).toBe('refused 10s');
    expect(await countedOf(limit.key)).toBe(3);
  });

  it('gives a right guess and any other refusal back, and keeps the wrong guesses before it (no reset)', async () => {
    const limit = { key: 'test:give-back', max: 2, windowMs: 60_000 };
    const now = new Date('2026-01-02T00:00:00Z');
    expect(await guess([limit], now)).toBe('wrong');
    for (let i = 0; i < 5; i++) expect(await guess([limit], now, true)).toBe('right');
    const failing = evaluateGuess(database.db, [limit], () => Promise.reject(new Error('something else')), rules, now);
    await expect(failing).rejects.toThrow('something else');
    expect(await countedOf(limit.key)).toBe(1);
    expect(await guess([limit], now)).toBe('wrong');
    expect(await guess([limit], now, true)).toBe('refused 60s');
  });

  it('counts a guess under every limit or none: a full limit leaves the other untouched', async () => {
    const user = { key: 'test:user', max: 1, windowMs: 60_000 };
    const address = { key: 'test:address', max: 10, windowMs: 60_000 };
    const now = new Date('2026-01-03T00:00:00Z');
    expect(await guess([user, address], now)).toBe('wrong');
    for (let i = 0; i < 5; i++) expect(await guess([user, address], now)).toBe('refused 60s');
    expect(await countedOf(address.key)).toBe(1);
  });

  it('evaluates at most `max` of 100 guesses made at the same moment, the right one among them', async () => {
    const limit = { key: 'test:parallel', max: 5, windowMs: 60_000 };
    const now = new Date('2026-01-04T00:00:00Z');
    const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => guess([limit], now, i === 50)));
    expect(outcomes.filter((o) => o === 'wrong').length).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o === 'wrong' || o === 'right').length).toBeGreaterThanOrEqual(5);
    expect(outcomes.every((o) => ['wrong', 'right', 'refused 60s'].includes(o))).toBe(true);
  });

  it('takes a key of any length (a user name is whatever was typed)', async () => {
    const long = { key: `test:${'x'.repeat(50_000)}`, max: 1, windowMs: 60_000 };
    const now = new Date('2026-01-05T00:00:00Z');
    expect(await guess([long], now)).toBe('wrong');
    expect(await guess([long], now)).toBe('refused 60s');
  });

  it('prunes the keys whose guesses have all left their window', async () => {
    const limit = { key: 'test:prune', max: 5, windowMs: 60_000 };
    const now = new Date('2026-01-06T00:00:00Z');
    await guess([limit], now);
    await pruneGuessingLimits(database.db, new Date(now.getTime() + 59_000));
    expect(await countedOf(limit.key)).toBe(1);
    await pruneGuessingLimits(database.db, new Date(now.getTime() + 61_000));
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from guessing_limits where key = ${limit.key}`);
    expect(row.n).toBe(0);
  });
});
