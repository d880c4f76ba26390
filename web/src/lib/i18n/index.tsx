// Language of the back office: French by default, English as second choice, persisted; `t(key)` falls back to fr, then the key.
import { createContext, type ReactNode, useMemo } from 'react';
import { useRequiredContext } from '@/lib/required-context';
import { readStoredChoice, useStoredChoice } from '@/lib/stored-choice';
import { en } from './en';
import { fr, type TranslationKey } from './fr';

export type { TranslationKey } from './fr';

const LANGUAGE_STORAGE_KEY = 'autoshop_language';
export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];

const dictionaries: Record<Language, Partial<Record<TranslationKey, string>>> = { fr, en };

export type TranslateParams = Record<string, string | number>;

/** Plain translation, usable outside React (the 401 handler): `{name}` placeholders are filled from params. */
export function translate(language: Language, key: TranslationKey, params?: TranslateParams): string {
  const text: string = dictionaries[language][key] ?? fr[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const storedLanguage = (): Language => readStoredChoice(LANGUAGE_STORAGE_KEY, languages, 'fr');

type LanguageContextValue = {
  language: Language;
  setLanguage(language: Language): void;
  t(key: TranslationKey, params?: TranslateParams): string;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useStoredChoice(LANGUAGE_STORAGE_KEY, languages, 'fr', (chosen) => {
    document.documentElement.lang = chosen;
  });

  const value = useMemo<LanguageContextValue>(
    () => ({ language, setLanguage, t: (key, params) => translate(language, key, params) }),
    [language, setLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export const useLanguage = (): LanguageContextValue => useRequiredContext(LanguageContext, 'useLanguage must be used within a LanguageProvider');

/** Shortcut for components that only need `t`. */
export function useT(): LanguageContextValue['t'] {
  return useLanguage().t;
}
