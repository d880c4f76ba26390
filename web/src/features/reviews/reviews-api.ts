// The "Avis" page's calls: the paged, filtered list of reviews, and hiding or showing one again (each change refreshes the list).
import type { ReviewPage, ReviewVisibilityInput } from '@contracts/reviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useListChange } from '@/lib/list-change';

const REVIEWS_KEY = ['/api/reviews'] as const;

export type ReviewsParams = { rating?: number; operator?: number; visibility?: 'visible' | 'hidden'; search: string; page: number; pageSize: number };

export function useReviews(params: ReviewsParams) {
  return useQuery<ReviewPage>({
    queryKey: [...REVIEWS_KEY, { ...params, search: params.search.trim() || undefined }],
    placeholderData: keepPreviousData,
  });
}

export const useReviewVisibility = () =>
  useListChange(REVIEWS_KEY, ({ id, ...body }: ReviewVisibilityInput & { id: number }) => apiRequest<{ success: true }>('POST', `/api/reviews/${id}/visibility`, body));
