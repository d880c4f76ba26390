// /broadcasts/:id: one broadcast, what it reached (delivered, blocked, failed, uncertain) and what sold after it: the
// opens of its deep links and the purchases their customers made within 7 days, so the owner sees what sold.
import { ArrowLeftIcon, XIcon } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { LabelBadge } from '@/components/code-label';
import { LabelledFigure } from '@/components/labelled-figure';
import { PageHeader } from '@/components/page-header';
import { PageLoading } from '@/components/page-loading';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm';
import { CardHeading } from '@/components/titled-card';
import { useBroadcast, useBroadcastFigures, useCancelBroadcast } from '@/features/broadcasts/broadcasts-api';
import { formatParis } from '@/features/broadcasts/paris-time';
import { renderTelegramHtml } from '@/features/telegram/simulator/telegram-message';
import { notifyError } from '@/lib/feedback';
import { formatDateTime, formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { broadcastStatusLabel } from '@/lib/labels';

export default function BroadcastPage() {
  const t = useT();
  const id = Number(useParams<{ id: string }>().id);
  const broadcast = useBroadcast(id);
  const figures = useBroadcastFigures(id);
  const cancel = useCancelBroadcast();
  const b = broadcast.data;
  const f = figures.data;
  if (broadcast.isLoading) return <PageLoading />;
  if (!b) return <PageHeader title={t('broadcasts.detail.notFound')} />;

  const cancellable = b.status === 'scheduled' || b.status === 'preparing' || b.status === 'sending';
  const onCancel = async () => {
    const ok = await confirm({ title: t('broadcasts.cancel.title'), description: t('broadcasts.cancel.description'), confirmLabel: t('broadcasts.cancel'), destructive: true });
    if (!ok) return;
    cancel.mutate(b.id, { onSettled: () => broadcast.refetch(), onError: (failure) => notifyError(t('common.error'), t('broadcasts.cancel.failed'), failure) });
  };
  const when = b.scheduledAt ? formatParis(new Date(b.scheduledAt)) : formatDateTime(b.createdAt);

  return (
    <div>
      <PageHeader
        title={t('broadcasts.progress', { id: String(b.id) })}
        description={b.audienceLabel}
        actions={
          <>
            <Button variant="outline" size="sm" asChild>
              <Link href="/broadcasts">
                <ArrowLeftIcon />
                {t('broadcasts.detail.back')}
              </Link>
            </Button>
            {cancellable && (
              <Button variant="outline" size="sm" onClick={onCancel} disabled={cancel.isPending}>
                <XIcon />
                {b.status === 'scheduled' ? t('broadcasts.unschedule') : t('broadcasts.cancel')}
              </Button>
            )}
          </>
        }
      />
      <div className="space-y-6">
        <Card>
          <CardHeading title={t('broadcasts.detail.reach')} />
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" data-testid="broadcast-figures">
              <LabelledFigure label={t('broadcasts.column.status')} value={<LabelBadge label={broadcastStatusLabel(b.status, t)} />} />
              <LabelledFigure label={b.scheduledAt ? t('broadcasts.detail.scheduledAt') : t('broadcasts.column.date')} value={when} valueClassName="text-sm" />
              <LabelledFigure label={t('broadcasts.detail.delivered')} value={`${formatNumber(f?.delivered ?? b.sent)} / ${formatNumber(b.recipientCount)}`} />
              <LabelledFigure label={t('broadcasts.figure.blocked')} value={formatNumber(f?.blocked ?? b.blocked)} />
              <LabelledFigure label={t('broadcasts.figure.failed')} value={formatNumber(f?.failed ?? b.failed)} />
              <LabelledFigure label={t('broadcasts.figure.uncertain')} value={formatNumber(f?.uncertain ?? b.uncertain)} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeading title={t('broadcasts.detail.sales')} description={t('broadcasts.detail.salesHint')} />
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="broadcast-sales">
              <LabelledFigure label={t('broadcasts.detail.opens')} value={formatNumber(f?.opens ?? 0)} />
              <LabelledFigure label={t('broadcasts.detail.buyers')} value={formatNumber(f?.buyers ?? 0)} />
              <LabelledFigure label={t('broadcasts.detail.purchases')} value={formatNumber(f?.purchases ?? 0)} />
              <LabelledFigure label={t('broadcasts.detail.total')} value={formatEuro(f?.purchasesTotal ?? '0.00')} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeading title={t('broadcasts.message')} description={b.sentBy ? t('broadcasts.detail.by', { by: b.sentBy }) : undefined} />
          <CardContent>
            <div className="max-w-md rounded-xl bg-sky-50 p-3 dark:bg-slate-900">
              <div className="rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-sm break-words shadow-sm dark:bg-slate-800">{renderTelegramHtml(b.message)}</div>
              {b.buttons.flat().map((button, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the buttons' order is their identity
                <div key={i} className="mt-1 truncate rounded-lg bg-white/80 px-3 py-1.5 text-center text-sm font-medium text-sky-700 shadow-sm dark:bg-slate-800 dark:text-sky-300">
                  {button.text} {button.kind === 'url' ? '↗' : button.opens === 'app' ? '🛍' : '›'}
                </div>
              ))}
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
