// useLanguageDrafts: the language being edited in a per-language text editor (help, welcome, manual top-up), the unsaved
// text of each language — switching languages loses nothing — and the server's refusal of a language's last save.
import { type BotLanguage, TELEGRAM_TEXT_LIMIT } from '@contracts/telegram';
import { useMemo, useState } from 'react';
import { ApiError } from '@/lib/api';
import type { HelpMessages } from './help-settings-api';

/** A language's text saving mutation (the help message, a language text). */
type TextSave = {
  mutate(input: { language: BotLanguage; value: string }, options: { onSuccess(): void; onError(failure: Error): void }): void;
};

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
    /** Saves `value` as the edited language's text: its draft and refusal dropped once saved, the server's refusal
     * (`refusalOf` the failure, by default the field's message) kept beside the text. */
    save(
      mutation: TextSave,
      value: string,
      on: { saved(language: BotLanguage): void; failed(failure: Error, refusal: string | undefined): void; refusalOf?(failure: ApiError): string | undefined },
    ) {
      const target = language;
      mutation.mutate(
        { language: target, value },
        {
          onSuccess: () => {
            setDrafts(({ [target]: _, ...rest }) => rest);
            setRefusal(null);
            on.saved(target);
          },
          onError: (failure) => {
            const message = failure instanceof ApiError ? (on.refusalOf ?? ((f) => f.fields?.value))(failure) : undefined;
            if (message) setRefusal({ language: target, message });
            on.failed(failure, message);
          },
        },
      );
    },
  };
}
