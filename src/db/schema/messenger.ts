// The shop's pace towards Telegram shared by every process that sends (decision 0134): who is sending now, and the
// pause a 429 asked for. Read and written about once a second per process, never per message.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per running shop process that sends: its share of BROADCAST_RATE is the rate divided by the live rows. */
export const messengerSenders = pgTable('messenger_senders', {
  /** host:pid:random, new at every start. */
  id: text('id').primaryKey(),
  /** The last heartbeat: a row not seen for a few seconds is a stopped process (killed ones age out). */
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row (id 1): nothing is sent to Telegram by any process before `paused_until` (a 429's retry_after). */
export const messengerPause = pgTable(
  'messenger_pause',
  {
    id: integer('id').primaryKey().default(1),
    pausedUntil: timestamp('paused_until', { withTimezone: true }).notNull(),
  },
  (t) => [check('messenger_pause_one_row', sql`${t.id} = 1`)],
);
