// "Commander pour ce client": the live quote (the purchase engine's price, or the refusal it would give) and the order itself.
import type { OrderQuoteRequest, OrderQuoteResponse, OrderResponse } from '@contracts/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateCatalogue } from '@/features/catalogue/catalogue-api';
import { HISTORY_KEY } from '@/features/purchase-history/history-api';
import { refreshUsers } from '@/features/users/users-api';
import { apiRequest } from '@/lib/api';

export type OrderDraft = Omit<OrderQuoteRequest, 'promoCode'> & { promoCode?: string };

/** What the draft would cost now; a refusal is the query's error (an ApiError with the purchase's code and figures). */
export function useOrderQuote(draft: OrderDraft | null) {
  return useQuery<OrderQuoteResponse>({
    queryKey: ['/api/orders/quote', draft],
    queryFn: ({ signal }) => apiRequest<OrderQuoteResponse>('POST', '/api/orders/quote', draft, { signal }),
    enabled: draft !== null,
    // Stock, balance and promotions move: a quote is never reused, and a refusal is not asked again.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // The last price stays on screen (dimmed) while the next one is computed.
    placeholderData: keepPreviousData,
  });
}

/** Buys with the key made when the dialog opened: a second click, or a retried request, returns the first order. */
export function usePlaceOrder(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderDraft & { idempotencyKey: string }) => apiRequest<OrderResponse>('POST', '/api/orders', input),
    // The balance, the stock and the history move after a failure too (another admin, another buyer).
    onSettled: () => {
      refreshUsers(queryClient, userId);
      void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
      // A refusal (stock taken meanwhile) shows in the preview, priced again.
      void queryClient.invalidateQueries({ queryKey: ['/api/orders/quote'] });
      // Stock counts (operators, numlists).
      void invalidateCatalogue(queryClient);
    },
  });
}

/** A random key; crypto.randomUUID only exists in secure contexts (a back office on a LAN address over http is not one). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `bo-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
