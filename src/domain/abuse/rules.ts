// The anti-abuse rules an owner can turn on (decision 0142): read, saved (audited), checked under the customer's row
// lock by the purchase and the top-up, and their refusals counted per rule and day for the reports.
import { sql } from 'drizzle-orm';
import { ABUSE_RULE_NAMES, ABUSE_RULES_KEY, type AbuseRuleName, type AbuseRules, readAbuseRules } from '../../contracts/abuse';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { DomainError } from '../errors';
import { type BlockedCustomer, blockedCustomers } from './blocking';
import { auditSettingChange, getSettingValue, writeSetting } from '../settings/settings';

export async function getAbuseRules(db: Executor): Promise<AbuseRules> {
  return readAbuseRules(await getSettingValue(db, ABUSE_RULES_KEY));
}

/** Saves the rules (already checked by abuseRulesSchema), audited as a setting change ('setting.update'). */
export async function saveAbuseRules(db: Db, rules: AbuseRules, actorUserId: number | null): Promise<AbuseRules> {
  return db.transaction(async (tx) => {
    const old = await getSettingValue(tx, ABUSE_RULES_KEY);
    const value = JSON.stringify(rules);
    await writeSetting(tx, ABUSE_RULES_KEY, value, 'Règles anti-abus');
    await auditSettingChange(tx, ABUSE_RULES_KEY, old, value, { actorUserId });
    return getAbuseRules(tx);
  });
}

/** The stored rules as one SQL expression, for a statement that reads them with something else (no round trip). */
export const abuseRulesColumn = sql`(select value from settings where key = ${ABUSE_RULES_KEY})`;

/**
 * One more refusal of a rule today (UTC), for the reports. Its own statement: the refused action's transaction rolls
 * back. A count that cannot be written (the database gone for a moment) never hides the refusal itself.
 */
export async function countRefusal(db: Executor, rule: AbuseRuleName): Promise<void> {
  await db
    .execute(sql`insert into abuse_refusals (day, rule, refusals) values (current_date, ${rule}, 1)
      on conflict (day, rule) do update set refusals = abuse_refusals.refusals + 1`)
    .catch(() => undefined);
}

const RULE_OF_CODE: Partial<Record<string, AbuseRuleName>> = {
  CUSTOMER_BLOCKED: 'blocked',
  PURCHASE_RATE_LIMITED: 'purchase_rate',
  UNPAID_TOP_UPS_LIMIT: 'unpaid_top_ups',
};

/** Runs a customer's action and counts its refusal by a rule (or by a block) once the refused transaction is over. */
export async function countingRefusals<T>(db: Executor, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const rule = error instanceof DomainError ? RULE_OF_CODE[error.code] : undefined;
    if (rule) await countRefusal(db, rule);
    throw error;
  }
}

/**
 * Rule 1, inside the purchase's transaction under the buyer's row lock (so one buyer's purchases are counted one after
 * the other, and 100 at once let exactly `maxPurchases` through): an account younger than `accountAgeDays` days may
 * buy at most `maxPurchases` times in the last hour. PURCHASE_RATE_LIMITED carries the maximum and the minutes to wait.
 */
export async function checkPurchaseRate(tx: Executor, userId: number, accountCreatedAt: Date, rules: AbuseRules, now = new Date()): Promise<void> {
  const rule = rules.purchaseRate;
  if (!rule.enabled) return;
  if (now.getTime() - accountCreatedAt.getTime() >= rule.accountAgeDays * 86_400_000) return;
  const [row] = await queryRows<{ n: number; oldest: Date | string | null }>(
    tx,
    sql`select count(*)::int as n, min(purchase_date) as oldest from (
          select purchase_date from purchase_history
          where user_id = ${userId} and purchase_date > now() - interval '1 hour'
          order by purchase_date desc limit ${rule.maxPurchases}
        ) recent`,
  );
  if (Number(row?.n ?? 0) < rule.maxPurchases) return;
  const freeAt = row?.oldest ? new Date(row.oldest).getTime() + 3_600_000 : now.getTime() + 3_600_000;
  const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
  throw new DomainError('PURCHASE_RATE_LIMITED', { maximum: rule.maxPurchases, minutes });
}

/**
 * Rule 2, inside the deposit's transaction under the customer's row lock: at most `maxPerDay` top-up requests left
 * unpaid (still pending, or expired or refused without payment) in the last 24 hours. UNPAID_TOP_UPS_LIMIT carries
 * the maximum. A request that failed because the provider did not answer is not the customer's and is not counted.
 */
export async function checkUnpaidTopUps(tx: Executor, userId: number, rules: AbuseRules): Promise<void> {
  const rule = rules.unpaidTopUps;
  if (!rule.enabled) return;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from deposits d
        left join transactions t on t.id = d.transaction_id
        where d.user_id = ${userId} and d.created_at > now() - interval '24 hours'
          and d.status in ('pending', 'detected', 'failed') and d.paid_cents is null
          and coalesce(t.metadata->>'failureReason', '') <> 'provider_unavailable'`,
  );
  if (Number(row?.n ?? 0) >= rule.maxPerDay) throw new DomainError('UNPAID_TOP_UPS_LIMIT', { maximum: rule.maxPerDay });
}

export type AbuseReport = {
  blocked: BlockedCustomer[];
  blockedCount: number;
  refusals: Array<{ rule: AbuseRuleName; total: number }>;
  daily: Array<{ day: string; rule: AbuseRuleName; refusals: number }>;
};

/** The Rapports page's section: the customers blocked now (newest first, at most `limit`), and each rule's refusals per day over [from, to]. */
export async function getAbuseReport(db: Executor, period: { from: string; to: string }, limit = 50): Promise<AbuseReport> {
  const [blocked, daily] = await Promise.all([
    blockedCustomers(db, limit),
    queryRows<{ day: string | Date; rule: AbuseRuleName; refusals: number }>(
      db,
      sql`select day::text as day, rule, refusals from abuse_refusals where day between ${period.from}::date and ${period.to}::date order by day, rule`,
    ),
  ]);
  const totals = new Map<AbuseRuleName, number>();
  for (const row of daily) totals.set(row.rule, (totals.get(row.rule) ?? 0) + Number(row.refusals));
  return {
    blocked: blocked.customers,
    blockedCount: blocked.total,
    refusals: ABUSE_RULE_NAMES.map((rule) => ({ rule, total: totals.get(rule) ?? 0 })),
    daily: daily.map((r) => ({ day: String(r.day).slice(0, 10), rule: r.rule, refusals: Number(r.refusals) })),
  };
}
