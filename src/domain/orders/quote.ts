// What a purchase would cost right now, or the refusal it would meet: the confirmation screens (bot, Mini App) show it.
import type { Executor } from '../../db/client';
import { type Offer, offerCostCents, offerUnitPriceMicros, operatorOffer } from '../catalogue/storefront';
import { checkBalance, checkQuantity, checkStock } from './order-rules';

export type Quote = {
  offer: Offer;
  quantity: number;
  costCents: number;
  /** The average unit price of this quantity (lists of different prices may be drawn from). */
  unitPriceMicros: number;
  balanceCents: number;
  balanceAfterCents: number;
};

/**
 * The order rules of purchase(), applied in its order to the stock and the balance as they stand now: NOT_FOUND
 * (operator), QUANTITY_TOO_SMALL / QUANTITY_TOO_LARGE, OUT_OF_STOCK, INSUFFICIENT_BALANCE. purchase() checks again
 * under its locks: a quote promises nothing.
 */
export async function quotePurchase(
  db: Executor,
  input: { countryId: number; operatorId: number; quantity: number; balanceCents: number },
): Promise<Quote> {
  const offer = await operatorOffer(db, input.countryId, input.operatorId);
  checkQuantity(input.quantity, offer.minimum, offer.shopPriceMicros);
  checkStock(offer.available, input.quantity, offer.minimum);
  const costCents = offerCostCents(offer, input.quantity);
  checkBalance(costCents, input.balanceCents);
  return {
    offer,
    quantity: input.quantity,
    costCents,
    unitPriceMicros: offerUnitPriceMicros(offer, input.quantity),
    balanceCents: input.balanceCents,
    balanceAfterCents: input.balanceCents - costCents,
  };
}
