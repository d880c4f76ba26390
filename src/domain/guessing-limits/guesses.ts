// Guessing limits, one rule for every guess the shop checks: a sign-in's password, a promo code, a gift-card code.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';

/** What is being guessed at (`key`, e.g. a user name) and how many wrong guesses it allows per window. */
export type GuessLimit = { key: string; max: number; windowMs: number };

/** Unknown codes (promo codes, gift-card codes) a customer may type per window, each kind counted on its own. */
export const MAX_WRONG_CODES = 5;
export const WRONG_CODE_WINDOW_MINUTES = 15;

/** A customer's limit for one kind of code. */
export const wrongCodeLimit = (kind: 'promo-code' | 'gift-card', userId: number): GuessLimit => ({
  key: `${kind}:${userId}`,
  max: MAX_WRONG_CODES,
  windowMs: WRONG_CODE_WINDOW_MINUTES * 60_000,
});

export type GuessRules = {
  /** True for the refusal that makes this a wrong guess (an unknown code, a wrong password); it stays counted. */
  isWrongGuess: (error: unknown) => boolean;
  /** The caller's own refusal when a limit is reached, given the seconds until a place frees up. */
  refused: (retryAfterSeconds: number) => Error;
};

/**
 * Evaluates one guess within its limits. The guess is counted BEFORE `evaluate` runs, under every limit at once or
 * under none (`refused` then, and `evaluate` never runs), so however many guesses arrive together, at most `max` per
 * window are ever evaluated. Anything but a wrong guess (a success, an honest mistake such as an expired code, a
 * failure of something else) then gives its place back; a wrong guess keeps it for the window. Parallel guesses beyond
 * the places free are refused even if some of the evaluated ones turn out right: the count cannot wait for them.
 */
export async function evaluateGuess<T>(db: Executor, limits: GuessLimit[], evaluate: () => Promise<T>, rules: GuessRules, now = new Date()): Promise<T> {
  const waitSeconds = await takePlaces(db, limits, now);
  if (waitSeconds !== null) throw rules.refused(waitSeconds);
  let result: T;
  try {
    result = await evaluate();
  } catch (error) {
    if (!rules.isWrongGuess(error)) await givePlacesBack(db, limits, now);
    throw error;
  }
  await givePlacesBack(db, limits, now);
  return result;
}

/** A place that could not be given back (the database gone for a moment) only counts until its window ends. */
async function givePlacesBack(db: Executor, limits: GuessLimit[], now: Date): Promise<void> {
  await giveBack(db, limits, now).catch(() => undefined);
}

class LimitReached extends Error {
  constructor(readonly waitSeconds: number) {
    super('guessing limit reached');
  }
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Keys as stored: a long one (a user name is whatever was typed) by its hash, so the primary key's index takes it. */
const storedKey = (key: string) => (key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`);

/**
 * Adds `now` to each key's times, in key order (so two guesses on the same keys never wait for each other crosswise),
 * by one upsert per key that writes only while fewer than `max` of its times are in the window. The upsert locks the
 * key's row and re-reads it after any other guess's change commits, so the condition is checked on the latest count.
 * A key at its limit rolls the whole transaction back: then the seconds until its oldest time leaves the window.
 */
async function takePlaces(db: Executor, limits: GuessLimit[], now: Date): Promise<number | null> {
  const ordered = limits.map((l) => ({ ...l, key: storedKey(l.key) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  try {
    await db.transaction(async (tx) => {
      for (const limit of ordered) {
        const since = new Date(now.getTime() - limit.windowMs);
        const forgetAfter = new Date(now.getTime() + limit.windowMs);
        const taken = await queryRows<{ key: string }>(
          tx,
          sql`insert into guessing_limits as g (key, attempts, forget_after)
              values (${limit.key}, array[${at(now)}], ${at(forgetAfter)})
              on conflict (key) do update
                set attempts = array(select a from unnest(g.attempts) a where a > ${at(since)}) || ${at(now)},
                    forget_after = greatest(g.forget_after, excluded.forget_after)
                where (select count(*) from unnest(g.attempts) a where a > ${at(since)}) < ${limit.max}
              returning key`,
        );
        if (!taken.length) {
          const [oldest] = await queryRows<{ ms: string | number | null }>(
            tx,
            sql`select (extract(epoch from min(a)) * 1000)::float8 as ms from guessing_limits g, unnest(g.attempts) a
                where g.key = ${limit.key} and a > ${at(since)}`,
          );
          const freeAt = Number(oldest?.ms ?? now.getTime()) + limit.windowMs;
          throw new LimitReached(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
        }
      }
    });
    return null;
  } catch (error) {
    if (error instanceof LimitReached) return error.waitSeconds;
    throw error;
  }
}

/**
 * Takes one `now` out of each key's times (one: parallel guesses may share the same millisecond). A statement per key,
 * so a give-back never holds one key's row while waiting for another's (no deadlock with a guess taking both).
 */
async function giveBack(db: Executor, limits: GuessLimit[], now: Date): Promise<void> {
  for (const key of limits.map((l) => storedKey(l.key))) {
    await db.execute(
      sql`update guessing_limits
          set attempts = attempts[:array_position(attempts, ${at(now)}) - 1] || attempts[array_position(attempts, ${at(now)}) + 1:]
          where key = ${key} and ${at(now)} = any(attempts)`,
    );
  }
}

/** Forgets the keys whose every guess has left its window (the pruning job). */
export async function pruneGuessingLimits(db: Executor, now = new Date()): Promise<void> {
  await db.execute(sql`delete from guessing_limits where forget_after < ${at(now)}`);
}
