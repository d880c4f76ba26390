// Tabs: Tabs defaultValue > TabsList > TabsTrigger value; TabsContent value (bot configuration, deposits).
import { Tabs as TabsPrimitive } from 'radix-ui';
import { slotted } from '@/components/ui/slotted';

export const Tabs = slotted(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-3');

export const TabsList = slotted(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex h-9 w-fit max-w-full items-center justify-center overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground',
);

export const TabsTrigger = slotted(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] outline-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30',
  'focus-visible:ring-[3px] focus-visible:ring-ring/50',
);

export const TabsContent = slotted(TabsPrimitive.Content, 'tabs-content', 'flex-1 outline-none');
