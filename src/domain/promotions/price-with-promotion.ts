// The price an order would have now with its best promotion: the confirmations (bot, Mini App) show what purchase() charges.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { drawnLists, type PricedList, plannedMicros } from '../offers/pricing';
import { microsToCents } from '../wallet/money';
import type { AppliedPromotion } from './discount';
import type { BuyerFacts } from './discount';
import { buyerFactsFor, type Candidate, normalizeCode, type PromotionFactsRow, promotionFactsColumns, readPromotionFacts, selectPromotion } from './selection';

export type OrderToPrice = {
  userId: number;
  /** Null: a numlist filed under no country or operator (a condition on them then fails). */
  countryId: number | null;
  operatorId: number | null;
  /** The lists the order draws from, in purchase() order. */
  lists: (PricedList & { categoryId: number | null })[];
  quantity: number;
  shopPriceMicros: number;
  promoCode?: string | null;
};

/** The price before and after the promotion (null: none applies). Throws PROMO_CODE_* as purchase() would. */
export type PromotedPrice = { baseCents: number; priceCents: number; promotion: AppliedPromotion | null };

/** The same selection as purchase(), on the promotions and the buyer as they stand now: a quote promises nothing. */
export async function priceWithPromotion(db: Executor, order: OrderToPrice): Promise<PromotedPrice> {
  return pricePromoted(await promotionFactsOf(db, order.userId, order.promoCode), order);
}

export type PromotionFacts = { candidates: Candidate[]; buyer: BuyerFacts; code: string | null };

/** The promotions in force (and the typed code's) with the buyer's facts, read once for several prices. */
export async function promotionFactsOf(db: Executor, userId: number, promoCode: string | null | undefined): Promise<PromotionFacts> {
  const code = normalizeCode(promoCode);
  const [row] = await queryRows<PromotionFactsRow>(db, sql`select ${promotionFactsColumns(code)}`);
  const candidates = readPromotionFacts(row);
  return { candidates, buyer: await buyerFactsFor(db, userId, candidates), code };
}

/** One order's price from facts already read (the code given to promotionFactsOf applies). */
export function pricePromoted(facts: PromotionFacts, order: Omit<OrderToPrice, 'userId' | 'promoCode'>): PromotedPrice {
  const { candidates, buyer, code } = facts;
  const baseMicros = plannedMicros(order.lists, order.quantity, order.shopPriceMicros);
  const promotion = selectPromotion(
    candidates,
    {
      countryId: order.countryId,
      operatorId: order.operatorId,
      categoryIds: drawnLists(order.lists, order.quantity).map((l) => l.categoryId),
      quantity: order.quantity,
      baseMicros,
    },
    buyer,
    code,
  );
  const baseCents = microsToCents(baseMicros);
  return { baseCents, priceCents: promotion ? promotion.priceCents : baseCents, promotion };
}
