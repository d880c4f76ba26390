// How the API presents stock records (numlists, the suppression list) and the bell's alerts: prices in euros, ISO dates, pages.
import type { Alerts as AlertsBody } from '../../contracts/alerts';
import type { Pagination } from '../../contracts/common';
import type { Numlist as NumlistBody, NumlistList, Suppression as SuppressionBody, SuppressionList } from '../../contracts/stock';
import type { Alerts } from '../../domain/reports/alerts';
import type { Numlist } from '../../domain/stock/numlists';
import type { Suppression } from '../../domain/stock/suppressions';
import { formatUnitPrice } from '../../domain/wallet/money';

/** The paging block of a list answer, from the total the domain counted and the page asked for. */
const paginationOf = (total: number, query: { page: number; pageSize: number }): Pagination => ({
  total,
  totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  page: query.page,
  pageSize: query.pageSize,
});

export function presentNumlist(numlist: Numlist): NumlistBody {
  const { unitPriceMicros, createdAt, updatedAt, ...rest } = numlist;
  return {
    ...rest,
    unitPrice: unitPriceMicros == null ? null : formatUnitPrice(unitPriceMicros),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export const presentNumlistPage = (
  page: { rows: Numlist[]; total: number },
  query: { page: number; pageSize: number },
  rates: Map<number, { sold: number; refunded: number }>,
): NumlistList => ({
  data: page.rows.map((n) => ({ ...presentNumlist(n), soldNumbers: rates.get(n.id)?.sold ?? 0, refundedNumbers: rates.get(n.id)?.refunded ?? 0 })),
  pagination: paginationOf(page.total, query),
});

const presentSuppression = (s: Suppression): SuppressionBody => ({ ...s, createdAt: s.createdAt.toISOString() });

export const presentSuppressionPage = (
  page: { rows: Suppression[]; total: number },
  query: { page: number; pageSize: number },
): SuppressionList => ({ data: page.rows.map(presentSuppression), pagination: paginationOf(page.total, query) });

export const presentAlerts = (alerts: Alerts): AlertsBody => ({
  ...alerts,
  pendingDeposits: { count: alerts.pendingDeposits.count, oldestAt: alerts.pendingDeposits.oldestAt?.toISOString() ?? null },
});
