// Who a broadcast reaches: every customer the bot can write to (a Telegram id, not blocked), narrowed by the audience.
import { type SQL, sql } from 'drizzle-orm';
import { MAX_INACTIVE_DAYS } from '../../contracts/broadcasts';
import { isBotLanguage } from '../../contracts/telegram';
import type { Executor } from '../../db/client';
import type { BroadcastAudienceValue } from '../../db/schema';
import { queryRows } from '../../db/query';
import { DomainError } from '../errors';

export type BroadcastAudience = BroadcastAudienceValue;


/** The audience as stored, or VALIDATION_FAILED (an unknown language, a day count out of range). */
export function checkedAudience(audience: BroadcastAudience): BroadcastAudience {
  if (audience.kind === 'language' && !isBotLanguage(audience.language)) throw new DomainError('VALIDATION_FAILED', { field: 'language' });
  if (audience.kind === 'inactive' && !(Number.isInteger(audience.days) && audience.days >= 1 && audience.days <= MAX_INACTIVE_DAYS)) {
    throw new DomainError('VALIDATION_FAILED', { field: 'days' });
  }
  return audience;
}

/**
 * The condition on `users` (no alias) for this audience, as of `at` (inactivity counts back from it). Admins of the
 * back office have no Telegram id, so they are out by the first clause; a customer who blocked the bot is out until
 * they write to it again.
 */
export function audienceCondition(audience: BroadcastAudience, at: Date): SQL {
  const base = sql`users.telegram_id is not null and users.bot_blocked_at is null`;
  switch (audience.kind) {
    case 'all':
      return base;
    case 'language':
      return sql`${base} and users.language = ${audience.language}`;
    case 'buyers':
      return sql`${base} and users.total_purchases_cents > 0`;
    case 'depositors':
      return sql`${base} and users.total_deposits_cents > 0`;
    case 'inactive':
      return sql`${base} and users.last_activity < ${at.toISOString()}::timestamptz - ${audience.days}::int * interval '1 day'`;
  }
}

/** How many customers the audience holds now: the figure shown before sending. */
export async function countAudience(db: Executor, audience: BroadcastAudience): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from users where ${audienceCondition(checkedAudience(audience), new Date())}`,
  );
  return Number(row?.n ?? 0);
}
