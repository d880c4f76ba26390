// The anti-abuse rules (Paramètres → Anti-abus, decision 0142): read and saved through their own call.
import type { AbuseRules } from '@contracts/abuse';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const ABUSE_RULES_KEY = ['/api/abuse-rules'] as const;

export function useAbuseRules() {
  return useQuery<AbuseRules>({ queryKey: ABUSE_RULES_KEY });
}

export function useSaveAbuseRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: AbuseRules) => apiRequest<AbuseRules>('PUT', '/api/abuse-rules', rules),
    onSuccess: (saved) => queryClient.setQueryData(ABUSE_RULES_KEY, saved),
  });
}
