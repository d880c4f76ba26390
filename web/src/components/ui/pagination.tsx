// PaginationControls: 'Affichage de X à Y sur N …', page-size select, 'Page P sur T', Précédent/Suivant; plus helpers for paging in the browser.
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

/** Number of pages for `total` items; at least 1, so 'Page 1 sur 1' shows for an empty list. */
function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export type PaginationControlsProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  /** With both, a 'Par page' select is shown; changing the size also goes back to page 1 (SPEC §9). */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?(pageSize: number): void;
  /** Plural noun after the total: 'utilisateurs', 'numlists'… */
  itemsLabel?: string;
  className?: string;
};

export function PaginationControls({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  itemsLabel,
  className,
}: PaginationControlsProps) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div data-slot="pagination" className={cn('flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between', className)}>
      <p className="text-muted-foreground">
        {t('pagination.summary', {
          from: formatNumber(from),
          to: formatNumber(to),
          total: formatNumber(total),
          items: itemsLabel ?? t('pagination.items'),
        })}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {pageSizeOptions && onPageSizeChange && (
          <div className="flex items-center gap-2">
            <span className="text-muted-foreground">{t('pagination.perPage')}</span>
            <Select
              value={String(pageSize)}
              onValueChange={(value) => {
                onPageSizeChange(Number(value));
                onPageChange(1);
              }}
            >
              <SelectTrigger size="sm" aria-label={t('pagination.perPage')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {pageSizeOptions.map((size) => (
                  <SelectItem key={size} value={String(size)}>
                    {size}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <span className="font-medium tabular-nums">{t('pagination.page', { page, pages })}</span>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon />
            {t('pagination.previous')}
          </Button>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {t('pagination.next')}
            <ChevronRightIcon />
          </Button>
        </div>
      </div>
    </div>
  );
}
