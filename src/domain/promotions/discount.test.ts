// The discount arithmetic and the choice of the best promotion, without a database.
import { describe, expect, it } from 'vitest';
import { applyPromotion, conditionsMet, type OrderFacts, type PromotionRule, promotedCents } from './discount';
import { selectPromotion } from './selection';

const rule = (over: Partial<PromotionRule & { inForce: boolean; ended: boolean }> = {}) => ({
  id: 1,
  name: 'Promo',
  type: 'percentage' as const,
  value: 1000,
  tiers: [],
  conditions: {},
  code: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  usesCount: 0,
  endDate: null,
  inForce: true,
  ended: false,
  ...over,
});
const order = (over: Partial<OrderFacts> = {}): OrderFacts => ({ countryId: 1, operatorId: 2, categoryIds: [3], quantity: 100, baseMicros: 600_000, ...over });
const buyer = { hasOrdered: false, usesOf: new Map<number, number>() };

describe('promotedCents: one rounding on the exact figure', () => {
  it('a percentage is taken off the exact micro-euros and rounded once, half-up', () => {
    // 333 numbers at 0.006 € = 1.998 €; 15 % off = 1.6983 € → 1.70 €.
    expect(promotedCents({ type: 'percentage', value: 1500, tiers: [] }, 333, 1_998_000)).toBe(170);
    // 0.005 € each, 101 numbers = 0.505 € (rounds to 0.51 €); 10 % off exact = 0.4545 → 0.45 €, not 0.51 × 0.9 = 0.459 → 0.46.
    expect(promotedCents({ type: 'percentage', value: 1000, tiers: [] }, 101, 505_000)).toBe(45);
    // exactly half a cent rounds up
    expect(promotedCents({ type: 'percentage', value: 5000, tiers: [] }, 1, 10_000)).toBe(1);
  });

  it('a fixed amount comes off the rounded price, a tier reprices every number', () => {
    expect(promotedCents({ type: 'fixed', value: 25, tiers: [] }, 100, 605_000)).toBe(36);
    const tiers = [
      { fromQuantity: 500, unitPriceMicros: 5_000 },
      { fromQuantity: 1000, unitPriceMicros: 4_000 },
    ];
    expect(promotedCents({ type: 'tiers', value: 0, tiers }, 499, 499 * 6_000)).toBe(299);
    expect(promotedCents({ type: 'tiers', value: 0, tiers }, 500, 500 * 6_000)).toBe(250);
    expect(promotedCents({ type: 'tiers', value: 0, tiers }, 1001, 1001 * 6_000)).toBe(400);
    // a tier dearer than the lists takes nothing off
    expect(promotedCents({ type: 'tiers', value: 0, tiers }, 1000, 1000 * 3_000)).toBe(300);
  });

  it('huge orders stay exact (BigInt), and the price never falls under one cent', () => {
    // 100,000 × 0.999999 € = 99,999.90 €; 33.33 % off = 66,669.9333 € → 66,669.93 €.
    expect(promotedCents({ type: 'percentage', value: 3333, tiers: [] }, 100_000, 100_000 * 999_999)).toBe(6_666_993);
    expect(applyPromotion(rule({ type: 'fixed', value: 10_000 }), order())).toMatchObject({ priceCents: 1, discountCents: 59 });
    expect(applyPromotion(rule({ type: 'percentage', value: 10_000 }), order())).toMatchObject({ priceCents: 1 });
  });
});

describe('conditions', () => {
  it('countries, operators, categories (every list drawn), minimum quantity, first purchase', () => {
    expect(conditionsMet({ countryIds: [1] }, order(), buyer)).toBe(true);
    expect(conditionsMet({ countryIds: [9] }, order(), buyer)).toBe(false);
    expect(conditionsMet({ operatorIds: [2, 5] }, order(), buyer)).toBe(true);
    expect(conditionsMet({ categoryIds: [3] }, order({ categoryIds: [3, null] }), buyer)).toBe(false);
    expect(conditionsMet({ categoryIds: [] }, order({ categoryIds: [null] }), buyer)).toBe(true);
    expect(conditionsMet({ minQuantity: 101 }, order(), buyer)).toBe(false);
    expect(conditionsMet({ firstPurchaseOnly: true }, order(), { ...buyer, hasOrdered: true })).toBe(false);
    expect(conditionsMet({ firstPurchaseOnly: true }, order(), buyer)).toBe(true);
  });
});

describe('selectPromotion: at most one, the best for the customer', () => {
  it('takes the largest discount; a tie goes to the one without a code, then the oldest', () => {
    const a = rule({ id: 1, name: 'A', value: 1000 });
    const b = rule({ id: 2, name: 'B', type: 'fixed', value: 20 });
    expect(selectPromotion([a, b], order(), buyer, null)?.promotion.name).toBe('B');
    const c = rule({ id: 3, name: 'C', type: 'fixed', value: 20, code: 'SAVE20' });
    expect(selectPromotion([c, b], order(), buyer, 'SAVE20')?.promotion.name).toBe('B');
    const d = rule({ id: 4, name: 'D', type: 'fixed', value: 20 });
    expect(selectPromotion([d, b], order(), buyer, null)?.promotion.name).toBe('B');
  });

  it('a code promotion applies only with its code, and a code that cannot apply says why', () => {
    const coded = rule({ id: 5, code: 'HELLO', value: 5000 });
    expect(selectPromotion([coded], order(), buyer, null)).toBeNull();
    expect(selectPromotion([coded], order(), buyer, 'HELLO')).toMatchObject({ priceCents: 30, discountCents: 30 });
    expect(() => selectPromotion([coded], order(), buyer, 'NOPE')).toThrow(expect.objectContaining({ code: 'PROMO_CODE_UNKNOWN' }));
    expect(() => selectPromotion([{ ...coded, inForce: false, ended: true }], order(), buyer, 'HELLO')).toThrow(
      expect.objectContaining({ code: 'PROMO_CODE_EXPIRED' }),
    );
    expect(() => selectPromotion([{ ...coded, maxUses: 3, usesCount: 3 }], order(), buyer, 'HELLO')).toThrow(
      expect.objectContaining({ code: 'PROMO_CODE_USED_UP' }),
    );
    const usedOnce = { hasOrdered: true, usesOf: new Map([[5, 1]]) };
    expect(() => selectPromotion([{ ...coded, maxUsesPerCustomer: 1 }], order(), usedOnce, 'HELLO')).toThrow(
      expect.objectContaining({ code: 'PROMO_CODE_LIMIT_REACHED' }),
    );
    expect(() => selectPromotion([{ ...coded, conditions: { minQuantity: 500 } }], order(), buyer, 'HELLO')).toThrow(
      expect.objectContaining({ code: 'PROMO_CODE_NOT_APPLICABLE' }),
    );
  });

  it('skips promotions out of their window, used up or whose conditions fail', () => {
    const out = rule({ id: 6, inForce: false });
    const full = rule({ id: 7, maxUses: 1, usesCount: 1 });
    const far = rule({ id: 8, conditions: { countryIds: [42] } });
    expect(selectPromotion([out, full, far], order(), buyer, null)).toBeNull();
  });
});
