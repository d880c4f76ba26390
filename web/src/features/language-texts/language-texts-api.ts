// Texts the admin writes per bot language (welcome, help, manual top-up instructions), the manual top-up switch and the
// setup checklist (decision 0125).
import type { SetupChecklist } from '@contracts/dashboard';
import type { LanguageTextKind, LanguageTexts } from '@contracts/settings';
import type { BotLanguage } from '@contracts/telegram';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';


const languageTextsKey = (kind: LanguageTextKind) => ['/api/settings/texts', kind] as const;
const MANUAL_TOPUPS_KEY = ['/api/settings/manual-topups'] as const;
const SETUP_KEY = ['/api/dashboard/setup'] as const;

export const useLanguageTexts = (kind: LanguageTextKind) => useQuery<LanguageTexts>({ queryKey: languageTextsKey(kind) });

/** Saves one language's text; an empty one removes it. */
export function useSaveLanguageText(kind: LanguageTextKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { language: BotLanguage; value: string }) =>
      apiRequest<{ language: BotLanguage; value: string | null }>('POST', `/api/settings/texts/${kind}`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData<LanguageTexts>(languageTextsKey(kind), (old) => (old ? { ...old, [saved.language]: saved.value } : old));
      void queryClient.invalidateQueries({ queryKey: SETUP_KEY });
      return queryClient.invalidateQueries({ queryKey: languageTextsKey(kind) });
    },
  });
}

export const useManualTopUps = () => useQuery<{ enabled: boolean }>({ queryKey: MANUAL_TOPUPS_KEY });

export function useSetManualTopUps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest<{ enabled: boolean }>('PUT', '/api/settings/manual-topups', { enabled }),
    onSuccess: (saved) => {
      queryClient.setQueryData(MANUAL_TOPUPS_KEY, saved);
      return queryClient.invalidateQueries({ queryKey: SETUP_KEY });
    },
  });
}

export const useSetupChecklist = () => useQuery<SetupChecklist>({ queryKey: SETUP_KEY });
