// Refunds of an order (whole, a count, pasted numbers): the dialog's state and the refund itself; the refunds report.
import type { OrderRefundRequest, OrderRefundResponse, OrderRefundState } from '@contracts/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_STATS_KEY } from '@/features/dashboard/dashboard-keys';
import { HISTORY_KEY } from '@/features/purchase-history/history-api';
import { USERS_LIST_KEY } from '@/features/users/users-api';
import { apiRequest } from '@/lib/api';

const stateKey = (orderId: number) => [`/api/purchase-history/${orderId}/refunds`] as const;

/**
 * What the dialog shows of an order: price paid, numbers refunded and left, past refunds. Dropped from the cache as the
 * dialog closes (gcTime 0): a dialog opened again loads the order afresh instead of showing, while it refetches, the
 * numbers left before the refund just made (the invalidation below does not refetch a closed dialog's query).
 */
export function useOrderRefundState(orderId: number | null) {
  return useQuery<OrderRefundState>({ queryKey: stateKey(orderId ?? 0), enabled: orderId !== null, staleTime: 0, gcTime: 0 });
}

export function useRefundOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderRefundRequest) => apiRequest<OrderRefundResponse>('POST', `/api/purchase-history/${orderId}/refunds`, body),
    // The order's refunds, its row in the history, the buyer's balance, the figures; after a refusal too (another admin
    // may have refunded some of it meanwhile).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: stateKey(orderId) });
      void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
      void queryClient.invalidateQueries({ queryKey: USERS_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/users'] });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/reports/refunds'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/numlists'] });
    },
  });
}
