// PageLoading: the Suspense fallback of lazy pages and the route guard's wait — 'Chargement...' by default (SPEC §2).
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export function PageLoading({ label, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  const t = useT();
  return (
    <div
      data-testid="page-loading"
      className={cn('flex items-center justify-center gap-3 text-sm text-muted-foreground', fullScreen ? 'min-h-dvh' : 'min-h-[40vh]')}
    >
      <Spinner />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
