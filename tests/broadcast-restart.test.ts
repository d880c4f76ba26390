// A real shop process killed (SIGKILL) in the middle of a broadcast, then started again: it finishes, and no customer
// gets the broadcast twice; what was in flight at the kill is counted as uncertain, never sent again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { createBroadcast, getBroadcast } from '../src/domain/broadcasts/broadcasts';
import { type BotApiStandIn, startBotApiStandIn } from './support/bot-api-stand-in';
import { migratedDataFolder, testDbKind } from './support/db';
import { startShop, stopShop } from './support/shop-process';

const FIRST_CHAT = 720_000_000;

/** Free at 100/s (groups of 3, 4 at once: 12 in flight at most), and paid at 1,000/s (8 groups of 25: 200). */
const CASES = [
  { name: 'a free broadcast', paid: false, customers: 1000, killAt: 300, inFlight: 12 },
  { name: 'a paid broadcast at 1,000 a second', paid: true, customers: 5000, killAt: 1500, inFlight: 200 },
];

describe.runIf(testDbKind === 'pglite')('a broadcast across a kill -9', () => {
  let dataDir: string | undefined;
  let standIn: BotApiStandIn | undefined;
  afterAll(async () => {
    await standIn?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it.each(CASES)('$name finishes after a restart with no customer messaged twice', async ({ paid, customers: CUSTOMERS, killAt, inFlight }) => {
    await standIn?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    standIn = await startBotApiStandIn();
    const stand = standIn;
    stand.setStarBalance(1000);
    dataDir = await mkdtemp(join(tmpdir(), 'autoshop-broadcast-'));
    await migratedDataFolder(dataDir);
    const env = {
      DATA_DIR: dataDir,
      SEED: 'none',
      ADMIN_PASSWORD: 'broadcast-test-password',
      TELEGRAM_BOT_TOKEN: stand.token,
      TELEGRAM_API_ROOT: stand.url,
      BROADCAST_RATE: '100',
      PAID_BROADCAST_RATE: '1000',
    };
    // A first start (on a copy of the migrated template) stores the bot token; then the customers and the broadcast are written
    // while no process runs (PGlite: one process per data folder).
    const first = await startShop(env);
    expect(await stopShop(first.child)).toBe(0);
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`
      insert into users (username, telegram_id, language)
      select 'tg_' || g, ${FIRST_CHAT} + g, 'fr' from generate_series(1, ${CUSTOMERS}) g`);
    const terms = { milliStarsPerMessage: 100, starBalance: async () => 1000 };
    const b = await createBroadcast(database.db, { message: 'Nouveau stock <b>disponible</b>', audience: { kind: 'all' }, paid }, terms);
    await database.close();

    const second = await startShop(env);
    await stand.waitFor(() => stand.calls('sendMessage').length >= killAt, 60_000);
    second.child.kill('SIGKILL');
    await new Promise((resolve) => second.child.once('exit', resolve));
    const atKill = stand.calls('sendMessage').length;
    expect(atKill).toBeLessThan(CUSTOMERS);

    const third = await startShop(env);
    // The dead process's turn lapses (15 s), then the rest goes out.
    await stand.waitFor(() => {
      const calls = stand.calls('sendMessage');
      return calls.length >= CUSTOMERS - inFlight && Date.now() - calls[calls.length - 1].at > 2000;
    }, 90_000);
    expect(await stopShop(third.child)).toBe(0);

    const check = await openDatabase({ dataDir });
    try {
      const done = await getBroadcast(check.db, b.id);
      const calls = stand.calls('sendMessage');
      const perChat = new Map<number, number>();
      for (const c of calls) perChat.set(c.chatId ?? 0, (perChat.get(c.chatId ?? 0) ?? 0) + 1);
      // Never twice.
      expect(Math.max(...perChat.values())).toBe(1);
      expect(done.status).toBe('done');
      expect(done.sentCount + done.uncertainCount).toBe(CUSTOMERS);
      // At most the calls in flight at the kill (the sender's groups under way) are uncertain.
      expect(done.uncertainCount).toBeLessThanOrEqual(inFlight);
      expect(calls.every((c) => (c.params.allow_paid_broadcast === true) === paid)).toBe(true);
      // Everyone recorded as sent has exactly one message; the uncertain have zero or one.
      const rows = await queryRows<{ chat_id: string; status: string }>(
        check.db,
        sql`select chat_id, status from broadcast_recipients where broadcast_id = ${b.id}`,
      );
      expect(rows).toHaveLength(CUSTOMERS);
      for (const r of rows) {
        const got = perChat.get(Number(r.chat_id)) ?? 0;
        if (r.status === 'sent') expect(got).toBe(1);
        else expect(r.status).toBe('uncertain');
      }
      expect(calls.length).toBeGreaterThanOrEqual(CUSTOMERS - done.uncertainCount);
    } finally {
      await check.close();
    }
  }, 240_000);
});
