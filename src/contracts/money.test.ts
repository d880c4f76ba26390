import { describe, expect, it } from 'vitest';
import { euroAmountField, formatAmount, readAmount, readEuroCents } from './money';

const cents = (text: string | number) => {
  const r = readEuroCents(text);
  return r.ok ? r.value : r.problem;
};

describe('reading a typed euro amount', () => {
  it.each<[string | number, number]>([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['1 250,00', 125000],
    ['1\u00a0250,00', 125000],
    ['1\u202f250,5', 125050],
    ['1.250,00', 125000],
    ['1,250.00', 125000],
    ['1.250.000', 125000000],
    ['12', 1200],
    [' 12,50 € ', 1250],
    ['0,01', 1],
    ['1250', 125000],
    [12.5, 1250],
  ])('takes the French and the plain ways of writing an amount: %j is %i cents', (text, expected) => {
    expect(cents(text)).toBe(expected);
  });

  it('refuses what could be read two ways instead of guessing', () => {
    expect(cents('1,250')).toBe('ambiguous');
    expect(cents('12.500')).toBe('ambiguous');
    const r = readEuroCents('1,250');
    expect(r.ok ? '' : r.message).toBe('Montant ambigu : « 1,250 » peut se lire 1250 € ou 1,25 €. Écrivez 1250 ou 1,25');
  });

  it('refuses garbage, more than two decimals and malformed groups', () => {
    for (const bad of ['abc', '12,,5', '1,2,3', '12,', ',5', '-5', '1 25', '12 50,00', '1.25,00,0', '1,250,5', '1e3', '0x10', '']) {
      expect(cents(bad), bad).not.toBeTypeOf('number');
    }
  });

  it.each<[string | number, string]>([
    ['12,505', 'ambiguous'],
    ['1234,567', 'too_precise'],
    ['0,125', 'too_precise'],
    ['', 'empty'],
    [-3, 'invalid'],
  ])('says why it refuses %j: %s', (text, problem) => {
    expect(cents(text)).toBe(problem);
  });

  it('reads micro-euro prices with six decimals', () => {
    expect(readAmount('0,006', { decimals: 6 })).toEqual({ ok: true, value: 6000 });
    expect(readAmount('0.0055', { decimals: 6 })).toEqual({ ok: true, value: 5500 });
  });

  it('checks the bounds', () => {
    expect(readEuroCents('0', { positive: true })).toMatchObject({ ok: false, problem: 'not_positive' });
    expect(readEuroCents('10 000 001', { max: 1_000_000_000 })).toMatchObject({ ok: false, problem: 'too_large' });
  });

  it('formats cents the French way for previews', () => {
    expect(formatAmount(125000)).toBe('1\u202f250,00');
    expect(formatAmount(1250)).toBe('12,50');
    expect(formatAmount(5)).toBe('0,05');
    expect(formatAmount(6000, 6)).toBe('0,006');
  });

  it('gives cents or the message through zod', () => {
    const field = euroAmountField({ positive: true });
    expect(field.parse('12,50')).toBe(1250);
    const failed = field.safeParse('1,250');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0].message).toMatch(/^Montant ambigu/);
    expect(field.safeParse('0').error?.issues[0].message).toBe('Le montant doit être supérieur à 0');
  });
});
