// Buying a pack from the Mini App: through purchase() (the one purchase path), then the file queued for the bot chat.
import type { Db } from '../../db/client';
import { deliveredOrder, findOrderByKey } from '../orders/read';
import { purchase, type PurchaseResult } from '../orders/purchase';
import { withCodeAttempts } from '../promotions/code-attempts';
import { shopPack } from './catalogue';

/** Jobs that send a Mini App order's file to the buyer's bot chat and tell the bot admins (src/jobs/shop-deliveries.ts). */
export const SHOP_DELIVERY_QUEUE = 'shop-deliveries';

export type PackPurchase = {
  userId: number;
  categoryId: number | null;
  operatorId: number;
  quantity: number;
  /** The page's key for this tap on "buy": the same key twice buys once. */
  idempotencyKey: string;
  /** A promo code typed on the page (purchase() refuses the order if it cannot apply: the price shown is the price charged). */
  promoCode?: string | null;
};

/**
 * Buys one pack: the quantity must be one of the operator's packs in that category (NOT_FOUND product otherwise);
 * purchase() checks stock, balance and the key under its locks. A key already used returns its order, whatever the
 * catalogue has become since. The delivery job is written by the purchase's own statement: it exists exactly when the
 * order does, and a replay (a double click, a retried request) sends the file no second time.
 */
export async function buyPack(db: Db, input: PackPurchase): Promise<PurchaseResult> {
  const key = `shop:${input.idempotencyKey}`;
  const earlier = await findOrderByKey(db, input.userId, key);
  let result: PurchaseResult;
  if (earlier) {
    result = { ...(await deliveredOrder(db, earlier)), replayed: true };
  } else {
    const pack = await shopPack(db, input.categoryId, input.operatorId, input.quantity);
    result = await withCodeAttempts(db, input.userId, input.promoCode, () =>
      purchase(db, {
        userId: input.userId,
        countryId: pack.countryId,
        operatorId: pack.operatorId,
        categoryId: pack.categoryId,
        quantity: input.quantity,
        idempotencyKey: key,
        audit: { actorUserId: input.userId, action: 'order.shop' },
        deliveryQueue: SHOP_DELIVERY_QUEUE,
        promoCode: input.promoCode,
      }),
    );
  }
  return result;
}
