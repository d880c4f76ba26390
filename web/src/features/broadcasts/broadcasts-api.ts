// The Diffusions page's calls: the audience's count (and cost, paid), the bot's Star balance, the history (polled each
// second while one is being sent), send, cancel, and one broadcast with its figures (what it reached and what sold after it).
import type { BroadcastCreate, BroadcastFigures, BroadcastView, PaidBroadcastStars } from '@contracts/broadcasts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useListChange } from '@/lib/list-change';

const BROADCASTS_KEY = ['/api/broadcasts'] as const;

/** The audience as the count's query string: the preset, then the filters as typed (euros, Paris dates). */
export type AudienceParams = { kind: string; language?: string; days?: number } & Record<string, string | number | undefined>;

export function useAudienceCount(audience: AudienceParams, enabled: boolean) {
  const params = Object.fromEntries(Object.entries(audience).filter(([, v]) => v !== undefined && v !== ''));
  return useQuery<{ count: number; paidCost: number }>({ queryKey: ['/api/broadcasts/audience', params], enabled, staleTime: 10_000 });
}

/** The bot's Star balance and a paid message's price: read from Telegram once the paid choice is ticked. */
export function usePaidBroadcastStars(enabled: boolean) {
  return useQuery<PaidBroadcastStars>({ queryKey: ['/api/broadcasts/stars'], enabled, staleTime: 0, retry: false });
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

export function useBroadcast(id: number) {
  return useQuery<BroadcastView>({ queryKey: [`/api/broadcasts/${id}`], staleTime: 0, refetchInterval: (q) => (q.state.data && isActive(q.state.data) ? 2000 : false) });
}

export function useBroadcastFigures(id: number) {
  return useQuery<BroadcastFigures>({ queryKey: [`/api/broadcasts/${id}/figures`], staleTime: 0, refetchInterval: 5000 });
}

export const useSendBroadcast = () => useListChange(BROADCASTS_KEY, (body: BroadcastCreate) => apiRequest<BroadcastView>('POST', '/api/broadcasts', body), 'settled');

export const useCancelBroadcast = () => useListChange(BROADCASTS_KEY, (id: number) => apiRequest<BroadcastView>('POST', `/api/broadcasts/${id}/cancel`), 'settled');
