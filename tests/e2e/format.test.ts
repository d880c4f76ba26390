// The back office's display helpers (web/src/lib/format.ts): euros from decimal strings, French dates, flags. Pure functions, run in Node.
import { describe, expect, test } from 'vitest';
import {
  codeFromFlag,
  flagEmoji,
  formatCents,
  formatDate,
  formatEuro,
  formatNumber,
  formatRelative,
  formatTransactionId,
} from '../../web/src/lib/format';

// fr-FR separates thousands with a narrow no-break space and puts a no-break space before €; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuro', () => {
  test.each([
    ['12.50', '12,50 €'],
    ['0.00', '0,00 €'],
    ['1.2', '1,20 €'],
    ['1234567.89', '1 234 567,89 €'],
    ['-25.00', '-25,00 €'],
    ['-0.00', '0,00 €'],
    // Beyond float precision: the string is formatted digit for digit, never through a float.
    ['90071992547409930.01', '90 071 992 547 409 930,01 €'],
  ])('%s → %s', (input, expected) => {
    expect(plain(formatEuro(input))).toBe(expected);
  });

  test('empty and unreadable values', () => {
    expect(plain(formatEuro(null))).toBe('0,00 €');
    expect(plain(formatEuro(undefined))).toBe('0,00 €');
    expect(formatEuro('abc')).toBe('abc');
  });

  test('cents and plain numbers', () => {
    expect(plain(formatCents(1250))).toBe('12,50 €');
    expect(plain(formatCents(-5))).toBe('-0,05 €');
    expect(plain(formatEuro(0.6))).toBe('0,60 €');
    expect(plain(formatNumber(1234567))).toBe('1 234 567');
  });
});

describe('dates in French', () => {
  const now = new Date('2025-03-12T14:00:00Z');
  test('relative wording', () => {
    expect(formatRelative(new Date(now.getTime() - 3 * 60_000), now)).toBe('il y a 3 minutes');
    expect(formatRelative(new Date(now.getTime() - 2 * 3_600_000), now)).toBe('il y a 2 heures');
    expect(formatRelative(new Date(now.getTime() - 24 * 3_600_000), now)).toBe('hier');
    expect(formatRelative(new Date(now.getTime() + 2 * 86_400_000), now)).toBe('après-demain');
    expect(formatRelative('not a date', now)).toBe('—');
  });
  test('rounds before choosing the unit: never "60 secondes", "60 minutes" or "24 heures"', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(formatRelative(new Date(now.getTime() - 59_600), now)).toBe('il y a 1 minute');
    expect(formatRelative(new Date(now.getTime() - 59.7 * 60_000), now)).toBe('il y a 1 heure');
    expect(formatRelative(new Date(now.getTime() - 23.6 * 3_600_000), now)).toBe('hier');
    expect(formatRelative(new Date(now.getTime() - 59_000), now)).toBe('il y a 59 secondes');
  });
  test('fr-FR day/month/year', () => {
    expect(formatDate('2025-03-12T10:00:00Z')).toBe('12/03/2025');
    expect(formatDate(null)).toBe('—');
  });
});

describe('flags and ids', () => {
  test('ISO code ↔ flag emoji', () => {
    expect(flagEmoji('fr')).toBe('🇫🇷');
    expect(flagEmoji('GB')).toBe('🇬🇧');
    expect(flagEmoji('FRA')).toBe('🏳️');
    expect(codeFromFlag('🇯🇵')).toBe('JP');
    expect(codeFromFlag('FR')).toBeNull();
  });
  test('transaction ids are padded to 6 digits', () => {
    expect(formatTransactionId(42)).toBe('TXN000042');
  });
});
