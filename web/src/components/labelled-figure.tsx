// A figure of a report or of a progress, as an item of a <dl>: its label, small and muted, over its value. The import
// report, the exclusions' report and a broadcast's progress show their figures so.
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export function LabelledFigure({
  label,
  value,
  valueClassName,
  ...item
}: { label: string; value: ReactNode; valueClassName?: string } & Omit<ComponentProps<'div'>, 'children'>) {
  return (
    <div {...item}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('font-semibold tabular-nums', valueClassName)}>{value}</dd>
    </div>
  );
}
