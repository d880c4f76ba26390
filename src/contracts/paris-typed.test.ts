// Dates and times an owner types in the bot (issue 30): the forms read, the year guessed, what is refused.
import { describe, expect, it } from 'vitest';
import { parisTypedInstant } from './paris-time';

// 28 November 2026, 10:00 in Paris (UTC+1).
const now = new Date('2026-11-28T09:00:00Z');
const at = (text: string) => parisTypedInstant(text, now)?.toISOString() ?? null;

describe('parisTypedInstant', () => {
  it('reads day first with or without a year, ISO, 18h30 and « à », in Paris time', () => {
    for (const text of ['28/11 18:30', '28/11/2026 18:30', '28.11.26 18h30', '2026-11-28 18:30', '2026-11-28T18:30', ' 28/11  à 18h30 ', '28/11 18h30']) {
      expect(at(text), text).toBe('2026-11-28T17:30:00.000Z');
    }
    expect(at('5/1 9:05')).toBe('2027-01-05T08:05:00.000Z');
    expect(at('28/11 18h')).toBe('2026-11-28T17:00:00.000Z');
    // Summer time: Paris is UTC+2.
    expect(at('01/07/2027 12:00')).toBe('2027-07-01T10:00:00.000Z');
  });

  it('takes next year for a day already behind this year, and keeps today for an hour already past (the caller refuses it)', () => {
    expect(at('27/11 18:30')).toBe('2027-11-27T17:30:00.000Z');
    expect(at('28/11 08:00')).toBe('2026-11-28T07:00:00.000Z');
  });

  it('refuses what is no date and time: words, a day alone, 31 February, 25:00, the hour skipped in March', () => {
    for (const text of ['demain soir', '28/11', '31/02/2027 10:00', '28/11 25:00', '28/11 18:75', '28/11 18:', '28/11 18', '2027-03-28 02:30', '28/13 10:00', '']) {
      expect(at(text), text).toBeNull();
    }
  });
});
