// The "Promotions" page's calls: the list, create and edit, activate and end, and the preview of a sample order.
import type { PromotionItem, PromotionPreviewResponse, PromotionsResponse } from '@contracts/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const PROMOTIONS_KEY = ['/api/promotions'] as const;

export const usePromotions = () => useQuery<PromotionsResponse>({ queryKey: PROMOTIONS_KEY });

/** What the form sends: amounts as typed (the server reads them with the shared parser), dates as ISO instants. */
export type PromotionBody = {
  name: string;
  description: string | null;
  type: PromotionItem['type'];
  value: string | null;
  tiers: { fromQuantity: number; unitPrice: string }[];
  isActive: boolean;
  startDate: string | null;
  endDate: string | null;
  conditions: { countryIds: number[]; operatorIds: number[]; categoryIds: number[]; minQuantity: number | null; firstPurchaseOnly: boolean };
  code: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
};

export function useSavePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PromotionBody }) =>
      id === null ? apiRequest<PromotionItem>('POST', '/api/promotions', body) : apiRequest<PromotionItem>('PUT', `/api/promotions/${id}`, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}

export function usePromotionState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'activate' | 'end' }) => apiRequest<PromotionItem>('POST', `/api/promotions/${id}/${action}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}

export function usePromotionPreview() {
  return useMutation({
    mutationFn: (input: { promotion: PromotionBody; countryId: number; operatorId: number; quantity: number }) =>
      apiRequest<PromotionPreviewResponse>('POST', '/api/promotions/preview', input),
  });
}
