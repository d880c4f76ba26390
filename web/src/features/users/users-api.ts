// The users page's calls: the paged list, one user's details, and the changes (create, edit, delete, credit), each refreshing what it affects.
import type {
  CreateUserRequest,
  CreditResponse,
  DeleteUserResponse,
  UpdateUserRequest,
  UserDetails,
  UserListItem,
  UsersQuery,
  UsersWithStatsResponse,
} from '@contracts/users';
import { SHOP_SETTING_DEFAULTS } from '@contracts/settings';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_STATS_KEY } from '@/features/dashboard/dashboard-keys';
import { useShopSettings } from '@/features/settings/shop-settings-api';
import { apiRequest } from '@/lib/api';

export const USERS_LIST_KEY = ['/api/users/with-stats'] as const;
const userDetailsKey = (id: number) => ['/api/users', id] as const;

export type UsersListParams = Required<Pick<UsersQuery, 'sort' | 'page' | 'pageSize'>> & { search: string };

export function useUsersList(params: UsersListParams) {
  return useQuery<UsersWithStatsResponse>({
    queryKey: [...USERS_LIST_KEY, { ...params, search: params.search.trim() || undefined }],
    // Keep the current page on screen while the next one loads (paging, sorting, searching).
    placeholderData: keepPreviousData,
  });
}

export function useUserDetails(id: number | null) {
  return useQuery<UserDetails>({ queryKey: userDetailsKey(id ?? 0), enabled: id !== null });
}

/** Everything that shows a user's money or the user count: the list, the details, the dashboard. */
export function refreshUsers(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: USERS_LIST_KEY });
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY });
  if (id !== undefined) void queryClient.invalidateQueries({ queryKey: userDetailsKey(id) });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserRequest) => apiRequest<UserListItem>('POST', '/api/users', input),
    onSuccess: () => refreshUsers(queryClient),
  });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateUserRequest) => apiRequest<UserListItem>('PUT', `/api/users/${id}`, patch),
    onSuccess: () => refreshUsers(queryClient, id),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<DeleteUserResponse>('DELETE', `/api/users/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: userDetailsKey(id) });
      refreshUsers(queryClient);
    },
  });
}

export type CreditMode = 'add' | 'remove';

export function useCredit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // SPEC §5: the amount is sent as text, exactly as typed: the server reads it with the same parser (src/contracts/money.ts).
    mutationFn: ({ mode, amount, reason }: { mode: CreditMode; amount: string; reason?: string }) =>
      apiRequest<CreditResponse>('POST', `/api/users/${id}/${mode === 'add' ? 'add-credit' : 'remove-credit'}`, {
        amount,
        ...(reason ? { reason } : {}),
      }),
    onSuccess: (data) => {
      // Show the new balance at once; the refetch brings the new ledger row.
      queryClient.setQueryData<UserDetails>(userDetailsKey(id), (old) => (old ? { ...old, ...data.user } : old));
      refreshUsers(queryClient, id);
    },
  });
}

/**
 * Above this many cents a credit or debit confirmation warns of a high amount: the shop setting as the server reads it
 * (typed, with its default), the SPEC default while it loads.
 */
export function useCreditThreshold(): number {
  return useShopSettings().data?.creditConfirmationThresholdCents ?? SHOP_SETTING_DEFAULTS.creditConfirmationThresholdCents;
}
