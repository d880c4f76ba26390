// The texts of support tickets (issue 28): an admin's notice of a customer's message, the customer's copy of an answer,
// and the notice of a closed ticket. Each in its reader's language.
import type { TicketSummary } from '../../domain/support/read';
import type { SupportMessage } from '../../domain/support/tickets';
import type { Figures } from '../figures';
import { escapeHtml } from '../i18n';
import { buyerLabel, type Translate } from './purchase';

/** Telegram's limit on a photo's or document's caption. */
const CAPTION_LIMIT = 1024;

const messageBody = (t: Translate, message: SupportMessage) => escapeHtml(message.text) || t('support-file-only');

/** An admin's notice of a customer's message: the ticket, the customer, their language, the order, the message. */
export function supportAdminNoticeText(t: Translate, f: Figures, thread: TicketSummary, message: SupportMessage, isFirst: boolean): string {
  const order = thread.order
    ? t('admin-support-order', {
        order: String(thread.order.id),
        quantity: f.count(thread.order.quantity),
        operator: escapeHtml(thread.order.operatorName ?? ''),
        flag: thread.order.countryFlag ?? '',
        cost: f.euros(thread.order.priceCents),
      })
    : t('admin-support-no-order');
  return t(isFirst ? 'admin-support-new' : 'admin-support-message', {
    ticket: String(thread.id),
    customer: buyerLabel({ ...thread.customer, telegramId: thread.customer.telegramId ?? 0 }),
    language: thread.customer.language,
    order,
    text: messageBody(t, message),
  });
}

/** The customer's copy of an admin's answer, with the ticket number. */
export function supportReplyText(t: Translate, ticketId: number, message: SupportMessage): string {
  return t('support-reply', { ticket: String(ticketId), text: messageBody(t, message) });
}

/** Fits a text under a caption's limit (a notice with a photo or a file). */
export const asCaption = (text: string) => (text.length <= CAPTION_LIMIT ? text : `${text.slice(0, CAPTION_LIMIT - 1)}…`);
