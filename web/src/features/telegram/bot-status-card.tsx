// The bot's status card (SPEC §2 /telegram): Actif / Inactif / Non configuré, its name, mode and admin count, the reason it
// could not start, and the quick actions start, stop and refresh.
import type { BotStatus } from '@contracts/telegram';
import { BotIcon, PlayIcon, RefreshCwIcon, SquareIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useBotStatus, useStartBot, useStopBot } from './telegram-api';

export function BotStatusCard() {
  const t = useT();
  const status = useBotStatus();
  const start = useStartBot();
  const stop = useStopBot();
  const busy = start.isPending || stop.isPending;

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: () => notifySuccess(t('telegram.toast.started')),
      onError: (error) => notifyError(t('telegram.error.start'), t('telegram.error.startFallback'), error),
    });
  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: () => notifySuccess(t('telegram.toast.stopped')),
      onError: (error) => notifyError(t('telegram.error.stop'), t('telegram.error.stopFallback'), error),
    });

  const data = status.data;
  return (
    <Card className="mb-6 gap-4" data-testid="bot-status">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <BotIcon className="size-4 text-primary" />
          {t('telegram.status.title')}
          {data && <BotStatusBadge status={data} />}
        </CardTitle>
        <CardAction className="flex flex-wrap justify-end gap-2">
          {/* The action that changes something; after a failed start, both: try again, or stop trying. */}
          {data?.configured && !data.active && (
            <Button size="sm" onClick={onStart} disabled={busy} data-testid="bot-start">
              {start.isPending ? <Spinner /> : <PlayIcon />}
              {t('telegram.action.start')}
            </Button>
          )}
          {data?.configured && (data.active || data.error) && (
            <Button size="sm" variant="outline" onClick={onStop} disabled={busy} data-testid="bot-stop">
              {stop.isPending ? <Spinner /> : <SquareIcon />}
              {t('telegram.action.stop')}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => status.refetch()}
            disabled={status.isFetching}
            aria-label={t('telegram.action.refresh')}
            data-testid="bot-refresh"
          >
            <RefreshCwIcon className={status.isFetching ? 'animate-spin' : undefined} />
            <span className="hidden sm:inline">{t('telegram.action.refresh')}</span>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {status.isError && !data ? (
          <LoadError description={t('telegram.status.loadFailed')} error={status.error} onRetry={() => status.refetch()} retrying={status.isFetching} />
        ) : data ? (
          <BotStatusDetails status={data} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function BotStatusBadge({ status }: { status: BotStatus }) {
  const t = useT();
  if (!status.configured)
    return (
      <Badge variant="outline" className="text-muted-foreground" data-testid="bot-status-badge">
        {t('telegram.status.notConfigured')}
      </Badge>
    );
  return (
    <Badge variant={status.active ? 'success' : 'secondary'} data-testid="bot-status-badge">
      <span aria-hidden="true" className={status.active ? 'size-1.5 rounded-full bg-current' : 'size-1.5 rounded-full bg-muted-foreground/60'} />
      {status.active ? t('telegram.status.active') : t('telegram.status.inactive')}
    </Badge>
  );
}

function BotStatusDetails({ status }: { status: BotStatus }) {
  const t = useT();
  const mode = status.running && status.mode ? t(status.mode === 'webhook' ? 'telegram.status.webhook' : 'telegram.status.polling') : t('telegram.status.stoppedMode');
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <Figure label={t('telegram.status.bot')} testId="bot-username" className="col-span-2 sm:col-span-1">
          {status.botUsername ? `@${status.botUsername}` : <span className="text-muted-foreground">{t('telegram.status.noBot')}</span>}
        </Figure>
        <Figure label={t('telegram.status.mode')} testId="bot-mode">
          {status.active && !status.running && !status.error ? (
            <span className="inline-flex items-center gap-1.5 text-muted-foreground">
              <Spinner className="shrink-0" />
              {t('telegram.status.starting')}
            </span>
          ) : (
            mode
          )}
        </Figure>
        <Figure label={t('telegram.status.admins')} testId="bot-admin-count">
          {t('telegram.status.adminCount', { count: status.adminCount })}
        </Figure>
      </dl>
      {status.error ? (
        <Alert variant="destructive" data-testid="bot-error">
          <TriangleAlertIcon />
          <AlertDescription>{t('telegram.status.error', { error: status.error })}</AlertDescription>
        </Alert>
      ) : !status.configured ? (
        <p className="text-sm text-muted-foreground">{t('telegram.status.notConfiguredHint')}</p>
      ) : (
        !status.active && <p className="text-sm text-muted-foreground">{t('telegram.status.stoppedHint')}</p>
      )}
    </div>
  );
}

function Figure({ label, testId, className, children }: { label: string; testId: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0 rounded-lg border bg-muted/30 px-3 py-2', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
