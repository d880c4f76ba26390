// The bot admins' refund flow as buttons: the entry to an order's refund (again after a refund), and each step. A ticket's
// notice has its own entry (supportNoticeKeyboard in src/messenger/notices/support.ts, decision 0147).
import { InlineKeyboard } from 'grammy';
import { REFUND_REASONS } from '../../contracts/refunds';
import { CALLBACK, type RefundChoice } from '../callback-data';

type T = (key: string, args?: Record<string, string | number>) => string;

/** "↩️ Refund numbers" of an order, from a ticket (its id is kept on the refund) or not: opens the order's refund screen. */
export function refundOrderKeyboard(t: T, orderId: number, ticketId?: number | null): InlineKeyboard {
  return new InlineKeyboard().text(t('admin-refund-open'), CALLBACK.adminRefundOrder(orderId, ticketId ?? null));
}

/** An order's screen: all that is left of it (its amount shown), a count of it or the numbers pasted (typed next). */
export function refundScopeKeyboard(t: T, o: { orderId: number; ticketId: number; before: number; wholeAmount: string }): InlineKeyboard {
  return new InlineKeyboard()
    .text(t('admin-refund-whole', { amount: o.wholeAmount }), CALLBACK.adminRefundReason(o.orderId, o.ticketId, 0, o.before))
    .row()
    .text(t('admin-refund-some'), CALLBACK.adminRefundSome(o.orderId, o.ticketId, o.before))
    .row()
    .text(t('admin-refund-paste'), CALLBACK.adminRefundPaste(o.orderId, o.ticketId, o.before))
    .row()
    .text(t('admin-back-panel'), CALLBACK.adminPanel);
}

/** The four reasons; "dead" ticks the suppression box by default, as in the back office. */
export function refundReasonKeyboard(t: T, o: Omit<RefundChoice, 'reason' | 'suppress'>): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const reason of REFUND_REASONS) keyboard.text(t(`refund-reason-${reason}`), CALLBACK.adminRefundCheck({ ...o, reason, suppress: reason === 'dead' })).row();
  return keyboard.text(t('quantity-cancel'), CALLBACK.adminRefundOrder(o.orderId, o.ticketId || null));
}

/** The confirmation: refund, the suppression box switched, or back to the order. */
export function refundConfirmKeyboard(t: T, choice: RefundChoice): InlineKeyboard {
  return new InlineKeyboard()
    .text(t('admin-refund-confirm-button'), CALLBACK.adminRefundConfirm(choice))
    .row()
    .text(t('admin-refund-suppress-toggle'), CALLBACK.adminRefundCheck({ ...choice, suppress: !choice.suppress }))
    .row()
    .text(t('quantity-cancel'), CALLBACK.adminRefundOrder(choice.orderId, choice.ticketId || null));
}
