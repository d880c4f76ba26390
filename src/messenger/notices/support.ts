// The texts of support tickets (issue 28): an admin's notice of a customer's message, the customer's copy of an answer,
// and the notice of a closed ticket. Each in its reader's language.
import { InlineKeyboard } from 'grammy';
import type { TicketSummary } from '../../domain/support/read';
import type { SupportMessage } from '../../domain/support/tickets';
import type { Figures } from '../figures';
import { escapeHtml } from '../i18n';
import { buyerLabel, type Translate } from './purchase';

/**
 * The notice's refund button (decision 0147): built here, matched by the bot's refund flow, which opens the order's
 * refund screens with the ticket kept on the refund.
 */
const SUPPORT_REFUND_CALLBACK = (orderId: number, ticketId: number) => `adm:rfn:${orderId}:${ticketId}`;
export const SUPPORT_REFUND_MATCH = /^adm:rfn:(\d{1,9}):(\d{1,9})$/;

/** "↩️ Refund numbers" under a notice of a ticket about an order that still has numbers to refund; else no keyboard. */
export function supportNoticeKeyboard(t: Translate, thread: TicketSummary): InlineKeyboard | undefined {
  if (thread.order?.status !== 'completed') return undefined;
  return new InlineKeyboard().text(t('admin-refund-open'), SUPPORT_REFUND_CALLBACK(thread.order.id, thread.id));
}

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
