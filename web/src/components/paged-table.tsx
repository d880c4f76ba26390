// PagedTable: a list the server pages (`{ data, pagination }`), in one card with its load states and its page controls.
import { type DataTableProps, DataTable, type ListState } from '@/components/data-table';
import { useState } from 'react';
import { type TranslationKey, useT } from '@/lib/i18n';
import { useSearchTerm } from '@/lib/use-debounced-value';
import { usePaging } from '@/lib/use-paging';

type PagedList<T> = ListState & { data: { data: T[]; pagination: { total: number } } | undefined };

type ListQuery = { search: string; page: number; pageSize: number };

/**
 * A searched list the server pages, wired as every list page wires it: the typed term searched once typing pauses, back to
 * page 1 when `filters` or the term change, to the last page when the list shrank under the current one. `filters` are
 * the list's query without search and paging; `typed`: the search box's own state when the page keeps it (the address's
 * term), else one of its own. `table`: `PagedTable`'s `list`, `paging` and `search` (its box's `testId`).
 */
export function usePagedSearch<F extends object, L extends ListState & { isPlaceholderData: boolean; data?: { pagination: { totalPages: number } } }>(
  pageSizes: readonly number[],
  filters: F,
  useList: (query: F & ListQuery) => L,
  searchTestId: string,
  typed?: [string, (value: string) => void],
) {
  const own = useState('');
  const [searchInput, setSearchInput] = typed ?? own;
  const search = useSearchTerm(searchInput);
  const paging = usePaging(pageSizes, { ...filters, search });
  const list = useList({ ...filters, search, page: paging.page, pageSize: paging.pageSize });
  paging.keepWithin(list.data?.pagination.totalPages, list.isPlaceholderData);
  return { search, setSearchInput, table: { list, paging, search: { value: searchInput, onChange: setSearchInput, testId: searchTestId } } };
}

/** A list page whose texts are `<page>.itemsLabel`, `<page>.loadError`, `<page>.searchPlaceholder` and `<page>.searchLabel`. */
type ListTexts = {
  [K in TranslationKey]: K extends `${infer P}.itemsLabel` ? (`${P}.loadError` | `${P}.searchPlaceholder` | `${P}.searchLabel` extends TranslationKey ? P : never) : never;
}[TranslationKey];

type SearchBox = NonNullable<DataTableProps<unknown>['search']>;

/** The list's texts: named once by its page (`page="users"`), or given one by one. */
type Texts =
  | { page: ListTexts; search?: Omit<SearchBox, 'placeholder' | 'label'>; itemsLabel?: never; loadError?: never }
  | {
      page?: never;
      /** 'clients', 'dépôts'…: what the page controls count. */
      itemsLabel: string;
      loadError?: string;
      search?: SearchBox;
    };

export function PagedTable<T>({
  list,
  paging,
  page,
  itemsLabel,
  loadError,
  search,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'query' | 'pagination' | 'layout' | 'search' | 'loadError'> & {
  list: PagedList<T>;
  paging: ReturnType<typeof usePaging>;
} & Texts) {
  const t = useT();
  const texts = page
    ? { itemsLabel: t(`${page}.itemsLabel`), loadError: t(`${page}.loadError`), search: search && { ...search, placeholder: t(`${page}.searchPlaceholder`), label: t(`${page}.searchLabel`) } }
    : { itemsLabel: itemsLabel ?? '', loadError, search: search as SearchBox | undefined };
  return (
    <DataTable
      layout="card"
      rows={list.data?.data}
      query={list}
      pagination={paging.controls(list.data?.pagination.total ?? 0, texts.itemsLabel)}
      loadError={texts.loadError}
      search={texts.search}
      {...table}
    />
  );
}
