// Background work claimed through the database (src/db/jobs.ts): safe with several shop processes on one PostgreSQL.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it, e.g. 'pglite-vacuum'. */
    queue: text('queue').notNull(),
    /** At most one job per (queue, key): a singleton, or a schedule. Null: any number. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Not claimed before this time (a retry's back-off, a schedule's next run). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lease: while in the future, a worker holds the job; after it, a worker that died has lost it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** Claims so far (the current one included). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** A schedule: done, the job is re-armed this many seconds later instead of deleted. */
    everySeconds: integer('every_seconds'),
    lastError: text('last_error'),
    /** Gave up after maxAttempts: kept for a person to look at, never claimed again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_queue_key_idx').on(t.queue, t.key),
    // What a claim scans: the waiting jobs of a queue, oldest due first.
    index('jobs_due_idx')
      .on(t.queue, t.runAt)
      .where(sql`failed_at is null`),
  ],
);
