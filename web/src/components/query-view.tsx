// QueryView: what a block shows of one query — the reason it failed with a retry, its content, or a placeholder meanwhile.
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type ViewedQuery<T> = { data: T | undefined; isError: boolean; error: unknown; isFetching: boolean; refetch(): unknown };

/** A failure wins over data kept from before, so a failed reload is not mistaken for a saved state; `inCard` pads the error. */
export function QueryView<T>({
  query,
  failed,
  placeholder,
  inCard,
  children,
}: {
  query: ViewedQuery<T>;
  /** Says what could not be loaded. */
  failed: string;
  placeholder: ReactNode;
  inCard?: boolean;
  children(data: T): ReactNode;
}) {
  if (query.isError) {
    const error = <LoadError description={failed} error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    return inCard ? <CardContent>{error}</CardContent> : error;
  }
  return <>{query.data !== undefined ? children(query.data) : placeholder}</>;
}

/** A placeholder in the content's shape: one skeleton block per height, laid out by `className` (a grid). */
export function SkeletonBlocks({ className, heights }: { className: string; heights: string[] }) {
  return (
    <div className={className}>
      {heights.map((height, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={height} />
      ))}
    </div>
  );
}
