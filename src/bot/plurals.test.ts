// Counts in bot texts agree with their number: every text with a count picks the language's plural form with a
// Fluent selector on that count (a number, not a formatted string), in every language whose nouns change with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Message, type Pattern, parse, type SelectExpression, Visitor } from '@fluent/syntax';
import { describe, expect, it } from 'vitest';
import { BOT_LANGUAGES, type BotLanguage } from '../contracts/telegram';
import { figuresFor } from '../messenger/figures';
import { createI18n, localesDir } from '../messenger/i18n';

/** Names the bot gives to counted figures. A French text using one must be listed below, as counted or as a label. */
const COUNT_NAMES = new Set([
  'available', 'minimum', 'maximum', 'quantity', 'total', 'minutes', 'count', 'countries', 'length', 'days', 'orders',
  'registered', 'depositors', 'sold', 'sent', 'inStock', 'referred', 'rewarded', 'current', 'stars',
]);

/** Texts where a noun follows the count, so its form depends on the number: each needs a selector on the count. */
const COUNTED: Record<string, string[]> = {
  'welcome-default': ['minimum'],
  'quantity-choose': ['available', 'minimum'],
  'purchase-confirm': ['quantity'],
  'purchase-success': ['quantity'],
  'purchase-file-caption': ['quantity'],
  'purchase-file-failed': ['total'],
  'gift-card-too-many': ['minutes'],
  'history-line': ['quantity'],
  'history-more': ['count'],
  'error-quantity-invalid': ['minimum'],
  'error-quantity-too-large': ['maximum'],
  'error-stock': ['available'],
  'admin-new-purchase': ['quantity'],
  'admin-low-stock': ['available'],
  'admin-continent-not-empty': ['countries'],
  'proof-post': ['quantity'],
  'broadcast-too-long': ['length'],
  'broadcast-audience-inactive': ['days'],
  'broadcast-in-progress': ['count'],
  'report-sales-text': ['available'],
  'report-sales-discount': ['orders'],
  'report-top-users-line': ['orders'],
  'report-more-users': ['count'],
  'report-more': ['count'],
  'report-deposits-text': ['count', 'registered'],
  'promo-error-too-many': ['minutes'],
  'topup-stars-invoice-description': ['stars'],
  'review-ask': ['quantity'],
  'review-summary': ['count'],
  'refund-notice': ['quantity'],
  'admin-refund-confirm': ['count'],
  'admin-refund-done': ['count'],
  'error-purchase-rate': ['minutes'],
};

/** Figures shown as labels ("Quantité : 5", "de 100 à 300", "3/5"), or money named like a count: no noun agrees with them. */
const LABELS: Record<string, string[]> = {
  'admin-refund-paste-foreign': ['count'],
  'admin-refund-paste-again': ['count'],
  'admin-refund-paste-found': ['count'],
  'quantity-prompt': ['minimum', 'available'],
  'error-quantity-number': ['minimum'],
  'error-stock': ['minimum'],
  'admin-low-stock': ['minimum'],
  'shop-operator-button': ['available'],
  'purchase-part': ['current', 'total'],
  'broadcast-confirm': ['count'],
  'admin-support-order': ['quantity'],
  'broadcast-send-button': ['count'],
  'broadcast-done': ['sent', 'total'],
  // « Destinataires à ce jour : 3 », « 📨 3 »: the figure is named by its label or its icon.
  'broadcast-schedule-done': ['count'],
  'broadcast-scheduled-item': ['count'],
  'report-sales-text': ['orders', 'sold', 'inStock'],
  'report-deposit-method-line': ['count'],
  'report-deposits-text': ['total', 'depositors'],
  'admin-continent': ['countries', 'available'],
  'referral-view': ['referred', 'rewarded'],
  'topup-amount-prompt': ['minimum'],
  'topup-amount-invalid': ['minimum'],
  'topup-amount-too-large': ['maximum'],
  'topup-amount-not-offered': ['minimum', 'maximum'],
  'report-category-title': ['total'],
  'report-country-title': ['total'],
  'topup-stars-prompt': ['minimum', 'maximum'],
  'topup-stars-invalid': ['minimum', 'maximum'],
  'topup-stars-choice': ['stars'],
  'checkout-short': ['quantity'],
  'checkout-pay-stars': ['stars'],
  'checkout-stars-invoice-description': ['stars', 'quantity'],
  'review-summary-list': ['count'],
  'admin-refund-order': ['quantity'],
  'error-purchase-rate': ['maximum'],
  'error-unpaid-top-ups': ['maximum'],
  'admin-blocking': ['count'],
};

/**
 * Languages whose nouns keep one form after a numeral in these texts: Turkish (no plural after a number) and Hindi
 * (the nouns used here are invariant); Chinese, Japanese and Korean have one plural category and need no list.
 */
const NO_AGREEMENT: BotLanguage[] = ['tr', 'hi'];

/** Single texts whose noun is invariant in that language (French "pays"), or whose count reads as a label there. */
const INVARIANT: Partial<Record<BotLanguage, string[]>> = {
  fr: ['admin-continent-not-empty'],
  en: ['report-more', 'report-deposits-text:registered'],
  es: ['report-more'],
  ru: ['report-more'],
  uk: ['report-more'],
  be: ['report-more'],
  de: ['broadcast-too-long', 'broadcast-in-progress', 'report-sales-text', 'report-deposits-text:registered'],
  ar: ['purchase-file-failed', 'history-more', 'report-more', 'report-sales-text'],
};

const COUNTS = [0, 1, 2, 5, 21, 1000];

function messagesOf(language: string): Map<string, Message> {
  const resource = parse(readFileSync(join(localesDir, `${language}.ftl`), 'utf8'), {});
  return new Map(resource.body.filter((e): e is Message => e.type === 'Message').map((m) => [m.id.name, m]));
}

class Placeables extends Visitor {
  readonly selectors = new Map<string, Set<string>>();
  readonly variables = new Set<string>();
  override visitSelectExpression(node: SelectExpression) {
    if (node.selector.type === 'VariableReference') {
      const keys = this.selectors.get(node.selector.id.name) ?? new Set<string>();
      for (const v of node.variants) keys.add(v.key.type === 'Identifier' ? v.key.name : v.key.value);
      this.selectors.set(node.selector.id.name, keys);
    }
    this.genericVisit(node);
  }
  override visitVariableReference(node: { id: { name: string } }) {
    this.variables.add(node.id.name);
  }
}

function placeablesOf(message: Message): Placeables {
  const visitor = new Placeables();
  visitor.visit(message.value as Pattern);
  return visitor;
}

/** The text "{ $var }" stands in, read as a label when what precedes it ends with ":" or "(" (the figure is named, not counted). */
function readsAsLabel(language: string, key: string, variable: string): boolean {
  const source = readFileSync(join(localesDir, `${language}.ftl`), 'utf8');
  const block = source.match(new RegExp(`^${key} =[\\s\\S]*?(?=^\\S)`, 'm'))?.[0] ?? '';
  const before = [...block.matchAll(new RegExp(`(.{0,3})\\{ \\$${variable} \\}`, 'g'))].map((m) => m[1]);
  return before.length > 0 && before.every((b) => /[:：(]\s*(<b>)?$|\($/.test(b));
}

describe('counts in bot texts', () => {
  const french = messagesOf('fr');

  it('lists every French text with a count, as counted or as a label', () => {
    const unlisted: string[] = [];
    for (const [key, message] of french) {
      for (const variable of placeablesOf(message).variables) {
        if (!COUNT_NAMES.has(variable)) continue;
        if (!COUNTED[key]?.includes(variable) && !LABELS[key]?.includes(variable)) unlisted.push(`${key}: $${variable}`);
      }
    }
    expect(unlisted).toEqual([]);
    for (const key of Object.keys(COUNTED)) expect(french.has(key), key).toBe(true);
  });

  it.each(BOT_LANGUAGES)('%s: every counted noun has a variant for each plural form of 0, 1, 2, 5, 21 and 1000', (language) => {
    const rules = new Intl.PluralRules(language);
    const needed = [...new Set(COUNTS.map((n) => rules.select(n)))];
    const messages = messagesOf(language);
    const missing: string[] = [];
    if (needed.length > 1 && !NO_AGREEMENT.includes(language)) {
      for (const [key, variables] of Object.entries(COUNTED)) {
        const message = messages.get(key);
        if (!message) continue; // a missing key is locales.test.ts's finding
        const selectors = placeablesOf(message).selectors;
        for (const variable of variables) {
          if (INVARIANT[language]?.includes(key) || INVARIANT[language]?.includes(`${key}:${variable}`)) continue;
          if (readsAsLabel(language, key, variable)) continue;
          const keys = selectors.get(variable);
          const lacking = needed.filter((category) => !keys?.has(category));
          if (lacking.length) missing.push(`${key}: $${variable} lacks [${lacking.join('], [')}]`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(BOT_LANGUAGES)('%s: every counted text renders with 0, 1, 2, 5, 21 and 1000 without a Fluent error', (language) => {
    const errors: string[] = [];
    const i18n = createI18n({ warn: (data: unknown) => errors.push(JSON.stringify(data)) } as never);
    const f = figuresFor(language);
    for (const [key, variables] of Object.entries(COUNTED)) {
      const others = placeablesOf(french.get(key) as Message).variables;
      for (const n of COUNTS) {
        const args: Record<string, unknown> = Object.fromEntries([...others].map((v) => [v, 'x']));
        for (const v of variables) args[v] = f.count(n);
        const text = i18n.t(language, key, args as never);
        expect(text, `${language} ${key} ${n}`).not.toMatch(/\{\s*\$|\{\?\?\?\}/);
      }
    }
    expect(errors).toEqual([]);
  });

  it('reads as a French, English, German, Russian and Arabic speaker expects', () => {
    const i18n = createI18n();
    const t = (language: BotLanguage, key: string, counts: Record<string, number>) => {
      const args: Record<string, unknown> = Object.fromEntries([...placeablesOf(french.get(key) as Message).variables].map((v) => [v, 'x']));
      for (const [k, v] of Object.entries(counts)) args[k] = figuresFor(language).count(v);
      return i18n.t(language, key, args as never);
    };
    expect(t('fr', 'purchase-file-failed', { total: 1 })).toContain('en 1 message.');
    expect(t('fr', 'purchase-file-failed', { total: 2 })).toContain('en 2 messages.');
    expect(t('fr', 'purchase-file-caption', { quantity: 1000 })).toContain('1\u202f000 numéros');
    expect(t('fr', 'report-deposits-text', { count: 1, registered: 1, depositors: 1 })).toContain('1 dépôt\n');
    expect(t('fr', 'report-deposits-text', { count: 1, registered: 1, depositors: 1 })).toContain('1 sur 1 inscrit (');
    expect(t('en', 'history-more', { count: 1 })).toBe('… and 1 more purchase');
    expect(t('de', 'purchase-file-failed', { total: 1 })).toContain('in 1 Nachricht.');
    expect(t('ru', 'purchase-file-caption', { quantity: 21 })).toContain('21 номер —');
    expect(t('ru', 'purchase-file-caption', { quantity: 2 })).toContain('2 номера —');
    expect(t('ru', 'purchase-file-caption', { quantity: 5 })).toContain('5 номеров —');
    expect(t('uk', 'gift-card-too-many', { minutes: 3 })).toContain('3 хвилини.');
    expect(t('ar', 'purchase-file-caption', { quantity: 5 })).toContain('5 أرقام');
    expect(t('ar', 'purchase-file-caption', { quantity: 1000 })).toContain('1,000 رقم');
  });
});
