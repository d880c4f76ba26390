// The suppression (do-not-contact) list: numbers never imported and never sold; adding one takes it out of all stock.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { suppressedNumbers, users } from '../../db/schema';
import type { SuppressionAddResult } from '../../contracts/stock';
import { recordAudit } from '../audit/record';
import { queryRows } from '../../db/query';
import { DomainError } from '../errors';
import { bigintArray, lockForSuppression, moveCounts, STOCK_BATCH, yieldToEventLoop } from './batches';
import type { NumberSource } from './number-sources';
import { createNormaliser, toE164 } from './phone-numbers';

/**
 * Suppresses numbers in the same transaction that takes them out of every numlist (counts moved by what left).
 * The exclusive suppression lock waits for import batches in flight, so none can re-add a number after this.
 */
async function suppressBatch(
  tx: Executor,
  numbers: number[],
  reason: string,
  actorUserId: number | null,
): Promise<{ added: number; removedFromStock: number; perNumlist: Map<number, number> }> {
  await lockForSuppression(tx);
  const literal = bigintArray(numbers);
  const [inserted] = await queryRows<{ n: number }>(
    tx,
    sql`
    with ins as (
      insert into suppressed_numbers (number, reason, created_by)
      select distinct n, ${reason}, ${actorUserId}::int from unnest(${literal}::bigint[]) as t(n)
      on conflict do nothing
      returning 1
    ) select count(*)::int as n from ins`,
  );
  const removed = await queryRows<{ numlist_id: number; n: number }>(
    tx,
    sql`
    with gone as (
      delete from numlist_numbers where number = any(${literal}::bigint[]) returning numlist_id
    ) select numlist_id, count(*)::int as n from gone group by numlist_id`,
  );
  const perNumlist = new Map<number, number>();
  let removedFromStock = 0;
  for (const r of removed) {
    const n = Number(r.n);
    perNumlist.set(Number(r.numlist_id), n);
    removedFromStock += n;
    await moveCounts(tx, Number(r.numlist_id), { total: -n, available: -n });
  }
  return { added: Number(inserted.n), removedFromStock, perNumlist };
}

/** Adds numbers to the suppression list. National forms need `countryCode`; international ones (+…, 00…) do not. */
export async function addSuppressions(
  db: Executor,
  source: NumberSource,
  input: { reason: string; countryCode?: string | null },
  actorUserId: number | null,
): Promise<SuppressionAddResult> {
  const normalise = createNormaliser({ country: input.countryCode ?? null });
  const result: SuppressionAddResult = { added: 0, alreadySuppressed: 0, invalid: 0, invalidExamples: [], removedFromStock: 0 };
  let batch = new Set<number>();
  let given = 0;
  const flush = async () => {
    if (batch.size === 0) return;
    const numbers = [...batch];
    batch = new Set();
    await db.transaction(async (tx) => {
      const r = await suppressBatch(tx, numbers, input.reason, actorUserId);
      result.added += r.added;
      result.alreadySuppressed += numbers.length - r.added;
      result.removedFromStock += r.removedFromStock;
      await recordAudit(tx, {
        actorUserId,
        action: 'suppression.add',
        entityType: 'suppression',
        entityId: numbers.length === 1 ? toE164(numbers[0]) : null,
        details: { count: numbers.length, added: r.added, removedFromStock: r.removedFromStock, reason: input.reason },
      });
    });
    await yieldToEventLoop();
  };
  for await (const chunk of source) {
    for (const raw of chunk) {
      const text = raw.trim();
      if (!text) continue;
      given++;
      const digits = normalise(text);
      if (digits === null) {
        result.invalid++;
        if (result.invalidExamples.length < 5) result.invalidExamples.push(text.slice(0, 64));
        continue;
      }
      if (batch.has(digits)) result.alreadySuppressed++;
      batch.add(digits);
      if (batch.size >= STOCK_BATCH) await flush();
    }
  }
  await flush();
  if (given === 0) throw new DomainError('NOTHING_TO_IMPORT');
  if (result.added + result.alreadySuppressed === 0) {
    throw new DomainError('NO_VALID_NUMBER', { result });
  }
  return result;
}

/** Parses one number given in a path or a form: E.164 digits, or INVALID_PHONE_NUMBER when unreadable. */
export function parseOneNumber(raw: string, countryCode?: string | null): number {
  const digits = createNormaliser({ country: countryCode ?? null })(raw);
  if (digits === null) {
    throw new DomainError('INVALID_PHONE_NUMBER', { number: raw });
  }
  return digits;
}

/** Takes a number off the suppression list: it may be imported again (numbers already removed do not come back). */
export async function removeSuppression(db: Executor, raw: string, actorUserId: number | null): Promise<void> {
  const digits = parseOneNumber(raw.startsWith('+') || raw.startsWith('00') ? raw : `+${raw.trim()}`);
  await db.transaction(async (tx) => {
    const gone = await tx.delete(suppressedNumbers).where(eq(suppressedNumbers.number, digits)).returning({ number: suppressedNumbers.number });
    if (gone.length === 0) throw new DomainError('NOT_SUPPRESSED', { number: toE164(digits) });
    await recordAudit(tx, { actorUserId, action: 'suppression.remove', entityType: 'suppression', entityId: toE164(digits) });
  });
}

/** A number on the suppression list (E.164), why, when, and the user name of the admin who added it. */
export type Suppression = { number: string; reason: string; createdAt: Date; createdBy: string | null };

/** The list, newest first; `search` matches any part of the number's digits. */
export async function listSuppressions(
  db: Executor,
  query: { page: number; pageSize: number; search?: string },
): Promise<{ rows: Suppression[]; total: number }> {
  const digits = (query.search ?? '').replace(/\D/g, '');
  const where = digits ? sql`${suppressedNumbers.number}::text like ${`%${digits}%`}` : undefined;
  const [{ total }] = await db.select({ total: count() }).from(suppressedNumbers).where(where);
  const rows = await db
    .select({
      number: suppressedNumbers.number,
      reason: suppressedNumbers.reason,
      createdAt: suppressedNumbers.createdAt,
      createdBy: users.username,
    })
    .from(suppressedNumbers)
    .leftJoin(users, eq(users.id, suppressedNumbers.createdBy))
    .where(where)
    .orderBy(desc(suppressedNumbers.createdAt), desc(suppressedNumbers.number))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows: rows.map((r) => ({ ...r, number: toE164(r.number) })), total: Number(total) };
}

export { suppressBatch };
