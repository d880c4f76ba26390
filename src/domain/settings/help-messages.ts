// The bot's help message per language: fr in `help_message` (required), the others in `help_message_<lang>`, falling back to fr.
import { eq, like, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { SETTING_KEYS } from '../../contracts/settings';
import { checkTelegramHtml } from '../../contracts/telegram-html';
import { DomainError } from '../errors';
import { BOT_LANGUAGES, type BotLanguage } from '../../contracts/telegram';
import { auditSettingChange, getSettingValue, type SettingActor, writeSetting } from './settings';

export const helpMessageKey = (language: BotLanguage) => (language === 'fr' ? SETTING_KEYS.helpMessage : `${SETTING_KEYS.helpMessage}_${language}`);

/** Every language's own text (null where none is written). */
export async function getHelpMessages(db: Executor): Promise<Record<BotLanguage, string | null>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(or(eq(settings.key, SETTING_KEYS.helpMessage), like(settings.key, `${SETTING_KEYS.helpMessage}\\_%`)));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(BOT_LANGUAGES.map((l) => [l, byKey.get(helpMessageKey(l))?.trim() || null])) as Record<BotLanguage, string | null>;
}

/** What the bot shows a reader of `language`: their language's text, else the French one, else null (the bot's default). */
export async function helpMessageFor(db: Executor, language: BotLanguage): Promise<string | null> {
  const own = language === 'fr' ? null : (await getSettingValue(db, helpMessageKey(language)))?.trim();
  return own || (await getSettingValue(db, SETTING_KEYS.helpMessage))?.trim() || null;
}

/**
 * Saves one language's help text, audited, once Telegram would accept it as HTML (TELEGRAM_HTML_INVALID otherwise). French must not be empty (the contract says so); for another language an
 * empty text removes its translation, so the bot falls back to French.
 */
export async function saveHelpMessageFor(db: Db, language: BotLanguage, value: string, actor: SettingActor): Promise<void> {
  // Telegram refuses the whole message over one bad tag: refused here, where it is written, with where it goes wrong.
  const problem = checkTelegramHtml(value);
  if (problem) throw new DomainError('TELEGRAM_HTML_INVALID', { ...problem, language });
  const key = helpMessageKey(language);
  await db.transaction(async (tx) => {
    const old = await getSettingValue(tx, key);
    if (value === '' && language !== 'fr') await tx.delete(settings).where(eq(settings.key, key));
    else await writeSetting(tx, key, value);
    await auditSettingChange(tx, key, old, value, actor);
  });
}
