// The Diffusions page's calls: the audience's count, the history (polled each second while one is being sent), send, cancel.
import type { BroadcastCreate, BroadcastView } from '@contracts/broadcasts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useListChange } from '@/lib/list-change';

const BROADCASTS_KEY = ['/api/broadcasts'] as const;

export type AudienceParams = { kind: string; language?: string; days?: number };

export function useAudienceCount(audience: AudienceParams, enabled: boolean) {
  return useQuery<{ count: number }>({ queryKey: ['/api/broadcasts/audience', audience], enabled, staleTime: 10_000 });
}

const isActive = (b: BroadcastView) => b.status === 'preparing' || b.status === 'sending';

export function useBroadcasts() {
  return useQuery<{ items: BroadcastView[] }>({
    queryKey: BROADCASTS_KEY,
    staleTime: 0,
    // Live progress: every second while a broadcast is under way, not at all otherwise.
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? 1000 : false),
  });
}

export const useSendBroadcast = () => useListChange(BROADCASTS_KEY, (body: BroadcastCreate) => apiRequest<BroadcastView>('POST', '/api/broadcasts', body), 'settled');

export const useCancelBroadcast = () => useListChange(BROADCASTS_KEY, (id: number) => apiRequest<BroadcastView>('POST', `/api/broadcasts/${id}/cancel`), 'settled');
