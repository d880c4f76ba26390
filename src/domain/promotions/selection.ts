// Which promotion an order gets: at most one, the best for the customer, read with the purchase's own statements.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import type { PromotionConditions, PromotionTier } from '../../db/schema/promotions';
import { DomainError } from '../errors';
import { type AppliedPromotion, applyPromotion, type BuyerFacts, conditionsMet, type OrderFacts, type PromotionRule, type PromotionType } from './discount';

/** What customers type: trimmed, upper-case, inner spaces dropped. Null when nothing usable was typed. */
export function normalizeCode(text: string | null | undefined): string | null {
  const code = (text ?? '').trim().toUpperCase().replace(/[\s\u00a0\u202f-]/g, '');
  return code.length > 0 ? code : null;
}

/** A promo code's shape: 3 to 16 letters or digits (it travels in a bot button's 64-byte callback data). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,16}$/;

/**
 * A column for a select list (no extra round trip): the promotions in force now, plus the typed code's promotion
 * whatever its state (to say why it does not apply). The buyer's facts are read apart, and only when a promotion in
 * force needs them (buyerFactsFor): most purchases pay for one small sub-select.
 */
export function promotionFactsColumns(code: string | null): SQL {
  const inForce = sql`p.is_active and (p.start_date is null or p.start_date <= now()) and (p.end_date is null or p.end_date > now())`;
  return sql`(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'type', p.type, 'value', p.value, 'tiers', p.tiers,
              'conditions', p.conditions, 'code', p.code, 'maxUses', p.max_uses, 'maxUsesPerCustomer', p.max_uses_per_customer,
              'usesCount', p.uses_count, 'endDate', p.end_date, 'inForce', ${inForce},
              'ended', p.end_date is not null and p.end_date <= now())), '[]'::json)
            from promotions p where (${inForce}) or p.code = ${code}) as promotions_json`;
}

export type PromotionFactsRow = { promotions_json: unknown };

export type Candidate = PromotionRule & { inForce: boolean; ended: boolean };

const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/** The promotions read by promotionFactsColumns. */
export function readPromotionFacts(row: PromotionFactsRow): Candidate[] {
  const raw = (parse(row.promotions_json) ?? []) as Array<Record<string, unknown>>;
  return raw.map((p) => ({
    id: Number(p.id),
    name: String(p.name),
    type: p.type as PromotionType,
    value: Number(p.value),
    tiers: (parse(p.tiers) ?? []) as PromotionTier[],
    conditions: (parse(p.conditions) ?? {}) as PromotionConditions,
    code: (p.code as string | null) ?? null,
    maxUses: p.maxUses == null ? null : Number(p.maxUses),
    maxUsesPerCustomer: p.maxUsesPerCustomer == null ? null : Number(p.maxUsesPerCustomer),
    usesCount: Number(p.usesCount ?? 0),
    endDate: p.endDate == null ? null : new Date(String(p.endDate)),
    inForce: p.inForce === true,
    ended: p.ended === true,
  }));
}

const NO_FACTS: BuyerFacts = { hasOrdered: false, usesOf: new Map() };

/**
 * Whether the buyer has a completed order, and their uses of the promotions limited per customer (a refunded order gave
 * its use back): one query, only when a candidate has a first-purchase condition or a per-customer limit. Inside
 * purchase() it runs under the buyer's row lock (a refund takes it too), so both figures are exact.
 */
export async function buyerFactsFor(db: Executor, userId: number, candidates: Candidate[]): Promise<BuyerFacts> {
  const limited = candidates.filter((c) => c.maxUsesPerCustomer != null).map((c) => c.id);
  const firstOnly = candidates.some((c) => c.conditions.firstPurchaseOnly);
  if (limited.length === 0 && !firstOnly) return NO_FACTS;
  const ids = limited.length ? sql.join(limited.map((id) => sql`${id}::int`), sql`, `) : sql`null::int`;
  const [row] = await queryRows<{ has_ordered: boolean; uses: unknown }>(
    db,
    sql`select exists (select 1 from purchase_history where user_id = ${userId} and status = 'completed') as has_ordered,
               (select coalesce(json_object_agg(promotion_id, n), '{}'::json) from (
                  select promotion_id, count(*) as n from purchase_history
                  where promotion_id in (${ids}) and user_id = ${userId} and status <> 'refunded' group by promotion_id) u) as uses`,
  );
  const uses = (parse(row?.uses) ?? {}) as Record<string, string | number>;
  return { hasOrdered: row?.has_ordered === true, usesOf: new Map(Object.entries(uses).map(([k, n]) => [Number(k), Number(n)])) };
}

const usedUp = (p: PromotionRule) => p.maxUses != null && p.usesCount >= p.maxUses;
const customerUsedUp = (p: PromotionRule, buyer: BuyerFacts) => p.maxUsesPerCustomer != null && (buyer.usesOf.get(p.id) ?? 0) >= p.maxUsesPerCustomer;

/**
 * The best promotion for this order, or null. Candidates: those in force whose conditions the order meets, without a
 * code or with the code typed, within their limits. Best: the largest discount in cents; on a tie, one without a code
 * (the customer keeps the code's use), then the oldest (lowest id).
 *
 * A typed code that cannot apply is refused with the reason, so the customer is never charged a price they did not
 * see: PROMO_CODE_UNKNOWN (no such code, switched off, not started), PROMO_CODE_EXPIRED, PROMO_CODE_USED_UP,
 * PROMO_CODE_LIMIT_REACHED (this customer's uses), PROMO_CODE_NOT_APPLICABLE (conditions, or nothing to take off).
 * A code that applies but is beaten by an automatic promotion is not refused: the better price applies.
 */
export function selectPromotion(candidates: Candidate[], order: OrderFacts, buyer: BuyerFacts, code: string | null): AppliedPromotion | null {
  if (code) {
    const own = candidates.find((p) => p.code === code);
    if (!own) throw new DomainError('PROMO_CODE_UNKNOWN', { code });
    if (own.ended) throw new DomainError('PROMO_CODE_EXPIRED', { code });
    if (!own.inForce) throw new DomainError('PROMO_CODE_UNKNOWN', { code });
    if (usedUp(own)) throw new DomainError('PROMO_CODE_USED_UP', { code, maxUses: own.maxUses });
    if (customerUsedUp(own, buyer)) throw new DomainError('PROMO_CODE_LIMIT_REACHED', { code, maxUsesPerCustomer: own.maxUsesPerCustomer });
    if (!conditionsMet(own.conditions, order, buyer) || !applyPromotion(own, order)) throw new DomainError('PROMO_CODE_NOT_APPLICABLE', { code });
  }
  let best: AppliedPromotion | null = null;
  for (const p of candidates) {
    if (!p.inForce || (p.code != null && p.code !== code)) continue;
    if (usedUp(p) || customerUsedUp(p, buyer) || !conditionsMet(p.conditions, order, buyer)) continue;
    const applied = applyPromotion(p, order);
    if (applied && (!best || better(applied, best))) best = applied;
  }
  return best;
}

function better(a: AppliedPromotion, b: AppliedPromotion): boolean {
  if (a.discountCents !== b.discountCents) return a.discountCents > b.discountCents;
  const aCode = a.promotion.code != null;
  const bCode = b.promotion.code != null;
  if (aCode !== bCode) return !aCode;
  return a.promotion.id < b.promotion.id;
}
