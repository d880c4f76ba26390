// The help message per bot language: GET /api/settings/help-messages (every language's own text or null) and the save of one language.
import { BOT_LANGUAGES, type BotLanguage } from '@contracts/telegram';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_NAMES } from '@/features/users/languages';
import { apiRequest } from '@/lib/api';

const HELP_MESSAGES_KEY = ['/api/settings/help-messages'] as const;

export type HelpMessages = Record<BotLanguage, string | null>;

export const helpLanguages: ReadonlyArray<{ code: BotLanguage; name: string }> = BOT_LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));

/** Arabic is written right to left; the editor and the preview follow it. */
export const directionOf = (language: BotLanguage): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

export function useHelpMessages() {
  return useQuery<HelpMessages>({ queryKey: HELP_MESSAGES_KEY });
}

/** Saves one language; an empty text for a language other than French removes its translation (the bot falls back to French). */
export function useSaveHelpMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { language: BotLanguage; value: string }) =>
      apiRequest<{ language: BotLanguage; value: string | null }>('POST', '/api/settings/help-message', input),
    onSuccess: (saved) => {
      queryClient.setQueryData<HelpMessages>(HELP_MESSAGES_KEY, (old) => (old ? { ...old, [saved.language]: saved.value } : old));
      return queryClient.invalidateQueries({ queryKey: HELP_MESSAGES_KEY });
    },
  });
}
