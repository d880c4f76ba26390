// Telegram updates taken in (telegram_updates): each is handled once, whichever process or delivery brings it.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';

/**
 * Records an update as taken in; false when it already was (a webhook redelivery, a poller taking over). Recorded
 * before it is handled: an update cut short by a crash is not handled again — the customer taps again, and the
 * purchase's own key makes that safe — rather than handled twice.
 */
export async function takeInUpdate(db: Executor, botId: number, updateId: number): Promise<boolean> {
  const rows = await queryRows<{ update_id: string | number }>(
    db,
    sql`insert into telegram_updates (bot_id, update_id) values (${botId}, ${updateId}) on conflict do nothing returning update_id`,
  );
  return rows.length > 0;
}

/** Forgets updates older than Telegram keeps them (24 hours): returns how many. */
export async function pruneReceivedUpdates(db: Executor, olderThanHours = 24): Promise<number> {
  const rows = await queryRows<{ n: string | number }>(
    db,
    sql`with gone as (delete from telegram_updates where received_at < now() - ${olderThanHours} * interval '1 hour' returning 1)
        select count(*) as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
