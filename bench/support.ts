// Shared benchmark tools: fresh databases of each kind, timing, percentiles, event-loop delay, markdown tables.
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../src/db/client';
import { createScratchPostgres } from '../tests/support/scratch-postgres';

export type BenchContext = { postgresUrl: string };
export type BenchModule = { default: (ctx: BenchContext) => Promise<string> };
export type DbKind = 'pglite' | 'postgres';
/** Both by default; BENCH_DB=pglite or BENCH_DB=postgres runs one (a quick look; RESULTS.md is written by full runs). */
export const dbKinds: DbKind[] = process.env.BENCH_DB ? (process.env.BENCH_DB.split(',') as DbKind[]) : ['pglite', 'postgres'];

/** A fresh migrated database: in-memory PGlite, or a throw-away database on the PostgreSQL server (with its URL). */
export async function benchDatabase(kind: DbKind, ctx: BenchContext): Promise<Database & { url?: string }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchPostgres(ctx.postgresUrl, 'autoshop_bench');
  const database = await openDatabase({ url: scratch.url });
  await database.migrate();
  return {
    ...database,
    url: scratch.url,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

/** A GET through the full HTTP stack (`app.inject`), timed; anything but a 200 stops the benchmark. */
export async function timedGet(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<number> {
  const { ms, result } = await timed(() => app.inject({ method: 'GET', url, headers }));
  if (result.statusCode !== 200) throw new Error(`${url}: ${result.statusCode} ${result.body}`);
  return ms;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Runs fn while sampling the event loop; returns fn's result and the worst and p99 delay in ms. */
export async function withEventLoopDelay<T>(fn: () => Promise<T>): Promise<{ result: T; maxDelayMs: number; p99DelayMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  try {
    const result = await fn();
    // One more turn of the loop: work that never gave it back (in-process PGlite resolves each query as a microtask,
    // so a whole transaction can run in one turn) is only recorded when the next timer fires.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { result, maxDelayMs: h.max / 1e6, p99DelayMs: h.percentile(99) / 1e6 };
  } finally {
    h.disable();
  }
}

const IDLE_WATCHER = `
const { monitorEventLoopDelay } = require('node:perf_hooks');
const h = monitorEventLoopDelay({ resolution: 10 });
h.enable();
process.stdin.on('data', () => {
  process.stdout.write(JSON.stringify({ maxDelayMs: h.max / 1e6, p99DelayMs: h.percentile(99) / 1e6 }) + '\\n');
  h.reset();
});`;

/**
 * A process that does nothing but watch its own event loop: the delays it sees are the machine's (other processes,
 * CPU quota), the control for an operation's event-loop figures on a busy machine. `read()` returns the worst and
 * p99 delay since the last read.
 */
export async function startIdleWatcher() {
  const child = spawn(process.execPath, ['-e', IDLE_WATCHER], { stdio: ['pipe', 'pipe', 'inherit'] });
  let buffered = '';
  let waiting: ((line: string) => void) | null = null;
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    buffered += text;
    const newline = buffered.indexOf('\n');
    if (newline >= 0 && waiting) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      waiting(line);
      waiting = null;
    }
  });
  const read = () =>
    new Promise<{ maxDelayMs: number; p99DelayMs: number }>((resolve) => {
      waiting = (line) => resolve(JSON.parse(line));
      child.stdin.write('?');
    });
  await read();
  return { read, stop: () => child.kill() };
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);

export function table(header: string[], rows: Array<Array<string | number>>): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}
