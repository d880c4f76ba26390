// DataTable: every list of the back office — columns (TanStack Table), sorting, skeleton / error / empty states, an optional
// search box and paging, row actions, and one card per row on phones (decision 0127): a page's own cards, or cards built
// from its columns, so no row action is ever out of sight behind a sideways scroll.
import {
  type ColumnDef,
  type Cell,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type Header,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from 'lucide-react';
import { Fragment, type ReactNode, useState, useSyncExternalStore } from 'react';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { Card } from '@/components/ui/card';
import { PaginationControls, type PaginationControlsProps } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

export type { ColumnDef, SortingState } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's header and cells: width, hidden below a breakpoint… */
    className?: string;
    /** Classes of the cells only (the header keeps its small capitals). */
    cellClassName?: string;
    /** Right-aligned (amounts, counts, actions); a sortable header puts its arrow on the left. */
    align?: 'right';
    /** A `data-testid` on every cell of the column. */
    testId?: string;
    /** A cell's title, for text the column truncates. */
    title?(row: TData): string | undefined;
    /** The column's label on a phone's card when its header is not plain text. */
    cardLabel?: string;
  }
}

/** What the table needs to know of its list's query (a TanStack `useQuery` result fits). */
export type ListState = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  /** The previous page shown while the next one loads: dimmed. */
  isPlaceholderData?: boolean;
  refetch(): unknown;
};

const idle: ListState = { isPending: false, isError: false, error: null, isFetching: false, refetch: () => undefined };

/**
 * Below this width (Tailwind's `md`) a page's list shows one card per row built from its columns (decision 0127): the
 * column's header beside each value, the row's actions under them, all within the screen.
 */
const NARROW = '(max-width: 767.98px)';

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's: the table or the cards is rendered, never both (row test ids and attributes stay unique). */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeNarrow, () => window.matchMedia(NARROW).matches);
}

/** Below this width a page's own cards replace the table (class names spelled out for Tailwind). */
const cardBreakpoints = {
  md: { cards: 'md:hidden', table: 'hidden md:table' },
  lg: { cards: 'lg:hidden', table: 'hidden lg:table' },
  xl: { cards: 'xl:hidden', table: 'hidden xl:table' },
};

export type DataTableProps<T> = {
  columns: ColumnDef<T>[];
  rows: readonly T[] | undefined;
  /** How a row is known across re-sorts and pages; by default its `id` (TanStack's own default, its position, for rows without one). */
  getRowId?(row: T, index: number): string;
  /** Pending shows skeleton rows; an error with nothing to show gives `loadError` and 'Recharger'. Omitted: rows given outright. */
  query?: ListState;
  /** The page's reason under 'Erreur lors du chargement' ('Impossible de charger les catégories'). */
  loadError?: string;
  /** What shows when there are no rows (an `EmptyState`). */
  empty: ReactNode;
  /**
   * - `page`: a page's main list — states on the page, the table in a card, search above and paging below it;
   * - `card`: one card holding the search and `toolbar`, `filters`, `notice`, the table (or cards) and the paging;
   * - `embedded`: inside a card the page draws (its header above), edge cells lined up with the card's padding.
   */
  layout?: 'page' | 'card' | 'embedded';
  /** `data-testid` of the `<table>` (or the phone's list of cards), of each `<tr>` (or card), and the attributes a row carries. */
  testId?: string;
  rowTestId?: string;
  rowProps?(row: T): Record<`data-${string}`, string | number>;
  /** A click on a row (not on one of its buttons, links or its actions cell) opens it: the customer's details. */
  onRowClick?(row: T): void;
  search?: { value: string; onChange(value: string): void; placeholder: string; label?: string; testId?: string };
  /** Beside the search box (`card` layout): a sort choice… */
  toolbar?: ReactNode;
  /** Under the search row (`card` layout). */
  filters?: ReactNode;
  /** A line between the filters and the rows ('filtered list — reset'). */
  notice?: ReactNode;
  pagination?: PaginationControlsProps;
  /** Sorted by the server: the current order, and what a header click asks for. Without it, sortable columns sort in the browser. */
  sorting?: { state: SortingState; onChange(next: SortingState): void };
  /**
   * Phones: the page's own card per row below `below`; `render` returns the `<li>`. Without it, below 768 px the `page` and
   * `card` layouts and any table with row actions show cards built from the columns (a report's embedded table stays a table).
   */
  cards?: { below: keyof typeof cardBreakpoints; testId: string; render(row: T): ReactNode };
  skeletonRows?: number;
};

const noRows: never[] = [];

function rowId(row: unknown, index: number): string {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : String(index);
}

export function DataTable<T>({
  columns,
  rows,
  getRowId = rowId,
  query = idle,
  loadError = '',
  empty,
  layout = 'page',
  testId,
  rowTestId,
  rowProps,
  onRowClick,
  search,
  toolbar,
  filters,
  notice,
  pagination,
  sorting,
  cards,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const table = useReactTable<T>({
    columns,
    data: (rows ?? noRows) as T[],
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    manualSorting: sorting !== undefined,
    state: { sorting: sorting?.state ?? localSorting },
    onSortingChange: (updater) => {
      const current = sorting?.state ?? localSorting;
      const next = typeof updater === 'function' ? updater(current) : updater;
      if (sorting) sorting.onChange(next);
      else setLocalSorting(next);
    },
    // A column sorts when it says so; a click on a new column starts descending (SPEC §9), the next turns it round.
    defaultColumn: { enableSorting: false, sortDescFirst: true },
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  const narrow = useNarrowScreen();
  // A page's main list, and any table with row actions (the countries of a continent): a report's few columns stay a table.
  const hasActions = columns.some((column) => column.id === 'actions');
  const columnCards = narrow && !cards && (layout !== 'embedded' || hasActions);
  const shownRows = table.getRowModel().rows;
  const breakpoint = cards ? cardBreakpoints[cards.below] : undefined;
  const stale = query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined;
  const columnCount = table.getVisibleLeafColumns().length;

  const tableElement = (
    <Table
      className={cn(breakpoint?.table, stale, layout === 'card' && edges.card, layout === 'embedded' && edges.embedded)}
      data-testid={testId}
    >
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {table.getFlatHeaders().map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {query.isPending ? (
          <SkeletonRows columns={columnCount} rows={skeletonRows} />
        ) : (
          shownRows.map((row) => (
            <TableRow
              key={row.id}
              data-testid={rowTestId}
              {...rowProps?.(row.original)}
              className={onRowClick && 'cursor-pointer'}
              onClick={onRowClick && ((event) => !actedOn(event.target) && onRowClick(row.original))}
            >
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <TableCell
                    key={cell.id}
                    className={cn(meta?.align === 'right' && 'text-right', meta?.className, meta?.cellClassName)}
                    title={meta?.title?.(row.original)}
                    data-testid={meta?.testId}
                    data-row-actions={cell.column.id === 'actions' ? '' : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                );
              })}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );

  const builtCards = columnCards && (
    // The list's test id, as the table's: one of the two is rendered.
    <ul className={cn('divide-y', stale)} data-testid={testId}>
      {query.isPending
        ? Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <li key={index} className="px-4 py-3">
              <Skeleton className="h-14 w-full" />
            </li>
          ))
        : shownRows.map((row) => (
            <li
              key={row.id}
              data-testid={rowTestId}
              {...rowProps?.(row.original)}
              className={cn('grid gap-2 py-3', layout === 'embedded' ? 'px-6' : 'px-4', onRowClick && 'cursor-pointer')}
              onClick={onRowClick && ((event) => !actedOn(event.target) && onRowClick(row.original))}
            >
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-1.5 text-sm">
                {row
                  .getVisibleCells()
                  .filter((cell) => cell.column.id !== 'actions')
                  .map((cell) => (
                    <CardField key={cell.id} cell={cell} />
                  ))}
              </dl>
              {row
                .getVisibleCells()
                .filter((cell) => cell.column.id === 'actions')
                .map((cell) => (
                  // Hidden when the row has no action (a deposit already decided); wraps rather than overflow.
                  <div key={cell.id} data-row-actions="" className="flex justify-end border-t pt-2 [&:not(:has(button,a))]:hidden [&>div]:flex-wrap">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </div>
                ))}
            </li>
          ))}
    </ul>
  );

  const cardList = cards && breakpoint && (
    <ul className={cn('divide-y', breakpoint.cards, stale)} data-testid={cards.testId}>
      {query.isPending
        ? Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <li key={index} className="px-4 py-3">
              <Skeleton className="h-14 w-full" />
            </li>
          ))
        : shownRows.map((row) => <Fragment key={row.id}>{cards.render(row.original)}</Fragment>)}
    </ul>
  );

  const failed = query.isError && !rows;
  const state = failed ? (
    <LoadError description={loadError} error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
  ) : !query.isPending && shownRows.length === 0 ? (
    empty
  ) : null;

  const searchBox = search && (
    <SearchInput
      containerClassName={layout === 'card' ? 'w-full sm:max-w-md' : 'max-w-md'}
      value={search.value}
      onChange={(event) => search.onChange(event.target.value)}
      placeholder={search.placeholder}
      aria-label={search.label ?? search.placeholder}
      data-testid={search.testId}
    />
  );

  if (layout === 'card') {
    return (
      <Card className="gap-0 py-0">
        {(searchBox || toolbar || filters) && (
          <div className="grid gap-3 border-b p-4">
            {(searchBox || toolbar) && (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                {searchBox}
                {toolbar}
              </div>
            )}
            {filters}
          </div>
        )}
        {notice}
        {state ? (
          <div className="p-4">{state}</div>
        ) : (
          (builtCards || (
            <>
              {cardList}
              {tableElement}
            </>
          ))
        )}
        {pagination && <PaginationControls className="border-t p-4" {...pagination} />}
      </Card>
    );
  }

  if (layout === 'embedded') return state ? <div className="px-6">{state}</div> : builtCards || tableElement;

  // A flex column, not a grid: a grid track would grow to the table's width on a phone instead of letting it scroll.
  return (
    <div className="flex flex-col gap-4">
      {searchBox}
      {notice}
      {state ?? (
        <>
          <Card className="py-0">
            {builtCards || (
              <>
                {cardList}
                {tableElement}
              </>
            )}
          </Card>
          {pagination && <PaginationControls {...pagination} />}
        </>
      )}
    </div>
  );
}

/** One value of a phone's card: the column's header, then the cell as the table draws it (its test id and title kept). */
function CardField<T>({ cell }: { cell: Cell<T, unknown> }) {
  const { column } = cell;
  const meta = column.columnDef.meta;
  const header = column.columnDef.header;
  const label = meta?.cardLabel ?? (typeof header === 'string' ? header : column.id);
  return (
    <>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      {/*
        The value keeps to the right, shrinking (its own truncation, ellipsis at the end) rather than pushing the card wider.
        A cell's phone-only extra (`sm:hidden`: the amount under a gift card's code while its column is hidden) is left
        out, the card showing every column.
      */}
      <dd className="flex min-w-0 justify-end [&_[class~='sm:hidden']]:hidden">
        <div className={cn('min-w-0 max-w-full text-right [overflow-wrap:anywhere]', meta?.cellClassName)} title={meta?.title?.(cell.row.original)} data-testid={meta?.testId}>
          {flexRender(column.columnDef.cell, cell.getContext())}
        </div>
      </dd>
    </>
  );
}

/** A click on a row's own control (or anywhere in its actions cell) does only what that control does. */
function actedOn(target: EventTarget): boolean {
  return target instanceof Element && target.closest('button, a, input, label, [data-row-actions]') !== null;
}

/** The first and last cells line up with the padding of the card around the table. */
const edges = {
  card: '[&_tr>:first-child]:pl-4 [&_tr>:last-child]:pr-4',
  embedded: '[&_tr>:first-child]:pl-6 [&_tr>:last-child]:pr-6',
};

function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const right = meta?.align === 'right';
  const label = flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) return <TableHead className={cn(right && 'text-right', meta?.className)}>{label}</TableHead>;

  const direction = column.getIsSorted();
  const Icon = direction === 'desc' ? ArrowDownIcon : direction === 'asc' ? ArrowUpIcon : ChevronsUpDownIcon;
  return (
    <TableHead
      className={cn(right && 'text-right', meta?.className)}
      aria-sort={direction === 'desc' ? 'descending' : direction === 'asc' ? 'ascending' : 'none'}
    >
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        className={cn('inline-flex items-center gap-1 uppercase hover:text-foreground', direction && 'text-foreground', right && 'flex-row-reverse')}
        data-testid={`sort-by-${column.id}`}
      >
        {label}
        <Icon className="size-3.5" />
      </button>
    </TableHead>
  );
}

/** SPEC §2: a loading skeleton while the table's list is fetched. */
function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
    <TableRow key={row} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <TableCell key={column}>
          <Skeleton className={column === 0 ? 'h-4 w-8' : column === columns - 1 ? 'ml-auto h-8 w-20' : 'h-4 w-full max-w-40'} />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** A column of figures (counts, amounts): right-aligned, every digit of one width; `value` is the figure as shown. */
export function figureColumn<T>(id: string, header: string, value: (row: T) => ReactNode, meta: ColumnDef<T>['meta'] = {}): ColumnDef<T> {
  return { id, header, meta: { ...meta, align: 'right', cellClassName: cn('tabular-nums', meta.cellClassName) }, cell: ({ row }) => value(row.original) };
}

/** A moment of the row (created, blocked…), dimmed: it tells when, the other columns tell what. */
export function dateColumn<T>(id: string, header: string, date: (row: T) => string | null, meta: ColumnDef<T>['meta'] = {}): ColumnDef<T> {
  return { id, header, meta: { ...meta, cellClassName: cn('text-muted-foreground', meta.cellClassName) }, cell: ({ row }) => formatDateTime(date(row.original)) };
}

/** The customer of a row (a deposit, a block…): their username, and their @Telegram name under it when they have one. */
export function customerColumn<T extends { username: string; telegramUsername: string | null }>(id: string, header: string): ColumnDef<T> {
  return {
    id,
    header,
    cell: ({ row }) => (
      <div className="min-w-0">
        <div className="truncate font-medium">{row.original.username}</div>
        {row.original.telegramUsername && <div className="truncate text-xs text-muted-foreground">@{row.original.telegramUsername}</div>}
      </div>
    ),
  };
}

/** The last column: a row's buttons, right-aligned. */
export function actionsColumn<T>(header: string, render: (row: T) => ReactNode): ColumnDef<T> {
  return {
    id: 'actions',
    header,
    meta: { align: 'right' },
    cell: ({ row }) => <div className="flex items-center justify-end gap-1">{render(row.original)}</div>,
  };
}
