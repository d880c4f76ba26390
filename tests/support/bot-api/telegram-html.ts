// Telegram's HTML parse mode for the Bot API stand-in: plain text + entities, and the errors Telegram gives for bad HTML.
import type { MessageEntity } from 'grammy/types';

export class EntityParseError extends Error {}

const SIMPLE_TAGS: Record<string, MessageEntity['type']> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  'tg-spoiler': 'spoiler',
  code: 'code',
  pre: 'pre',
};

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

type Open = { tag: string; offset: number; byteOffset: number; attributes: Record<string, string> };

/** UTF-8 byte offset of a UTF-16 index, as Telegram reports positions in its error messages. */
const byteOffset = (source: string, index: number) => Buffer.byteLength(source.slice(0, index));

function decodeEntities(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole; // Telegram leaves unknown named entities as they are
  });
}

function parseAttributes(raw: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of raw.matchAll(/([a-z-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/gi)) {
    attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function entityFor(open: Open, length: number): MessageEntity | null {
  const base = { offset: open.offset, length };
  const { tag, attributes } = open;
  if (tag === 'a') return attributes.href ? { ...base, type: 'text_link', url: attributes.href } : null;
  if (tag === 'span') return { ...base, type: 'spoiler' };
  if (tag === 'blockquote') return { ...base, type: 'expandable' in attributes ? 'expandable_blockquote' : 'blockquote' };
  if (tag === 'tg-emoji') return { ...base, type: 'custom_emoji', custom_emoji_id: attributes['emoji-id'] ?? '' };
  const type = SIMPLE_TAGS[tag];
  return type ? ({ ...base, type } as MessageEntity) : null;
}

/** Parses a text sent with parse_mode HTML the way Telegram does; throws EntityParseError with Telegram's wording. */
export function parseTelegramHtml(source: string): { text: string; entities: MessageEntity[] } {
  let text = '';
  const entities: MessageEntity[] = [];
  const stack: Open[] = [];
  let index = 0;
  while (index < source.length) {
    const lt = source.indexOf('<', index);
    const chunkEnd = lt === -1 ? source.length : lt;
    text += decodeEntities(source.slice(index, chunkEnd));
    if (lt === -1) break;
    // Same order of checks as Telegram's parser (tdlib): the tag name first, then the closing '>'.
    const closing = source[lt + 1] === '/';
    const nameStart = lt + (closing ? 2 : 1);
    const name = (/^[^\s>]*/.exec(source.slice(nameStart))?.[0] ?? '').toLowerCase();
    const at = byteOffset(source, lt);
    if (!closing && nameStart + name.length >= source.length) throw new EntityParseError(`Unclosed start tag at byte offset ${at}`);
    const supported = name in SIMPLE_TAGS || ['a', 'blockquote', 'tg-emoji', 'span'].includes(name);
    if (!closing && !supported) throw new EntityParseError(`Unsupported start tag "${name}" at byte offset ${at}`);
    const gt = source.indexOf('>', nameStart + name.length);
    if (gt === -1) throw new EntityParseError(`Unclosed ${closing ? 'end' : 'start'} tag at byte offset ${at}`);
    if (closing) {
      const open = stack.pop();
      if (!open) throw new EntityParseError(`Unexpected end tag at byte offset ${at}`);
      if (name !== '' && name !== open.tag) {
        throw new EntityParseError(`Unmatched end tag at byte offset ${at}, expected "</${open.tag}>", found "</${name}>"`);
      }
      const entity = entityFor(open, text.length - open.offset);
      if (entity && entity.length > 0) entities.push(entity);
    } else {
      const attributes = parseAttributes(source.slice(nameStart + name.length, gt));
      if (name === 'span' && attributes.class !== 'tg-spoiler') throw new EntityParseError('Tag "span" must have class "tg-spoiler"');
      stack.push({ tag: name, offset: text.length, byteOffset: at, attributes });
    }
    index = gt + 1;
  }
  const unclosed = stack.pop();
  if (unclosed) throw new EntityParseError(`Can't find end tag corresponding to start tag "${unclosed.tag}"`);
  // Telegram lists entities by offset; an inner tag closes first, so sort (stable, outer first on ties).
  entities.sort((a, b) => a.offset - b.offset || b.length - a.length);
  return { text, entities };
}
