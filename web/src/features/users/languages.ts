// The bot's fourteen languages (SPEC §1) with their own names, for the user forms' language picker.
import { LANGUAGES, type Language } from '@contracts/users';

export const LANGUAGE_NAMES: Record<Language, string> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  ru: 'Русский',
  uk: 'Українська',
  be: 'Беларуская',
  tr: 'Türkçe',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
  hi: 'हिन्दी',
};

export const languageOptions = LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));

export function languageName(code: string): string {
  return (LANGUAGE_NAMES as Record<string, string>)[code] ?? code;
}
