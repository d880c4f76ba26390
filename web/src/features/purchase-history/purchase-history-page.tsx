// /purchase-history (Historique des achats): summary cards, filters, sort, pages, CSV export, per-order numbers download and refund.
import { HISTORY_PAGE_SIZES, type PurchaseHistoryItem } from '@contracts/orders';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ChevronsUpDownIcon,
  CircleAlertIcon,
  DownloadIcon,
  EuroIcon,
  FileDownIcon,
  HashIcon,
  HistoryIcon,
  RotateCcwIcon,
  ShoppingCartIcon,
  XIcon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm';
import { PaginationControls } from '@/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import {
  downloadOrderNumbers,
  exportHistory,
  type HistoryFilters,
  useCountries,
  useOperators,
  usePurchaseHistory,
  useRefund,
} from '@/features/purchase-history/history-api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatDateTime, formatEuro, formatNumber } from '@/lib/format';
import { type TranslationKey, useT } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { SearchInput } from '@/components/search-input';

/** SPEC §9: 20 per page by default; newest first. */
const DEFAULT_PAGE_SIZE = HISTORY_PAGE_SIZES[0];
const SEARCH_DEBOUNCE_MS = 300;
const INITIAL_FILTERS: HistoryFilters = { status: 'all', countryId: 'all', operatorId: 'all', search: '', sort: 'date', dir: 'desc' };

const statusLabels: Record<PurchaseHistoryItem['status'], { key: TranslationKey; variant: NonNullable<BadgeProps['variant']> }> = {
  completed: { key: 'history.status.completed', variant: 'success' },
  failed: { key: 'history.status.failed', variant: 'destructive' },
  refunded: { key: 'history.status.refunded', variant: 'secondary' },
};

export default function PurchaseHistoryPage() {
  const t = useT();
  const [choices, setChoices] = useState<Omit<HistoryFilters, 'search'>>(INITIAL_FILTERS);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const filters: HistoryFilters = { ...choices, search };
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [exporting, setExporting] = useState(false);

  // Any new filter, the search included, starts again from page 1.
  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    setLastSearch(search);
    setPage(1);
  }
  const setFilter = (patch: Partial<Omit<HistoryFilters, 'search'>>) => {
    setChoices((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const history = usePurchaseHistory(filters, page, pageSize);
  const countries = useCountries();
  const operators = useOperators();
  const refund = useRefund();
  const rows = history.data?.data ?? [];
  // The list shrank under the current page (refunds elsewhere, a filter): show the new last page rather than an empty one.
  const lastPage = history.data?.pagination.totalPages;
  if (lastPage !== undefined && !history.isPlaceholderData && page > lastPage) setPage(lastPage);
  const summary = history.data?.summary;
  const filtered =
    filters.status !== 'all' || filters.countryId !== 'all' || filters.operatorId !== 'all' || filters.search.trim() !== '' || searchInput !== '';
  const operatorChoices = (operators.data ?? []).filter(
    (operator) => filters.countryId === 'all' || String(operator.countryId) === filters.countryId,
  );

  const onSort = (sort: HistoryFilters['sort']) => {
    // A click on the current column turns the order round; a new column starts descending (SPEC §9).
    setFilter(sort === filters.sort ? { dir: filters.dir === 'desc' ? 'asc' : 'desc' } : { sort, dir: 'desc' });
  };

  const onExport = async () => {
    setExporting(true);
    try {
      const filename = await exportHistory(filters);
      notifySuccess(t('history.export.done'), filename);
    } catch (error) {
      notifyError(t('common.error'), t('history.export.failed'), error);
    } finally {
      setExporting(false);
    }
  };

  const onDownload = async (order: PurchaseHistoryItem) => {
    try {
      await downloadOrderNumbers(order.id);
    } catch (error) {
      notifyError(t('common.error'), t('history.download.failed'), error);
    }
  };

  const onRefund = async (order: PurchaseHistoryItem) => {
    const ok = await confirm({
      title: t('history.refund.confirm'),
      description: t('history.refund.confirmDescription', { amount: formatEuro(order.price), buyer: buyerName(order) }),
      confirmLabel: t('history.refund.action'),
      destructive: true,
    });
    if (!ok) return;
    try {
      const result = await refund.mutateAsync(order.id);
      notifySuccess(t('history.refund.done'), t('history.refund.newBalance', { buyer: buyerName(order), balance: formatEuro(result.balance) }));
    } catch (error) {
      notifyError(t('common.error'), t('history.refund.failed'), error);
    }
  };

  const resetFilters = () => {
    setSearchInput('');
    setChoices(INITIAL_FILTERS);
    setPage(1);
  };

  return (
    <div>
      <PageHeader
        title={t('history.title')}
        description={t('history.description')}
        actions={
          <Button variant="outline" onClick={onExport} disabled={exporting} data-testid="export-csv">
            {exporting ? <Spinner /> : <FileDownIcon />}
            {t('history.export.button')}
          </Button>
        }
      />

      <div className="mb-6 grid gap-4 sm:grid-cols-3" data-testid="history-summary">
        <SummaryCard
          testId="summary-orders"
          icon={ShoppingCartIcon}
          label={t('history.summary.orders')}
          value={summary ? formatNumber(summary.totalOrders) : null}
          hint={summary ? t('history.summary.ordersHint', { completed: summary.completedOrders, refunded: summary.refundedOrders }) : null}
          tone="bg-primary/10 text-primary"
        />
        <SummaryCard
          testId="summary-revenue"
          icon={EuroIcon}
          label={t('history.summary.revenue')}
          value={summary ? formatEuro(summary.revenue) : null}
          hint={t('history.summary.revenueHint')}
          tone="bg-success/12 text-success"
        />
        <SummaryCard
          testId="summary-numbers"
          icon={HashIcon}
          label={t('history.summary.numbers')}
          value={summary ? formatNumber(summary.numbersSold) : null}
          hint={t('history.summary.numbersHint')}
          tone="bg-chart-2/12 text-chart-2"
        />
      </div>

      <Card className="gap-0 py-0">
        <div className="grid gap-3 border-b p-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <SearchInput
              containerClassName="w-full sm:max-w-md"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              placeholder={t('history.searchPlaceholder')}
              aria-label={t('history.searchLabel')}
              data-testid="history-search"
            />
            <div className="flex items-center gap-2">
              <span className="text-sm whitespace-nowrap text-muted-foreground">{t('history.sort.label')}</span>
              <FilterSelect
                className="sm:w-40"
                label={t('history.sort.label')}
                testId="history-sort"
                value={filters.sort}
                // Like a click on a new column: descending first (SPEC §9).
                onChange={(sort) => setFilter({ sort: sort as HistoryFilters['sort'], dir: 'desc' })}
                options={[
                  { value: 'date', label: t('history.sort.date') },
                  { value: 'price', label: t('history.sort.price') },
                  { value: 'quantity', label: t('history.sort.quantity') },
                ]}
              />
              <Tooltip>
                <TooltipTrigger asChild>
                  <Button
                    variant="outline"
                    size="icon"
                    className="shrink-0"
                    onClick={() => setFilter({ dir: filters.dir === 'desc' ? 'asc' : 'desc' })}
                    aria-label={filters.dir === 'desc' ? t('history.sort.desc') : t('history.sort.asc')}
                    data-testid="history-sort-dir"
                    data-dir={filters.dir}
                  >
                    {filters.dir === 'desc' ? <ArrowDownIcon /> : <ArrowUpIcon />}
                  </Button>
                </TooltipTrigger>
                <TooltipContent>{filters.dir === 'desc' ? t('history.sort.desc') : t('history.sort.asc')}</TooltipContent>
              </Tooltip>
            </div>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <FilterSelect
              label={t('history.filter.status')}
              testId="filter-status"
              value={filters.status}
              onChange={(status) => setFilter({ status: status as HistoryFilters['status'] })}
              options={[
                { value: 'all', label: t('history.filter.allStatuses') },
                { value: 'completed', label: t('history.status.completed') },
                { value: 'failed', label: t('history.status.failed') },
                { value: 'refunded', label: t('history.status.refunded') },
              ]}
            />
            <FilterSelect
              label={t('history.filter.country')}
              testId="filter-country"
              value={filters.countryId}
              // The operator list follows the country: an operator of another country would match nothing.
              onChange={(countryId) => setFilter({ countryId, operatorId: 'all' })}
              options={[
                { value: 'all', label: t('history.filter.allCountries') },
                ...(countries.data ?? []).map((country) => ({
                  value: String(country.id),
                  label: country.name,
                  icon: <CountryFlag flag={country.flag} code={country.code} />,
                })),
              ]}
            />
            <FilterSelect
              label={t('history.filter.operator')}
              testId="filter-operator"
              value={filters.operatorId}
              onChange={(operatorId) => setFilter({ operatorId })}
              options={[
                { value: 'all', label: t('history.filter.allOperators') },
                ...operatorChoices.map((operator) => ({ value: String(operator.id), label: operator.name })),
              ]}
            />
          </div>
        </div>

        {filtered && (
          <div className="flex items-center justify-between gap-3 border-b bg-muted/30 px-4 py-2 text-sm">
            <span className="text-muted-foreground">{t('history.filteredHint')}</span>
            <Button variant="ghost" size="sm" onClick={resetFilters} data-testid="reset-filters">
              <XIcon />
              {t('history.resetFilters')}
            </Button>
          </div>
        )}

        {history.isError ? (
          <div className="p-4">
            <Alert variant="destructive">
              <CircleAlertIcon />
              <AlertTitle>{t('history.loadError')}</AlertTitle>
              <AlertDescription>
                <Button variant="outline" size="sm" className="mt-2" onClick={() => history.refetch()}>
                  {t('common.retry')}
                </Button>
              </AlertDescription>
            </Alert>
          </div>
        ) : !history.isPending && rows.length === 0 ? (
          <div className="p-4">
            <EmptyState
              icon={HistoryIcon}
              title={filtered ? t('history.emptyFiltered') : t('history.empty')}
              description={filtered ? t('history.emptyFilteredHint') : t('history.emptyHint')}
            />
          </div>
        ) : (
          <>
            <ul className={cn('divide-y xl:hidden', history.isPlaceholderData && 'opacity-60 transition-opacity')} data-testid="history-cards">
              {history.isPending
                ? ['a', 'b', 'c', 'd'].map((key) => (
                    <li key={key} className="px-4 py-3">
                      <Skeleton className="h-14 w-full" />
                    </li>
                  ))
                : rows.map((order) => (
                    <HistoryCard
                      key={order.id}
                      order={order}
                      refunding={refund.isPending && refund.variables === order.id}
                      onDownload={() => onDownload(order)}
                      onRefund={() => onRefund(order)}
                    />
                  ))}
            </ul>
            <Table className={cn('hidden xl:table', history.isPlaceholderData && 'opacity-60 transition-opacity')} data-testid="history-table">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <SortableHead label={t('history.column.date')} sort="date" filters={filters} onSort={onSort} className="pl-4" />
                  <TableHead>{t('history.column.buyer')}</TableHead>
                  <TableHead>{t('history.column.operatorCountry')}</TableHead>
                  <SortableHead label={t('history.column.quantity')} sort="quantity" filters={filters} onSort={onSort} className="text-right" />
                  <SortableHead label={t('history.column.price')} sort="price" filters={filters} onSort={onSort} className="text-right" />
                  <TableHead>{t('history.column.status')}</TableHead>
                  <TableHead className="pr-4 text-right">{t('history.column.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {history.isPending
                  ? Array.from({ length: 6 }, (_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
                      <TableRow key={i}>
                        <TableCell colSpan={8} className="px-4">
                          <Skeleton className="h-8 w-full" />
                        </TableCell>
                      </TableRow>
                    ))
                  : rows.map((order) => (
                      <HistoryRow
                        key={order.id}
                        order={order}
                        refunding={refund.isPending && refund.variables === order.id}
                        onDownload={() => onDownload(order)}
                        onRefund={() => onRefund(order)}
                      />
                    ))}
              </TableBody>
            </Table>
          </>
        )}

        <PaginationControls
          className="border-t p-4"
          page={page}
          pageSize={pageSize}
          total={history.data?.pagination.total ?? 0}
          onPageChange={setPage}
          pageSizeOptions={HISTORY_PAGE_SIZES}
          onPageSizeChange={setPageSize}
          itemsLabel={t('history.itemsLabel')}
        />
      </Card>
    </div>
  );
}

function buyerName(order: PurchaseHistoryItem): string {
  if (order.telegramUsername) return `@${order.telegramUsername}`;
  return order.username ?? (order.telegramId !== null ? String(order.telegramId) : `#${order.userId}`);
}

function SummaryCard({
  testId,
  icon: Icon,
  label,
  value,
  hint,
  tone,
}: {
  testId: string;
  icon: typeof EuroIcon;
  label: string;
  value: string | null;
  hint: string | null;
  tone: string;
}) {
  return (
    <Card className="gap-2 px-5 py-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', tone)}>
          <Icon className="size-4" />
        </span>
      </div>
      {value === null ? (
        <Skeleton className="h-8 w-28" />
      ) : (
        <p className="text-2xl font-semibold tracking-tight tabular-nums" data-testid={`${testId}-value`}>
          {value}
        </p>
      )}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </Card>
  );
}

function FilterSelect({
  label,
  testId,
  value,
  onChange,
  options,
  className,
}: {
  className?: string;
  label: string;
  testId: string;
  value: string;
  onChange(value: string): void;
  options: Array<{ value: string; label: string; icon?: ReactNode }>;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger className={cn('w-full min-w-0', className)} aria-label={label} data-testid={testId}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.icon}
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function SortableHead({
  label,
  sort,
  filters,
  onSort,
  className,
}: {
  label: string;
  sort: HistoryFilters['sort'];
  filters: HistoryFilters;
  onSort(sort: HistoryFilters['sort']): void;
  className?: string;
}) {
  const active = filters.sort === sort;
  const Icon = !active ? ChevronsUpDownIcon : filters.dir === 'desc' ? ArrowDownIcon : ArrowUpIcon;
  return (
    <TableHead className={className} aria-sort={active ? (filters.dir === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        onClick={() => onSort(sort)}
        className={cn(
          'inline-flex items-center gap-1 uppercase hover:text-foreground',
          active && 'text-foreground',
          className?.includes('text-right') && 'flex-row-reverse',
        )}
        data-testid={`sort-by-${sort}`}
      >
        {label}
        <Icon className="size-3.5" />
      </button>
    </TableHead>
  );
}

function HistoryRow({ order, refunding, onDownload, onRefund }: RowProps) {
  const t = useT();
  const status = statusLabels[order.status] ?? statusLabels.failed;
  return (
    <TableRow data-testid="history-row" data-order-id={order.id}>
      <TableCell className="pl-4 text-muted-foreground tabular-nums">{formatDateTime(order.purchaseDate)}</TableCell>
      <TableCell>
        <div className="font-medium" data-testid="history-buyer">
          {buyerName(order)}
        </div>
        {order.telegramId !== null && <div className="font-mono text-xs text-muted-foreground">{order.telegramId}</div>}
      </TableCell>
      <TableCell>
        <div className="font-medium" data-testid="history-operator">
          {order.operatorName ?? t('common.unknown')}
        </div>
        <div className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {order.countryName && <CountryFlag flag={order.countryFlag} />}
          <span data-testid="history-country">{order.countryName ?? t('common.unknown')}</span>
          {order.categoryName && <span>· {order.categoryName}</span>}
        </div>
      </TableCell>
      <TableCell className="text-right tabular-nums" data-testid="history-quantity">
        {formatNumber(order.quantity)}
      </TableCell>
      <TableCell className="text-right font-medium tabular-nums" data-testid="history-price">
        {formatEuro(order.price)}
      </TableCell>
      <TableCell>
        <Badge variant={status.variant} data-testid="history-status">
          {t(status.key)}
        </Badge>
      </TableCell>
      <TableCell className="pr-4">
        <OrderActions order={order} refunding={refunding} onDownload={onDownload} onRefund={onRefund} />
      </TableCell>
    </TableRow>
  );
}

type RowProps = { order: PurchaseHistoryItem; refunding: boolean; onDownload(): void; onRefund(): void };

function OrderActions({ order, refunding, onDownload, onRefund }: RowProps) {
  const t = useT();
  return (
    <div className="flex justify-end gap-1">
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" onClick={onDownload} aria-label={t('history.download.label', { id: order.id })} data-testid="download-numbers">
            <DownloadIcon />
          </Button>
        </TooltipTrigger>
        <TooltipContent>{t('history.download.tooltip')}</TooltipContent>
      </Tooltip>
      {order.status !== 'completed' ? (
        // Keeps the download buttons of every row in one column.
        <span aria-hidden="true" className="size-9" />
      ) : (
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              onClick={onRefund}
              disabled={refunding}
              aria-label={t('history.refund.label', { id: order.id })}
              className="text-muted-foreground hover:text-destructive"
              data-testid="refund-order"
            >
              {refunding ? <Spinner /> : <RotateCcwIcon />}
            </Button>
          </TooltipTrigger>
          <TooltipContent>{t('history.refund.action')}</TooltipContent>
        </Tooltip>
      )}
    </div>
  );
}

/** Phones: one card per order instead of a table too wide to read. */
function HistoryCard(props: RowProps) {
  const t = useT();
  const { order } = props;
  const status = statusLabels[order.status] ?? statusLabels.failed;
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3" data-testid="history-card" data-order-id={order.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{buyerName(order)}</p>
          <p className="text-xs text-muted-foreground tabular-nums">{formatDateTime(order.purchaseDate)}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-semibold tabular-nums">{formatEuro(order.price)}</span>
          <Badge variant={status.variant}>{t(status.key)}</Badge>
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
        <div className="-mr-2 shrink-0">
          <OrderActions {...props} />
        </div>
      </div>
    </li>
  );
}
