// The /telegram page's calls: the bot's status (configure, start, stop), the bot admins, and the bot's settings (menu, welcome).
import type { Setting } from '@contracts/settings';
import type { BotAdminPermission, BotAdminUpdate, BotAdminView, BotStatus } from '@contracts/telegram';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const BOT_STATUS_KEY = ['/api/telegram/status'] as const;
const BOT_ADMINS_KEY = ['/api/admin-settings'] as const;
const SETTINGS_KEY = ['/api/settings'] as const;

/** While the bot is asked to run but has not started yet, ask again every few seconds to show when it is up (or why not). */
const STARTING_POLL_MS = 3000;

export function useBotStatus() {
  return useQuery<BotStatus>({
    queryKey: BOT_STATUS_KEY,
    // The bot's state changes on the server's side (start-up, a lost connection): never trust an old answer for long.
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data;
      return status?.active && !status.running ? STARTING_POLL_MS : false;
    },
  });
}

/** configure, start and stop all answer the new status: show it at once. */
function useStatusChange<V>(call: (input: V) => Promise<BotStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => queryClient.setQueryData(BOT_STATUS_KEY, status),
  });
}

export const useConfigureBot = () => useStatusChange((token: string) => apiRequest<BotStatus>('POST', '/api/telegram/configure', { token }));
export const useStartBot = () => useStatusChange(() => apiRequest<BotStatus>('POST', '/api/telegram/start'));
export const useStopBot = () => useStatusChange(() => apiRequest<BotStatus>('POST', '/api/telegram/stop'));

export function useBotAdmins() {
  return useQuery<BotAdminView[]>({ queryKey: BOT_ADMINS_KEY });
}

/** The admin list and the status's admin count. */
function refreshAdmins(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: BOT_ADMINS_KEY });
  void queryClient.invalidateQueries({ queryKey: BOT_STATUS_KEY });
}

export function useAddBotAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    // SPEC §6 sent the permissions empty; they now say which admin commands the bot allows.
    mutationFn: (input: { telegramChatId: string; isMainAdmin: boolean; permissions: BotAdminPermission[] }) =>
      apiRequest<BotAdminView>('POST', '/api/admin-settings', input),
    onSuccess: () => refreshAdmins(queryClient),
  });
}

export function useUpdateBotAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ telegramChatId, ...changes }: BotAdminUpdate & { telegramChatId: number }) =>
      apiRequest<BotAdminView>('PATCH', `/api/admin-settings/${telegramChatId}`, changes),
    onSuccess: () => refreshAdmins(queryClient),
  });
}

export function useRemoveBotAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (telegramChatId: number) => apiRequest('DELETE', `/api/admin-settings/${telegramChatId}`),
    onSuccess: () => refreshAdmins(queryClient),
  });
}

export function useSettings() {
  return useQuery<Setting[]>({ queryKey: SETTINGS_KEY });
}

/** A setting's stored text, or `fallback` while it was never saved. */
export function settingValue(settings: Setting[] | undefined, key: string, fallback = ''): string {
  return settings?.find((setting) => setting.key === key)?.value ?? fallback;
}

export type SettingChange = { key: string; value: string; description?: string };

/** Saves settings one after the other (the API takes one key per call); the first refusal stops the rest. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: SettingChange[]) => {
      const saved: Setting[] = [];
      for (const change of changes) saved.push(await apiRequest<Setting>('POST', '/api/settings', change));
      return saved;
    },
    // Also after a partial failure: what was saved before the refusal is shown as saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
