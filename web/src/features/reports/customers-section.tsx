// The top customers: the ten who spent most over the period, their previous period and last activity, then "and N more users".
import type { TopCustomersReportResponse } from '@contracts/reports';
import { TrophyIcon } from 'lucide-react';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { Change } from '@/components/figure-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEuro, formatNumber, formatRelative } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ReportCard, ReportState } from './report-parts';
import { ReportRows } from './report-section';
import { useReport } from './reports-api';

type Row = TopCustomersReportResponse['customers'][number];

export function CustomersSection() {
  const t = useT();
  const report = useReport<TopCustomersReportResponse>('top-customers');
  const columns: ColumnDef<Row>[] = [
    { id: 'rank', header: '#', meta: { className: 'w-10' }, cell: ({ row }) => <span className="text-muted-foreground tabular-nums">{row.original.rank}</span> },
    {
      id: 'customer',
      header: t('reports.column.customer'),
      cell: ({ row }) => (
        <>
          <span className="font-medium" title={row.original.telegramId ? `Telegram ${row.original.telegramId}` : undefined}>
            {row.original.name}
          </span>
          {/* Phones: the last activity under the name, its column hidden. */}
          <span className="block text-xs text-muted-foreground sm:hidden">{formatRelative(row.original.lastActivity)}</span>
        </>
      ),
    },
    { id: 'spent', header: t('reports.column.spent'), meta: { align: 'right' }, cell: ({ row }) => formatEuro(row.original.spent.current) },
    {
      id: 'previous',
      header: t('reports.column.previous'),
      meta: { align: 'right', className: 'hidden md:table-cell' },
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-2 text-muted-foreground">
          {formatEuro(row.original.spent.previous)} <Change percentage={row.original.spent.percentage} />
        </span>
      ),
    },
    { id: 'orders', header: t('reports.column.orders'), meta: { align: 'right', className: 'hidden sm:table-cell' }, cell: ({ row }) => formatNumber(row.original.orders) },
    {
      id: 'lastActivity',
      header: t('reports.column.lastActivity'),
      meta: { align: 'right', className: 'hidden sm:table-cell' },
      cell: ({ row }) => <span className="whitespace-nowrap text-muted-foreground">{formatRelative(row.original.lastActivity)}</span>,
    },
  ];
  return (
    <ReportCard table="top-customers" icon={TrophyIcon} title={t('reports.customers.title')} description={t('reports.customers.hint')}>
      <ReportState query={report} testId="top-customers" placeholder={<Skeleton className="mx-6 h-48" />}>
        {(r) => (
          <ReportRows rows={r.customers} empty={t('reports.customers.empty')}>
            {(customers) => (
              <>
                <DataTable layout="embedded" columns={columns} rows={customers} getRowId={(row) => String(row.userId)} empty={null} testId="top-customers-table" rowTestId="top-customer-row" />
                {r.moreCount > 0 && (
                  <p className="px-6 text-sm text-muted-foreground" data-testid="top-customers-more">
                    {t('reports.customers.more', { count: formatNumber(r.moreCount) })}
                  </p>
                )}
              </>
            )}
          </ReportRows>
        )}
      </ReportState>
    </ReportCard>
  );
}
