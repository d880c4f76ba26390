// The texts of a pending checkout (decision 0136) once its payment is in and no order came of it: why, and the balance.
import type { CheckoutOutcome } from '../../domain/orders/checkout-payment';
import type { Figures } from '../figures';
import type { Translate } from './purchase';

/** The text of why an order could not be placed, by the purchase's refusal code. */
function reasonKey(code: string | null): string {
  if (code === 'OUT_OF_STOCK' || code === 'STOCK_CHANGED') return 'checkout-reason-stock';
  if (code === 'PRICE_CHANGED' || code?.startsWith('PROMO_CODE_')) return 'checkout-reason-price';
  if (code === 'INSUFFICIENT_BALANCE') return 'checkout-reason-balance';
  if (code === 'ORDERED_MEANWHILE') return 'checkout-reason-ordered';
  if (code === 'ACCOUNT_DEACTIVATED') return 'checkout-reason-account';
  if (code === 'CUSTOMER_BLOCKED') return 'checkout-reason-blocked';
  if (code === 'PURCHASE_RATE_LIMITED') return 'checkout-reason-rate';
  return 'checkout-reason-closed';
}

/**
 * What the customer is told when their payment is in but bought nothing: the order could not be placed (and why), the
 * payment came after the checkout expired, or after they cancelled it. Null for a placed order (its file says it).
 */
export function checkoutSettledText(t: Translate, f: Figures, outcome: CheckoutOutcome): string | null {
  const figures = { amount: f.euros(outcome.creditedCents), balance: f.euros(outcome.balanceCents) };
  switch (outcome.checkout.status) {
    case 'not_placed':
      return t('checkout-not-placed', { ...figures, reason: t(reasonKey(outcome.checkout.reason)) });
    case 'expired':
      return t('checkout-paid-after-expiry', figures);
    case 'cancelled':
      return t('checkout-paid-after-cancel', figures);
    default:
      return null;
  }
}
