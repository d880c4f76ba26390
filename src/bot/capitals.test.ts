// No bot text starts a sentence in lowercase ("💶 recharge manuelle : …"): every line of every text, in every language
// with capital letters, begins with a capital once emoji, markup and punctuation are skipped. Fragments that are only
// ever inserted mid-sentence are listed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Message, parse } from '@fluent/syntax';
import { describe, expect, it } from 'vitest';
import { BOT_LANGUAGES } from '../contracts/telegram';
import { createI18n, localesDir } from '../messenger/i18n';

/** Texts inserted inside another sentence ("Canal principal : non défini", "Vos permissions : aucune"). */
const FRAGMENTS = new Set(['shop-out-of-stock', 'admin-support-order', 'admin-support-no-order', 'admin-panel-no-permission', 'admin-channels-none', 'admin-proof-posts-on', 'admin-proof-posts-off', 'admin-refund-suppress-yes', 'admin-refund-suppress-no']);
/** Families of fragments: why a paid checkout's order was not placed ("…could not be placed: { $reason }."). */
const FRAGMENT_PREFIXES = ['checkout-reason-'];
const isFragment = (id: string) => FRAGMENTS.has(id) || FRAGMENT_PREFIXES.some((prefix) => id.startsWith(prefix));

/** Each line of a text with its placeables as "§" (a figure or a name: whatever case it has). */
function linesOf(message: Message): string[] {
  const text = (message.value?.elements ?? []).map((e) => (e.type === 'TextElement' ? e.value : '§')).join('');
  return text.split('\n').filter((line) => line.trim() !== '');
}

/**
 * The first letter of a line, past emoji, tags and entities; null when the line opens with anything else (a placeable,
 * a figure, a command, "…" continuing a list): those are not a sentence's start.
 */
function firstLetter(line: string): string | null {
  const rest = line.replace(/<[^>]*>|&[a-z]+;|[\s\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f|\u20e3/gu, '').replace(/^[#*]+/, '');
  const first = [...rest][0];
  return first && /\p{L}/u.test(first) ? first : null;
}

describe('sentences start with a capital', () => {
  it.each(BOT_LANGUAGES)('%s', (language) => {
    const resource = parse(readFileSync(join(localesDir, `${language}.ftl`), 'utf8'), {});
    const lowercase: string[] = [];
    for (const entry of resource.body) {
      if (entry.type !== 'Message' || isFragment(entry.id.name)) continue;
      for (const line of linesOf(entry)) {
        const letter = firstLetter(line);
        if (letter && letter !== letter.toUpperCase()) lowercase.push(`${entry.id.name}: ${line.trim()}`);
      }
    }
    expect(lowercase).toEqual([]);
  });

  it('the manual top-up amount prompt starts with a capital in every language', () => {
    const i18n = createI18n();
    for (const language of BOT_LANGUAGES) {
      const text = i18n.t(language, 'topup-amount-prompt', { crypto: i18n.t(language, 'topup-manual-coin'), minimum: '6 €' });
      const letter = firstLetter(text) ?? '';
      expect(letter, `${language}: ${text}`).toBe(letter.toUpperCase());
    }
  });
});
