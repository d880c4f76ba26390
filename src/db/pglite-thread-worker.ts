// The database thread: one PGlite instance, answering the shop's thread's queries and transactions over the message port.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-extensions';
import type { ThreadReply, ThreadRequest } from './pglite-thread';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs as a worker thread');

/**
 * Drizzle's PGlite driver keeps dates, times and intervals as the text PostgreSQL sent (it maps them itself); its
 * parsers are functions, which cannot cross threads, so the same ones are set here.
 */
const asText = (value: string) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [type, asText]),
);

const { dataDir } = workerData as { dataDir: string | null };
const pglite = dataDir ? new PGlite(dataDir, pgliteOptions) : new PGlite(pgliteOptions);

/** Open transactions by id; `end` tells the transaction's callback to commit (true) or roll back (false). */
const open = new Map<number, { tx: Transaction; end(commit: boolean): void }>();

const reply = (message: ThreadReply) => port.postMessage(message);

/** Errors cross as plain objects: the driver's fields (code, constraint, detail…) are what callers read. */
function errorReply(id: number, error: unknown): ThreadReply {
  const e = error instanceof Error ? error : new Error(String(error));
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { id, error: { ...fields, name: e.name, message: e.message } };
}

/**
 * Transactions are let into PGlite one at a time, the next once the last has ended: the single queries already
 * waiting (a bot update's reads) then run before it, instead of behind every transaction asked for before them.
 * Sixteen buyers' transactions would otherwise hold a customer's /start for sixteen purchases (decision 0106).
 */
const waitingTransactions: number[] = [];
let transactionInside = false;

function admitNextTransaction() {
  if (transactionInside) return;
  const id = waitingTransactions.shift();
  if (id === undefined) return;
  transactionInside = true;
  begin(id);
}

function begin(id: number) {
  let ended: (commit: boolean) => void = () => {};
  const decision = new Promise<boolean>((resolve) => {
    ended = resolve;
  });
  // PGlite's own lock queues this behind any open transaction, and every other query behind this one until it ends.
  const done = pglite.transaction(async (tx) => {
    open.set(id, { tx, end: ended });
    reply({ id, result: id });
    if (!(await decision)) await tx.rollback();
  });
  const settle = () => {
    const waiting = closing.get(id);
    closing.delete(id);
    open.delete(id);
    transactionInside = false;
    admitNextTransaction();
    return waiting;
  };
  done.then(
    () => {
      const waiting = settle();
      if (waiting !== undefined) reply({ id: waiting, result: null });
    },
    (error) => reply(errorReply(settle() ?? id, error)),
  );
}

/** Transaction id → the request that ends it, answered once PGlite has committed or rolled back. */
const closing = new Map<number, number>();

port.on('message', async (request: ThreadRequest) => {
  try {
    switch (request.op) {
      case 'query': {
        const options = { rowMode: request.rowMode, parsers };
        const runner = request.tx === undefined ? pglite : open.get(request.tx)?.tx;
        if (!runner) throw new Error(`transaction ${request.tx} is not open`);
        const result = await runner.query(request.sql, request.params, options);
        reply({ id: request.id, result: { rows: result.rows, affectedRows: result.affectedRows } });
        return;
      }
      case 'begin':
        waitingTransactions.push(request.id);
        admitNextTransaction();
        return;
      case 'end': {
        const transaction = open.get(request.tx);
        if (!transaction) throw new Error(`transaction ${request.tx} is not open`);
        closing.set(request.tx, request.id);
        transaction.end(request.commit);
        return;
      }
      case 'close':
        await pglite.close();
        reply({ id: request.id, result: null });
        return;
    }
  } catch (error) {
    reply(errorReply(request.id, error));
  }
});

pglite.waitReady.then(
  () => reply({ id: -1, result: 'ready' }),
  (error) => reply(errorReply(-1, error)),
);
