// OptionSelect: a select over a list of options in one element — filters, pickers and form fields (wrapped in FormControl) use it;
// ToolbarSelect: one in a list's toolbar (a filter, the sort), sized the same way on every list page.
import type { ComponentProps, ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

export type Option = { value: string; label: ReactNode };

/** The trigger takes the remaining props (`id`, `aria-label`, `data-testid`…); it spans its container unless `className` says otherwise. */
export function OptionSelect({
  value,
  onChange,
  options,
  placeholder,
  disabled,
  className,
  ...trigger
}: {
  value: string;
  onChange(value: string): void;
  options: readonly Option[];
  placeholder?: string;
  disabled?: boolean;
} & Omit<ComponentProps<typeof SelectTrigger>, 'onChange' | 'children'>) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger className={cn('w-full', className)} {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * A filter or the sort of a list, in its toolbar: the row's width on phones, from 640 px as wide as it needs and at least
 * `minWidth` (its longest choice, 'sm:min-w-40'), so the choices do not move the boxes beside it. `label` names it for screen readers.
 */
export function ToolbarSelect({
  label,
  testId,
  minWidth,
  ...select
}: { label: string; testId: string; minWidth: string } & Omit<ComponentProps<typeof OptionSelect>, 'className' | 'aria-label'>) {
  return <OptionSelect className={cn('sm:w-auto', minWidth)} aria-label={label} data-testid={testId} {...select} />;
}
