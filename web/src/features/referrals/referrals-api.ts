// The Parrainages page's call: the referrers, paged, sorted and searched by the server; and the share as a percentage.
import type { REFERRER_SORTS, referrersResponseSchema } from '@contracts/referrals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

const REFERRERS_KEY = ['/api/referrals/referrers'] as const;

export type ReferrersPage = z.infer<typeof referrersResponseSchema>;
export type ReferrerSort = (typeof REFERRER_SORTS)[number];
export type ReferrersParams = { sort: ReferrerSort; search: string; page: number; pageSize: number };

export function useReferrers(params: ReferrersParams) {
  return useQuery<ReferrersPage>({
    queryKey: [...REFERRERS_KEY, { ...params, search: params.search.trim() || undefined }],
    // The current page stays on screen while the next one loads (paging, sort, search).
    placeholderData: keepPreviousData,
  });
}

/** A share in basis points as the reader writes a percentage: 500 → "5 %", 250 → "2,5 %" (fr), "2.5%" (en). */
export function formatShare(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
