// Shop settings (texts, menu switches, channel links, prices, display orders): read, and written with per-key rules.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { SETTING_KEYS } from '../../contracts/settings';
import { parseOrderKey, parseOrderValue, setDisplayOrder } from '../catalogue/display-order';
import { DomainError } from '../errors';

export type Setting = typeof settings.$inferSelect;

/** Secrets (bot token, provider keys) have their own pages: never saved through the generic endpoint, never listed in full. */
const SECRET_KEY = /token|secret|password|api[_-]?key/i;
export const isSecretSetting = (key: string): boolean => SECRET_KEY.test(key);

export async function listSettings(db: Executor): Promise<Setting[]> {
  return db.select().from(settings).orderBy(asc(settings.key));
}

export async function getSettingValue(db: Executor, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/**
 * Creates or updates a setting (POST /api/settings), its value already checked by the key's rule (contracts/settings.ts).
 * The description is kept when none is given. Display orders (continents_order, countries_order_*, operators_order_*)
 * go through the order rules; secrets are refused here (SETTING_RESERVED).
 */
export async function saveSetting(db: Executor, input: { key: string; value: string; description?: string }): Promise<Setting> {
  if (isSecretSetting(input.key)) throw new DomainError('SETTING_RESERVED', { key: input.key });
  if (parseOrderKey(input.key)) {
    await setDisplayOrder(db, input.key, parseOrderValue(input.value));
  } else {
    await db
      .insert(settings)
      .values({ key: input.key, value: input.value, description: input.description ?? null })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: input.value, updatedAt: new Date(), ...(input.description !== undefined ? { description: input.description } : {}) },
      });
  }
  const [row] = await db.select().from(settings).where(eq(settings.key, input.key));
  return row;
}

/** POST /api/settings/help-message: the bot's help text (the bot translates it for each language). */
export function saveHelpMessage(db: Executor, value: string): Promise<Setting> {
  return saveSetting(db, { key: SETTING_KEYS.helpMessage, value });
}
