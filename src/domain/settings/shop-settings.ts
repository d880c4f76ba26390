// The shop's sale settings (unit price, minimum quantity), read from the settings table with safe defaults.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { SETTING_KEYS } from '../../contracts/settings';

/** SPEC §9: 0.006 € per number, 100 numbers minimum. Used when the setting is missing or unreadable. */
export const DEFAULT_UNIT_PRICE_MICROS = 6000;
export const DEFAULT_MINIMUM_QUANTITY = 100;

const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = value === undefined ? Number.NaN : Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

export type SaleSettings = {
  /** The shop-wide price of one number in micro-euros (6000 = 0.006 €); a numlist may override it. */
  unitPriceMicros: number;
  /** The smallest quantity a customer may buy in one purchase. */
  minimumQuantity: number;
};

/**
 * The one way to read the sale settings, both in one query: a purchase reads them each time (a price change applies
 * to the next sale), and so does the bell (a list under the minimum order).
 */
export async function getSaleSettings(db: Executor): Promise<SaleSettings> {
  const keys = [SETTING_KEYS.unitPriceMicros, SETTING_KEYS.minimumQuantity];
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, keys));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return {
    unitPriceMicros: positiveInt(value(SETTING_KEYS.unitPriceMicros), DEFAULT_UNIT_PRICE_MICROS),
    minimumQuantity: positiveInt(value(SETTING_KEYS.minimumQuantity), DEFAULT_MINIMUM_QUANTITY),
  };
}
