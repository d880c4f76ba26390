// The text of a refund for the customer: how many numbers of which order, why, the amount and their balance after it.
import type { OrderRefund } from '../../domain/orders/refund';
import type { Figures } from '../figures';
import type { Translate } from './purchase';

/** In the reader's language (t and f of that language): the balance is the one the refund left, as the ledger says. */
export function refundNoticeText(t: Translate, f: Figures, refund: Pick<OrderRefund, 'purchaseId' | 'quantity' | 'amountCents' | 'reason' | 'balanceAfterCents'>): string {
  return t('refund-notice', {
    amount: f.euros(refund.amountCents),
    order: String(refund.purchaseId),
    quantity: f.count(refund.quantity),
    reason: t(`refund-reason-${refund.reason}`),
    balance: f.euros(refund.balanceAfterCents),
  });
}
