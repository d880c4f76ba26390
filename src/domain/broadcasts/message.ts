// A broadcast's text: Telegram HTML read by the shared reader (src/contracts/telegram-html) and written back,
// so what is sent is exactly what the preview drew (an unknown tag is sent as visible text, never as a parse error).
import { TELEGRAM_TEXT_LIMIT } from '../../contracts/telegram';
import { parseTelegramHtml, type TelegramNode, telegramPlainText } from '../../contracts/telegram-html';
import { DomainError } from '../errors';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const OPEN: Record<string, string> = { b: 'b', i: 'i', u: 'u', s: 's', code: 'code', pre: 'pre', spoiler: 'tg-spoiler', blockquote: 'blockquote' };

function write(nodes: TelegramNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeText(node);
      const inner = write(node.children);
      if (node.tag === 'a') return `<a href="${escapeAttribute(node.href ?? '')}">${inner}</a>`;
      if (node.tag === 'blockquote' && node.expandable) return `<blockquote expandable>${inner}</blockquote>`;
      const name = OPEN[node.tag];
      return `<${name}>${inner}</${name}>`;
    })
    .join('');
}

/** The HTML Telegram will accept for what the admin typed: balanced, only the allowed subset, everything else escaped. */
function normaliseBroadcastHtml(html: string): string {
  return write(parseTelegramHtml(html.trim()));
}

/** The normalised text, or BROADCAST_EMPTY / BROADCAST_TOO_LONG (Telegram counts the characters shown, not the tags). */
export function checkedBroadcastHtml(html: string, language = 'fr'): string {
  const normalised = normaliseBroadcastHtml(html);
  const length = telegramPlainText(normalised).trim().length;
  if (length === 0) throw new DomainError('BROADCAST_EMPTY', { language });
  if (length > TELEGRAM_TEXT_LIMIT) throw new DomainError('BROADCAST_TOO_LONG', { language, length, limit: TELEGRAM_TEXT_LIMIT });
  return normalised;
}
