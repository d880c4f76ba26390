import { describe, expect, it } from 'vitest';
import { costCents, formatEuros, formatUnitPrice, microsToCents, requireCents } from './money';

describe('money', () => {
  it('prices exactly: 100 × 0.006 € = 0.60 €, 1,000 × 0.005 € = 5.00 €, the spec examples', () => {
    expect(costCents(100, 6000)).toBe(60);
    expect(costCents(1000, 5000)).toBe(500);
    expect(costCents(1000, 6000)).toBe(600);
    expect(costCents(5000, 5000)).toBe(2500);
    expect(costCents(10_000, 5000)).toBe(5000);
    // 0.1 + 0.2 style drift cannot happen: 3 × 0.1 € is 0.30 €.
    expect(costCents(3, 100_000)).toBe(30);
  });

  it('rounds half-up to the cent, once, on the exact sum', () => {
    expect(costCents(101, 5000)).toBe(51); // 0.505 → 0.51
    expect(costCents(1, 4999)).toBe(0); // 0.004999 → 0.00
    expect(costCents(1, 5000)).toBe(1); // 0.005 → 0.01
    expect(costCents(333, 6000)).toBe(200); // 1.998 → 2.00
    expect(microsToCents(50 * 5000 + 51 * 6000)).toBe(56); // 0.556 → 0.56
    expect(() => microsToCents(-1)).toThrow(RangeError);
    expect(() => microsToCents(0.5)).toThrow(RangeError);
  });

  it('formats cents and unit prices as the API speaks them', () => {
    expect(formatEuros(0)).toBe('0.00');
    expect(formatEuros(5)).toBe('0.05');
    expect(formatEuros(1250)).toBe('12.50');
    expect(formatEuros(-60)).toBe('-0.60');
    expect(formatEuros(123_456_789)).toBe('1234567.89');
    expect(formatUnitPrice(6000)).toBe('0.006');
    expect(formatUnitPrice(5000)).toBe('0.005');
    expect(formatUnitPrice(1_000_000)).toBe('1.00');
  });

  it('guards amounts in cents: a positive safe integer, or zero where allowed, else INVALID_AMOUNT naming the field', () => {
    expect(requireCents(1, { field: 'amount' })).toBe(1);
    expect(requireCents(0, { field: 'balance', allowZero: true })).toBe(0);
    for (const bad of [0, -3, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => requireCents(bad, { field: 'amount' })).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT', data: expect.objectContaining({ field: 'amount' }) }));
    }
    expect(() => requireCents(-1, { field: 'balance', allowZero: true })).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });
});
