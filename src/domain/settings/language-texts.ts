// Texts the admin writes per bot language (welcome, help, manual top-up instructions): French under the base key, the
// others under `<base>_<lang>`. Which one a customer reads is decided here; the bot adds its built-in texts (decision 0125).
import { eq, like, or } from 'drizzle-orm';
import { LANGUAGE_TEXT_BASE_KEYS, type LanguageTextKind, type LanguageTexts, SETTING_KEYS } from '../../contracts/settings';
import { BOT_LANGUAGES, type BotLanguage } from '../../contracts/telegram';
import { checkTelegramHtml } from '../../contracts/telegram-html';
import type { Db, Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { DomainError } from '../errors';
import { auditSettingChange, getSettingValue, type SettingActor, writeSetting } from './settings';

export const languageTextKey = (kind: LanguageTextKind, language: BotLanguage) =>
  language === 'fr' ? LANGUAGE_TEXT_BASE_KEYS[kind] : `${LANGUAGE_TEXT_BASE_KEYS[kind]}_${language}`;

/** Every language's own text of a kind (null where none is written). */
export async function getLanguageTexts(db: Executor, kind: LanguageTextKind): Promise<LanguageTexts> {
  const base = LANGUAGE_TEXT_BASE_KEYS[kind];
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(or(eq(settings.key, base), like(settings.key, `${base}\\_%`)));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(BOT_LANGUAGES.map((l) => [l, byKey.get(languageTextKey(kind, l))?.trim() || null])) as LanguageTexts;
}

/** The text the admin wrote in this very language, or null (the reader then uses the built-in text, else French). */
export async function ownLanguageText(db: Executor, kind: LanguageTextKind, language: BotLanguage): Promise<string | null> {
  return (await getSettingValue(db, languageTextKey(kind, language)))?.trim() || null;
}

/** A text with no built-in version (manual top-up instructions): the reader's language's own, else the French one. */
export async function languageTextOrFrench(db: Executor, kind: LanguageTextKind, language: BotLanguage): Promise<string | null> {
  return (await ownLanguageText(db, kind, language)) ?? (language === 'fr' ? null : ownLanguageText(db, kind, 'fr'));
}

/** The flag read under its row's lock (the row is seeded with every shop), so turning it on waits for a removal, and back. */
async function manualTopUpsEnabledLocked(tx: Executor): Promise<boolean> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, SETTING_KEYS.manualTopUpsEnabled)).for('update');
  return row?.value === 'true';
}

export const manualTopUpsEnabled = async (db: Executor): Promise<boolean> => (await getSettingValue(db, SETTING_KEYS.manualTopUpsEnabled)) === 'true';

/**
 * Saves one language's text, audited; an empty text removes it (the bot's built-in text, or French, shows again). The
 * French manual top-up instructions cannot be removed while manual top-ups are on: customers would not know how to pay.
 */
export async function saveLanguageText(db: Db, kind: LanguageTextKind, language: BotLanguage, value: string, actor: SettingActor): Promise<void> {
  const key = languageTextKey(kind, language);
  const text = value.trim();
  // Telegram refuses the whole message over one bad tag: refused here, where it is written, with where it goes wrong.
  const problem = checkTelegramHtml(text);
  if (problem) throw new DomainError('TELEGRAM_HTML_INVALID', { ...problem, language });
  await db.transaction(async (tx) => {
    const old = await getSettingValue(tx, key);
    if (text) {
      await writeSetting(tx, key, text);
      await auditSettingChange(tx, key, old, text, actor);
      return;
    }
    if (kind === 'manual-topup' && language === 'fr' && (await manualTopUpsEnabledLocked(tx))) throw new DomainError('MANUAL_TOPUP_INSTRUCTIONS_REQUIRED');
    const removed = await tx.delete(settings).where(eq(settings.key, key)).returning({ value: settings.value });
    if (removed.length) {
      await recordAudit(tx, { actorUserId: actor.actorUserId, action: 'setting.remove', entityType: 'setting', entityId: key, details: { key, old: removed[0].value } });
    }
  });
}

/**
 * Turns manual top-ups on or off (Paramètres → Paiements), audited. On needs the French instructions, read in the same
 * transaction under the settings row's lock, so a parallel removal of the instructions cannot slip between.
 */
export async function setManualTopUps(db: Db, enabled: boolean, actor: SettingActor): Promise<void> {
  const key = SETTING_KEYS.manualTopUpsEnabled;
  await db.transaction(async (tx) => {
    const old = await getSettingValue(tx, key);
    await writeSetting(tx, key, String(enabled));
    // The write above locks the flag's row: a removal of the French instructions checks the flag after it.
    if (enabled && !(await ownLanguageText(tx, 'manual-topup', 'fr'))) throw new DomainError('MANUAL_TOPUP_INSTRUCTIONS_REQUIRED');
    await auditSettingChange(tx, key, old, String(enabled), actor);
  });
}
