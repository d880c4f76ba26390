// What a purchase would cost right now, or the refusal it would meet: the confirmation screens (bot, Mini App, back office) show it.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerBlocked } from '../abuse/blocking';
import { queryRows } from '../../db/query';
import { type Offer, offerUnitPriceMicros, operatorOffer } from '../offers/on-sale';
import { DomainError, notFound } from '../errors';
import { withCodeAttempts } from '../promotions/code-attempts';
import type { AppliedPromotion } from '../promotions/discount';
import { priceWithPromotion } from '../promotions/price-with-promotion';
import { getSaleSettings } from '../settings/shop-settings';
import { checkBalance, checkQuantity, checkStock } from './order-rules';
import type { PricedList } from '../offers/pricing';
import type { PurchaseSource } from './purchase';
import { availableNumbersOf } from '../stock/sale-tallies';

/** What an order draws from, as the quote reads it: an operator's lists, one numlist (its country or operator may be unset). */
export type SaleOffer = {
  countryId: number | null;
  operatorId: number | null;
  available: number;
  minimum: number;
  shopPriceMicros: number;
  /** In the order purchase() draws from them, with their category (promotions read it). */
  lists: (PricedList & { categoryId: number | null })[];
};

export type Quote<O extends SaleOffer = Offer> = {
  offer: O;
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

type QuoteInput = {
  userId: number;
  quantity: number;
  balanceCents: number;
  promoCode?: string | null;
  /** Quote an order the balance does not cover (balanceAfterCents below zero) instead of refusing it: the confirmation then offers to pay the missing amount (decision 0136). */
  allowShortfall?: boolean;
};

/**
 * The order rules of purchase(), applied in its order to the stock and the balance as they stand now: NOT_FOUND
 * (operator), QUANTITY_TOO_SMALL / QUANTITY_TOO_LARGE, OUT_OF_STOCK, a typed promo code that cannot apply (PROMO_CODE_*),
 * INSUFFICIENT_BALANCE; PROMO_CODE_TOO_MANY_ATTEMPTS after too many unknown codes. purchase() checks again under its
 * locks: a quote promises nothing.
 */
export async function quotePurchase(db: Executor, input: QuoteInput & { countryId: number; operatorId: number }): Promise<Quote> {
  // The customer's own confirmation: a typed code counts against guessing (the back office's quoteOrder does not).
  return withCodeAttempts(db, input.userId, input.promoCode, async () => quoteOffer(db, await operatorOffer(db, input.countryId, input.operatorId), input));
}

/** A sale offer's quote for one buyer: the one pricing of every confirmation (see quotePurchase). */
async function quoteOffer<O extends SaleOffer>(db: Executor, offer: O, input: QuoteInput): Promise<Quote<O>> {
  checkQuantity(input.quantity, offer.minimum, offer.shopPriceMicros);
  checkStock(offer.available, input.quantity, offer.minimum);
  const price = await priceWithPromotion(db, {
    userId: input.userId,
    countryId: offer.countryId,
    operatorId: offer.operatorId,
    lists: offer.lists,
    quantity: input.quantity,
    shopPriceMicros: offer.shopPriceMicros,
    promoCode: input.promoCode,
  });
  if (!input.allowShortfall) checkBalance(price.priceCents, input.balanceCents);
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

/**
 * The back office's order for a customer, quoted from any source purchase() accepts (a numlist, or an operator's lists,
 * of one category or all), for the customer's balance as it stands: NOT_FOUND (user, numlist, operator) and
 * ACCOUNT_DEACTIVATED first, as purchase() refuses them, then the rules of quotePurchase.
 */
export async function quoteOrder(
  db: Executor,
  input: PurchaseSource & { userId: number; quantity: number; promoCode?: string | null; allowShortfall?: boolean },
): Promise<Quote<SaleOffer>> {
  const [buyer] = await queryRows<{ balance_cents: string | number; is_active: boolean; blocked: boolean }>(
    db,
    sql`select balance_cents, is_active, blocked_at is not null as blocked from users where id = ${input.userId}`,
  );
  if (!buyer) throw notFound('user', { id: input.userId });
  if (!buyer.is_active) throw new DomainError('ACCOUNT_DEACTIVATED', { userId: input.userId });
  if (buyer.blocked) throw customerBlocked(input.userId);
  const offer = 'numlistId' in input ? await numlistOffer(db, input.numlistId) : await operatorOfferOf(db, input);
  return quoteOffer(db, offer, { ...input, balanceCents: Number(buyer.balance_cents) });
}

/** An operator's lists as purchase() draws from them: of one category when given (null: those filed under none). */
async function operatorOfferOf(db: Executor, source: { countryId: number; operatorId: number; categoryId?: number | null }): Promise<SaleOffer> {
  const offer = await operatorOffer(db, source.countryId, source.operatorId);
  if (source.categoryId === undefined) return offer;
  const lists = offer.lists.filter((l) => l.categoryId === source.categoryId);
  return { ...offer, lists, available: lists.reduce((sum, l) => sum + l.available, 0) };
}

/** One numlist, on sale when active (purchase() asks no more of it). */
async function numlistOffer(db: Executor, numlistId: number): Promise<SaleOffer> {
  const [[list], sale] = await Promise.all([
    queryRows<{ country_id: number | null; operator_id: number | null; category_id: number | null; available_numbers: number; unit_price_micros: number | null }>(
      db,
      sql`select country_id, operator_id, category_id, ${availableNumbersOf()} as available_numbers, unit_price_micros from numlists where id = ${numlistId} and is_active`,
    ),
    getSaleSettings(db),
  ]);
  if (!list) throw notFound('numlist', { id: numlistId });
  const available = Number(list.available_numbers);
  const categoryId = list.category_id == null ? null : Number(list.category_id);
  return {
    countryId: list.country_id == null ? null : Number(list.country_id),
    operatorId: list.operator_id == null ? null : Number(list.operator_id),
    available,
    minimum: sale.minimumQuantity,
    shopPriceMicros: sale.unitPriceMicros,
    lists: [{ available, unitPriceMicros: list.unit_price_micros == null ? null : Number(list.unit_price_micros), categoryId }],
  };
}
