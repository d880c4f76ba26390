// PGlite in a worker thread: a long statement takes the database thread, not the thread that runs HTTP and the bot.
import { Worker } from 'node:worker_threads';

/** What the database thread is asked (ids are the shop thread's; a transaction's id is its `begin` request's). */
export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };
/** The answer to request `id` (-1: the database is open, or failed to open). */
export type ThreadReply = { id: number; result: unknown } | { id: number; error: Record<string, unknown> & { message: string } };

type QueryResult = { rows: unknown[]; affectedRows?: number };
type QueryOptions = { rowMode?: 'array' | 'object' };
/** The part of PGlite's interface Drizzle's PGlite driver calls: queries, and transactions with their own queries. */
export type PgliteThreadClient = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  transaction<T>(work: (tx: { query: PgliteThreadClient['query'] }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** A database error from the thread, with the driver's fields (code, constraint, detail…) as PGlite set them. */
class PgliteThreadError extends Error {
  [field: string]: unknown;
}

/** Starts the database thread on a data folder (null: in memory) and resolves once PGlite is open. */
export async function startPgliteThread(dataDir: string | null): Promise<PgliteThreadClient> {
  const worker = new Worker(new URL('./pglite-thread-start.mjs', import.meta.url), { workerData: { dataDir } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let stopped: Error | null = null;

  const opened = new Promise<void>((resolve, reject) => {
    pending.set(-1, { resolve: () => resolve(), reject });
  });
  worker.on('message', (message: ThreadReply) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if ('error' in message) waiting.reject(Object.assign(new PgliteThreadError(message.error.message), message.error));
    else waiting.resolve(message.result);
  });
  const fail = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('error', (error) => fail(new Error(`the database thread failed: ${error.message}`, { cause: error })));
  let started = false;
  let closing = false;
  worker.on('exit', (code) => {
    fail(new Error(`the database thread stopped (exit code ${code})`));
    // A shop whose database is gone can only answer errors: stop it, so its supervisor starts it again (docs/deploy.md).
    if (!closing && started) {
      setImmediate(() => {
        throw stopped;
      });
    }
  });

  const ask = (request: ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never) =>
    new Promise<unknown>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  const queryOn =
    (tx?: number): PgliteThreadClient['query'] =>
    async (sql, params = [], options = {}) =>
      (await ask({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx })) as QueryResult;

  try {
    await opened;
    started = true;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    query: queryOn(),
    async transaction(work) {
      const tx = (await ask({ op: 'begin' })) as number;
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work({ query: queryOn(tx) });
      } catch (error) {
        await ask({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await ask({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      closing = true;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await ask({ op: 'close' });
      await worker.terminate();
      await exited;
    },
  };
}
