// The job queue's own functions over the `jobs` table: enqueue, schedule, claim with a lease, complete, fail.
// One statement each, identical on PGlite and PostgreSQL; a claim uses FOR UPDATE SKIP LOCKED, so two workers never
// take the same job, and a lease, so the job of a worker that died is taken again once its lease has passed.
import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { queryRows } from './query';

export type Job = { id: number; queue: string; key: string | null; payload: Record<string, unknown>; attempts: number; maxAttempts: number };

type JobRow = { id: string | number; queue: string; key: string | null; payload: Record<string, unknown>; attempts: number; max_attempts: number };
const toJob = (r: JobRow): Job => ({ id: Number(r.id), queue: r.queue, key: r.key, payload: r.payload, attempts: r.attempts, maxAttempts: r.max_attempts });

const ms = (n: number) => sql`(${Math.max(0, Math.round(n))}::int * interval '1 millisecond')`;

/**
 * Adds a job. With a key, at most one job per (queue, key) exists: a second enqueue is ignored (returns null) unless
 * the first has failed for good, in which case it is armed again. Pass a transaction to enqueue with the work that
 * asks for it.
 */
export async function enqueue(
  db: Executor,
  queue: string,
  payload: Record<string, unknown> = {},
  options: { key?: string; delayMs?: number; maxAttempts?: number } = {},
): Promise<number | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into jobs (queue, key, payload, run_at, max_attempts)
        values (${queue}, ${options.key ?? null}, ${JSON.stringify(payload)}::jsonb, now() + ${ms(options.delayMs ?? 0)}, ${options.maxAttempts ?? 5})
        on conflict (queue, key) do update
          set payload = excluded.payload, run_at = excluded.run_at, max_attempts = excluded.max_attempts,
              attempts = 0, failed_at = null, last_error = null
          where jobs.failed_at is not null
        returning id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * A recurring job: one row per queue, first due `everyMs` from now, re-armed after each run. Calling it again (every
 * start of every process) keeps the one row and only updates its period.
 */
export async function schedule(db: Executor, queue: string, everyMs: number): Promise<void> {
  const seconds = Math.max(1, Math.round(everyMs / 1000));
  await db.execute(sql`
    insert into jobs (queue, key, run_at, every_seconds)
    values (${queue}, 'schedule', now() + ${ms(everyMs)}, ${seconds})
    on conflict (queue, key) do update set every_seconds = excluded.every_seconds, failed_at = null`);
}

/**
 * Claims the next due job of these queues for `leaseMs`, or null. The job is skipped by other workers while the lease
 * runs (row lock during the claim, locked_until after it).
 */
export async function claim(db: Executor, queues: string[], worker: string, leaseMs: number): Promise<Job | null> {
  const rows = await queryRows<JobRow>(
    db,
    sql`update jobs set locked_until = now() + ${ms(leaseMs)}, locked_by = ${worker}, attempts = attempts + 1
        where id = (
          select id from jobs
          where queue in ${sql`(${sql.join(
            queues.map((q) => sql`${q}`),
            sql`, `,
          )})`}
            and failed_at is null and run_at <= now() and (locked_until is null or locked_until < now())
          order by run_at, id
          limit 1
          for update skip locked)
        returning id, queue, key, payload, attempts, max_attempts`,
  );
  return rows[0] ? toJob(rows[0]) : null;
}

/** Extends the lease of a job this worker still holds; false when the lease was lost (another worker may have it). */
export async function renewLease(db: Executor, job: Job, worker: string, leaseMs: number): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update jobs set locked_until = now() + ${ms(leaseMs)} where id = ${job.id} and locked_by = ${worker} returning id`,
  );
  return rows.length > 0;
}

/** Done: a one-off job is deleted; a schedule is re-armed for its next run. */
export async function complete(db: Executor, job: Job, worker: string): Promise<void> {
  await db.execute(sql`
    with done as (
      delete from jobs where id = ${job.id} and locked_by = ${worker} and every_seconds is null returning id)
    update jobs set run_at = now() + every_seconds * interval '1 second', attempts = 0, locked_until = null,
                    locked_by = null, last_error = null
    where id = ${job.id} and locked_by = ${worker} and every_seconds is not null`);
}

/**
 * Failed: retried after a back-off (2^attempts seconds, at most an hour) until maxAttempts, then kept as failed. A
 * schedule is never given up: past maxAttempts it waits for its next period.
 */
export async function fail(db: Executor, job: Job, worker: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.execute(sql`
    update jobs set
      locked_until = null, locked_by = null, last_error = ${message.slice(0, 2000)},
      run_at = case
        when attempts < max_attempts then now() + least(power(2, attempts), 3600) * interval '1 second'
        when every_seconds is not null then now() + every_seconds * interval '1 second'
        else run_at end,
      attempts = case when attempts >= max_attempts and every_seconds is not null then 0 else attempts end,
      failed_at = case when attempts >= max_attempts and every_seconds is null then now() else null end
    where id = ${job.id} and locked_by = ${worker}`);
}

export type QueueDepth = { queue: string; due: number; waiting: number; running: number; failed: number };

/** Per queue: jobs due now and not held, scheduled for later, held by a worker, and given up (the metrics). */
export async function queueDepths(db: Executor): Promise<QueueDepth[]> {
  const rows = await queryRows<{ queue: string; due: number; waiting: number; running: number; failed: number }>(
    db,
    sql`select queue,
               count(*) filter (where failed_at is null and run_at <= now() and (locked_until is null or locked_until < now()))::int as due,
               count(*) filter (where failed_at is null and run_at > now() and (locked_until is null or locked_until < now()))::int as waiting,
               count(*) filter (where failed_at is null and locked_until >= now())::int as running,
               count(*) filter (where failed_at is not null)::int as failed
        from jobs group by queue order by queue`,
  );
  return rows.map((r) => ({ queue: r.queue, due: Number(r.due), waiting: Number(r.waiting), running: Number(r.running), failed: Number(r.failed) }));
}
