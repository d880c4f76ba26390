// AlertDialog: a blocking yes/no question (delete confirmations); for the common case call `confirm()` from ./confirm instead.
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { buttonVariants } from '@/components/ui/button';
import { slotted } from '@/components/ui/slotted';
import { cn } from '@/lib/utils';

export const AlertDialog = slotted(AlertDialogPrimitive.Root, 'alert-dialog');

const AlertDialogPortal = slotted(AlertDialogPrimitive.Portal, 'alert-dialog-portal');

const AlertDialogOverlay = slotted(
  AlertDialogPrimitive.Overlay,
  'alert-dialog-overlay',
  'fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
);

export function AlertDialogContent({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPortal>
      <AlertDialogOverlay />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-popover p-6 text-popover-foreground shadow-lg outline-none sm:max-w-md',
          'data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in',
          className,
        )}
        {...props}
      />
    </AlertDialogPortal>
  );
}

export const AlertDialogHeader = slotted('div', 'alert-dialog-header', 'flex flex-col gap-2 text-center sm:text-left');

export const AlertDialogFooter = slotted('div', 'alert-dialog-footer', 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end');

export const AlertDialogTitle = slotted(AlertDialogPrimitive.Title, 'alert-dialog-title', 'text-lg font-semibold');

export const AlertDialogDescription = slotted(AlertDialogPrimitive.Description, 'alert-dialog-description', 'text-sm text-muted-foreground');

export function AlertDialogAction({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Action> & { variant?: 'default' | 'destructive' }) {
  return <AlertDialogPrimitive.Action className={cn(buttonVariants({ variant }), className)} {...props} />;
}

export function AlertDialogCancel({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...props} />;
}
