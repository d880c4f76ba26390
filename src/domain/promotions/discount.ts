// What a promotion takes off one order: exact integer arithmetic on the order's micro-euros, rounded to the cent once.
import type { PromotionConditions, PromotionTier } from '../../db/schema/promotions';
import { MICROS_PER_CENT, microsToCents } from '../wallet/money';

export type PromotionType = 'percentage' | 'fixed' | 'tiers';

/** A promotion as the purchase engine sees it. */
export type PromotionRule = {
  id: number;
  name: string;
  type: PromotionType;
  /** percentage: basis points off; fixed: cents off; tiers: unused. */
  value: number;
  tiers: PromotionTier[];
  conditions: PromotionConditions;
  code: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  usesCount: number;
  endDate: Date | null;
};

/** The order as the promotion's conditions read it: what it draws from, how many, and what it costs before any discount. */
export type OrderFacts = {
  countryId: number | null;
  operatorId: number | null;
  /** The category of every list the quantity draws from (null: a list filed under none). */
  categoryIds: (number | null)[];
  quantity: number;
  /** The exact cost before any promotion: the sum of the unit prices drawn. */
  baseMicros: number;
};

/** The buyer as the conditions and limits read them. */
export type BuyerFacts = { hasOrdered: boolean; usesOf: Map<number, number> };

/** The smallest price an order can be brought to: a ledger row of 0 € would be a sale that moved no money. */
const MINIMUM_PRICE_CENTS = 1;

const BASIS_POINTS = 10_000n;

/**
 * The order's price in cents with the promotion, before the floor of MINIMUM_PRICE_CENTS. One rounding (half-up), on
 * the exact figure:
 * - percentage: baseMicros × (10 000 − bp) / 10 000, computed in BigInt, rounded to the cent once;
 * - fixed: the base rounded to the cent, minus the cents off (a whole number of cents: the same as rounding after);
 * - tiers: quantity × the tier's unit price (the highest tier reached), never more than the base.
 */
export function promotedCents(rule: Pick<PromotionRule, 'type' | 'value' | 'tiers'>, quantity: number, baseMicros: number): number {
  const baseCents = microsToCents(baseMicros);
  if (rule.type === 'percentage') {
    const bp = BigInt(Math.min(Math.max(rule.value, 0), 10_000));
    const scaled = BigInt(baseMicros) * (BASIS_POINTS - bp);
    const divisor = BASIS_POINTS * BigInt(MICROS_PER_CENT);
    return Number((scaled + divisor / 2n) / divisor);
  }
  if (rule.type === 'fixed') return Math.max(0, baseCents - rule.value);
  const tier = reachedTier(rule.tiers, quantity);
  if (!tier) return baseCents;
  return Math.min(baseCents, microsToCents(quantity * tier.unitPriceMicros));
}

/** The highest tier the quantity reaches, or null. */
function reachedTier(tiers: PromotionTier[], quantity: number): PromotionTier | null {
  let best: PromotionTier | null = null;
  for (const t of tiers) if (t.fromQuantity <= quantity && (!best || t.fromQuantity > best.fromQuantity)) best = t;
  return best;
}

/** Whether the order meets the promotion's conditions (the date window and the code are checked by the caller). */
export function conditionsMet(conditions: PromotionConditions, order: OrderFacts, buyer: BuyerFacts): boolean {
  const within = (ids: number[] | undefined, id: number | null) => !ids || ids.length === 0 || (id != null && ids.includes(id));
  if (!within(conditions.countryIds, order.countryId)) return false;
  if (!within(conditions.operatorIds, order.operatorId)) return false;
  if (conditions.categoryIds && conditions.categoryIds.length > 0 && !order.categoryIds.every((c) => within(conditions.categoryIds, c))) return false;
  if (conditions.minQuantity != null && order.quantity < conditions.minQuantity) return false;
  if (conditions.firstPurchaseOnly && buyer.hasOrdered) return false;
  return true;
}

/** The promotion applied to an order: its price, the price it would have had, and the difference. */
export type AppliedPromotion = { promotion: PromotionRule; baseCents: number; priceCents: number; discountCents: number };

/** The price of the order under one promotion, or null when it takes nothing off. */
export function applyPromotion(rule: PromotionRule, order: OrderFacts): AppliedPromotion | null {
  const baseCents = microsToCents(order.baseMicros);
  const priceCents = Math.max(Math.min(baseCents, MINIMUM_PRICE_CENTS), promotedCents(rule, order.quantity, order.baseMicros));
  const discountCents = baseCents - priceCents;
  return discountCents > 0 ? { promotion: rule, baseCents, priceCents, discountCents } : null;
}
