// The one reader of amounts a person types, shared by every form of the back office and by the API's contracts.
// "12,50", "12.50", "12,5", "1 250,00", "1.250,00", "1,250.00" and "12 €" mean what they say; "1,250" (a thousands
// separator or a decimal comma?) is refused as ambiguous rather than guessed: a guess here once credited 1 250 €
// instead of 12,50 €.
import { z } from 'zod';

export type AmountProblem = 'empty' | 'invalid' | 'ambiguous' | 'too_precise' | 'too_large' | 'not_positive';

export type AmountReading = { ok: true; value: number } | { ok: false; problem: AmountProblem; message: string };

/** Grouping spaces people and spreadsheets type: space, no-break space, narrow no-break space. */
const SPACES = /[\s\u00a0\u202f]/g;
const HAS_SPACE = /[\s\u00a0\u202f]/;

const EURO_DECIMALS = 2;

/**
 * Reads a typed amount into an integer count of the smallest unit (`decimals` = 2: cents; 6: micro-euros).
 * `max` is in that unit. Never uses floating point.
 */
export function readAmount(input: string | number, options: { decimals?: number; max?: number; positive?: boolean } = {}): AmountReading {
  const decimals = options.decimals ?? EURO_DECIMALS;
  const text = typeof input === 'number' ? numberText(input) : input;
  const trimmed = text.replace(/€/g, ' ').trim();
  if (trimmed === '') return problem('empty');
  const parts = splitAmount(trimmed);
  if (parts === 'invalid' || parts === 'ambiguous') return problem(parts, trimmed);
  const { whole, fraction } = parts;
  if (fraction.length > decimals) return problem('too_precise', trimmed, decimals);
  const value = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  const max = BigInt(options.max ?? Number.MAX_SAFE_INTEGER);
  if (value > max) return problem('too_large', trimmed, decimals, options.max);
  if (options.positive && value === 0n) return problem('not_positive');
  return { ok: true, value: Number(value) };
}

/** Euro cents from typed text: "12,50" → 1250. */
export const readEuroCents = (input: string | number, options: { max?: number; positive?: boolean } = {}) =>
  readAmount(input, { ...options, decimals: EURO_DECIMALS });

function numberText(n: number): string {
  // A JSON number: 12.5 → "12.5". Exponent forms (1e21) or non-finite values are not amounts.
  if (!Number.isFinite(n) || n < 0) return 'invalid';
  const s = String(n);
  return /e/i.test(s) ? 'invalid' : s;
}

type Parts = { whole: string; fraction: string };

function splitAmount(text: string): Parts | 'invalid' | 'ambiguous' {
  let rest = text;
  let grouped = false;
  if (HAS_SPACE.test(rest)) {
    // Spaces only as thousands separators: "1 250" or "1 250,50".
    const m = /^(\d{1,3}(?:[\s\u00a0\u202f]\d{3})+)([.,]\d+)?$/.exec(rest);
    if (!m) return 'invalid';
    rest = m[1].replace(SPACES, '') + (m[2] ?? '');
    grouped = true;
  }
  if (!/^[\d.,]+$/.test(rest) || !/\d/.test(rest)) return 'invalid';
  const commas = count(rest, ',');
  const dots = count(rest, '.');
  if (commas === 0 && dots === 0) return { whole: rest, fraction: '' };
  if (commas > 0 && dots > 0) {
    // Both: the last one is the decimal separator, the other groups thousands ("1.250,50", "1,250.50").
    const decimalSep = rest.lastIndexOf(',') > rest.lastIndexOf('.') ? ',' : '.';
    const groupSep = decimalSep === ',' ? '.' : ',';
    if (grouped || count(rest, decimalSep) !== 1) return 'invalid';
    const [head, fraction] = rest.split(decimalSep);
    if (!isGrouped(head, groupSep) || fraction === '') return 'invalid';
    return { whole: head.split(groupSep).join(''), fraction };
  }
  const sep = commas > 0 ? ',' : '.';
  if (count(rest, sep) > 1) {
    // "1.250.000": grouping only, no decimals.
    if (grouped || !isGrouped(rest, sep)) return 'invalid';
    return { whole: rest.split(sep).join(''), fraction: '' };
  }
  const [whole, fraction] = rest.split(sep);
  if (whole === '' || fraction === '') return 'invalid';
  // "1,250" or "12.500": three digits after a lone separator read as well as thousands as decimals.
  if (!grouped && fraction.length === 3 && whole.length <= 3 && /[1-9]/.test(whole)) return 'ambiguous';
  return { whole, fraction };
}

const count = (text: string, ch: string) => text.split(ch).length - 1;

function isGrouped(text: string, sep: string): boolean {
  const groups = text.split(sep);
  return /^\d{1,3}$/.test(groups[0]) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

function problem(kind: AmountProblem, text = '', decimals = EURO_DECIMALS, max?: number): AmountReading {
  return { ok: false, problem: kind, message: amountMessage(kind, text, decimals, max) };
}

/** The French sentence for each problem, shown under the field and returned by the API. */
export function amountMessage(kind: AmountProblem, text = '', decimals = EURO_DECIMALS, max?: number): string {
  switch (kind) {
    case 'empty':
      return 'Saisissez un montant';
    case 'invalid':
      return 'Montant invalide : écrivez par exemple 12,50';
    case 'ambiguous': {
      // "1,250": as thousands 1250, as decimals 1,25.
      const [whole, fraction] = text.split(/[.,]/);
      const asDecimals = `${whole},${fraction.slice(0, 2)}`;
      return `Montant ambigu : « ${text} » peut se lire ${whole}${fraction} € ou ${asDecimals} €. Écrivez ${whole}${fraction} ou ${asDecimals}`;
    }
    case 'too_precise':
      return decimals === EURO_DECIMALS ? 'Au plus 2 décimales (les centimes)' : `Au plus ${decimals} décimales`;
    case 'too_large':
      return max === undefined ? 'Montant trop élevé' : `Montant trop élevé (au plus ${formatAmount(max, decimals)} €)`;
    case 'not_positive':
      return 'Le montant doit être supérieur à 0';
  }
}

/** Cents (or micro-euros with decimals = 6) as French text: 125000 → "1 250,00". For previews and messages. */
export function formatAmount(value: number, decimals = EURO_DECIMALS): string {
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const fraction = digits.slice(digits.length - decimals);
  const shown = decimals === EURO_DECIMALS ? fraction : fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${negative ? '-' : ''}${whole},${shown}`;
}

/** The largest amount a form may send: 10 million euros, far above any real top-up, well inside safe integers. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/**
 * A zod field for a typed euro amount (text, or a JSON number), giving integer cents; refuses with the messages above.
 * `positive`: 0 is refused (credits, debits, prices); otherwise 0 is allowed (an opening balance).
 */
export function euroAmountField(options: { positive?: boolean } = {}) {
  return z.union([z.string(), z.number()], { error: amountMessage('invalid') }).transform((input, ctx) => {
    const reading = readEuroCents(input, { positive: options.positive, max: MAX_AMOUNT_CENTS });
    if (reading.ok) return reading.value;
    ctx.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  });
}

/** The API's euro text (not French text): 1250 → "12.50"; -5 → "-0.05". */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Micro-euros per number as the API's euro text without trailing zeros: 6000 → "0.006". */
export function formatUnitPrice(micros: number): string {
  const whole = Math.trunc(micros / 1_000_000);
  const frac = String(micros % 1_000_000).padStart(6, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}.00`;
}
