// Table: Table > TableHeader/TableBody/TableFooter > TableRow > TableHead/TableCell; scrolls sideways on narrow screens.
import type * as React from 'react';
import { slotted } from '@/components/ui/slotted';
import { cn } from '@/lib/utils';

export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export const TableHeader = slotted('thead', 'table-header', '[&_tr]:border-b');

export const TableBody = slotted('tbody', 'table-body', '[&_tr:last-child]:border-0');

export const TableRow = slotted('tr', 'table-row', 'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted');

export const TableHead = slotted(
  'th',
  'table-head',
  'h-10 px-3 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase [&:has([role=checkbox])]:pr-0',
);

export const TableCell = slotted('td', 'table-cell', 'px-3 py-2.5 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0');
