// slotted(): the one shape of the kit's simple parts — an element or Radix part named by its `data-slot`, with base classes
// the caller's `className` adds to (later Tailwind classes win), every other prop passed on.
import type { ComponentProps, ComponentType, ElementType } from 'react';
import { cn } from '@/lib/utils';

/** `slotted('div', 'card-title', 'leading-none font-semibold')` is `<div data-slot="card-title" className="leading-none font-semibold …">`. */
export function slotted<C extends ElementType>(component: C, slot: string, ...classes: string[]) {
  const Base = component as ComponentType<Record<string, unknown>>;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part when its module loads, never while rendering.
  function Slotted(props: ComponentProps<C>) {
    const { className, ...rest } = props as { className?: string };
    return <Base data-slot={slot} className={classes.length > 0 ? cn(...classes, className) : className} {...rest} />;
  }
  Slotted.displayName = slot;
  return Slotted;
}
