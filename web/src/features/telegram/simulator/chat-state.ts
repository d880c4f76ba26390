// The simulated chat as the page keeps it: the customer's messages and the bot's, updated by the events the server sends back
// (a message appended, edited in place or deleted; a document; a toast after a tap).
import type { SimulatorEvent } from '@contracts/telegram';
import type { KeyboardButton } from './chat-bubble';

export type ChatItem =
  | { kind: 'customer'; key: string; text: string; at: Date }
  | { kind: 'bot'; key: string; messageId: number; html: string; buttons: KeyboardButton[][]; at: Date }
  | { kind: 'document'; key: string; messageId: number; fileName: string; captionHtml?: string; content: string; at: Date };

export type ChatToast = { key: string; text: string; alert: boolean };

let counter = 0;
/** React keys: a message id may come back after a delete (never in practice), a customer message has none. */
const nextKey = (prefix: string) => `${prefix}-${++counter}`;

export function customerItem(text: string): ChatItem {
  return { kind: 'customer', key: nextKey('c'), text, at: new Date() };
}

/** The toasts Telegram would show for this answer (after a tap). */
export function toastsOf(events: SimulatorEvent[]): ChatToast[] {
  return events.flatMap((event) => (event.kind === 'toast' ? [{ key: nextKey('t'), text: event.text, alert: event.alert }] : []));
}

/** The chat after the bot's answer (toasts are not part of it: see toastsOf). */
export function applyEvents(items: ChatItem[], events: SimulatorEvent[]): ChatItem[] {
  let next = items;
  const at = new Date();
  for (const event of events) {
    switch (event.kind) {
      case 'message':
        next = [...next, { kind: 'bot', key: nextKey('m'), messageId: event.messageId, html: event.html, buttons: event.buttons, at }];
        break;
      case 'edit': {
        const found = next.some((item) => item.kind === 'bot' && item.messageId === event.messageId);
        if (found) {
          next = next.map((item) =>
            item.kind === 'bot' && item.messageId === event.messageId
              ? { ...item, html: event.html ?? item.html, buttons: event.buttons ?? item.buttons }
              : item,
          );
        } else if (event.html !== undefined) {
          // A message sent before this chat was opened (another session): shown as it now reads.
          next = [...next, { kind: 'bot', key: nextKey('m'), messageId: event.messageId, html: event.html, buttons: event.buttons ?? [], at }];
        }
        break;
      }
      case 'delete':
        next = next.filter((item) => item.kind === 'customer' || item.messageId !== event.messageId);
        break;
      case 'document':
        next = [
          ...next,
          { kind: 'document', key: nextKey('d'), messageId: event.messageId, fileName: event.fileName, captionHtml: event.captionHtml, content: event.content, at },
        ];
        break;
      case 'toast':
        break;
    }
  }
  return next;
}

/** Lines of a delivered file that hold something (a trailing newline is not a number). */
export function lineCount(content: string): number {
  return content.split(/\r?\n/).filter((line) => line.trim() !== '').length;
}
