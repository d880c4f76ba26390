// Presents the Mini App catalogue and buyer in the contract's shapes: euro strings, category 0 for "none", product ids.
import { productId, type ShopMeResponse, type ShopPrice, type ShopPurchaseResponse } from '../../contracts/shop';
import type { PromotedPack } from '../../domain/shop/promoted-packs';
import type { ShopCategory, ShopCategoryRef, ShopCountry, ShopOperator, ShopProduct } from '../../domain/shop/catalogue';
import type { ShopCustomer } from '../../domain/shop/customer';
import type { PurchaseResult } from '../../domain/orders/purchase';
import { formatEuros } from '../../domain/wallet/money';
import type { BotLanguage } from '../../contracts/telegram';

const euros = (cents: number | null) => (cents === null ? null : formatEuros(cents));

export const presentCategoryRef = (c: ShopCategoryRef) => ({ id: c.id ?? 0, name: c.name });

export const presentShopCategory = (c: ShopCategory) => ({
  ...presentCategoryRef(c),
  productCount: c.productCount,
  minPrice: euros(c.minPriceCents),
  available: c.available,
});

export const presentShopCountry = (c: ShopCountry) => ({
  id: c.id,
  name: c.name,
  flag: c.flag,
  operatorCount: c.operatorCount,
  productCount: c.productCount,
  priceRange: c.priceRange ? { min: formatEuros(c.priceRange.minCents), max: formatEuros(c.priceRange.maxCents) } : null,
  available: c.available,
});

/** A country reference with its name in the reader's language (the ids' names from countryNamesIn). */
export const namedCountry = <C extends { id: number; name: string }>(c: C, names: Map<number, string>): C => ({ ...c, name: names.get(c.id) ?? c.name });

/** The countries level in the reader's language, sorted by that language's names (the domain sorts the French ones). */
export function presentShopCountries(countries: ShopCountry[], names: Map<number, string>, language: BotLanguage) {
  const collator = new Intl.Collator(language);
  return countries
    .map((c) => presentShopCountry(namedCountry(c, names)))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export const presentShopOperator = (o: ShopOperator) => ({
  id: o.id,
  name: o.name,
  minPrice: euros(o.minPriceCents),
  stockCount: o.stockCount,
  productCount: o.productCount,
});

export const presentShopProduct = (categoryId: number | null, operatorId: number) => (p: ShopProduct) => ({
  id: productId(categoryId, operatorId, p.quantity),
  quantity: p.quantity,
  name: p.name,
  price: formatEuros(p.priceCents),
  priceCents: p.priceCents,
  stock: p.stock,
  lowStock: p.lowStock,
});

export const presentShopCustomer = (c: ShopCustomer): ShopMeResponse => ({
  telegramId: c.telegramId,
  firstName: c.firstName,
  language: c.language,
  balance: formatEuros(c.balanceCents),
  balanceCents: c.balanceCents,
  totalPurchases: formatEuros(c.totalPurchasesCents),
  totalDeposits: formatEuros(c.totalDepositsCents),
  orderCount: c.orderCount,
});

export const presentShopPurchase = (r: PurchaseResult): ShopPurchaseResponse => ({
  success: true,
  orderId: r.order.id,
  quantity: r.order.quantity,
  price: formatEuros(r.order.priceCents),
  balance: formatEuros(r.balanceCents),
  balanceCents: r.balanceCents,
  replayed: r.replayed,
  promotion: r.order.promotionName,
  discount: formatEuros(r.order.discountCents),
});

export const presentShopPrice = (categoryId: number | null, operatorId: number) => (p: PromotedPack): ShopPrice => ({
  id: productId(categoryId, operatorId, p.quantity),
  price: formatEuros(p.priceCents),
  priceCents: p.priceCents,
  basePrice: formatEuros(p.basePriceCents),
  basePriceCents: p.basePriceCents,
  promotion: p.promotionName,
  usesCode: p.usesCode,
});
