// FigureCard: one key figure in a card — its label, a coloured icon, the value (a placeholder while it loads) and a line below;
// Change: the figure's change against the previous period, as the dashboard and the reports show it.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';

/** `testId` names the card, and `<testId>-value` its value; `tone` colours the icon ('bg-primary/10 text-primary'). */
export function FigureCard({
  testId,
  label,
  icon: Icon,
  tone,
  value,
  className,
  valueClassName,
  children,
}: {
  testId: string;
  label: string;
  icon: LucideIcon;
  tone: string;
  value: string | null;
  className?: string;
  valueClassName?: string;
  children?: ReactNode;
}) {
  return (
    <Card className={cn('gap-2 px-5 py-5', className)} data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', tone)}>
          <Icon className="size-4" />
        </span>
      </div>
      {value === null ? (
        <Skeleton className="h-8 w-28" />
      ) : (
        <p className={cn('text-2xl font-semibold tracking-tight tabular-nums', valueClassName)} data-testid={`${testId}-value`}>
          {value}
        </p>
      )}
      {children}
    </Card>
  );
}

/** ↑ 12,5 % / ↓ 3 % / = 0 %, or '—' without a previous figure to compare with. */
export function Change({ percentage, testId }: { percentage: number | null; testId?: string }) {
  if (percentage === null) {
    return (
      <span className="text-muted-foreground" data-testid={testId}>
        —
      </span>
    );
  }
  const up = percentage > 0;
  const down = percentage < 0;
  return (
    <span
      data-testid={testId}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-md px-1.5 py-0.5 text-xs font-semibold tabular-nums',
        up && 'bg-success/12 text-success',
        down && 'bg-destructive/10 text-destructive',
        !up && !down && 'bg-muted text-muted-foreground',
      )}
    >
      {up ? '↑' : down ? '↓' : '='} {formatPercent(Math.abs(percentage))}
    </span>
  );
}
