// Shop settings (texts, menu switches, channel links, prices, display orders): read, and written with per-key rules.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import type { Setting } from '../../contracts/settings';
import { parseOrderKey, parseOrderValue, setDisplayOrder } from '../catalogue/display-order';
import { DomainError } from '../errors';
import { MINIMUM_QUANTITY_KEY, UNIT_PRICE_KEY } from './shop-settings';

export const WELCOME_MESSAGE_KEY = 'custom_welcome_message';
export const HELP_MESSAGE_KEY = 'help_message';

/** Secrets (bot token, provider keys) have their own pages and are never listed in full. */
const SECRET_KEY = /token|secret|password|api[_-]?key/i;
const mask = (value: string) => (value.length <= 8 ? '••••' : `${value.slice(0, 4)}••••${value.slice(-2)}`);

const toSetting = (row: typeof settings.$inferSelect): Setting => ({
  id: row.id,
  key: row.key,
  value: SECRET_KEY.test(row.key) ? mask(row.value) : row.value,
  description: row.description,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSettings(db: Executor): Promise<Setting[]> {
  return (await db.select().from(settings).orderBy(asc(settings.key))).map(toSetting);
}

export async function getSettingValue(db: Executor, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

const invalid = (message: string) => new DomainError('VALIDATION_FAILED', message, { fields: { value: message } });
const TELEGRAM_TEXT_LIMIT = 4096;

/** Checks a value against its key's rule; returns the value to store. */
function checkValue(key: string, value: string): string {
  switch (key) {
    case WELCOME_MESSAGE_KEY:
    case HELP_MESSAGE_KEY: {
      const text = value.trim();
      if (!text) throw invalid('Message requis');
      if (text.length > TELEGRAM_TEXT_LIMIT) throw invalid('4 096 caractères au maximum (limite Telegram)');
      return text;
    }
    case 'show_help_button':
    case 'show_channel_menu_button':
      if (value !== 'true' && value !== 'false') throw invalid('Valeur attendue : true ou false');
      return value;
    case 'main_channel_url':
    case 'proof_channel_url': {
      const link = value.trim();
      if (link && !/^(https?:\/\/\S+|@\w{4,})$/.test(link)) throw invalid('Lien invalide : https://t.me/… ou @canal');
      return link;
    }
    case UNIT_PRICE_KEY:
      if (!/^\d{1,9}$/.test(value.trim()) || Number(value) <= 0) throw invalid('Prix invalide : un entier de micro-euros supérieur à 0 (6000 = 0,006 €)');
      return String(Number(value));
    case MINIMUM_QUANTITY_KEY:
      if (!/^\d{1,7}$/.test(value.trim()) || Number(value) <= 0) throw invalid('Quantité minimale invalide : un entier supérieur à 0');
      return String(Number(value));
    default:
      return value;
  }
}

/**
 * Creates or updates a setting (POST /api/settings). The description is kept when none is given. Display orders
 * (continents_order, countries_order_*, operators_order_*) go through the order rules; secrets are refused here.
 */
export async function saveSetting(db: Executor, input: { key: string; value: string; description?: string }): Promise<Setting> {
  if (SECRET_KEY.test(input.key)) {
    throw new DomainError('VALIDATION_FAILED', 'Ce réglage se modifie depuis sa page dédiée', { fields: { key: 'Clé réservée' } });
  }
  if (parseOrderKey(input.key)) {
    const list = parseOrderValue(input.value);
    if (list.length === 0 && input.value.trim() !== '[]') throw invalid('La valeur doit être une liste JSON, ex. ["europe","asie"]');
    await setDisplayOrder(db, input.key, list);
  } else {
    const value = checkValue(input.key, input.value);
    await db
      .insert(settings)
      .values({ key: input.key, value, description: input.description ?? null })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value, updatedAt: new Date(), ...(input.description !== undefined ? { description: input.description } : {}) },
      });
  }
  const [row] = await db.select().from(settings).where(eq(settings.key, input.key));
  return toSetting(row);
}

/** POST /api/settings/help-message: the bot's help text (the bot translates it for each language). */
export function saveHelpMessage(db: Executor, value: string): Promise<Setting> {
  return saveSetting(db, { key: HELP_MESSAGE_KEY, value });
}
