// Dialog: modal for create/edit forms — Dialog > DialogTrigger + DialogContent (DialogHeader > DialogTitle, DialogDescription; body; DialogFooter).
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { slotted } from '@/components/ui/slotted';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export const Dialog = slotted(DialogPrimitive.Root, 'dialog');

const DialogPortal = slotted(DialogPrimitive.Portal, 'dialog-portal');

const DialogOverlay = slotted(
  DialogPrimitive.Overlay,
  'dialog-overlay',
  'fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
);

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  const t = useT();
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-popover p-6 text-popover-foreground shadow-lg outline-none sm:max-w-lg',
          'data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none [&_svg]:size-4"
          >
            <XIcon />
            <span className="sr-only">{t('common.close')}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = slotted('div', 'dialog-header', 'flex flex-col gap-2 pr-6 text-center sm:text-left');

export const DialogFooter = slotted('div', 'dialog-footer', 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end');

export const DialogTitle = slotted(DialogPrimitive.Title, 'dialog-title', 'text-lg leading-none font-semibold');

export const DialogDescription = slotted(DialogPrimitive.Description, 'dialog-description', 'text-sm text-muted-foreground');
