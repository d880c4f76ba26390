// Tooltip: hover help on icon buttons — Tooltip > TooltipTrigger asChild + TooltipContent; the app-wide TooltipProvider sets SPEC §9 delays.
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type * as React from 'react';
import { slotted } from '@/components/ui/slotted';
import { cn } from '@/lib/utils';

/** SPEC §9: tooltips open after 700 ms; moving to another trigger within 300 ms opens it at once. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider data-slot="tooltip-provider" delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />;
}

export const Tooltip = slotted(TooltipPrimitive.Root, 'tooltip');

export const TooltipTrigger = slotted(TooltipPrimitive.Trigger, 'tooltip-trigger');

export function TooltipContent({ className, sideOffset = 6, children, ...props }: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 w-fit max-w-xs origin-(--radix-tooltip-content-transform-origin) rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background data-[state=closed]:animate-pop-out data-[state=delayed-open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="z-50 size-2.5 translate-y-[calc(-50%_-_2px)] rotate-45 rounded-[2px] bg-foreground fill-foreground" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
