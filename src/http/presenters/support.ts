// Presenting support tickets: ISO dates, euro amounts as decimal strings, files as back-office links.
import type { TicketSummaryView, TicketThreadView, SupportMessageView, TicketStatusValue } from '../../contracts/support';
import type { TicketSummary, TicketThread } from '../../domain/support/read';
import type { SupportMessage } from '../../domain/support/tickets';
import { formatEuros } from '../../domain/wallet/money';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentTicket(t: TicketSummary): TicketSummaryView {
  return {
    id: t.id,
    status: t.status as TicketStatusValue,
    language: t.customer.language,
    customer: t.customer,
    order: t.order
      ? {
          id: t.order.id,
          quantity: t.order.quantity,
          price: formatEuros(t.order.priceCents),
          operatorName: t.order.operatorName,
          countryName: t.order.countryName,
          countryFlag: t.order.countryFlag,
          numlistId: t.order.numlistId,
          purchaseDate: t.order.purchaseDate.toISOString(),
          status: t.order.status,
        }
      : null,
    messageCount: t.messageCount,
    lastMessage: t.lastMessage,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    firstAnsweredAt: iso(t.firstAnsweredAt),
    closedAt: iso(t.closedAt),
  };
}

function presentSupportMessage(m: SupportMessage): SupportMessageView {
  return {
    id: m.id,
    author: m.author === 'admin' ? 'admin' : 'customer',
    adminName: m.adminName,
    source: m.source === 'backoffice' ? 'backoffice' : 'bot',
    text: m.text,
    file: m.fileId ? { kind: m.fileKind === 'photo' ? 'photo' : 'document', name: m.fileName, url: `/api/support/files/${m.id}` } : null,
    createdAt: m.createdAt.toISOString(),
  };
}

export const presentThread = (t: TicketThread): TicketThreadView => ({ ticket: presentTicket(t.ticket), messages: t.messages.map(presentSupportMessage) });
