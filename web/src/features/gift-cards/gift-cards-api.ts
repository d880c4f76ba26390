// The "Cartes cadeaux" page's calls: the paged, filtered list, generating a batch, disabling a card; each change refreshes the list.
import type { GiftCardItem, GiftCardStatus, giftCardPageSchema } from '@contracts/gift-cards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { useListChange } from '@/lib/list-change';

const GIFT_CARDS_KEY = ['/api/gift-cards'] as const;

export type GiftCardsPage = z.infer<typeof giftCardPageSchema>;
export type GiftCardBatchResult = { batchId: string; cards: GiftCardItem[] };

export type GiftCardsParams = { status: GiftCardStatus | undefined; batchId: string | undefined; search: string; page: number; pageSize: number };

/** The CSV of one batch: a plain link downloads it (the session cookie goes with it). */
export const batchCsvUrl = (batchId: string) => `/api/gift-cards/batches/${encodeURIComponent(batchId)}/csv`;

export function useGiftCards(params: GiftCardsParams) {
  return useQuery<GiftCardsPage>({
    queryKey: [...GIFT_CARDS_KEY, { ...params, search: params.search.trim() || undefined }],
    // The current page stays on screen while the next one loads (paging, filters, search).
    placeholderData: keepPreviousData,
  });
}

/** What is sent: the amount as typed (the server reads it with the same parser), the expiry as an ISO instant. */
export type GenerateInput = { count: number; amount: string; expiresAt?: string };

export const useGenerateGiftCards = () =>
  useListChange(GIFT_CARDS_KEY, (input: GenerateInput) => apiRequest<GiftCardBatchResult>('POST', '/api/gift-cards', input));

export const useDisableGiftCard = () => useListChange(GIFT_CARDS_KEY, (id: number) => apiRequest<{ disabled: true }>('POST', `/api/gift-cards/${id}/disable`));
