// Phone-number normalisation: any common written form → E.164 digits, checked against a numlist's country.
import { createRequire } from 'node:module';
import type * as Max from 'libphonenumber-js/max';
import type * as Min from 'libphonenumber-js/min';

type CountryCode = Min.CountryCode;

// libphonenumber and its two metadata sets are loaded at the first number or country checked, not at start-up: a shop
// that is not importing numbers keeps them out of its memory (issue 30's memory goal). `require` keeps the functions
// below synchronous (the package ships CommonJS beside its modules).
const load = createRequire(import.meta.url);
let min: typeof Min | undefined;
let max: typeof Max | undefined;
const libMin = () => (min ??= load('libphonenumber-js/min') as typeof Min);
const libMax = () => (max ??= load('libphonenumber-js/max') as typeof Max);

/**
 * Turns one written number into its E.164 digits as an integer (+447700900123 → 447700900123), or null when it is
 * not a number of the given country. `strict` also requires a number libphonenumber considers valid (assigned
 * ranges only: the UK and French drama ranges fail, the North American 555-01xx and Australian ones pass).
 */
export type Normaliser = (raw: string) => number | null;

export type NormaliseOptions = {
  /** ISO 3166-1 alpha-2 code of the numlist's country; null accepts any country, in international form only. */
  country: string | null;
  strict?: boolean;
};

/** The number as shown and delivered: 447700900123 → "+447700900123". */
export const toE164 = (digits: number | string): string => `+${digits}`;

const SEPARATORS = /[\s.\-/\u00a0\u2009\u202f]/g;
const INTERNATIONAL_PLUS = /^\+([1-9]\d{6,14})$/;
const INTERNATIONAL_00 = /^00([1-9]\d{6,14})$/;

type Plan = { callingCode: string; lengths: Set<number> };
const plans = new Map<string, Plan | null>();

function planOf(country: string): Plan | null {
  let plan = plans.get(country);
  if (plan !== undefined) return plan;
  const lib = libMin();
  if (lib.isSupportedCountry(country)) {
    const metadata = new lib.Metadata();
    metadata.selectNumberingPlan(country);
    plan = { callingCode: lib.getCountryCallingCode(country), lengths: new Set(metadata.numberingPlan?.possibleLengths() ?? []) };
  } else {
    plan = null;
  }
  plans.set(country, plan);
  return plan;
}

/** True when libphonenumber knows the country, so numbers can be checked against it. */
export const isKnownCountryCode = (code: string): boolean => planOf(code.toUpperCase()) !== null;

/**
 * "Possible for the country" means: the country's calling code, then a national number of one of the lengths the
 * country uses (libphonenumber's metadata). International forms (+…, 00…) are checked directly, which is what
 * makes a 1M-number import fast; national and other written forms go through libphonenumber's parser first.
 */
export function createNormaliser(options: NormaliseOptions): Normaliser {
  const country = options.country ? (options.country.toUpperCase() as CountryCode) : null;
  const plan = country ? planOf(country) : null;
  if (country && !plan) throw new Error(`unsupported country code ${country}`);

  const fitsCountry = (digits: string): boolean =>
    plan !== null &&
    digits.length <= 15 &&
    digits.startsWith(plan.callingCode) &&
    plan.lengths.has(digits.length - plan.callingCode.length);

  if (options.strict) {
    return (raw) => {
      const text = raw.trim();
      if (!text || text.length > 64) return null;
      const parsed = libMax().parsePhoneNumberFromString(text, { defaultCountry: country ?? undefined, extract: false });
      if (!parsed?.isValid()) return null;
      if (country && parsed.country !== country) return null;
      return Number(parsed.number.slice(1));
    };
  }

  return (raw) => {
    const text = raw.trim();
    if (!text || text.length > 64) return null;
    const compact = text.replace(SEPARATORS, '');
    const international = INTERNATIONAL_PLUS.exec(compact) ?? INTERNATIONAL_00.exec(compact);
    if (international && plan) {
      const digits = international[1];
      return fitsCountry(digits) ? Number(digits) : null;
    }
    const parsed = international
      ? libMin().parsePhoneNumberFromString(`+${international[1]}`, { extract: false })
      : libMin().parsePhoneNumberFromString(text, { defaultCountry: country ?? undefined, extract: false });
    if (!parsed) return null;
    const digits = parsed.number.slice(1);
    if (plan) return fitsCountry(digits) ? Number(digits) : null;
    return digits.length <= 15 && parsed.isPossible() ? Number(digits) : null;
  };
}
