// Deposits over the period: totals, average, customers who deposited and the conversion rate, by method (chart and table), the latest ones.
import type { DepositsReportResponse } from '@contracts/reports';
import { CoinsIcon, EuroIcon, HistoryIcon, PercentIcon, ReceiptTextIcon, UsersIcon, WalletIcon } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { NothingYet } from '@/features/dashboard/dashboard-card';
import { formatDateTime, formatEuro, formatNumber, formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paymentMethodLabel } from '@/lib/labels';
import { LabelText } from '@/components/code-label';
import { Change, ExportMenu, FiguresPlaceholder, ReportCard, ReportFigure, ReportState } from './report-parts';
import { type PeriodChoice, useReport } from './reports-api';

type Method = DepositsReportResponse['byMethod'][number];
type Recent = DepositsReportResponse['recent'][number];

const rate = (value: number | null) => (value === null ? '—' : formatPercent(value));

export function DepositsSection({ choice }: { choice: PeriodChoice }) {
  const t = useT();
  const report = useReport<DepositsReportResponse>('deposits', choice);
  const d = report.data;
  const methodColumns: ColumnDef<Method>[] = [
    { id: 'method', header: t('reports.column.provider'), cell: ({ row }) => <LabelText className="font-medium" label={paymentMethodLabel(row.original, t)} /> },
    { id: 'count', header: t('reports.column.count'), meta: { align: 'right' }, cell: ({ row }) => formatNumber(row.original.count) },
    { id: 'amount', header: t('reports.column.amount'), meta: { align: 'right' }, cell: ({ row }) => formatEuro(row.original.amount.current) },
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
    <section className="space-y-4" data-testid="report-deposits">
      <h3 className="text-lg font-semibold">{t('reports.deposits.title')}</h3>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5" data-testid="deposit-figures">
        <ReportState query={report} testId="deposits" placeholder={<FiguresPlaceholder count={5} />}>
          {(r) => (
            <>
              <ReportFigure
                testId="figure-deposits-total"
                label={t('reports.deposits.total')}
                icon={EuroIcon}
                tone="bg-success/12 text-success"
                value={formatEuro(r.total.current)}
                previous={formatEuro(r.total.previous)}
                percentage={r.total.percentage}
              />
              <ReportFigure
                testId="figure-deposits-count"
                label={t('reports.deposits.count')}
                icon={ReceiptTextIcon}
                tone="bg-chart-2/12 text-chart-2"
                value={formatNumber(r.count.current)}
                previous={formatNumber(r.count.previous)}
                percentage={r.count.percentage}
              />
              <ReportFigure
                testId="figure-deposits-average"
                label={t('reports.deposits.average')}
                icon={WalletIcon}
                tone="bg-primary/10 text-primary"
                value={formatEuro(r.average.current)}
                previous={formatEuro(r.average.previous)}
                percentage={r.average.percentage}
              />
              <ReportFigure
                testId="figure-depositors"
                label={t('reports.deposits.depositors')}
                icon={UsersIcon}
                tone="bg-chart-3/15 text-warning-foreground dark:text-chart-3"
                value={formatNumber(r.depositors.current)}
                previous={formatNumber(r.depositors.previous)}
                percentage={r.depositors.percentage}
              />
              <div className="col-span-2 lg:col-span-1">
                <ReportFigure
                  testId="figure-conversion"
                  label={t('reports.deposits.conversion')}
                  icon={PercentIcon}
                  tone="bg-chart-4/12 text-chart-4"
                  value={rate(r.conversionRate.current)}
                  previous={rate(r.conversionRate.previous)}
                  percentage={r.conversionRate.current === null || r.conversionRate.previous === null ? null : pointsChange(r)}
                  note={t(r.registered.current <= 1 ? 'reports.deposits.conversionHintOne' : 'reports.deposits.conversionHint', { depositors: formatNumber(r.depositors.current), registered: formatNumber(r.registered.current) })}
                />
              </div>
            </>
          )}
        </ReportState>
      </div>
      <div className="grid gap-4 2xl:grid-cols-2">
        <ReportCard
          testId="report-deposit-methods"
          icon={CoinsIcon}
          title={t('reports.deposits.byMethod')}
          description={t('reports.deposits.byMethodHint')}
          actions={<ExportMenu table="deposit-methods" choice={choice} />}
        >
          {!d ? (
            <Skeleton className="mx-6 h-40" />
          ) : d.byMethod.length === 0 ? (
            <CardContent>
              <NothingYet>{t('reports.deposits.empty')}</NothingYet>
            </CardContent>
          ) : (
            <>
              <CardContent className="px-2 sm:px-6">
                <MethodsChart methods={d.byMethod} />
              </CardContent>
              <DataTable layout="embedded" columns={methodColumns} rows={d.byMethod} getRowId={(row: Method) => `${row.provider}:${row.crypto}`} empty={null} testId="deposit-methods-table" rowTestId="deposit-method-row" />
            </>
          )}
        </ReportCard>
        <ReportCard
          testId="report-recent-deposits"
          icon={HistoryIcon}
          title={t('reports.deposits.recent')}
          description={t('reports.deposits.recentHint')}
          actions={<ExportMenu table="recent-deposits" choice={choice} />}
        >
          {!d ? (
            <Skeleton className="mx-6 h-40" />
          ) : d.recent.length === 0 ? (
            <CardContent>
              <NothingYet>{t('reports.deposits.empty')}</NothingYet>
            </CardContent>
          ) : (
            <DataTable layout="embedded" columns={recentColumns} rows={d.recent} getRowId={(row) => String(row.id)} empty={null} testId="recent-deposits-table" rowTestId="recent-deposit-row" />
          )}
        </ReportCard>
      </div>
    </section>
  );
}

/** The conversion rate's change, relative like every other figure's. */
function pointsChange(r: DepositsReportResponse): number | null {
  const { current, previous } = r.conversionRate;
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

function MethodsChart({ methods }: { methods: Method[] }) {
  const t = useT();
  const data = methods.map((m) => ({ name: paymentMethodLabel(m, t).text, amount: Number(m.amount.current) }));
  return (
    <div className="w-full" style={{ height: 40 + data.length * 36 }} data-testid="deposit-methods-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" horizontal={false} />
          <XAxis type="number" tick={{ fontSize: 11 }} tickFormatter={(v: number) => `${formatNumber(v)} €`} tickLine={false} />
          <YAxis type="category" dataKey="name" tick={{ fontSize: 12 }} width={130} tickLine={false} axisLine={false} />
          <Tooltip
            contentStyle={{ background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 }}
            formatter={(value) => formatEuro(Number(value))}
          />
          <Bar dataKey="amount" fill="var(--chart-5)" radius={[0, 3, 3, 0]} maxBarSize={16} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
