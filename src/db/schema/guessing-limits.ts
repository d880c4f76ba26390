// The guessing limits' counters: one row per thing being guessed at (a user name, an address, a customer's codes).
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * `attempts` holds the times of the guesses counted in the window, the ones still being evaluated included; a guess
 * takes its place by one conditional upsert of this row before it is evaluated (src/domain/guessing-limits), so the
 * row's lock is where parallel guesses meet. At most the limit's count of times are kept (older ones are dropped as
 * new ones come); `forget_after` lets the pruning job delete rows whose every time is past its window.
 */
export const guessingLimits = pgTable(
  'guessing_limits',
  {
    key: text('key').primaryKey(),
    attempts: timestamp('attempts', { withTimezone: true }).array().notNull(),
    forgetAfter: timestamp('forget_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('guessing_limits_forget_after_idx').on(t.forgetAfter)],
);
