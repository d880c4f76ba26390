// Broadcasts: 100,000 customers listed, then the sustained rate against the Bot API stand-in (no artificial delay) over
// a fixed window, and the shop's CPU per 1,000 messages: a free broadcast at 25/s, and a paid one (allow_paid_broadcast,
// decision 0150) at a 1,000/s cap with two shop processes on PostgreSQL and one on PGlite. The stand-in runs in a child
// process of its own, so its CPU is not counted as the shop's; the shop's is the CPU of the process(es) sending.
import { type ChildProcess, fork } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { type Database, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { cancelBroadcast, createBroadcast, getBroadcast } from '../src/domain/broadcasts/broadcasts';
import { storeBotToken } from '../src/domain/settings/bot-config';
import { broadcastSender } from '../src/jobs/broadcast-sender';
import { createMessenger } from '../src/messenger/messenger';
import { sharedPace } from '../src/messenger/shared-pace';
import { startBotApiStandIn } from '../tests/support/bot-api-stand-in';
import { busiestSecond } from '../tests/support/busiest-second';
import { shopRuntime } from '../tests/support/shop-runtime';
import { type BenchContext, benchDatabase, dbKinds, fmt, table } from './support';

const CUSTOMERS = 100_000;
const FREE_CAP = 25;
const PAID_CAP = 1000;
/** 100,000 messages at 25/s take 67 minutes: the rate and the CPU are measured over this window instead (shorter for trials). */
const WINDOW_S = Number(process.env.BENCH_BROADCAST_WINDOW_S ?? 60);
const FIRST_CHAT = 750_000_000;
const logger = pino({ level: 'silent' });

type Role = 'stand-in' | 'shop';
type Reply = { id: number; result?: unknown; error?: string };

/**
 * A child process of this file answering `ask(op)` over IPC. A shop process runs with `npm start`'s Node flags and
 * variables (its young generation, its malloc arena: they change what a message costs), beside this file's TypeScript
 * loader.
 */
function child(role: Role, env: Record<string, string> = {}) {
  const runtime = role === 'shop' ? shopRuntime() : { env: {}, nodeArgs: [] };
  const proc: ChildProcess = fork(import.meta.filename, [], {
    env: { ...process.env, ...runtime.env, ...env, BROADCAST_BENCH_ROLE: role },
    execArgv: [...process.execArgv, ...runtime.nodeArgs],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (reply: Reply) => void>();
  let nextId = 0;
  let readyResolve: (value: unknown) => void;
  const ready = new Promise((resolve, reject) => {
    readyResolve = resolve;
    proc.once('exit', (code) => reject(new Error(`${role} process exited (${code})`)));
  });
  proc.on('message', (raw) => {
    const m = raw as Reply & { ready?: unknown };
    if (m.ready !== undefined) return readyResolve(m.ready);
    pending.get(m.id)?.(m);
    pending.delete(m.id);
  });
  proc.on('error', () => {});
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return {
    ready,
    ask<T>(op: string): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, (m) => (m.error ? reject(new Error(m.error)) : resolve(m.result as T)));
        proc.send({ id, op });
      });
    },
    async close() {
      proc.send({ id: -1, op: 'close' });
      await exited;
    },
  };
}

/** The child's side: answers its parent's questions until told to close. */
function serve(ready: unknown, ops: Record<string, () => unknown>, close: () => Promise<void>) {
  process.on('message', async (raw) => {
    const { id, op } = raw as { id: number; op: string };
    if (op === 'close') {
      await close();
      process.exit(0);
    }
    try {
      process.send?.({ id, result: await ops[op]?.() });
    } catch (error) {
      process.send?.({ id, error: String(error) });
    }
  });
  process.send?.({ ready });
}

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

async function standInChild() {
  const standIn = await startBotApiStandIn();
  standIn.setStarBalance(1_000_000);
  serve(
    { url: standIn.url, token: standIn.token, botInfo: standIn.botInfo },
    {
      count: () => standIn.calls('sendMessage').length,
      // Never twice: the calls that were not the first to their chat (refused calls aside).
      twice: () => {
        const seen = new Set<number>();
        let twice = 0;
        for (const c of standIn.calls('sendMessage')) {
          if (c.failed) continue;
          if (seen.has(c.chatId ?? 0)) twice++;
          seen.add(c.chatId ?? 0);
        }
        return twice;
      },
      busiest: () => busiestSecond(standIn.calls('sendMessage')),
      cpu: cpuMs,
    },
    () => standIn.close(),
  );
}

/** A shop process on PostgreSQL: its messenger (with the shared pace) and its broadcast sender, nothing else. */
async function shopChild() {
  const database = await openDatabase({ url: process.env.BENCH_SHOP_DATABASE_URL as string });
  const messenger = createMessenger({
    db: database.db,
    apiRoot: process.env.BENCH_SHOP_API_ROOT as string,
    logger,
    perSecond: FREE_CAP,
    paidBroadcast: { perSecond: PAID_CAP, milliStarsPerMessage: 100 },
  });
  const pace = sharedPace(database, messenger.pace, FREE_CAP, logger);
  const sender = broadcastSender(database.db, messenger, { logger, pollMs: 100 });
  await pace.start();
  await sender.start();
  serve(true, { cpu: cpuMs }, async () => {
    await sender.stop();
    await pace.stop();
    await database.close();
  });
}

type Figures = { listingMs: number; rate: number; busiest: number; cpuMsPer1000: number; sent: number; recipients: number; twice: number };

/**
 * One broadcast to the 100,000: created, sent by the shop process(es) until the window is over, then cancelled.
 * `shopCpu`: the CPU (ms) the shop has used so far, summed over its processes.
 */
async function measure(
  db: Database['db'],
  standIn: ReturnType<typeof child>,
  paid: boolean,
  startShop: () => Promise<{ shopCpu(): Promise<number>; stop(): Promise<void> }>,
): Promise<Figures> {
  const terms = { milliStarsPerMessage: 100, starBalance: async () => 1_000_000 };
  const b = await createBroadcast(db, { message: '<b>Bench</b> broadcast', audience: { kind: 'all' }, paid }, terms);
  const started = Date.now();
  const shop = await startShop();
  // The audience listing: 10,000 user ids per transaction, until the broadcast turns to sending.
  let listingMs = 0;
  for (;;) {
    const [row] = await queryRows<{ status: string }>(db, sql`select status from broadcasts where id = ${b.id}`);
    listingMs = Date.now() - started;
    if (row.status !== 'preparing') break;
    await new Promise((r) => setTimeout(r, 20));
  }
  // Settle (a process counted by the others, the first second's burst), then measure.
  await new Promise((r) => setTimeout(r, 3000));
  const before = await standIn.ask<number>('count');
  const cpuBefore = await shop.shopCpu();
  const t0 = Date.now();
  await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
  const cpu = (await shop.shopCpu()) - cpuBefore;
  const sent = (await standIn.ask<number>('count')) - before;
  const elapsed = (Date.now() - t0) / 1000;
  await shop.stop();
  const progress = await getBroadcast(db, b.id);
  await cancelBroadcast(db, b.id);
  return {
    listingMs,
    rate: sent / elapsed,
    busiest: await standIn.ask<number>('busiest'),
    cpuMsPer1000: (cpu / sent) * 1000,
    sent: progress.sentCount,
    recipients: progress.recipientCount,
    twice: await standIn.ask<number>('twice'),
  };
}

export default async function broadcastBench(ctx: BenchContext): Promise<string> {
  const rows: Array<Array<string | number>> = [];
  for (const kind of dbKinds) {
    for (const paid of [false, true]) {
      const database = await benchDatabase(kind, ctx);
      const db = database.db;
      const standIn = child('stand-in');
      const { url, token, botInfo } = (await standIn.ready) as { url: string; token: string; botInfo: { id: number; username: string } };
      await storeBotToken(db, { token, botId: botInfo.id, botUsername: botInfo.username }, null);
      for (let from = 0; from < CUSTOMERS; from += 20_000) {
        await db.execute(sql`insert into users (username, telegram_id, language)
          select 'tg_' || g, ${FIRST_CHAT} + g, 'fr' from generate_series(${from + 1}::int, ${from + 20_000}::int) g`);
      }
      // PostgreSQL, paid: two shop processes of their own (the one holding the sending turn sends); otherwise this
      // process is the shop (PGlite: one process per database).
      const processes = kind === 'postgres' && paid ? 2 : 1;
      const figures = await measure(db, standIn, paid, async () => {
        if (processes === 1) {
          const messenger = createMessenger({ db, apiRoot: url, logger, perSecond: FREE_CAP, paidBroadcast: { perSecond: PAID_CAP, milliStarsPerMessage: 100 } });
          const sender = broadcastSender(db, messenger, { logger, pollMs: 100 });
          await sender.start();
          return { shopCpu: async () => cpuMs(), stop: () => sender.stop() };
        }
        const shops = Array.from({ length: processes }, () =>
          child('shop', { BENCH_SHOP_DATABASE_URL: database.url ?? '', BENCH_SHOP_API_ROOT: url }),
        );
        await Promise.all(shops.map((s) => s.ready));
        return {
          shopCpu: async () => (await Promise.all(shops.map((s) => s.ask<number>('cpu')))).reduce((a, b) => a + b, 0),
          stop: async () => {
            await Promise.all(shops.map((s) => s.close()));
          },
        };
      });
      rows.push([
        kind,
        paid ? `paid, cap ${PAID_CAP}/s` : `free, cap ${FREE_CAP}/s`,
        processes,
        `${fmt(figures.listingMs / 1000, 2)} s`,
        `${fmt(figures.rate, 1)} /s`,
        figures.busiest,
        `${fmt(figures.cpuMsPer1000, 0)} ms`,
        `${figures.sent} / ${figures.recipients}`,
        figures.twice,
      ]);
      await standIn.close();
      await database.close();
    }
  }
  return [
    '## Broadcasts (bench/broadcast.bench.ts)',
    '',
    `${CUSTOMERS.toLocaleString('en')} customers; a free broadcast (cap ${FREE_CAP}/s) and a paid one (allow_paid_broadcast, cap ${PAID_CAP}/s;`,
    'two shop processes on PostgreSQL, of which the one holding the sending turn sends; one on PGlite). The Bot API',
    'stand-in runs in a child process of its own, with no artificial delay: its CPU is not counted.',
    `Listing: from the broadcast's creation to the end of its recipient list (10,000 user ids per transaction).`,
    `Then, after 3 s, a ${WINDOW_S} s window: messages a second, the most in any one-second window (all of the run),`,
    'and the CPU of the shop process(es) per 1,000 messages; "twice": customers who got the broadcast more than once.',
    '',
    table(['database', 'broadcast', 'processes', 'listing 100k', 'sustained rate', 'busiest second', 'shop CPU / 1,000 msgs', 'sent when stopped', 'twice'], rows),
    '',
  ].join('\n');
}

if (process.env.BROADCAST_BENCH_ROLE === 'stand-in') await standInChild();
if (process.env.BROADCAST_BENCH_ROLE === 'shop') await shopChild();
