// PagedTable: a list the server pages (`{ data, pagination }`), in one card with its load states and its page controls.
import { type DataTableProps, DataTable, type ListState } from '@/components/data-table';
import type { usePaging } from '@/lib/use-paging';

type PagedList<T> = ListState & { data: { data: T[]; pagination: { total: number } } | undefined };

export function PagedTable<T>({
  list,
  paging,
  itemsLabel,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'query' | 'pagination' | 'layout'> & {
  list: PagedList<T>;
  paging: ReturnType<typeof usePaging>;
  /** 'clients', 'dépôts'…: what the page controls count. */
  itemsLabel: string;
}) {
  return (
    <DataTable
      layout="card"
      rows={list.data?.data}
      query={list}
      pagination={paging.controls(list.data?.pagination.total ?? 0, itemsLabel)}
      {...table}
    />
  );
}
