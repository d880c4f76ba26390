// A promotion as the back office would create it: 10 % off, in force, no dates, conditions or code, unless told.
import type { PromotionInput } from '../../src/domain/promotions/manage';

export const promotionInput = (over: Partial<PromotionInput> = {}): PromotionInput => ({
  name: 'Promo',
  description: null,
  type: 'percentage',
  value: 1000,
  tiers: [],
  isActive: true,
  startDate: null,
  endDate: null,
  conditions: {},
  code: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  ...over,
});
