// Presents promotions in the contract's shapes: percentages and euros as decimal strings, dates as ISO strings.
import type { PromotionItem, PromotionPreviewResponse } from '../../contracts/promotions';
import type { Promotion, PromotionPreview } from '../../domain/promotions/manage';
import { formatEuros, formatUnitPrice } from '../../domain/wallet/money';

/** Basis points as a percentage without trailing zeros: 1250 → "12.5", 1000 → "10". */
function percent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const frac = String(bp % 100).padStart(2, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

export const presentPromotion = (p: Promotion): PromotionItem => ({
  id: p.id,
  name: p.name,
  description: p.description,
  type: p.type,
  value: p.type === 'percentage' ? percent(p.value) : p.type === 'fixed' ? formatEuros(p.value) : null,
  tiers: p.tiers.map((t) => ({ fromQuantity: t.fromQuantity, unitPrice: formatUnitPrice(t.unitPriceMicros) })),
  isActive: p.isActive,
  status: p.status,
  startDate: p.startDate?.toISOString() ?? null,
  endDate: p.endDate?.toISOString() ?? null,
  conditions: {
    countryIds: p.conditions.countryIds ?? [],
    operatorIds: p.conditions.operatorIds ?? [],
    categoryIds: p.conditions.categoryIds ?? [],
    minQuantity: p.conditions.minQuantity ?? null,
    firstPurchaseOnly: p.conditions.firstPurchaseOnly ?? false,
  },
  code: p.code,
  maxUses: p.maxUses,
  maxUsesPerCustomer: p.maxUsesPerCustomer,
  usesCount: p.usesCount,
  orders: p.orders,
  discountTotal: formatEuros(p.discountCents),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const presentPromotionPreview = (p: PromotionPreview): PromotionPreviewResponse => ({
  basePrice: formatEuros(p.baseCents),
  price: formatEuros(p.priceCents),
  discount: formatEuros(p.discountCents),
  conditionsMet: p.conditionsMet,
  operatorName: p.operatorName,
  countryName: p.countryName,
  countryFlag: p.countryFlag,
  available: p.available,
});
