// Skeleton: a pulsing placeholder block shown while a query loads (size it with className).
import type * as React from 'react';
import { cn } from '@/lib/utils';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted-foreground/15', className)} {...props} />;
}
