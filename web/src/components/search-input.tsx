// A search box: the magnifier inside the field, `type="search"`. Every page's search and the header's use it.
import { SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export function SearchInput({ containerClassName, className, ...props }: React.ComponentProps<typeof Input> & { containerClassName?: string }) {
  return (
    <div className={cn('relative', containerClassName)}>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
