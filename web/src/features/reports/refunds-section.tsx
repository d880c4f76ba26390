// Refunds over the period: by reason (refunds made in it) and by list (numbers sold in it and how many were refunded,
// the list's refund rate), so an owner sees which source is bad (decision 0140).
import type { RefundsReportResponse } from '@contracts/reports';
import { ListXIcon, RotateCcwIcon } from 'lucide-react';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { formatEuro, formatNumber, formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { ReportPanel } from './report-parts';
import { ReportRows } from './report-section';
import { useReport } from './reports-api';

type ReasonRow = RefundsReportResponse['byReason'][number];
type ListRow = RefundsReportResponse['byList'][number];

/** A rate of 10 % or more reads as a warning. */
const HIGH_RATE = 0.1;

export function RefundsSection() {
  const t = useT();
  const report = useReport<RefundsReportResponse>('refunds');
  const r = report.data;
  const reasons: ColumnDef<ReasonRow>[] = [
    { id: 'reason', header: t('reports.refunds.reason'), cell: ({ row }) => <span className="font-medium">{t(`refund.reason.${row.original.reason}`)}</span> },
    { id: 'refunds', header: t('reports.refunds.refunds'), meta: { align: 'right', className: 'hidden sm:table-cell' }, cell: ({ row }) => formatNumber(row.original.refunds) },
    { id: 'numbers', header: t('reports.refunds.numbers'), meta: { align: 'right' }, cell: ({ row }) => formatNumber(row.original.numbers) },
    { id: 'amount', header: t('reports.refunds.amount'), meta: { align: 'right' }, cell: ({ row }) => formatEuro(row.original.amount) },
  ];
  const lists: ColumnDef<ListRow>[] = [
    { id: 'list', header: t('reports.refunds.list'), cell: ({ row }) => <span className="font-medium break-words">{row.original.name}</span> },
    { id: 'sold', header: t('reports.refunds.sold'), meta: { align: 'right', className: 'hidden sm:table-cell' }, cell: ({ row }) => formatNumber(row.original.sold) },
    { id: 'refunded', header: t('reports.refunds.refunded'), meta: { align: 'right' }, cell: ({ row }) => formatNumber(row.original.refunded) },
    {
      id: 'rate',
      header: t('reports.refunds.rate'),
      meta: { align: 'right', testId: 'refund-rate' },
      cell: ({ row }) => (
        <span className={cn('tabular-nums', row.original.rate >= HIGH_RATE && 'font-semibold text-destructive')}>{formatPercent(row.original.rate * 100)}</span>
      ),
    },
  ];
  return (
    <section className="space-y-4" data-testid="report-refunds">
      <div className="space-y-1">
        <h3 className="text-lg font-semibold">{t('reports.refunds.title')}</h3>
        <p className="text-sm text-muted-foreground" data-testid="refunds-total">
          {r ? t('reports.refunds.total', { refunds: formatNumber(r.refunds), numbers: formatNumber(r.numbers), amount: formatEuro(r.amount) }) : '\u00a0'}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportPanel icon={RotateCcwIcon} title={t('reports.refunds.byReason')} testId="refunds-by-reason">
          <ReportRows rows={r?.byReason} empty={t('reports.refunds.empty')} placeholderClassName="h-32">
            {(rows) => <DataTable layout="embedded" columns={reasons} rows={rows} getRowId={(row) => row.reason} empty={null} rowTestId="refund-reason-row" />}
          </ReportRows>
        </ReportPanel>
        <ReportPanel icon={ListXIcon} title={t('reports.refunds.byList')} testId="refunds-by-list">
          <ReportRows rows={r?.byList.filter((row) => row.refunded > 0)} empty={t('reports.refunds.empty')} placeholderClassName="h-32">
            {(rows) => <DataTable layout="embedded" columns={lists} rows={rows} getRowId={(row) => String(row.numlistId)} empty={null} rowTestId="refund-list-row" />}
          </ReportRows>
        </ReportPanel>
      </div>
      <p className="text-xs text-muted-foreground">{t('reports.refunds.description')}</p>
    </section>
  );
}
