// Sales by category and by country: bars of the period against the previous one, and the table (exported as CSV).
import type { BreakdownReportResponse } from '@contracts/reports';
import { ChartPieIcon, GlobeIcon } from 'lucide-react';
import { CountryFlag } from '@/components/country-flag';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { Change } from '@/components/figure-card';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEuro, formatNumber, formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ReportCard, ReportState } from './report-parts';
import { EuroBars, ReportRows } from './report-section';
import { useReport } from './reports-api';

type Row = BreakdownReportResponse['rows'][number];

/** Bars for the ten largest; the table lists them all. */
const CHART_ROWS = 10;

export function BreakdownSection({ kind }: { kind: 'categories' | 'countries' }) {
  const t = useT();
  const report = useReport<BreakdownReportResponse>(kind);
  const columns: ColumnDef<Row>[] = [
    {
      id: 'name',
      header: t(kind === 'categories' ? 'reports.column.category' : 'reports.column.country'),
      cell: ({ row }) => (
        <span className="flex min-w-0 items-center gap-2 font-medium">
          {kind === 'countries' && <CountryFlag flag={row.original.flag} />}
          <span className="truncate">{row.original.name}</span>
        </span>
      ),
    },
    { id: 'revenue', header: t('reports.column.revenue'), meta: { align: 'right' }, cell: ({ row }) => formatEuro(row.original.revenue.current) },
    {
      id: 'previous',
      header: t('reports.column.previous'),
      meta: { align: 'right', className: 'hidden sm:table-cell' },
      cell: ({ row }) => <span className="text-muted-foreground">{formatEuro(row.original.revenue.previous)}</span>,
    },
    { id: 'change', header: t('reports.column.change'), meta: { align: 'right' }, cell: ({ row }) => <Change percentage={row.original.revenue.percentage} /> },
    { id: 'orders', header: t('reports.column.orders'), meta: { align: 'right', className: 'hidden md:table-cell' }, cell: ({ row }) => formatNumber(row.original.orders) },
    { id: 'share', header: t('reports.column.share'), meta: { align: 'right', className: 'hidden sm:table-cell' }, cell: ({ row }) => formatPercent(row.original.share) },
  ];
  return (
    <ReportCard table={kind} icon={kind === 'categories' ? ChartPieIcon : GlobeIcon} title={t(`reports.${kind}.title`)} description={t('reports.breakdown.hint')}>
      <ReportState query={report} testId={kind} placeholder={<Skeleton className="mx-6 h-48" />}>
        {(r) => (
          <ReportRows rows={r.rows} empty={t('reports.breakdown.empty')}>
            {(rows) => (
              <>
                <CardContent className="px-2 sm:px-6">
                  <EuroBars
                    data={rows.slice(0, CHART_ROWS).map((row) => ({ name: row.name, current: Number(row.revenue.current), previous: Number(row.revenue.previous) }))}
                    bars={[
                      { key: 'current', name: t('reports.column.revenue'), fill: 'var(--chart-1)', maxBarSize: 14 },
                      { key: 'previous', name: t('reports.column.previous'), fill: 'var(--chart-2)', fillOpacity: 0.45, maxBarSize: 14 },
                    ]}
                    nameWidth={110}
                    rowHeight={40}
                    baseHeight={48}
                    barGap={2}
                    legend
                  />
                </CardContent>
                <DataTable layout="embedded" columns={columns} rows={rows} getRowId={(row) => String(row.id ?? 'unknown')} empty={null} testId={`${kind}-table`} rowTestId={`${kind}-row`} />
              </>
            )}
          </ReportRows>
        )}
      </ReportState>
    </ReportCard>
  );
}
