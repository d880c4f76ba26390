// Paying the missing amount of a Mini App pack (decision 0136): the pack resolved as buyPack resolves it, then the same
// pending checkout as the bot's (src/domain/orders/checkout-payment.ts), its order confirmed on the page.
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { type CheckoutMethod, findCheckout, type PendingCheckout, type StartedCheckout, startCheckoutPayment } from '../orders/checkout-payment';
import type { PaymentGateways } from '../wallet/payment-gateways';
import { findDeposit } from '../wallet/deposits';
import type { PackPurchase } from './buy';
import { shopPack } from './catalogue';

/** The pack as buyPack takes it; the key is the confirmation's: its order is placed with it (as buyPack's "shop:<key>"), so once. */
export type PackCheckout = PackPurchase & {
  /** The price the page showed for the pack. */
  seenCostCents: number;
  method: CheckoutMethod;
};

/** Starts paying what the balance lacks for one pack (NOT_FOUND product when the quantity is not one of its packs). */
export async function startPackCheckout(db: Db, payments: PaymentGateways, input: PackCheckout): Promise<StartedCheckout> {
  const pack = await shopPack(db, input.categoryId, input.operatorId, input.quantity);
  return startCheckoutPayment(db, payments, {
    userId: input.userId,
    countryId: pack.countryId,
    operatorId: pack.operatorId,
    categoryId: pack.categoryId,
    quantity: input.quantity,
    promoCode: input.promoCode,
    idempotencyKey: `shop:${input.idempotencyKey}`,
    channel: 'shop',
    seenCostCents: input.seenCostCents,
    method: input.method,
  });
}

export type PackCheckoutState = { checkout: PendingCheckout; depositCents: number | null; balanceCents: number };

/** A customer's checkout with its deposit's amount and their balance (what the page polls), or null when it is not theirs. */
export async function packCheckoutState(db: Executor, userId: number, checkoutId: number): Promise<PackCheckoutState | null> {
  const checkout = await findCheckout(db, userId, checkoutId);
  if (!checkout) return null;
  const deposit = checkout.depositId == null ? undefined : await findDeposit(db, { depositId: checkout.depositId });
  // Read after the checkout: a placed order's debit is already on the balance the page shows beside it.
  const [user] = await db.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, userId));
  return { checkout, depositCents: deposit?.amountCents ?? null, balanceCents: user?.balanceCents ?? 0 };
}
