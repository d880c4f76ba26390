// Alert: an inline message block — Alert variant="default|destructive|warning|info" > icon + AlertTitle + AlertDescription (banners, form errors).
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { slotted } from '@/components/ui/slotted';
import { cn } from '@/lib/utils';

const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        destructive: 'border-destructive/30 bg-destructive/8 text-destructive [&>[data-slot=alert-description]]:text-destructive/90',
        warning: 'border-warning/40 bg-warning/12 text-warning-foreground dark:text-warning [&>[data-slot=alert-description]]:text-current/90',
        info: 'border-primary/25 bg-primary/6 text-foreground [&>svg]:text-primary',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Alert({ className, variant, ...props }: React.ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" role="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

export const AlertTitle = slotted('div', 'alert-title', 'col-start-2 line-clamp-1 min-h-4 font-medium tracking-tight');

export const AlertDescription = slotted(
  'div',
  'alert-description',
  'col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed',
);
