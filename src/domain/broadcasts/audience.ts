// Who a broadcast reaches: every customer the bot can write to (a Telegram id, not blocked), narrowed by the audience
// and its filters, all together (AND). One condition builds both the count shown before sending and the listing of
// recipients, so the count is what is sent (decision 0151).
import { and, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { MAX_INACTIVE_DAYS } from '../../contracts/broadcasts';
import { isBotLanguage } from '../../contracts/telegram';
import type { Executor } from '../../db/client';
import { type BroadcastAudienceFilters, type BroadcastAudienceValue, countries, operators, users } from '../../db/schema';
import { qualified, queryRows } from '../../db/query';
import { DomainError } from '../errors';

export type BroadcastAudience = BroadcastAudienceValue;

const isInstant = (text: string | undefined) => text === undefined || !Number.isNaN(Date.parse(text));
const isId = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n > 0);
const isCents = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 0);

function checkedFilters(filters: BroadcastAudienceFilters | undefined): BroadcastAudienceFilters | undefined {
  if (!filters) return undefined;
  const fail = (field: string) => {
    throw new DomainError('VALIDATION_FAILED', { field });
  };
  if (filters.language !== undefined && !isBotLanguage(filters.language)) fail('language');
  if (!isId(filters.countryId)) fail('countryId');
  if (!isId(filters.operatorId)) fail('operatorId');
  if (!isCents(filters.minSpentCents)) fail('minSpentCents');
  if (!isCents(filters.minBalanceCents)) fail('minBalanceCents');
  for (const field of ['lastPurchaseBefore', 'lastPurchaseAfter', 'registeredAfter'] as const) if (!isInstant(filters[field])) fail(field);
  // Kept without the empty fields, so the stored audience says only what narrows it.
  const kept = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return Object.keys(kept).length > 0 ? (kept as BroadcastAudienceFilters) : undefined;
}

/** The audience as stored, or VALIDATION_FAILED (an unknown language, a day count out of range, a bad filter). */
export function checkedAudience(audience: BroadcastAudience): BroadcastAudience {
  if (audience.kind === 'language' && !isBotLanguage(audience.language)) throw new DomainError('VALIDATION_FAILED', { field: 'language' });
  if (audience.kind === 'inactive' && !(Number.isInteger(audience.days) && audience.days >= 1 && audience.days <= MAX_INACTIVE_DAYS)) {
    throw new DomainError('VALIDATION_FAILED', { field: 'days' });
  }
  const { filters, ...rest } = audience;
  const kept = checkedFilters(filters);
  return (kept ? { ...rest, filters: kept } : rest) as BroadcastAudience;
}

/** The customer's completed purchases, written against the outer `users` row (a subquery with its own alias). */
const ownPurchases = (more: SQL) =>
  sql`exists (select 1 from purchase_history ph where ph.user_id = ${qualified(users.id)} and ph.status = 'completed' and ${more})`;
const lastPurchase = sql`(select max(ph.purchase_date) from purchase_history ph where ph.user_id = ${qualified(users.id)} and ph.status = 'completed')`;
const instant = (iso: string) => sql`${iso}::timestamptz`;

function filterConditions(f: BroadcastAudienceFilters): (SQL | undefined)[] {
  return [
    f.language !== undefined ? eq(users.language, f.language) : undefined,
    f.countryId !== undefined ? ownPurchases(sql`ph.country_id = ${f.countryId}`) : undefined,
    f.operatorId !== undefined ? ownPurchases(sql`ph.operator_id = ${f.operatorId}`) : undefined,
    f.minSpentCents !== undefined ? gte(users.totalPurchasesCents, f.minSpentCents) : undefined,
    // "Last purchase before" holds customers who bought, but not since; "after", customers who bought since.
    f.lastPurchaseBefore !== undefined ? sql`${lastPurchase} < ${instant(f.lastPurchaseBefore)}` : undefined,
    f.lastPurchaseAfter !== undefined ? sql`${lastPurchase} >= ${instant(f.lastPurchaseAfter)}` : undefined,
    f.registeredAfter !== undefined ? gte(users.createdAt, sql`${instant(f.registeredAfter)}`) : undefined,
    f.minBalanceCents !== undefined ? gte(users.balanceCents, f.minBalanceCents) : undefined,
  ];
}

function presetCondition(audience: BroadcastAudience, at: Date): SQL | undefined {
  switch (audience.kind) {
    case 'all':
      return undefined;
    case 'language':
      return eq(users.language, audience.language);
    case 'buyers':
      return sql`${users.totalPurchasesCents} > 0`;
    case 'depositors':
      return sql`${users.totalDepositsCents} > 0`;
    case 'inactive':
      return lt(users.lastActivity, sql`${at.toISOString()}::timestamptz - ${audience.days}::int * interval '1 day'`);
  }
}

/**
 * The condition on `users` for this audience, as of `at` (inactivity counts back from it). Admins of the back office
 * have no Telegram id, so they are out by the first clause; a customer who blocked the bot is out until they write
 * to it again.
 */
export function audienceCondition(audience: BroadcastAudience, at: Date): SQL {
  return and(
    isNotNull(users.telegramId),
    isNull(users.botBlockedAt),
    presetCondition(audience, at),
    ...filterConditions(audience.filters ?? {}),
  ) as SQL;
}

/** How many customers the audience holds now: the figure shown before sending. */
export async function countAudience(db: Executor, audience: BroadcastAudience, at = new Date()): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, sql`select count(*) as n from users where ${audienceCondition(checkedAudience(audience), at)}`);
  return Number(row?.n ?? 0);
}

export type AudienceNames = { countries: Map<number, string>; operators: Map<number, string> };

/** The names of the countries and operators these audiences' filters name (the history shows them). */
export async function audienceNames(db: Executor, audiences: BroadcastAudience[]): Promise<AudienceNames> {
  const countryIds = [...new Set(audiences.flatMap((a) => (a.filters?.countryId ? [a.filters.countryId] : [])))];
  const operatorIds = [...new Set(audiences.flatMap((a) => (a.filters?.operatorId ? [a.filters.operatorId] : [])))];
  const [countryRows, operatorRows] = await Promise.all([
    countryIds.length ? db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.id, countryIds)) : [],
    operatorIds.length ? db.select({ id: operators.id, name: operators.name }).from(operators).where(inArray(operators.id, operatorIds)) : [],
  ]);
  return { countries: new Map(countryRows.map((r) => [r.id, r.name])), operators: new Map(operatorRows.map((r) => [r.id, r.name])) };
}
