// usePaging: the page and page size of a list the server pages — back to page 1 when the filters change, and to the last
// page when the list shrank under the current one (deletes, refunds, a filter).
import { useState } from 'react';
import type { PaginationControlsProps } from '@/components/ui/pagination';

/**
 * `pageSizes`: the sizes offered (the contract's), the first one shown unless `defaultPageSize`; `filters`: everything
 * the list is filtered and sorted by (compared by value), a change starts again from page 1.
 */
export function usePaging(pageSizes: readonly number[], filters: unknown, defaultPageSize = pageSizes[0]) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const key = JSON.stringify(filters);
  const [lastKey, setLastKey] = useState(key);
  if (lastKey !== key) {
    setLastKey(key);
    setPage(1);
  }
  return {
    page,
    pageSize,
    /** Call once the list is known; `stale`: the previous page is still shown while this one loads. */
    keepWithin(totalPages: number | undefined, stale = false) {
      const last = Math.max(1, totalPages ?? 1);
      if (totalPages !== undefined && !stale && page > last) setPage(last);
    },
    /** The props of `PaginationControls` (or `DataTable`'s `pagination`). */
    controls(total: number, itemsLabel: string): PaginationControlsProps {
      return { page, pageSize, total, onPageChange: setPage, pageSizeOptions: pageSizes, onPageSizeChange: setPageSize, itemsLabel };
    },
  };
}
