// A settings view (GET <path>) and its save (PUT): the server answers a save with the whole view, which replaces the one
// shown without asking the server again. The shop settings, the payment providers and Telegram Stars are saved so.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export function useSettingsView<TView>(path: string) {
  return useQuery<TView>({ queryKey: [path] });
}

/** PUT to `savePath` (the view's own path unless told); `afterSave` refreshes what else shows the saved values. */
export function useSaveSettingsView<TChanges, TView>(path: string, savePath = path, afterSave?: (queryClient: QueryClient) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TChanges) => apiRequest<TView>('PUT', savePath, changes),
    onSuccess: (saved) => {
      queryClient.setQueryData([path], saved);
      return afterSave?.(queryClient);
    },
  });
}
