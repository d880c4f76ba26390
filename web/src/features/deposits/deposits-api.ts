// The Dépôts page's calls: one tab of deposits, the four figures, an admin's approval or rejection (each refreshes both).
import type { DepositProviderStatus, DepositStatsResponse, depositPageSchema, StarsRefundResponse } from '@contracts/deposits';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';

const DEPOSITS_KEY = ['/api/deposits'] as const;
const DEPOSIT_STATS_KEY = ['/api/deposits/stats'] as const;

export type DepositsPage = z.infer<typeof depositPageSchema>;
export type DepositTab = 'pending' | 'completed' | 'failed';

export function useDeposits(params: { tab: DepositTab; page: number; pageSize: number }) {
  return useQuery<DepositsPage>({ queryKey: [...DEPOSITS_KEY, params], placeholderData: keepPreviousData });
}

export function useDepositStats() {
  return useQuery<DepositStatsResponse>({ queryKey: DEPOSIT_STATS_KEY });
}

/** What the deposit's provider says now (asked afresh at each opening of the approval dialog). */
export function useDepositProviderStatus(id: number | null) {
  return useQuery<DepositProviderStatus>({
    queryKey: ['/api/deposits', id, 'provider-status'],
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Approves a deposit; `confirmUnpaid` credits one its provider does not say is paid (the dialog's second confirmation). */
export function useApproveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmUnpaid }: { id: number; confirmUnpaid?: boolean }) =>
      apiRequest<{ success: true; credited: string } & DepositProviderStatus>('POST', `/api/deposits/${id}/approve`, confirmUnpaid ? { confirmUnpaid } : undefined),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY });
      void queryClient.invalidateQueries({ queryKey: DEPOSIT_STATS_KEY });
    },
  });
}

/** Gives a credited Stars deposit back (Telegram's refundStarPayment); the balance is debited by its euro value. */
export function useRefundStarsDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<StarsRefundResponse>('POST', `/api/deposits/${id}/refund-stars`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY });
      void queryClient.invalidateQueries({ queryKey: DEPOSIT_STATS_KEY });
    },
  });
}

export function useDepositDecision(decision: 'approve' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ success: true; credited?: string }>('POST', `/api/deposits/${id}/${decision}`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY });
      void queryClient.invalidateQueries({ queryKey: DEPOSIT_STATS_KEY });
    },
  });
}
