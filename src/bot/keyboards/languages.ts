// The 14 languages as inline buttons, each named in its own language.
import { InlineKeyboard } from 'grammy';
import { BOT_LANGUAGES, type BotLanguage } from '../../contracts/telegram';
import { CALLBACK } from '../callback-data';

export const LANGUAGE_NAMES: Record<BotLanguage, string> = {
  fr: '🇫🇷 Français',
  en: '🇬🇧 English',
  de: '🇩🇪 Deutsch',
  es: '🇪🇸 Español',
  it: '🇮🇹 Italiano',
  ru: '🇷🇺 Русский',
  uk: '🇺🇦 Українська',
  be: '🇧🇾 Беларуская',
  tr: '🇹🇷 Türkçe',
  zh: '🇨🇳 中文',
  ja: '🇯🇵 日本語',
  ko: '🇰🇷 한국어',
  ar: '🇸🇦 العربية',
  hi: '🇮🇳 हिन्दी',
};

export function languagesKeyboard(): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  BOT_LANGUAGES.forEach((code, i) => {
    keyboard.text(LANGUAGE_NAMES[code], CALLBACK.language(code));
    if (i % 2 === 1) keyboard.row();
  });
  return keyboard;
}
