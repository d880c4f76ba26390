// The back office's drawing of Telegram HTML: the shared reader (src/contracts/telegram-html.ts) drawn through an element
// factory (React's createElement: features/telegram/simulator/telegram-message.tsx). No React import here, so the
// server-side test project (no DOM, no React types) can test it.
import { parseTelegramHtml, type TelegramElement, type TelegramNode } from '../../../src/contracts/telegram-html';

export {
  checkTelegramHtml,
  
  parseTelegramHtml,
  safeHref,
  
  type TelegramHtmlProblem,
  
  telegramPlainText,
} from '../../../src/contracts/telegram-html';

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

