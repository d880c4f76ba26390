// The job runner service: claims due jobs of the queues it knows, runs their handler, keeps the lease while it runs.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { claim, complete, fail, type Job, renewLease, schedule } from '../db/jobs';
import type { Service } from '../lifecycle/services';

/** What a queue does with one of its jobs. A throw is a failure: the job is retried after a back-off. */
type JobHandler = (job: Job, signal: AbortSignal) => Promise<void>;

/** A kind of job: its queue name, its handler, and (for recurring work) its period. */
export type JobDefinition = { queue: string; handler: JobHandler; everyMs?: number };

export type RunnerOptions = {
  /** How long a claim holds a job without news from its worker; renewed at half-time while the handler runs. */
  leaseMs?: number;
  /** How long an idle runner waits before looking for due jobs again. */
  pollMs?: number;
  /** Names this worker in the jobs table (locked_by) and in logs. */
  workerId?: string;
  /** The service's name (a process may run a second runner for queues that must not hold up the others). */
  name?: string;
};

/**
 * Renewed every 15 s while a handler runs, so only a dead (or frozen) worker lets it lapse: a process killed with a
 * delivery in hand holds it back for half a minute, not five (found by `npm run test:crash`; decision 0103).
 */
const DEFAULT_LEASE_MS = 30_000;
const DEFAULT_POLL_MS = 1_000;

/**
 * One runner per process handles every queue, one job at a time (PGlite has one connection; the HTTP requests come
 * first). `start()` registers the schedules and begins polling; `stop()` stops claiming, aborts the running handler's
 * signal and waits for it, so its job is completed, failed, or left for its lease to lapse.
 */
export function jobRunner(db: Db, definitions: JobDefinition[], logger: Logger, options: RunnerOptions = {}): Service {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const worker = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const handlers = new Map(definitions.map((d) => [d.queue, d.handler]));
  const queues = [...handlers.keys()];
  const log = logger.child({ worker });

  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const abort = new AbortController();

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function runOne(job: Job, handler: JobHandler) {
    const renew = setInterval(() => {
      renewLease(db, job, worker, leaseMs)
        .then((held) => {
          if (!held) log.warn({ job: job.id, queue: job.queue }, 'job lease lost');
        })
        .catch((err) => log.error({ err, job: job.id }, 'job lease renewal failed'));
    }, leaseMs / 2);
    try {
      await handler(job, abort.signal);
      await complete(db, job, worker);
    } catch (error) {
      log.error({ err: error, job: job.id, queue: job.queue, attempt: job.attempts }, 'job failed');
      await fail(db, job, worker, error).catch((err) => log.error({ err, job: job.id }, 'could not record the job failure'));
    } finally {
      clearInterval(renew);
    }
  }

  async function run() {
    while (!stopping) {
      let job: Job | null = null;
      try {
        job = await claim(db, queues, worker, leaseMs);
      } catch (error) {
        log.error({ err: error }, 'could not claim a job');
      }
      const handler = job && handlers.get(job.queue);
      if (job && handler) await runOne(job, handler);
      else await idle();
    }
  }

  return {
    name: options.name ?? 'jobs',
    async start() {
      for (const d of definitions) if (d.everyMs) await schedule(db, d.queue, d.everyMs);
      if (queues.length > 0) loop = run();
    },
    async stop() {
      stopping = true;
      abort.abort();
      wake?.();
      await loop;
    },
  };
}
