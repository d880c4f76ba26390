// The shop processes sending to Telegram, as the database knows them (decision 0134): each one's heartbeat, and the
// pause a 429 asked for. Times are the database's (now()), so the processes' clocks never have to agree.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { queryRows } from '../../db/query';

export type SendersNow = {
  /** Processes sending now, this one included (seen within `liveMs`). */
  live: number;
  /** How long the shared pause still holds (0: none). */
  pausedForMs: number;
};

/** A row not seen for this long belongs to a process long gone: deleted by the next heartbeat of anyone. */
const FORGET_AFTER_MS = 60_000;

/**
 * One round trip: this process's heartbeat, the count of the others seen within `liveMs`, and the shared pause.
 * The count reads the table as it was before the heartbeat (one statement, one snapshot), hence the others plus one.
 */
export async function senderHeartbeat(db: Db, senderId: string, liveMs: number): Promise<SendersNow> {
  const [row] = await queryRows<{ others: string | number; paused_for_ms: string | number | null }>(
    db,
    sql`with beat as (
          insert into messenger_senders (id, seen_at) values (${senderId}, now())
          on conflict (id) do update set seen_at = now()
        ), forgotten as (
          delete from messenger_senders where seen_at < now() - make_interval(secs => ${FORGET_AFTER_MS / 1000})
        )
        select
          (select count(*) from messenger_senders s
            where s.id <> ${senderId} and s.seen_at > now() - make_interval(secs => ${liveMs / 1000})) as others,
          (select greatest(0, extract(epoch from (p.paused_until - now())) * 1000) from messenger_pause p where p.id = 1) as paused_for_ms`,
  );
  return { live: Number(row.others) + 1, pausedForMs: Math.ceil(Number(row.paused_for_ms ?? 0)) };
}

/** Telegram asked for a pause: every process holds for `ms` from now (the later of this and a pause already set). */
export async function pauseEverySender(db: Db, ms: number): Promise<void> {
  // Told at once to the processes listening (the pause left, in ms), read by the others at their next heartbeat.
  await db.execute(sql`
    with paused as (
      insert into messenger_pause (id, paused_until) values (1, now() + make_interval(secs => ${ms / 1000}))
      on conflict (id) do update set paused_until = greatest(messenger_pause.paused_until, excluded.paused_until)
      returning paused_until
    )
    select pg_notify(${PAUSE_CHANNEL}, ceil(extract(epoch from (p.paused_until - now())) * 1000)::text) from paused p`);
}

const PAUSE_CHANNEL = 'messenger_pause';

/**
 * Calls `onPause` with the pause left (ms) as soon as any process writes one, where the database can tell (PostgreSQL's
 * LISTEN); returns how to stop listening, or null where it cannot (the heartbeat's read is then the only way).
 */
export async function watchSenderPauses(database: Database, onPause: (ms: number) => void): Promise<(() => Promise<void>) | null> {
  if (!database.listen) return null;
  return database.listen(PAUSE_CHANNEL, (payload) => {
    const ms = Number(payload);
    if (Number.isFinite(ms) && ms > 0) onPause(ms);
  });
}

/** A clean stop: the others take over this process's share at their next heartbeat. */
export async function forgetSender(db: Db, senderId: string): Promise<void> {
  await db.execute(sql`delete from messenger_senders where id = ${senderId}`);
}
