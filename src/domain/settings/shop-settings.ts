// The shop's sale settings (unit price, minimum quantity), read from the settings table with safe defaults.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

export const UNIT_PRICE_KEY = 'unit_price_micros';
export const MINIMUM_QUANTITY_KEY = 'minimum_purchase_quantity';

/** SPEC §9: 0.006 € per number, 100 numbers minimum. Used when the setting is missing or unreadable. */
export const DEFAULT_UNIT_PRICE_MICROS = 6000;
export const DEFAULT_MINIMUM_QUANTITY = 100;

const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = value === undefined ? Number.NaN : Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/** The shop-wide price of one number in micro-euros (6000 = 0.006 €); a numlist may override it. */
export async function getUnitPriceMicros(db: Executor): Promise<number> {
  return (await getSaleSettings(db)).unitPriceMicros;
}

/** The smallest quantity a customer may buy in one purchase. */
export async function getMinimumQuantity(db: Executor): Promise<number> {
  return (await getSaleSettings(db)).minimumQuantity;
}

/** Both sale settings in one query: a purchase reads them each time (a price change applies to the next sale). */
export async function getSaleSettings(db: Executor): Promise<{ unitPriceMicros: number; minimumQuantity: number }> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [UNIT_PRICE_KEY, MINIMUM_QUANTITY_KEY]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return {
    unitPriceMicros: positiveInt(value(UNIT_PRICE_KEY), DEFAULT_UNIT_PRICE_MICROS),
    minimumQuantity: positiveInt(value(MINIMUM_QUANTITY_KEY), DEFAULT_MINIMUM_QUANTITY),
  };
}
