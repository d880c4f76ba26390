// The purchase-history page's calls: the filtered page with its summary, the catalogue lists for the filters, downloads (refunds: features/refunds).
import type { HISTORY_CSV_FORMATS, PurchaseHistoryQuery, PurchaseHistoryResponse } from '@contracts/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadFile, queryKeyToPath } from '@/lib/api';

export const HISTORY_KEY = ['/api/purchase-history'] as const;

export type HistoryFilters = {
  status: NonNullable<PurchaseHistoryQuery['status']>;
  countryId: string;
  operatorId: string;
  search: string;
  sort: NonNullable<PurchaseHistoryQuery['sort']>;
  dir: NonNullable<PurchaseHistoryQuery['dir']>;
};

/** The query string of the API (and of the CSV export): empty filters are left out. */
function filterParams(filters: HistoryFilters) {
  return {
    status: filters.status === 'all' ? undefined : filters.status,
    countryId: filters.countryId === 'all' ? undefined : filters.countryId,
    operatorId: filters.operatorId === 'all' ? undefined : filters.operatorId,
    search: filters.search.trim() || undefined,
    sort: filters.sort,
    dir: filters.dir,
  };
}

export function usePurchaseHistory(filters: HistoryFilters, page: number, pageSize: number) {
  return useQuery<PurchaseHistoryResponse>({
    queryKey: [...HISTORY_KEY, { ...filterParams(filters), page, pageSize }],
    placeholderData: keepPreviousData,
  });
}

/** "historique-achats-2025-03-12.csv": the server names the file; this is the fallback, dated the same way. */
function exportFilename(now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `historique-achats-${day}.csv`;
}

export type HistoryCsvFormat = (typeof HISTORY_CSV_FORMATS)[number];

/**
 * Downloads the CSV of every order matching the filters (not just the page shown), in the French spreadsheet format
 * (`;`, decimal comma) or the plain one (`,`, `.`).
 */
export function exportHistory(filters: HistoryFilters, format: HistoryCsvFormat): Promise<string> {
  return downloadFile(queryKeyToPath(['/api/purchase-history/export.csv', { ...filterParams(filters), format }]), { fallbackFilename: exportFilename() });
}

/** Downloads the numbers an order delivered, as a .txt file. */
export function downloadOrderNumbers(id: number): Promise<string> {
  return downloadFile(`/api/purchase-history/${id}/download`, { fallbackFilename: `commande-${String(id).padStart(6, '0')}.txt` });
}
