// The orders of /purchase-history on the data table: date, buyer, operator · country, quantity, price, status, download and
// refund; sorted by the server; one card per order below 1280 px.
import type { PurchaseHistoryItem } from '@contracts/orders';
import { DownloadIcon, HistoryIcon, RotateCcwIcon } from 'lucide-react';
import { CountryFlag } from '@/components/country-flag';
import { actionsColumn, type ColumnDef, DataTable, type DataTableProps, type ListState } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { IconAction } from '@/components/row-actions';
import { LabelBadge } from '@/components/code-label';
import type { PaginationControlsProps } from '@/components/ui/pagination';
import type { HistoryFilters } from '@/features/purchase-history/history-api';
import { formatDateTime, formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { orderStatusLabel } from '@/lib/labels';

function buyerName(order: PurchaseHistoryItem): string {
  if (order.telegramUsername) return `@${order.telegramUsername}`;
  return order.username ?? (order.telegramId !== null ? String(order.telegramId) : `#${order.userId}`);
}

export type OrderActionProps = { onDownload(order: PurchaseHistoryItem): void; onRefund(order: PurchaseHistoryItem): void };

export function HistoryTable({
  orders,
  query,
  filters,
  filtered,
  onSort,
  bar,
  pagination,
  ...actions
}: {
  orders: PurchaseHistoryItem[] | undefined;
  query: ListState;
  filters: HistoryFilters;
  filtered: boolean;
  onSort(sort: HistoryFilters['sort'], dir: HistoryFilters['dir']): void;
  /** The filter bar's slots (history-filters). */
  bar: Pick<DataTableProps<unknown>, 'search' | 'toolbar' | 'filters' | 'notice'>;
  pagination: PaginationControlsProps;
} & OrderActionProps) {
  const t = useT();
  const columns: ColumnDef<PurchaseHistoryItem>[] = [
    {
      id: 'date',
      accessorFn: (order) => order.purchaseDate,
      enableSorting: true,
      header: t('history.column.date'),
      meta: { cellClassName: 'text-muted-foreground tabular-nums' },
      cell: ({ row }) => formatDateTime(row.original.purchaseDate),
    },
    {
      id: 'buyer',
      header: t('history.column.buyer'),
      cell: ({ row: { original: order } }) => (
        <>
          <div className="font-medium" data-testid="history-buyer">
            {buyerName(order)}
          </div>
          {order.telegramId !== null && <div className="font-mono text-xs text-muted-foreground">{order.telegramId}</div>}
        </>
      ),
    },
    {
      id: 'operatorCountry',
      header: t('history.column.operatorCountry'),
      cell: ({ row: { original: order } }) => (
        <>
          <div className="font-medium" data-testid="history-operator">
            {order.operatorName ?? t('common.unknown')}
          </div>
          <div className="flex items-center gap-1.5 text-xs text-muted-foreground">
            {order.countryName && <CountryFlag flag={order.countryFlag} />}
            <span data-testid="history-country">{order.countryName ?? t('common.unknown')}</span>
            {order.categoryName && <span>· {order.categoryName}</span>}
          </div>
        </>
      ),
    },
    {
      accessorKey: 'quantity',
      enableSorting: true,
      header: t('history.column.quantity'),
      meta: { align: 'right', cellClassName: 'tabular-nums', testId: 'history-quantity' },
      cell: ({ row }) => formatNumber(row.original.quantity),
    },
    {
      accessorKey: 'price',
      enableSorting: true,
      header: t('history.column.price'),
      meta: { align: 'right', cellClassName: 'font-medium tabular-nums', testId: 'history-price' },
      cell: ({ row }) => <PriceWithDiscount order={row.original} />,
    },
    { id: 'status', header: t('history.column.status'), cell: ({ row }) => <StatusBadge order={row.original} testId="history-status" /> },
    actionsColumn<PurchaseHistoryItem>(t('history.column.actions'), (order) => <OrderActions order={order} {...actions} />),
  ];

  return (
    <DataTable
      layout="card"
      columns={columns}
      rows={orders}
      query={query}
      loadError={t('history.loadError')}
      empty={
        <EmptyState
          icon={HistoryIcon}
          title={filtered ? t('history.emptyFiltered') : t('history.empty')}
          description={filtered ? t('history.emptyFilteredHint') : t('history.emptyHint')}
        />
      }
      testId="history-table"
      rowTestId="history-row"
      rowProps={(order) => ({ 'data-order-id': order.id })}
      sorting={{
        state: [{ id: filters.sort, desc: filters.dir === 'desc' }],
        onChange: ([next]) => next && onSort(next.id as HistoryFilters['sort'], next.desc ? 'desc' : 'asc'),
      }}
      cards={{ below: 'xl', testId: 'history-cards', render: (order) => <HistoryCard order={order} {...actions} /> }}
      skeletonRows={6}
      pagination={pagination}
      {...bar}
    />
  );
}

/** A completed order with some numbers refunded reads "Remboursé en partie", with what was refunded under it. */
function StatusBadge({ order, testId }: { order: PurchaseHistoryItem; testId?: string }) {
  const t = useT();
  const partial = order.status === 'completed' && order.refundedQuantity > 0;
  return (
    <>
      <LabelBadge label={orderStatusLabel(partial ? 'partial' : order.status, t)} data-testid={testId} />
      {partial && (
        <span className="block text-xs text-muted-foreground tabular-nums" data-testid="history-refunded">
          {t('history.refunded', { count: formatNumber(order.refundedQuantity), amount: formatEuro(order.refunded) })}
        </span>
      )}
    </>
  );
}

function OrderActions({ order, onDownload, onRefund }: { order: PurchaseHistoryItem } & OrderActionProps) {
  const t = useT();
  return (
    <>
      <IconAction
        label={t('history.download.label', { id: order.id })}
        tooltip={t('history.download.tooltip')}
        onClick={() => onDownload(order)}
        testId="download-numbers"
      >
        <DownloadIcon />
      </IconAction>
      {order.status !== 'completed' ? (
        // Keeps the download buttons of every row in one column.
        <span aria-hidden="true" className="size-9" />
      ) : (
        <IconAction
          label={t('history.refund.label', { id: order.id })}
          tooltip={t('history.refund.action')}
          onClick={() => onRefund(order)}
          className="text-muted-foreground hover:text-destructive"
          testId="refund-order"
        >
          <RotateCcwIcon />
        </IconAction>
      )}
    </>
  );
}

/** Phones: one card per order instead of a table too wide to read. */
function HistoryCard({ order, ...actions }: { order: PurchaseHistoryItem } & OrderActionProps) {
  const t = useT();
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3" data-testid="history-card" data-order-id={order.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{buyerName(order)}</p>
          <p className="text-xs text-muted-foreground tabular-nums">{formatDateTime(order.purchaseDate)}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-semibold tabular-nums">
            <PriceWithDiscount order={order} />
          </span>
          <StatusBadge order={order} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="flex min-w-0 items-center gap-1.5 text-muted-foreground">
          {order.countryName && <CountryFlag flag={order.countryFlag} className="shrink-0" />}
          <span className="truncate">
            {t('history.cardLine', {
              operator: order.operatorName ?? t('common.unknown'),
              country: order.countryName ?? t('common.unknown'),
              quantity: formatNumber(order.quantity),
            })}
          </span>
        </span>
        <div className="-mr-2 flex shrink-0 justify-end gap-1">
          <OrderActions order={order} {...actions} />
        </div>
      </div>
    </li>
  );
}

/** Promotions: the price paid, and under it the promotion's name and what it took off. */
function PriceWithDiscount({ order }: { order: PurchaseHistoryItem }) {
  const t = useT();
  if (order.discount === '0.00') return <>{formatEuro(order.price)}</>;
  return (
    <>
      {formatEuro(order.price)}
      <span className="block text-xs font-normal text-emerald-700 dark:text-emerald-400" data-testid="history-discount" title={order.promotionName ?? undefined}>
        {t('history.discount', { amount: `−${formatEuro(order.discount)}` })}
        {order.promotionName ? ` · ${order.promotionName}` : ''}
      </span>
    </>
  );
}
