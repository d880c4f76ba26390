// The processes sending to Telegram as the database counts them, and the pause a 429 writes for all (decision 0134).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/support/db';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';
import { forgetSender, pauseEverySender, senderHeartbeat, watchSenderPauses } from './messenger-senders';

const LIVE_MS = 3_000;

describe('messenger senders', () => {
  const database = suiteDatabase();

  it('counts the processes seen within the live period, itself included, and not one stopped or gone quiet', async () => {
    const { db } = database;
    expect((await senderHeartbeat(db, 'one', LIVE_MS)).live).toBe(1);
    expect((await senderHeartbeat(db, 'two', LIVE_MS)).live).toBe(2);
    expect((await senderHeartbeat(db, 'one', LIVE_MS)).live).toBe(2);
    // A killed process: its last heartbeat 5 s ago.
    await db.execute(sql`insert into messenger_senders (id, seen_at) values ('killed', now() - interval '5 seconds')`);
    expect((await senderHeartbeat(db, 'two', LIVE_MS)).live).toBe(2);
    await forgetSender(db, 'one');
    expect((await senderHeartbeat(db, 'two', LIVE_MS)).live).toBe(1);
    await forgetSender(db, 'two');
  });

  it('keeps the later of two pauses, and reads none once it has passed', async () => {
    const { db } = database;
    expect((await senderHeartbeat(db, 'one', LIVE_MS)).pausedForMs).toBe(0);
    await pauseEverySender(db, 3_000);
    await pauseEverySender(db, 1_000);
    const { pausedForMs } = await senderHeartbeat(db, 'one', LIVE_MS);
    expect(pausedForMs).toBeGreaterThan(2_000);
    expect(pausedForMs).toBeLessThanOrEqual(3_000);
    await db.execute(sql`update messenger_pause set paused_until = now() - interval '1 second'`);
    expect((await senderHeartbeat(db, 'one', LIVE_MS)).pausedForMs).toBe(0);
    await forgetSender(db, 'one');
  });

  it('tells a listening process of a pause at once on PostgreSQL; on PGlite (one process) there is no one to tell', async () => {
    const heard: number[] = [];
    const unwatch = await watchSenderPauses(database, (ms) => heard.push(ms));
    if (testDbKind === 'pglite') {
      expect(unwatch).toBeNull();
      return;
    }
    try {
      const at = Date.now();
      await pauseEverySender(database.db, 4_000);
      for (const end = Date.now() + 2_000; heard.length === 0 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 10));
      expect(Date.now() - at).toBeLessThan(1_000);
      expect(heard).toHaveLength(1);
      expect(heard[0]).toBeGreaterThan(3_000);
      expect(heard[0]).toBeLessThanOrEqual(4_000);
    } finally {
      await unwatch?.();
    }
  });
});
