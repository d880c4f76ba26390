// Exact money: euro cents as integers, unit prices in micro-euros. The one place amounts are parsed, formatted and rounded.
import { DomainError } from '../errors';

export const MICROS_PER_CENT = 10_000;

/** 1250 → "12.50"; -5 → "-0.05". */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Micro-euros per number as a euro string without trailing zeros: 6000 → "0.006". */
export function formatUnitPrice(micros: number): string {
  const whole = Math.trunc(micros / 1_000_000);
  const frac = String(micros % 1_000_000).padStart(6, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}.00`;
}

const EURO_TEXT = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/;

/** "12.5" / "12,50" → 1250. Rejects negatives, more than 2 decimals, and anything not a plain number. */
export function parseEuros(text: string): number | null {
  const m = EURO_TEXT.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A positive amount for credits and debits, or the back office's message. */
export function parsePositiveAmount(text: string): number {
  const cents = parseEuros(String(text));
  if (cents === null || cents <= 0) {
    throw new DomainError('VALIDATION_FAILED', 'Veuillez entrer un montant valide', {
      fields: { amount: 'Montant supérieur à 0, avec au plus 2 décimales' },
    });
  }
  return cents;
}

/** quantity × unit price, rounded half-up to the cent. Integers only, so 100 × 0.006 € is exactly 0.60 €. */
export function costCents(quantity: number, unitPriceMicros: number): number {
  return microsToCents(quantity * unitPriceMicros);
}

/** An exact amount of micro-euros (a sum of quantity × unit price) rounded half-up to the cent, once. */
export function microsToCents(micros: number): number {
  if (!Number.isSafeInteger(micros) || micros < 0) throw new RangeError(`not a non-negative integer amount: ${micros}`);
  return Math.floor((micros + MICROS_PER_CENT / 2) / MICROS_PER_CENT);
}

/** A euro amount that may be zero (a new user's opening balance), or the back office's message. */
export function parseNonNegativeAmount(text: string): number {
  const cents = parseEuros(String(text));
  if (cents === null) {
    throw new DomainError('VALIDATION_FAILED', 'Veuillez entrer un montant valide', {
      fields: { balance: 'Montant positif ou nul, avec au plus 2 décimales' },
    });
  }
  return cents;
}

/** Change from a previous period to the current one, in percent with one decimal; null when there is no base. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
