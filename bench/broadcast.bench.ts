// Broadcasts: the audience of 100,000 customers listed, then the sustained rate against the Bot API stand-in (no
// artificial delay) over a fixed window — the cap (25/s) should be the only limit — and the CPU per 1,000 messages.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { queryRows } from '../src/db/query';
import { storeBotToken } from '../src/domain/settings/bot-config';
import { cancelBroadcast, createBroadcast, getBroadcast } from '../src/domain/broadcasts/broadcasts';
import { broadcastSender } from '../src/jobs/broadcast-sender';
import { startBotApiStandIn } from '../tests/support/bot-api-stand-in';
import { type BenchContext, benchDatabase, dbKinds, fmt, table } from './support';
import { createMessenger } from '../src/messenger/messenger';

const CUSTOMERS = 100_000;
const CAP = 25;
/** 100,000 messages at 25/s take 67 minutes: the rate and the CPU are measured over this window instead. */
const WINDOW_S = Number(process.env.BENCH_BROADCAST_WINDOW_S ?? 60);

export default async function broadcastBench(ctx: BenchContext): Promise<string> {
  const rows: Array<Array<string | number>> = [];
  for (const kind of dbKinds) {
    const database = await benchDatabase(kind, ctx);
    const db = database.db;
    const standIn = await startBotApiStandIn();
    await storeBotToken(db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username }, null);
    for (let from = 0; from < CUSTOMERS; from += 20_000) {
      await db.execute(sql`insert into users (username, telegram_id, language)
        select 'tg_' || g, 750000000 + g, 'fr' from generate_series(${from + 1}::int, ${from + 20_000}::int) g`);
    }
    const logger = pino({ level: 'silent' });
    const sender = broadcastSender(db, createMessenger({ db, apiRoot: standIn.url, logger, perSecond: CAP }), { logger, pollMs: 100 });
    const b = await createBroadcast(db, { message: '<b>Bench</b> broadcast', audience: { kind: 'all' } });
    const started = Date.now();
    await sender.start();
    // The audience listing: 10,000 user ids per transaction, until the broadcast turns to sending.
    let listingMs = 0;
    for (;;) {
      const [row] = await queryRows<{ status: string }>(db, sql`select status from broadcasts where id = ${b.id}`);
      listingMs = Date.now() - started;
      if (row.status !== 'preparing') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    // Settle for two seconds (the first burst of 25), then measure.
    await new Promise((r) => setTimeout(r, 2000));
    const before = standIn.calls('sendMessage').length;
    const cpuBefore = process.cpuUsage();
    const t0 = Date.now();
    await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
    const cpu = process.cpuUsage(cpuBefore);
    const elapsed = (Date.now() - t0) / 1000;
    const calls = standIn.calls('sendMessage');
    const sent = calls.length - before;
    let busiest = 0;
    const times = calls.map((c) => c.at);
    for (let i = 0, j = 0; j < times.length; j++) {
      while (times[j] - times[i] >= 1000) i++;
      busiest = Math.max(busiest, j - i + 1);
    }
    await sender.stop();
    const progress = await getBroadcast(db, b.id);
    await cancelBroadcast(db, b.id);
    const rate = sent / elapsed;
    const cpuMsPer1000 = ((cpu.user + cpu.system) / 1000 / sent) * 1000;
    rows.push([
      kind,
      `${fmt(listingMs / 1000, 2)} s`,
      `${fmt(rate, 2)} /s`,
      busiest,
      `${fmt(cpuMsPer1000, 0)} ms`,
      `${progress.sentCount} / ${progress.recipientCount}`,
    ]);
    await standIn.close();
    await database.close();
  }
  return [
    '## Broadcasts (bench/broadcast.bench.ts)',
    '',
    `${CUSTOMERS.toLocaleString('en')} customers, cap ${CAP}/s, the Bot API stand-in in the same process with no artificial delay.`,
    `Listing: from the broadcast's creation to the end of its recipient list (10,000 user ids per transaction).`,
    `Then, after 2 s, a ${WINDOW_S} s window: messages a second, the most in any one-second`,
    'window (all of the run), and the CPU of the whole process per 1,000 messages (the stand-in included: an upper bound).',
    '',
    table(['database', 'listing 100k', 'sustained rate', 'busiest second', 'CPU / 1,000 msgs', 'sent when stopped'], rows),
    '',
  ].join('\n');
}
