// The shop's sale settings (unit price, minimum quantity), read from the settings table with safe defaults.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

export const UNIT_PRICE_KEY = 'unit_price_micros';
export const MINIMUM_QUANTITY_KEY = 'minimum_purchase_quantity';

/** SPEC §9: 0.006 € per number, 100 numbers minimum. Used when the setting is missing or unreadable. */
export const DEFAULT_UNIT_PRICE_MICROS = 6000;
export const DEFAULT_MINIMUM_QUANTITY = 100;

async function readPositiveInt(db: Executor, key: string, fallback: number): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  const n = row ? Number(row.value.trim()) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

/** The shop-wide price of one number in micro-euros (6000 = 0.006 €); a numlist may override it. */
export function getUnitPriceMicros(db: Executor): Promise<number> {
  return readPositiveInt(db, UNIT_PRICE_KEY, DEFAULT_UNIT_PRICE_MICROS);
}

/** The smallest quantity a customer may buy in one purchase. */
export function getMinimumQuantity(db: Executor): Promise<number> {
  return readPositiveInt(db, MINIMUM_QUANTITY_KEY, DEFAULT_MINIMUM_QUANTITY);
}
