// Pieces shared by the catalogue pages: the ID, status and edit/delete columns, and the page around a catalogue table.
import type { Country } from '@contracts/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { actionsColumn, type ColumnDef, DataTable, type DataTableProps } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { useEntityDialog } from '@/components/entity-dialog';
import { PageHeader } from '@/components/page-header';
import { EditDeleteActions } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import type { CatalogueArea } from '@/features/catalogue/catalogue-changes';
import { useT } from '@/lib/i18n';

type CatalogueItem = { id: number; name: string; isActive: boolean };

/**
 * A catalogue table's dialog (a new entry or the one edited) and the columns every catalogue table has: the edit action
 * opens the dialog, the delete action is `deletion`'s (useCatalogueDelete: it confirms, `pendingId` is the row being deleted).
 */
export function useCatalogueTable<T extends CatalogueItem>({ askDelete, pendingId }: { askDelete(item: T): void; pendingId?: number }) {
  const t = useT();
  const dialog = useEntityDialog<T>();
  const id: ColumnDef<T> = {
    id: 'id',
    header: t('catalogue.id'),
    meta: { className: 'w-16', cellClassName: 'text-muted-foreground tabular-nums' },
    cell: ({ row }) => row.original.id,
  };
  const status: ColumnDef<T> = { id: 'status', header: t('catalogue.status'), cell: ({ row }) => <StatusBadge active={row.original.isActive} /> };
  const actions = actionsColumn<T>(t('catalogue.actions'), (item) => (
    <EditDeleteActions name={item.name} onEdit={() => dialog.edit(item)} onDelete={() => askDelete(item)} deleting={pendingId === item.id} />
  ));
  return { dialog, id, status, actions };
}

/** A country's ISO code as a small monospaced badge (/countries and the countries of a continent). */
export function countryCodeColumn(header: string): ColumnDef<Country> {
  return {
    id: 'code',
    header,
    cell: ({ row }) => (
      <Badge variant="outline" className="font-mono">
        {row.original.code}
      </Badge>
    ),
  };
}

/**
 * /categories, /countries, /operators: title, 'Nouvelle …' button, the table (SPEC §2 skeleton, error with reload, empty state)
 * and the page's dialog as `children`. Test ids follow the item's name: `add-category`, `categories-table`, `category-row`.
 * `table` adds to or overrides the DataTable's props: a page that filters and pages its list passes the rows shown, its search,
 * filters, paging and the empty state of a filtered list.
 */
export function CatalogueTablePage<T extends CatalogueItem>({
  area,
  item,
  icon,
  query,
  columns,
  onAdd,
  table,
  children,
}: {
  area: CatalogueArea;
  item: string;
  icon: LucideIcon;
  query: UseQueryResult<T[]>;
  columns: ColumnDef<T>[];
  onAdd(): void;
  table?: Partial<DataTableProps<T>>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div data-testid={`${area}-page`}>
      <PageHeader page={area} add={{ label: t(`${area}.add`), onClick: onAdd, testId: `add-${item}` }} />
      <DataTable
        columns={columns}
        rows={query.data}
        query={query}
        loadError={t(`${area}.loadFailed`)}
        testId={`${area}-table`}
        rowTestId={`${item}-row`}
        {...table}
        empty={table?.empty ?? <EmptyState icon={icon} title={t(`${area}.empty`)} description={t(`${area}.emptyHint`)} />}
      />
      {children}
    </div>
  );
}
