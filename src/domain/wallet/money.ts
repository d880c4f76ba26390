// Exact money: euro cents as integers, unit prices in micro-euros. Rounding lives here; reading what a person typed
// lives in src/contracts/money.ts, and these formats are the API's decimal strings ("12.50"), not French text.
import { DomainError } from '../errors';

export const MICROS_PER_CENT = 10_000;

// The API's decimal strings are shared with the back office, so they live with the amount reader.
export { formatEuros, formatUnitPrice } from '../../contracts/money';

/**
 * The domain's own guard on an amount in cents (the contracts have already read what was typed): a safe integer,
 * > 0, or ≥ 0 with allowZero. Else INVALID_AMOUNT naming the form field.
 */
export function requireCents(cents: number, options: { field: string; allowZero?: boolean }): number {
  const allowZero = options.allowZero ?? false;
  if (!Number.isSafeInteger(cents) || cents < 0 || (!allowZero && cents === 0)) {
    throw new DomainError('INVALID_AMOUNT', { amountCents: cents, field: options.field, allowZero });
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
