// A scheduled broadcast with two shop processes' job runners and broadcast senders on one database: nothing leaves
// before its time, each customer gets it once after, and a broadcast cancelled before its time never starts.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { cancelBroadcast, createBroadcast, getBroadcast } from '../src/domain/broadcasts/broadcasts';
import { storeBotToken } from '../src/domain/settings/bot-config';
import { broadcastSchedules } from '../src/jobs/broadcast-schedules';
import { broadcastSender } from '../src/jobs/broadcast-sender';
import { jobRunner } from '../src/jobs/runner';
import { createMessenger } from '../src/messenger/messenger';
import { type BotApiStandIn, startBotApiStandIn } from './support/bot-api-stand-in';
import { createTestDatabase } from './support/db';

const logger = pino({ level: process.env.BOT_TEST_LOG ?? 'silent' });
const FIRST_CHAT = 720_000_000;

let database: Database | undefined;
let standIn: BotApiStandIn | undefined;
const stops: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  await standIn?.close();
  await database?.close();
});

/** One shop process's part in this: its job runner (the schedules) and its broadcast sender. */
async function shopProcess(name: string) {
  const messenger = createMessenger({ db: database!.db, apiRoot: standIn!.url, logger, perSecond: 50 });
  const runner = jobRunner(database!.db, [broadcastSchedules(database!.db, logger, 100)], logger, { pollMs: 50, workerId: name });
  const sender = broadcastSender(database!.db, messenger, { logger, pollMs: 50, holder: name });
  await runner.start();
  await sender.start();
  stops.push(() => runner.stop(), () => sender.stop());
}

describe('scheduled broadcasts', () => {
  it('start once at their time whichever process is up, and not when cancelled', async () => {
    standIn = await startBotApiStandIn();
    database = await createTestDatabase();
    const db = database.db;
    await storeBotToken(db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username }, null);
    await db.execute(sql`insert into users (username, telegram_id) select 'tg_' || g, ${FIRST_CHAT} + g from generate_series(1, 30) g`);

    const at = new Date(Date.now() + 2500);
    const kept = await createBroadcast(db, { message: 'Soldes à 18 h', audience: { kind: 'all' }, scheduledAt: at });
    const dropped = await createBroadcast(db, { message: 'Jamais envoyée', audience: { kind: 'all' }, scheduledAt: new Date(at.getTime() + 200) });
    await Promise.all([shopProcess('one'), shopProcess('two')]);
    await cancelBroadcast(db, dropped.id);

    await new Promise((r) => setTimeout(r, Math.max(0, at.getTime() - Date.now() - 300)));
    expect(standIn.calls('sendMessage')).toHaveLength(0);
    expect((await getBroadcast(db, kept.id)).status).toBe('scheduled');

    await standIn.waitFor(() => standIn!.calls('sendMessage').length >= 30, 20_000);
    const until = Date.now() + 10_000;
    while ((await getBroadcast(db, kept.id)).status !== 'done' && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    // A little longer: a second start would send more.
    await new Promise((r) => setTimeout(r, 1000));
    const calls = standIn.calls('sendMessage');
    expect(calls.every((c) => c.at >= at.getTime())).toBe(true);
    expect(calls.filter((c) => c.params.text === 'Soldes à 18 h')).toHaveLength(30);
    expect(new Set(calls.map((c) => c.chatId)).size).toBe(30);
    expect(calls.some((c) => c.params.text === 'Jamais envoyée')).toBe(false);
    expect(await getBroadcast(db, kept.id)).toMatchObject({ status: 'done', recipientCount: 30, sentCount: 30 });
    expect((await getBroadcast(db, dropped.id)).status).toBe('cancelled');
  });
});
