// OptionSelect: a select over a list of options in one element — filters, pickers and form fields (wrapped in FormControl) use it.
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
