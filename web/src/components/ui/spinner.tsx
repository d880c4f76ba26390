// Spinner: a small rotating indicator for buttons and loading states; announce it with a visible text or `label`.
import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export function Spinner({ className, label, ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  return <Loader2Icon role="status" aria-label={label} aria-hidden={label ? undefined : true} className={cn('size-4 animate-spin', className)} {...props} />;
}
