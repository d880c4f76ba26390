// An operator's packs priced for one Mini App customer: the promotion purchase() would apply to each, a typed code included.
import type { Executor } from '../../db/client';
import { DomainError } from '../errors';
import { withCodeAttempts } from '../promotions/code-attempts';
import { pricePromoted, promotionFactsOf } from '../promotions/price-with-promotion';
import { getSaleSettings } from '../settings/shop-settings';
import { shopProducts } from './catalogue';

export type PromotedPack = {
  quantity: number;
  /** What the pack costs this customer now, and without a promotion (equal when none applies). */
  priceCents: number;
  basePriceCents: number;
  promotionName: string | null;
  /** True when the typed code is what prices this pack (the purchase must then carry it). */
  usesCode: boolean;
};

/**
 * Each pack in stock priced as purchase() would price it for this customer now. A typed code refused outright
 * (PROMO_CODE_UNKNOWN, _EXPIRED, _USED_UP, _LIMIT_REACHED) refuses the request; a code that applies to none of the
 * packs is PROMO_CODE_NOT_APPLICABLE; one that applies to some prices those and leaves the others as they are. Unknown
 * codes count against guessing (PROMO_CODE_TOO_MANY_ATTEMPTS).
 */
export async function promotedPacks(
  db: Executor,
  input: { userId: number; categoryId: number | null; countryId: number; operatorId: number; promoCode?: string | null },
): Promise<PromotedPack[]> {
  return withCodeAttempts(db, input.userId, input.promoCode, () => pricePacks(db, input));
}

async function pricePacks(
  db: Executor,
  input: { userId: number; categoryId: number | null; countryId: number; operatorId: number; promoCode?: string | null },
): Promise<PromotedPack[]> {
  const [view, facts, sale] = await Promise.all([
    shopProducts(db, input.categoryId, input.countryId, input.operatorId),
    promotionFactsOf(db, input.userId, input.promoCode),
    getSaleSettings(db),
  ]);
  const lists = view.lists.map((l) => ({ ...l, categoryId: view.category.id }));
  const priced = view.products.map((product) => {
    if (product.stock === 0) return { pack: plain(product.quantity, product.priceCents), codeRefused: false };
    const order = { countryId: input.countryId, operatorId: input.operatorId, lists, quantity: product.quantity, shopPriceMicros: sale.unitPriceMicros };
    let codeRefused = false;
    let price: ReturnType<typeof pricePromoted>;
    try {
      price = pricePromoted(facts, order);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'PROMO_CODE_NOT_APPLICABLE')) throw error;
      codeRefused = true;
      price = pricePromoted({ ...facts, code: null }, order);
    }
    const applied = price.promotion?.promotion;
    return {
      pack: {
        quantity: product.quantity,
        priceCents: price.priceCents,
        basePriceCents: price.baseCents,
        promotionName: applied?.name ?? null,
        usesCode: facts.code != null && applied?.code === facts.code,
      },
      codeRefused,
    };
  });
  const inStock = priced.filter((_p, i) => view.products[i].stock > 0);
  if (facts.code && inStock.length > 0 && inStock.every((p) => p.codeRefused)) throw new DomainError('PROMO_CODE_NOT_APPLICABLE', { code: facts.code });
  return priced.map((p) => p.pack);
}

const plain = (quantity: number, cents: number): PromotedPack => ({ quantity, priceCents: cents, basePriceCents: cents, promotionName: null, usesCode: false });
