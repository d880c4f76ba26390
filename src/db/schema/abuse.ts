// Anti-abuse rules (decision 0142): how many times each rule refused something, per day, for the reports.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { rollupDay } from './columns';

/**
 * One row per day and rule ('blocked', 'purchase_rate', 'unpaid_top_ups', 'referral_reward'), counted by one upsert
 * after the refusal (the refused transaction itself rolls back, so it cannot count).
 */
export const abuseRefusals = pgTable(
  'abuse_refusals',
  {
    day: rollupDay(),
    rule: text('rule').notNull(),
    refusals: integer('refusals').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.rule] })],
);
