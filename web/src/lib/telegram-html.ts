// Telegram's HTML subset (parse_mode HTML) read into a tree of allowed elements, and drawn through an element factory
// (React's createElement in the back office: features/telegram/simulator/telegram-message.tsx); anything outside the subset is text.
// No React import here, so the server-side test project (no DOM, no React types) can test it.

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
export function decodeEntities(text: string): string {
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

const CLASS_NAMES: Record<TelegramElement['tag'], string> = {
  b: 'font-semibold',
  i: 'italic',
  u: 'underline',
  s: 'line-through',
  code: 'rounded bg-black/8 px-1 py-px font-mono text-[0.9em] dark:bg-white/12',
  pre: 'my-1 overflow-x-auto rounded-md bg-black/8 p-2 font-mono text-[0.85em] whitespace-pre dark:bg-white/10 [&_code]:bg-transparent [&_code]:p-0',
  a: 'text-sky-600 underline-offset-2 hover:underline dark:text-sky-400',
  spoiler:
    'tg-spoiler cursor-pointer rounded-sm bg-current/80 text-transparent transition-colors hover:bg-transparent hover:text-inherit focus:bg-transparent focus:text-inherit',
  blockquote: 'my-1 block border-l-[3px] border-sky-500 bg-sky-500/8 py-0.5 pr-2 pl-2 rounded-r-sm',
};

const ELEMENT_NAMES: Record<TelegramElement['tag'], string> = {
  b: 'strong',
  i: 'em',
  u: 'u',
  s: 's',
  code: 'code',
  pre: 'pre',
  a: 'a',
  spoiler: 'span',
  blockquote: 'blockquote',
};

/** What draws an element: React's createElement, or a test's string builder. Text children are plain strings, to be escaped by it. */
export type ElementFactory<T> = (type: string, props: Record<string, unknown>, children: Array<T | string>) => T;

/** Text with its line breaks as <br>. */
function textNodes<T>(text: string, key: string, h: ElementFactory<T>): Array<T | string> {
  const nodes: Array<T | string> = [];
  text.split('\n').forEach((line, i) => {
    if (i > 0) nodes.push(h('br', { key: `${key}-br${i}` }, []));
    if (line) nodes.push(line);
  });
  return nodes;
}

function drawNodes<T>(nodes: TelegramNode[], keyPrefix: string, inPre: boolean, h: ElementFactory<T>): Array<T | string> {
  return nodes.flatMap((node, i) => {
    const key = `${keyPrefix}${i}`;
    // Inside <pre> the line breaks are the element's own.
    if (typeof node === 'string') return inPre ? [node] : textNodes(node, key, h);
    const children = drawNodes(node.children, `${key}.`, inPre || node.tag === 'pre', h);
    const props: Record<string, unknown> = { key, className: CLASS_NAMES[node.tag] };
    if (node.tag === 'a') Object.assign(props, { href: node.href, target: '_blank', rel: 'noopener noreferrer' });
    if (node.tag === 'spoiler') Object.assign(props, { tabIndex: 0, 'data-spoiler': '' });
    return [h(ELEMENT_NAMES[node.tag], props, children)];
  });
}

/**
 * The message as Telegram would show it, drawn with `h`: only the allowed elements, links with target _blank and
 * rel noopener, line breaks as <br>. Strings in the result are text, never markup.
 */
export function drawTelegramHtml<T>(html: string, h: ElementFactory<T>): Array<T | string> {
  return drawNodes(parseTelegramHtml(html), 'n', false, h);
}

/** The visible text of a message (tags that Telegram accepts removed, entities read): its length is what Telegram counts. */
export function telegramPlainText(html: string): string {
  const flatten = (nodes: TelegramNode[]): string => nodes.map((n) => (typeof n === 'string' ? n : flatten(n.children))).join('');
  return flatten(parseTelegramHtml(html));
}
