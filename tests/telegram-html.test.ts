// The back office's reader of Telegram HTML (web/src/lib/telegram-html.ts): the allowed subset becomes elements, everything else is text.
// Drawn here with a string builder that escapes text as React does (the page draws with createElement; React is not
// imported here because this project's type-check has no DOM and React's global types would change it for other tests).
import { describe, expect, it } from 'vitest';
import { drawTelegramHtml, type ElementFactory, parseTelegramHtml, safeHref, telegramPlainText } from '../web/src/lib/telegram-html';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An element already drawn; a plain string is text and gets escaped. */
type Markup = { markup: string };
const markupOf = (child: Markup | string) => (typeof child === 'string' ? escapeText(child) : child.markup);
const attributeNames: Record<string, string> = { tabIndex: 'tabindex' };

/** Like React's static markup; `key` and `className` are left out so the assertions read the structure. */
const h: ElementFactory<Markup> = (type, props, children) => {
  if (type === 'br') return { markup: '<br/>' };
  const attributes = Object.entries(props)
    .filter(([name]) => name !== 'key' && name !== 'className')
    .map(([name, value]) => ` ${attributeNames[name] ?? name}="${escapeText(String(value))}"`)
    .join('');
  return { markup: `<${type}${attributes}>${children.map(markupOf).join('')}</${type}>` };
};

const html = (input: string) => drawTelegramHtml(input, h).map(markupOf).join('');

describe('drawTelegramHtml', () => {
  it('draws the formatting tags and their synonyms', () => {
    expect(html('<b>gras</b> <strong>fort</strong>')).toBe('<strong>gras</strong> <strong>fort</strong>');
    expect(html('<i>a</i><em>b</em><u>c</u><ins>d</ins>')).toBe('<em>a</em><em>b</em><u>c</u><u>d</u>');
    expect(html('<s>a</s><strike>b</strike><del>c</del>')).toBe('<s>a</s><s>b</s><s>c</s>');
    expect(html('<code>x = 1</code>')).toBe('<code>x = 1</code>');
    expect(html('<pre><code class="language-python">print(1)\nprint(2)</code></pre>')).toBe('<pre><code>print(1)\nprint(2)</code></pre>');
    expect(html('<blockquote>cité</blockquote>')).toBe('<blockquote>cité</blockquote>');
    expect(html('<b>gras <i>et italique</i></b>')).toBe('<strong>gras <em>et italique</em></strong>');
  });

  it('draws spoilers in both spellings', () => {
    expect(html('<tg-spoiler>secret</tg-spoiler>')).toBe('<span tabindex="0" data-spoiler="">secret</span>');
    expect(html('<span class="tg-spoiler">secret</span>')).toBe('<span tabindex="0" data-spoiler="">secret</span>');
  });

  it('opens http, https and tg links in a new tab, without handing it the page', () => {
    expect(html('<a href="https://t.me/autoshop">canal</a>')).toBe('<a href="https://t.me/autoshop" target="_blank" rel="noopener noreferrer">canal</a>');
    expect(html("<a href='tg://user?id=42'>moi</a>")).toBe('<a href="tg://user?id=42" target="_blank" rel="noopener noreferrer">moi</a>');
    expect(html('<a href="http://a.example/?x=1&amp;y=2">l</a>')).toContain('href="http://a.example/?x=1&amp;y=2"');
  });

  it('reads the entities and shows line breaks', () => {
    expect(telegramPlainText('5 &lt; 6 &amp;&amp; 7 &gt; 6 &quot;ok&quot;')).toBe('5 < 6 && 7 > 6 "ok"');
    expect(html('&lt;b&gt;pas gras&lt;/b&gt;')).toBe('&lt;b&gt;pas gras&lt;/b&gt;');
    expect(html('ligne 1\nligne 2\n\n<b>3</b>')).toBe('ligne 1<br/>ligne 2<br/><br/><strong>3</strong>');
    expect(telegramPlainText('&#128512; &#x41; &nbsp; &#0;')).toBe('😀 A &nbsp; &#0;');
  });

  it('shows a script, event handlers and unknown tags as text, never as markup', () => {
    expect(html('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(html('<b onclick="alert(1)">x</b>')).toBe('&lt;b onclick=&quot;alert(1)&quot;&gt;x&lt;/b&gt;');
    expect(html('<div>bloc</div><iframe src="https://evil.example"></iframe>')).toBe(
      '&lt;div&gt;bloc&lt;/div&gt;&lt;iframe src=&quot;https://evil.example&quot;&gt;&lt;/iframe&gt;',
    );
    expect(html('<span style="color:red">x</span>')).toBe('&lt;span style=&quot;color:red&quot;&gt;x&lt;/span&gt;');
    expect(html('<a href="https://ok.example" onmouseover="x()">l</a>')).not.toContain('<a ');
    expect(html('<svg><script>alert(1)</script></svg>')).not.toMatch(/<(svg|script)/);
  });

  it('refuses links that are not http, https or tg', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relative',
      '//evil.example',
      'file:///etc/passwd',
    ]) {
      const out = html(`<a href="${href.replace(/"/g, '&quot;')}">lien</a>`);
      expect(out, href).not.toMatch(/<a /);
      expect(out, href).toContain('lien');
    }
    expect(safeHref('https://x.example')).toBe('https://x.example');
    expect(safeHref('tg://resolve?domain=x')).toBe('tg://resolve?domain=x');
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });

  it('is lenient like a browser: stray closing tags are text, unclosed ones end with the message, "<" alone is text', () => {
    expect(html('a </b> b')).toBe('a &lt;/b&gt; b');
    expect(html('<b>gras sans fin')).toBe('<strong>gras sans fin</strong>');
    expect(html('<b>a <i>b</b> c')).toBe('<strong>a <em>b</em></strong> c');
    expect(html('5 < 6 > 4')).toBe('5 &lt; 6 &gt; 4');
    expect(html('<<b>>x')).toBe('&lt;<strong>&gt;x</strong>');
    expect(html('')).toBe('');
  });

  it('parses to a tree of allowed elements only', () => {
    expect(parseTelegramHtml('<b>x</b><a href="https://e.example">y</a>')).toEqual([
      { tag: 'b', children: ['x'] },
      { tag: 'a', href: 'https://e.example', children: ['y'] },
    ]);
    // A very long hostile input stays fast and safe.
    const hostile = '<b>'.repeat(5000) + '<script>'.repeat(5000);
    const started = Date.now();
    expect(html(hostile)).not.toContain('<script');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
