// Presenting paging: the `pagination` block every paged list of the API answers, and the answer it goes in.
import type { Pagination } from '../../contracts/common';

/** total rows matching, and the page asked for: at least one page, even when nothing matches. */
function pageOf(total: number, q: { page: number; pageSize: number }): Pagination {
  return { total, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), page: q.page, pageSize: q.pageSize };
}

/** A paged list's answer (contracts' pagedResponseSchema): the page's rows presented, and the pagination block. */
export function pagedAnswer<Row, Item>(
  page: { rows: Row[]; total: number },
  present: (row: Row) => Item,
  q: { page: number; pageSize: number },
): { data: Item[]; pagination: Pagination } {
  return { data: page.rows.map(present), pagination: pageOf(page.total, q) };
}
