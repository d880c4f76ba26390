// Presenting paging: the `pagination` block every paged list of the API answers.
import type { Pagination } from '../../contracts/common';

/** total rows matching, and the page asked for: at least one page, even when nothing matches. */
export function pageOf(total: number, q: { page: number; pageSize: number }): Pagination {
  return { total, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), page: q.page, pageSize: q.pageSize };
}
