// What a purchase would cost right now, or the refusal it would meet: the confirmation screens (bot, Mini App) show it.
import type { Executor } from '../../db/client';
import { type Offer, offerUnitPriceMicros, operatorOffer } from '../catalogue/storefront';
import type { AppliedPromotion } from '../promotions/discount';
import { priceWithPromotion } from '../promotions/price-with-promotion';
import { checkBalance, checkQuantity, checkStock } from './order-rules';

export type Quote = {
  offer: Offer;
  quantity: number;
  /** What the order costs, its promotion applied. */
  costCents: number;
  /** What it would cost without a promotion (the struck-through price); equal to costCents when none applies. */
  baseCostCents: number;
  /** The promotion purchase() would apply now, or null. */
  promotion: AppliedPromotion | null;
  /** The average unit price of this quantity (lists of different prices may be drawn from), before any promotion. */
  unitPriceMicros: number;
  balanceCents: number;
  balanceAfterCents: number;
};

/**
 * The order rules of purchase(), applied in its order to the stock and the balance as they stand now: NOT_FOUND
 * (operator), QUANTITY_TOO_SMALL / QUANTITY_TOO_LARGE, OUT_OF_STOCK, a typed promo code that cannot apply (PROMO_CODE_*),
 * INSUFFICIENT_BALANCE. purchase() checks again under its locks: a quote promises nothing.
 */
export async function quotePurchase(
  db: Executor,
  input: { userId: number; countryId: number; operatorId: number; quantity: number; balanceCents: number; promoCode?: string | null },
): Promise<Quote> {
  const offer = await operatorOffer(db, input.countryId, input.operatorId);
  checkQuantity(input.quantity, offer.minimum, offer.shopPriceMicros);
  checkStock(offer.available, input.quantity, offer.minimum);
  const price = await priceWithPromotion(db, {
    userId: input.userId,
    countryId: input.countryId,
    operatorId: input.operatorId,
    lists: offer.lists,
    quantity: input.quantity,
    shopPriceMicros: offer.shopPriceMicros,
    promoCode: input.promoCode,
  });
  checkBalance(price.priceCents, input.balanceCents);
  return {
    offer,
    quantity: input.quantity,
    costCents: price.priceCents,
    baseCostCents: price.baseCents,
    promotion: price.promotion,
    unitPriceMicros: offerUnitPriceMicros(offer, input.quantity),
    balanceCents: input.balanceCents,
    balanceAfterCents: input.balanceCents - price.priceCents,
  };
}
