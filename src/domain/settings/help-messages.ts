// The bot's help message per language (decision 0125): `help_message` (fr) and `help_message_<lang>`, each read by its own language only.
import type { BotLanguage } from '../../contracts/telegram';
import type { Db, Executor } from '../../db/client';
import type { LanguageTexts } from '../../contracts/settings';
import { getLanguageTexts, languageTextKey, ownLanguageText, saveLanguageText } from './language-texts';
import type { SettingActor } from './settings';

export const helpMessageKey = (language: BotLanguage) => languageTextKey('help', language);

/** Every language's own text (null where none is written). */
export const getHelpMessages = (db: Executor): Promise<LanguageTexts> => getLanguageTexts(db, 'help');

/** The help the admin wrote in the reader's language, or null: the bot then shows its built-in guide in that language. */
export const helpMessageFor = (db: Executor, language: BotLanguage): Promise<string | null> => ownLanguageText(db, 'help', language);

/** Saves one language's help text, audited; an empty text removes it (the built-in guide shows again). */
export const saveHelpMessageFor = (db: Db, language: BotLanguage, value: string, actor: SettingActor): Promise<void> =>
  saveLanguageText(db, 'help', language, value, actor);
