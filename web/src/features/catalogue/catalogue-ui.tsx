// Pieces shared by the catalogue tables: edit/delete buttons of a row, placeholder rows while loading.
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useT } from '@/lib/i18n';

/** Edit and delete buttons, labelled with the row's name ('Modifier SMS', 'Supprimer SMS') for screen readers and tests. */
export function RowActions({ name, onEdit, onDelete, deleting }: { name: string; onEdit(): void; onDelete(): void; deleting?: boolean }) {
  const t = useT();
  return (
    <div className="flex items-center justify-end gap-1">
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('catalogue.editItem', { name })} onClick={onEdit}>
            <PencilIcon />
          </Button>
        </TooltipTrigger>
        <TooltipContent>{t('catalogue.edit')}</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('catalogue.deleteItem', { name })}
            onClick={onDelete}
            disabled={deleting}
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          >
            <Trash2Icon />
          </Button>
        </TooltipTrigger>
        <TooltipContent>{t('common.delete')}</TooltipContent>
      </Tooltip>
    </div>
  );
}

/** SPEC §2: a loading skeleton while the table's list is fetched. */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <TableRow key={row} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <TableCell key={column}>
              <Skeleton className={column === 0 ? 'h-4 w-8' : column === columns - 1 ? 'ml-auto h-8 w-20' : 'h-4 w-full max-w-40'} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
