// EmptyState: what a list shows when it has nothing (or a load failed): icon, title, text, an optional action.
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon?: LucideIcon;
  title: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center', className)}>
      {Icon && (
        <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon className="size-6" />
        </div>
      )}
      <div className="space-y-1">
        <p className="font-medium">{title}</p>
        {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      </div>
      {action}
    </div>
  );
}

/** A list with nothing to show: after a filter or a search, only that nothing matched; otherwise how to fill it. */
export function ListEmpty({ icon, filtered, title, filteredTitle, hint }: { icon: LucideIcon; filtered: boolean; title: string; filteredTitle: string; hint: string }) {
  return <EmptyState icon={icon} title={filtered ? filteredTitle : title} description={filtered ? undefined : hint} />;
}
