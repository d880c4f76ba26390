// useLanguageDrafts: the language being edited in a per-language text editor (help, welcome, manual top-up), the unsaved
// text of each language — switching languages loses nothing — and the server's refusal of a language's last save.
import { type BotLanguage, TELEGRAM_TEXT_LIMIT } from '@contracts/telegram';
import { useMemo, useState } from 'react';
import type { HelpMessages } from './help-settings-api';

export function useLanguageDrafts(saved: HelpMessages) {
  const [language, setLanguage] = useState<BotLanguage>('fr');
  const [drafts, setDrafts] = useState<Partial<Record<BotLanguage, string>>>({});
  const [refusal, setRefusal] = useState<{ language: BotLanguage; message: string } | null>(null);

  const savedText = saved[language] ?? '';
  const text = drafts[language] ?? savedText;
  const length = text.trim().length;
  const unsaved = useMemo(
    () => new Set((Object.keys(drafts) as BotLanguage[]).filter((code) => drafts[code] !== (saved[code] ?? ''))),
    [drafts, saved],
  );
  return {
    language,
    setLanguage,
    text,
    dirty: text !== savedText,
    length,
    tooLong: length > TELEGRAM_TEXT_LIMIT,
    /** The language has a text of its own (not the fallback). */
    own: Boolean(saved[language]),
    unsaved,
    refusal: refusal?.language === language ? refusal.message : null,
    write: (value: string) => setDrafts((all) => ({ ...all, [language]: value })),
    /** Drops a language's draft: discarded, or saved. */
    forget: (code: BotLanguage = language) => setDrafts(({ [code]: _, ...rest }) => rest),
    refuse: (code: BotLanguage, message: string) => setRefusal({ language: code, message }),
    clearRefusal: () => setRefusal(null),
  };
}
