// A paid broadcast (decision 0150) sent by two real shop processes on one PostgreSQL at up to 1,000 a second: the one
// holding the sending turn is killed (SIGKILL) mid-send, the other takes over once the turn lapses and finishes; no
// customer gets the broadcast twice, and what was in flight at the kill is counted uncertain, never sent again.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { createBroadcast, getBroadcast } from '../src/domain/broadcasts/broadcasts';
import { busiestSecond } from './support/busiest-second';
import type { Started } from './support/shop-process';
import { suiteShopProcesses } from './support/shop-processes';

const FIRST_CHAT = 760_000_000;
const CUSTOMERS = 6000;

describe('a paid broadcast across two shop processes and a kill -9', () => {
  const processes = suiteShopProcesses('autoshop_paid', { standIn: true });

  it('finishes on the other process with no customer messaged twice', async (context) => {
    processes.skipUnlessRun(context);
    await processes.open();
    const stand = processes.standIn;
    stand.setStarBalance(10_000);
    const env = { SEED: 'none', ADMIN_PASSWORD: 'paid-test-password', BROADCAST_RATE: '25', PAID_BROADCAST_RATE: '1000' };
    const shops: Started[] = [await processes.start(env)];
    shops.push(await processes.start(env));
    const database = await openDatabase({ url: processes.databaseUrl });
    try {
      await database.db.execute(sql`
        insert into users (username, telegram_id, language)
        select 'tg_' || g, ${FIRST_CHAT} + g, 'fr' from generate_series(1, ${CUSTOMERS}) g`);
      const terms = { milliStarsPerMessage: 100, starBalance: async () => 10_000 };
      const b = await createBroadcast(database.db, { message: 'Vente <b>flash</b>', audience: { kind: 'all' }, paid: true }, terms);

      await stand.waitFor(() => stand.calls('sendMessage').length >= 1500, 60_000);
      // The process holding the sending turn (its pid in the lease's holder) is killed mid-send.
      const [lease] = await queryRows<{ holder: string }>(database.db, sql`select holder from runtime_leases where name = 'broadcast-sender'`);
      const sending = shops.find((s) => lease.holder.includes(`:${s.child.pid}:`));
      expect(sending, `holder ${lease.holder}`).toBeDefined();
      sending!.child.kill('SIGKILL');
      await new Promise((resolve) => sending!.child.once('exit', resolve));
      const atKill = stand.calls('sendMessage').length;
      expect(atKill).toBeLessThan(CUSTOMERS);

      // The other process waits for the dead one's turn to lapse (15 s), then sends the rest.
      const until = Date.now() + 90_000;
      let done = await getBroadcast(database.db, b.id);
      while (done.status !== 'done' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 200));
        done = await getBroadcast(database.db, b.id);
      }
      expect(done.status).toBe('done');
      const calls = stand.calls('sendMessage');
      const perChat = new Map<number, number>();
      for (const c of calls) perChat.set(c.chatId ?? 0, (perChat.get(c.chatId ?? 0) ?? 0) + 1);
      // Never twice, every call a paid one, never above the cap.
      expect(Math.max(...perChat.values())).toBe(1);
      expect(calls.every((c) => c.params.allow_paid_broadcast === true)).toBe(true);
      expect(busiestSecond(calls)).toBeLessThanOrEqual(1000);
      expect(done.sentCount + done.uncertainCount).toBe(CUSTOMERS);
      // At most the calls in flight at the kill (8 groups of 25) are uncertain; the sent ones got exactly one message.
      expect(done.uncertainCount).toBeLessThanOrEqual(200);
      const rows = await queryRows<{ chat_id: string; status: string }>(database.db, sql`select chat_id, status from broadcast_recipients where broadcast_id = ${b.id}`);
      for (const r of rows) {
        if (r.status === 'sent') expect(perChat.get(Number(r.chat_id))).toBe(1);
        else expect(r.status).toBe('uncertain');
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
