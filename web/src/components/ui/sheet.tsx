// Sheet: a panel sliding in from a screen edge (the mobile sidebar); Sheet > SheetTrigger + SheetContent side="left|right|top|bottom".
import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type * as React from 'react';
import { slotted } from '@/components/ui/slotted';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export const Sheet = slotted(SheetPrimitive.Root, 'sheet');

const sides = {
  left: 'inset-y-0 left-0 h-full w-3/4 border-r sm:max-w-xs data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
  right: 'inset-y-0 right-0 h-full w-3/4 border-l sm:max-w-sm data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
  top: 'inset-x-0 top-0 h-auto border-b data-[state=closed]:animate-slide-out-top data-[state=open]:animate-slide-in-top',
  bottom: 'inset-x-0 bottom-0 h-auto border-t data-[state=closed]:animate-slide-out-bottom data-[state=open]:animate-slide-in-bottom',
} as const;

export function SheetContent({
  className,
  children,
  side = 'right',
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & { side?: keyof typeof sides; showCloseButton?: boolean }) {
  const t = useT();
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn('fixed z-50 flex flex-col gap-4 bg-background shadow-lg outline-none', sides[side], className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <SheetPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4">
            <XIcon />
            <span className="sr-only">{t('common.close')}</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export const SheetTitle = slotted(SheetPrimitive.Title, 'sheet-title', 'font-semibold text-foreground');

export const SheetDescription = slotted(SheetPrimitive.Description, 'sheet-description', 'text-sm text-muted-foreground');
