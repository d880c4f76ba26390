// /deposits (Dépôts): four figures, then the deposits by tab (en attente, réussis, échoués), paged by the server;
// a waiting deposit is approved (its provider asked first, in the approval dialog) or rejected after a confirmation;
// a credited Telegram Stars deposit may be refunded after a confirmation (decision 0137).
import { DEPOSIT_PAGE_SIZES, type DepositItem } from '@contracts/deposits';
import { CalendarCheckIcon, CheckIcon, CircleCheckIcon, ClockIcon, Undo2Icon, WalletIcon, XCircleIcon, XIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { actionsColumn, type ColumnDef, customerColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FigureCard } from '@/components/figure-card';
import { PageHeader } from '@/components/page-header';
import { LabelBadge, LabelText } from '@/components/code-label';
import { Button } from '@/components/ui/button';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApproveDepositDialog } from '@/features/deposits/approve-deposit-dialog';
import { type DepositTab, useDepositDecision, useDeposits, useDepositStats, useRefundStarsDeposit } from '@/features/deposits/deposits-api';
import { useConfirmedChange } from '@/lib/confirmed-change';
import { formatDateTime, formatEuro, formatNumber, formatRelative } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { depositStatusLabel, paymentMethodLabel, refundStatusLabel, reviewReasonLabel } from '@/lib/labels';
import { usePaging } from '@/lib/use-paging';
import { PagedTable } from '@/components/paged-table';


export default function DepositsPage() {
  const t = useT();
  const [tab, setTab] = useState<DepositTab>('pending');
  const paging = usePaging(DEPOSIT_PAGE_SIZES, { tab });
  const list = useDeposits({ tab, page: paging.page, pageSize: paging.pageSize });
  const stats = useDepositStats();
  const [approving, setApproving] = useState<DepositItem | null>(null);
  const reject = useDepositDecision('reject');
  const refund = useRefundStarsDeposit();
  const confirmChange = useConfirmedChange();
  paging.keepWithin(list.data?.pagination.totalPages, list.isPlaceholderData);

  // The approval dialog asks the deposit's provider first (approve-deposit-dialog.tsx).
  const onApprove = (d: DepositItem) => setApproving(d);
  const onReject = (d: DepositItem) =>
    confirmChange({
      question: {
        title: t('deposits.reject.confirm'),
        description: t('deposits.reject.confirmDescription', { id: String(d.id), amount: formatEuro(d.amount), user: d.username }),
        confirmLabel: t('deposits.reject.action'),
        destructive: true,
      },
      send: () => reject.mutateAsync(d.id),
      done: () => [t('deposits.reject.done'), `#${d.id}`],
      failed: t('deposits.reject.failed'),
    });

  const onRefund = (d: DepositItem) =>
    confirmChange({
      question: {
        title: t('deposits.refund.confirm'),
        description: t('deposits.refund.confirmDescription', { id: String(d.id), stars: d.paidCrypto ?? '', amount: formatEuro(d.amount), user: d.username }),
        confirmLabel: t('deposits.refund.action'),
        destructive: true,
      },
      send: () => refund.mutateAsync(d.id),
      done: (done) => [t('deposits.refund.done'), `#${d.id} · ${formatEuro(done.refunded)}`],
      failed: t('deposits.refund.failed'),
    });

  const columns: ColumnDef<DepositItem>[] = [
    { id: 'id', header: t('deposits.column.id'), meta: { className: 'pl-4', cellClassName: 'tabular-nums text-muted-foreground' }, cell: ({ row }) => `#${row.original.id}` },
    customerColumn('user', t('deposits.column.user')),
    {
      id: 'amount',
      header: t('deposits.column.amount'),
      meta: { align: 'right', cellClassName: 'whitespace-nowrap tabular-nums', testId: 'deposit-row-amount' },
      cell: ({ row }) => {
        const d = row.original;
        return (
          <div>
            <div className="font-medium">{formatEuro(d.amount)}</div>
            {d.reviewReason && (
              <div className="flex flex-col items-end gap-1 text-xs text-muted-foreground">
                <span>{t('deposits.paidShare', { amount: formatEuro(d.paid ?? '0.00') })}</span>
                <LabelBadge label={reviewReasonLabel(d.reviewReason, t)} />
              </div>
            )}
          </div>
        );
      },
    },
    { id: 'crypto', header: t('deposits.column.crypto'), meta: { className: 'hidden sm:table-cell' }, cell: ({ row }) => <LabelText label={paymentMethodLabel(row.original, t)} /> },
    {
      id: 'paymentId',
      header: t('deposits.column.paymentId'),
      meta: { className: 'hidden md:table-cell', cellClassName: 'max-w-40 truncate font-mono text-xs' },
      cell: ({ row }) => <span title={row.original.paymentId ?? ''}>{row.original.paymentId ?? '—'}</span>,
    },
    {
      id: 'date',
      header: t('deposits.column.date'),
      meta: { className: 'hidden lg:table-cell', cellClassName: 'whitespace-nowrap text-muted-foreground' },
      cell: ({ row }) => <span title={formatDateTime(row.original.createdAt)}>{formatRelative(row.original.createdAt)}</span>,
    },
    {
      id: 'status',
      header: t('deposits.column.status'),
      cell: ({ row }) => (
        <div className="flex flex-col gap-1">
          <LabelBadge label={depositStatusLabel(row.original.status, t)} data-testid="deposit-row-status" />
          {row.original.status === 'detected' && <span className="text-xs text-muted-foreground">{t('deposits.detected')}</span>}
          {row.original.refundStatus && <LabelBadge label={refundStatusLabel(row.original.refundStatus, t)} data-testid="deposit-row-refund" />}
        </div>
      ),
    },
    actionsColumn(t('deposits.column.actions'), (d) =>
      d.status === 'pending' || d.status === 'detected' ? (
        <div className="flex justify-end gap-1">
          <DepositAction label={t('deposits.approve.action')} icon={<CheckIcon />} tone="success" onClick={() => onApprove(d)} testId="deposit-approve" />
          <DepositAction label={t('deposits.reject.action')} icon={<XIcon />} tone="destructive" onClick={() => onReject(d)} testId="deposit-reject" />
        </div>
      ) : d.provider === 'stars' && d.status === 'completed' && !d.refundStatus ? (
        <div className="flex justify-end">
          <DepositAction label={t('deposits.refund.action')} icon={<Undo2Icon />} tone="destructive" onClick={() => onRefund(d)} testId="deposit-refund" />
        </div>
      ) : null,
    ),
  ];

  const s = stats.data;
  const amount = (f: { amount: string } | undefined) => (f ? formatEuro(f.amount) : null);
  // The count under the amount: "2 · 35,00 €" on one line wrapped on a phone.
  const count = (f: { count: number } | undefined, testId: string) =>
    f && (
      <p className="text-sm text-muted-foreground tabular-nums" data-testid={`${testId}-count`}>
        {t(f.count === 1 ? 'deposits.stat.countOne' : 'deposits.stat.count', { count: formatNumber(f.count) })}
      </p>
    );
  return (
    <div>
      <PageHeader page="deposits" />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <FigureCard testId="deposit-stat-completed" label={t('deposits.stat.completed')} icon={CircleCheckIcon} tone="bg-success/12 text-success" value={amount(s?.completed)} />
        <FigureCard testId="deposit-stat-pending" label={t('deposits.stat.pending')} icon={ClockIcon} tone="bg-chart-3/15 text-warning-foreground dark:text-chart-3" value={amount(s?.pending)}>
          {count(s?.pending, 'deposit-stat-pending')}
        </FigureCard>
        <FigureCard testId="deposit-stat-failed" label={t('deposits.stat.failed')} icon={XCircleIcon} tone="bg-destructive/10 text-destructive" value={amount(s?.failed)}>
          {count(s?.failed, 'deposit-stat-failed')}
        </FigureCard>
        <FigureCard testId="deposit-stat-today" label={t('deposits.stat.today')} icon={CalendarCheckIcon} tone="bg-primary/10 text-primary" value={amount(s?.today)}>
          {count(s?.today, 'deposit-stat-today')}
        </FigureCard>
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as DepositTab)}>
        <TabsList className="mb-2 w-full sm:w-fit">
          <TabsTrigger value="pending" data-testid="deposit-tab-pending">
            {t('deposits.tab.pending')}
          </TabsTrigger>
          <TabsTrigger value="completed" data-testid="deposit-tab-completed">
            {t('deposits.tab.completed')}
          </TabsTrigger>
          <TabsTrigger value="failed" data-testid="deposit-tab-failed">
            {t('deposits.tab.failed')}
          </TabsTrigger>
        </TabsList>
      </Tabs>
      <PagedTable
        list={list}
        paging={paging}
        itemsLabel={t('deposits.itemsLabel')}
        columns={columns}
        loadError={t('deposits.loadError')}
        testId="deposits-table"
        rowTestId="deposit-row"
        rowProps={(d) => ({ 'data-deposit-id': d.id, 'data-status': d.status })}
        empty={<EmptyState icon={WalletIcon} title={t('deposits.empty')} />}
      />
      <ApproveDepositDialog deposit={approving} onClose={() => setApproving(null)} />
    </div>
  );
}

const actionTones = {
  success: 'text-success hover:bg-success/10',
  destructive: 'text-destructive hover:bg-destructive/10 hover:text-destructive',
};

/** A deposit row's action (approve, reject, refund): its icon, and its name beside it on wide screens only. */
function DepositAction({ label, icon, tone, onClick, testId }: { label: string; icon: ReactNode; tone: keyof typeof actionTones; onClick(): void; testId: string }) {
  return (
    <Button variant="ghost" size="sm" className={actionTones[tone]} onClick={onClick} aria-label={label} title={label} data-testid={testId}>
      {icon}
      <span className="hidden 2xl:inline">{label}</span>
    </Button>
  );
}
