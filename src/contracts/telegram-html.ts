// Telegram's HTML subset (parse_mode HTML), read as Telegram reads it: a lenient reader into a tree of allowed elements
// (the back office draws it: web/src/lib/telegram-html.ts), and a strict check that says where Telegram would refuse a text.
// Shared by the server (help texts, broadcasts) and the back office, so both read a text the same way.

/**
 * The parsed message: text, or one allowed element. Only these tags ever become markup; an unknown tag, an extra
 * attribute or a refused link stays in the text as typed (React escapes it), so nothing here can inject HTML.
 */
export type TelegramNode = string | TelegramElement;
export type TelegramElement = {
  tag: 'b' | 'i' | 'u' | 's' | 'code' | 'pre' | 'a' | 'spoiler' | 'blockquote';
  /** Only on `a`: an http, https or tg link. */
  href?: string;
  /** Only on `blockquote expandable`. */
  expandable?: boolean;
  children: TelegramNode[];
};

/** Telegram's synonyms, each mapped to the element we draw. */
const SIMPLE_TAGS: Record<string, TelegramElement['tag']> = {
  b: 'b',
  strong: 'b',
  i: 'i',
  em: 'i',
  u: 'u',
  ins: 'u',
  s: 's',
  strike: 's',
  del: 's',
  code: 'code',
  pre: 'pre',
  'tg-spoiler': 'spoiler',
  blockquote: 'blockquote',
};

/** How many elements may be open inside each other. */
const MAX_DEPTH = 32;

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'tg:']);

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

/** &lt; &gt; &amp; &quot; and numeric entities, as Telegram reads them; anything else stays as typed. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      // Outside Unicode, or a lone surrogate / NUL: kept as typed rather than turned into a broken character.
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return whole;
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A link target Telegram would open: http, https or tg, nothing else (no javascript:, data:, relative paths). */
export function safeHref(raw: string): string | null {
  const href = decodeEntities(raw).trim();
  // Control characters and spaces inside a scheme are how "java\nscript:" tricks pass naive checks: refuse them.
  if (!href || [...href].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(href);
    return ALLOWED_SCHEMES.has(url.protocol) ? href : null;
  } catch {
    return null;
  }
}

type Attribute = { name: string; value: string | null };

/** `href="x" class='y' expandable` → attributes; null when the text is not a clean attribute list. */
function readAttributes(text: string): Attribute[] | null {
  const attributes: Attribute[] = [];
  const pattern = /\s*([a-zA-Z][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match || match[0].length === 0) return null;
    attributes.push({ name: match[1].toLowerCase(), value: match[2] ?? match[3] ?? match[4] ?? null });
    at = pattern.lastIndex;
  }
  return attributes;
}

/** An opening tag as the element it stands for, or null when Telegram would not accept it (then it is shown as text). */
function openingElement(name: string, attributeText: string): TelegramElement | null {
  const attributes = readAttributes(attributeText);
  if (!attributes) return null;
  const only = (...allowed: string[]) => attributes.every((a) => allowed.includes(a.name));
  if (name === 'a') {
    if (attributes.length !== 1 || attributes[0].name !== 'href' || attributes[0].value === null) return null;
    const href = safeHref(attributes[0].value);
    return href ? { tag: 'a', href, children: [] } : null;
  }
  if (name === 'span') {
    const ok = attributes.length === 1 && attributes[0].name === 'class' && attributes[0].value === 'tg-spoiler';
    return ok ? { tag: 'spoiler', children: [] } : null;
  }
  if (name === 'code') {
    // <pre><code class="language-python"> is how Telegram marks a code block's language.
    const ok = attributes.length === 0 || (attributes.length === 1 && attributes[0].name === 'class' && /^language-[\w+#-]+$/.test(attributes[0].value ?? ''));
    return ok ? { tag: 'code', children: [] } : null;
  }
  if (name === 'blockquote') {
    if (!only('expandable') || attributes.some((a) => a.value !== null)) return null;
    return { tag: 'blockquote', expandable: attributes.length > 0, children: [] };
  }
  const tag = SIMPLE_TAGS[name];
  return tag && attributes.length === 0 ? { tag, children: [] } : null;
}

/** The tag a closing `</name>` closes (span closes a spoiler, strong closes b…). */
function closingTag(name: string): TelegramElement['tag'] | null {
  if (name === 'a') return 'a';
  if (name === 'span') return 'spoiler';
  return SIMPLE_TAGS[name] ?? null;
}

/** Parses Telegram HTML into nodes. Never throws; unbalanced closing tags are text, unclosed elements end with the message. */
export function parseTelegramHtml(html: string): TelegramNode[] {
  const root: TelegramElement = { tag: 'b', children: [] };
  const stack: TelegramElement[] = [root];
  const current = () => stack[stack.length - 1];
  const addText = (raw: string) => {
    if (!raw) return;
    const text = decodeEntities(raw);
    const children = current().children;
    const last = children[children.length - 1];
    if (typeof last === 'string') children[children.length - 1] = last + text;
    else children.push(text);
  };
  // Only what looks like a tag is considered; a lone "<" (e.g. "5 < 6") stays text.
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>/g;
  let at = 0;
  for (let match = tagPattern.exec(html); match; match = tagPattern.exec(html)) {
    const [whole, slash, rawName, rest] = match;
    const name = rawName.toLowerCase();
    let handled = false;
    if (slash) {
      const tag = /^\s*$/.test(rest) ? closingTag(name) : null;
      // Close the nearest open element of that kind (and any left open inside it), as a browser would.
      const index = tag ? stack.findLastIndex((element, i) => i > 0 && element.tag === tag) : -1;
      if (index > 0) {
        addText(html.slice(at, match.index));
        stack.length = index;
        handled = true;
      }
    } else {
      // Deeper than any real message nests: shown as text, so hostile input cannot exhaust the renderer's stack.
      const element = stack.length <= MAX_DEPTH ? openingElement(name, rest.replace(/\/\s*$/, '')) : null;
      if (element) {
        addText(html.slice(at, match.index));
        current().children.push(element);
        stack.push(element);
        handled = true;
      }
    }
    if (handled) at = match.index + whole.length;
    // Not handled: the tag stays in the pending text and is shown as typed.
  }
  addText(html.slice(at));
  return root.children;
}

/** The visible text of a message (tags that Telegram accepts removed, entities read): its length is what Telegram counts. */
export function telegramPlainText(html: string): string {
  const flatten = (nodes: TelegramNode[]): string => nodes.map((n) => (typeof n === 'string' ? n : flatten(n.children))).join('');
  return flatten(parseTelegramHtml(html));
}

/** Why Telegram refuses a text sent with parse_mode HTML (its parser's cases), and where: 1-based line, column, character. */
export type TelegramHtmlProblem = {
  problem: 'unsupported-tag' | 'unclosed-tag' | 'unexpected-end-tag' | 'unmatched-end-tag' | 'unclosed-element' | 'bad-attribute';
  /** The tag concerned ("b"; "" for a lone "<"). */
  tag: string;
  /** For an unmatched end tag: the tag Telegram expected to be closed first. */
  expected?: string;
  line: number;
  column: number;
  /** The character's position in the text (1-based, in characters as a person counts them). */
  position: number;
};

/** Tags Telegram's parser accepts (the synonyms included), beyond the ones we draw. */
const ACCEPTED_TAGS = new Set([...Object.keys(SIMPLE_TAGS), 'a', 'span', 'tg-emoji']);

function placeOf(html: string, index: number): Pick<TelegramHtmlProblem, 'line' | 'column' | 'position'> {
  const before = [...html.slice(0, index)];
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.filter((c) => c === '\n').length + 1, column: before.length - lastBreak, position: before.length + 1 };
}

/**
 * Null when Telegram accepts the text as HTML; otherwise the first problem its parser (tdlib) stops at, in the same
 * order: every "<" opens a tag (a lone "5 < 6" is refused: write &lt;), a start tag must be one Telegram knows,
 * an end tag must close the innermost open element, and every element must be closed by the end.
 */
export function checkTelegramHtml(html: string): TelegramHtmlProblem | null {
  const stack: Array<{ tag: string; index: number }> = [];
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) break;
    const closing = html[lt + 1] === '/';
    const nameStart = lt + (closing ? 2 : 1);
    const name = (/^[^\s>]*/.exec(html.slice(nameStart))?.[0] ?? '').toLowerCase();
    const fail = (problem: TelegramHtmlProblem['problem'], tag = name, at = lt, expected?: string): TelegramHtmlProblem => ({
      problem,
      tag,
      ...(expected ? { expected } : {}),
      ...placeOf(html, at),
    });
    if (!closing && !ACCEPTED_TAGS.has(name)) return fail('unsupported-tag');
    const gt = html.indexOf('>', nameStart + name.length);
    if (gt === -1) return fail('unclosed-tag');
    if (closing) {
      const open = stack.pop();
      if (!open) return fail('unexpected-end-tag');
      if (name !== '' && name !== open.tag) return fail('unmatched-end-tag', name, lt, open.tag);
    } else {
      const attributes = readAttributes(html.slice(nameStart + name.length, gt).replace(/\/\s*$/, ''));
      if (!attributes) return fail('bad-attribute');
      if (name === 'a' && !attributes.some((a) => a.name === 'href' && a.value)) return fail('bad-attribute');
      if (name === 'span' && !attributes.some((a) => a.name === 'class' && a.value === 'tg-spoiler')) return fail('bad-attribute');
      stack.push({ tag: name, index: lt });
    }
    index = gt + 1;
  }
  const unclosed = stack.pop();
  return unclosed ? { problem: 'unclosed-element', tag: unclosed.tag, ...placeOf(html, unclosed.index) } : null;
}
