// LoadError: what a page shows when its list could not be loaded — a title, the reason, and a reload button.
import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';

export function LoadError({
  title,
  description,
  error,
  onRetry,
  retrying,
  testId = 'load-error',
}: {
  title?: string;
  description: string;
  error?: unknown;
  onRetry(): void;
  retrying?: boolean;
  testId?: string;
}) {
  const t = useT();
  const reason = error ? errorMessage(error, '') : '';
  return (
    <div data-testid={testId} role="alert">
      <EmptyState
        icon={TriangleAlertIcon}
        className="border-destructive/40 bg-destructive/5 [&>div:first-child]:bg-destructive/10 [&>div:first-child]:text-destructive"
        title={title ?? t('loadError.title')}
        description={
          <>
            {description}
            {reason && <span className="mt-1 block text-xs">{reason}</span>}
          </>
        }
        action={
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            {retrying ? <Spinner /> : <RefreshCwIcon />}
            {t('loadError.reload')}
          </Button>
        }
      />
    </div>
  );
}
