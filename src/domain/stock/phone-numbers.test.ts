import { describe, expect, it } from 'vitest';
import { createNormaliser, isKnownCountryCode, toE164 } from './phone-numbers';

const e164 = (country: string | null, raw: string, strict = false) => {
  const digits = createNormaliser({ country, strict })(raw);
  return digits === null ? null : toE164(digits);
};

describe('phone-number normalisation', () => {
  it('reads every usual written form of a UK number as the same E.164', () => {
    for (const raw of [
      '+447700900123',
      '+44 7700 900123',
      '  +44 7700 900123  ',
      '00447700900123',
      '0044 7700 900 123',
      '07700 900123',
      '07700-900-123',
      '07700.900.123',
      '+44 (0)7700 900123',
      '447700900123',
    ]) {
      expect(e164('GB', raw), raw).toBe('+447700900123');
    }
  });

  it('reads national French, North American and Australian forms with the list country', () => {
    expect(e164('FR', '06 39 98 00 01')).toBe('+33639980001');
    expect(e164('FR', '06.39.98.00.01')).toBe('+33639980001');
    expect(e164('US', '(201) 555-0100')).toBe('+12015550100');
    expect(e164('US', '1 201 555 0100')).toBe('+12015550100');
    expect(e164('AU', '02 5550 0001')).toBe('+61255500001');
  });

  it('refuses garbage, wrong lengths and other countries’ numbers', () => {
    for (const raw of ['hello', '12', '+44 7700 9001', '+4477009001234567', '0639980001x', 'tel:+33639980001', '+33 6 39 98 00 01']) {
      expect(e164('GB', raw), raw).toBeNull();
    }
    expect(e164('FR', '+447700900123')).toBeNull();
  });

  it('accepts any country in international form when the list has no country', () => {
    expect(e164(null, '+33 6 39 98 00 01')).toBe('+33639980001');
    expect(e164(null, '0044 7700 900123')).toBe('+447700900123');
    expect(e164(null, '07700 900123')).toBeNull();
  });

  it('in strict mode also refuses ranges that are not assigned, such as the UK and French drama ranges', () => {
    expect(e164('GB', '+447700900123', true)).toBeNull();
    expect(e164('FR', '+33639980001', true)).toBeNull();
    expect(e164('US', '+12015550100', true)).toBe('+12015550100');
    // A valid US number is not a valid Canadian one.
    expect(e164('CA', '+12015550100', true)).toBeNull();
    expect(e164('CA', '+12015550100')).toBe('+12015550100');
  });

  it('knows which ISO codes it can check numbers for', () => {
    expect(isKnownCountryCode('fr')).toBe(true);
    expect(isKnownCountryCode('XX')).toBe(false);
  });
});
