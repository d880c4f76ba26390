// Deposits over the period: totals, average, customers who deposited and the conversion rate, by method (chart and table), the latest ones.
import type { DepositsReportResponse } from '@contracts/reports';
import { CoinsIcon, EuroIcon, HistoryIcon, PercentIcon, ReceiptTextIcon, UsersIcon, WalletIcon } from 'lucide-react';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { Change } from '@/components/figure-card';
import { CardContent } from '@/components/ui/card';
import { formatDateTime, formatEuro, formatNumber, formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paymentMethodLabel } from '@/lib/labels';
import { LabelText } from '@/components/code-label';
import { ReportCard } from './report-parts';
import { EuroBars, ReportRows, ReportSection, tones, trend } from './report-section';
import { useReport } from './reports-api';

type Method = DepositsReportResponse['byMethod'][number];
type Recent = DepositsReportResponse['recent'][number];

const rate = (value: number | null) => (value === null ? '—' : formatPercent(value));

export function DepositsSection() {
  const t = useT();
  const report = useReport<DepositsReportResponse>('deposits');
  const methodColumns: ColumnDef<Method>[] = [
    { id: 'method', header: t('reports.column.provider'), cell: ({ row }) => <LabelText className="font-medium" label={paymentMethodLabel(row.original, t)} /> },
    { id: 'count', header: t('reports.column.count'), meta: { align: 'right' }, cell: ({ row }) => formatNumber(row.original.count) },
    {
      id: 'amount',
      header: t('reports.column.amount'),
      meta: { align: 'right' },
      cell: ({ row }) => (
        <>
          {formatEuro(row.original.amount.current)}
          {/* A Stars method: the Stars received beside their euro value (decision 0137). */}
          {row.original.stars !== null && (
            <span className="block text-xs text-muted-foreground" data-testid="deposit-method-stars">
              {t('reports.deposits.starsReceived', { stars: formatNumber(row.original.stars) })}
            </span>
          )}
        </>
      ),
    },
    { id: 'change', header: t('reports.column.change'), meta: { align: 'right', className: 'hidden sm:table-cell' }, cell: ({ row }) => <Change percentage={row.original.amount.percentage} /> },
    { id: 'share', header: t('reports.column.share'), meta: { align: 'right', className: 'hidden sm:table-cell' }, cell: ({ row }) => formatPercent(row.original.share) },
  ];
  const recentColumns: ColumnDef<Recent>[] = [
    {
      id: 'date',
      header: t('reports.column.date'),
      cell: ({ row }) => (
        <>
          <span className="whitespace-nowrap">{formatDateTime(row.original.completedAt)}</span>
          {/* Phones: the customer under the date, their column hidden. */}
          <span className="block text-xs font-medium sm:hidden">{row.original.name}</span>
        </>
      ),
    },
    { id: 'customer', header: t('reports.column.customer'), meta: { className: 'hidden sm:table-cell' }, cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
    { id: 'method', header: t('reports.column.provider'), meta: { className: 'hidden sm:table-cell' }, cell: ({ row }) => <LabelText label={paymentMethodLabel(row.original, t)} /> },
    { id: 'amount', header: t('reports.column.amount'), meta: { align: 'right' }, cell: ({ row }) => formatEuro(row.original.amount) },
  ];
  return (
    <ReportSection
      name="deposits"
      query={report}
      columns="lg:grid-cols-3 xl:grid-cols-5"
      figures={(r) => [
        { testId: 'figure-deposits-total', label: t('reports.deposits.total'), icon: EuroIcon, tone: tones.success, ...trend(r.total, formatEuro) },
        { testId: 'figure-deposits-count', label: t('reports.deposits.count'), icon: ReceiptTextIcon, tone: tones.blue, ...trend(r.count, formatNumber) },
        { testId: 'figure-deposits-average', label: t('reports.deposits.average'), icon: WalletIcon, tone: tones.primary, ...trend(r.average, formatEuro) },
        { testId: 'figure-depositors', label: t('reports.deposits.depositors'), icon: UsersIcon, tone: tones.amber, ...trend(r.depositors, formatNumber) },
        {
          testId: 'figure-conversion',
          label: t('reports.deposits.conversion'),
          icon: PercentIcon,
          tone: tones.rose,
          value: rate(r.conversionRate.current),
          previous: rate(r.conversionRate.previous),
          percentage: pointsChange(r),
          note: t(r.registered.current <= 1 ? 'reports.deposits.conversionHintOne' : 'reports.deposits.conversionHint', {
            depositors: formatNumber(r.depositors.current),
            registered: formatNumber(r.registered.current),
          }),
          wide: true,
        },
      ]}
    >
      <div className="grid gap-4 2xl:grid-cols-2">
        <ReportCard table="deposit-methods" icon={CoinsIcon} title={t('reports.deposits.byMethod')} description={t('reports.deposits.byMethodHint')}>
          <ReportRows rows={report.data?.byMethod} empty={t('reports.deposits.empty')}>
            {(methods) => (
              <>
                <CardContent className="px-2 sm:px-6">
                  <EuroBars
                    testId="deposit-methods-chart"
                    data={methods.map((m) => ({ name: paymentMethodLabel(m, t).text, amount: Number(m.amount.current) }))}
                    bars={[{ key: 'amount', fill: 'var(--chart-5)', maxBarSize: 16 }]}
                    nameWidth={130}
                    rowHeight={36}
                    baseHeight={40}
                  />
                </CardContent>
                <DataTable layout="embedded" columns={methodColumns} rows={methods} getRowId={(row: Method) => `${row.provider}:${row.crypto}`} empty={null} testId="deposit-methods-table" rowTestId="deposit-method-row" />
              </>
            )}
          </ReportRows>
        </ReportCard>
        <ReportCard table="recent-deposits" icon={HistoryIcon} title={t('reports.deposits.recent')} description={t('reports.deposits.recentHint')}>
          <ReportRows rows={report.data?.recent} empty={t('reports.deposits.empty')}>
            {(recent) => <DataTable layout="embedded" columns={recentColumns} rows={recent} empty={null} testId="recent-deposits-table" rowTestId="recent-deposit-row" />}
          </ReportRows>
        </ReportCard>
      </div>
    </ReportSection>
  );
}

/** The conversion rate's change, relative like every other figure's. */
function pointsChange(r: DepositsReportResponse): number | null {
  const { current, previous } = r.conversionRate;
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
