// What Stars are worth in cents, and the Stars a customer may pay: exact integers, rounded down, within the limits.
import { describe, expect, it } from 'vitest';
import { starValueEuros, starValueMicroEuros } from '../../contracts/payments';
import { type StarsSettings, starsAmountRefusal, starsLimits, starsToCents } from './stars';

const settings: StarsSettings = { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 };
const limits = { minimumDepositCents: 600, maximumDepositCents: 1_000_000 };

describe('Stars in euros', () => {
  it('rounds down to the cent: never more euros than the Stars are worth', () => {
    expect(starsToCents(500, settings)).toBe(650);
    expect(starsToCents(777, settings)).toBe(1010); // 10,101 €
    expect(starsToCents(76, settings)).toBe(98); // 0,988 €
    expect(starsToCents(1, settings)).toBe(1); // 0,013 €
    expect(starsToCents(100_000, { starValueMicroEuros: 1_000_000 })).toBe(10_000_000);
    for (let stars = 1; stars <= 5000; stars++) {
      const cents = starsToCents(stars, settings);
      expect(cents * 10_000).toBeLessThanOrEqual(stars * 13_000);
      expect((cents + 1) * 10_000).toBeGreaterThan(stars * 13_000);
    }
  });

  it('narrows the Stars settings to the deposit limits: the fewest Stars worth the minimum, the most within the maximum', () => {
    expect(starsLimits(settings, limits)).toEqual({ minimumStars: 462, maximumStars: 10_000 });
    expect(starsToCents(461, settings)).toBeLessThan(600);
    expect(starsToCents(462, settings)).toBeGreaterThanOrEqual(600);
    const small = { minimumDepositCents: 600, maximumDepositCents: 1000 };
    // 769 Stars = 9,997 € → 9,99 €; 770 Stars = 10,01 €, over.
    expect(starsLimits(settings, small)).toEqual({ minimumStars: 462, maximumStars: 769 });
    expect(starsAmountRefusal(769, settings, small)).toBeNull();
    expect(starsAmountRefusal(770, settings, small)?.code).toBe('STARS_AMOUNT_REFUSED');
    expect(starsAmountRefusal(461, settings, limits)?.data).toEqual({ stars: 461, minimumStars: 462, maximumStars: 10_000 });
    expect(starsAmountRefusal(500.5, settings, limits)?.code).toBe('STARS_AMOUNT_REFUSED');
  });

  it('reads and writes a Star’s value by its digits', () => {
    expect(starValueMicroEuros('0,013')).toBe(13_000);
    expect(starValueMicroEuros('0.0125')).toBe(12_500);
    expect(starValueMicroEuros('0,000001')).toBe(1);
    expect(starValueMicroEuros('1')).toBe(1_000_000);
    expect(starValueEuros(13_000)).toBe('0.013');
    expect(starValueEuros(1_000_000)).toBe('1');
    expect(starValueEuros(1)).toBe('0.000001');
  });
});
