// The API keys of Paramètres → API (GET/POST /api/api-keys, POST /api/api-keys/:id/revoke): the list and its changes.
import type { ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyList } from '@contracts/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const API_KEYS_PATH = '/api/api-keys';

export function useApiKeys() {
  return useQuery<ApiKeyList>({ queryKey: [API_KEYS_PATH] });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreate) => apiRequest<ApiKeyCreated>('POST', API_KEYS_PATH, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API_KEYS_PATH] }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiKey>('POST', `${API_KEYS_PATH}/${id}/revoke`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API_KEYS_PATH] }),
  });
}
