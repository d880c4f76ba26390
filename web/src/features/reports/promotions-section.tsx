// Promotions over the period: the discount given and the orders with a promotion against the previous period, and per promotion its orders, discount and revenue.
import type { PromotionsReportResponse } from '@contracts/reports';
import { BadgePercentIcon, ShoppingBagIcon, TicketPercentIcon } from 'lucide-react';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { NothingYet } from '@/features/dashboard/dashboard-card';
import { formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ExportMenu, FiguresPlaceholder, ReportCard, ReportFigure, ReportState } from './report-parts';
import { type PeriodChoice, useReport } from './reports-api';

type Row = PromotionsReportResponse['rows'][number];

export function PromotionsSection({ choice }: { choice: PeriodChoice }) {
  const t = useT();
  const report = useReport<PromotionsReportResponse>('promotions', choice);
  const d = report.data;
  const columns: ColumnDef<Row>[] = [
    { id: 'name', header: t('reports.column.promotion'), cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
    { id: 'orders', header: t('reports.column.orders'), meta: { align: 'right' }, cell: ({ row }) => formatNumber(row.original.orders) },
    { id: 'discount', header: t('reports.column.discount'), meta: { align: 'right' }, cell: ({ row }) => formatEuro(row.original.discount) },
    { id: 'revenue', header: t('reports.column.revenue'), meta: { align: 'right', className: 'hidden sm:table-cell' }, cell: ({ row }) => formatEuro(row.original.revenue) },
  ];
  return (
    <section className="space-y-4" data-testid="report-promotions">
      <h3 className="text-lg font-semibold">{t('reports.promotions.title')}</h3>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="promotion-figures">
        <ReportState query={report} testId="promotions" placeholder={<FiguresPlaceholder count={2} />}>
          {(r) => (
            <>
              <ReportFigure
                testId="figure-discount"
                label={t('reports.promotions.discount')}
                icon={BadgePercentIcon}
                tone="bg-chart-4/12 text-chart-4"
                value={formatEuro(r.discount.current)}
                previous={formatEuro(r.discount.previous)}
                percentage={r.discount.percentage}
              />
              <ReportFigure
                testId="figure-promoted-orders"
                label={t('reports.promotions.orders')}
                icon={ShoppingBagIcon}
                tone="bg-chart-2/12 text-chart-2"
                value={formatNumber(r.promotedOrders.current)}
                previous={formatNumber(r.promotedOrders.previous)}
                percentage={r.promotedOrders.percentage}
              />
            </>
          )}
        </ReportState>
      </div>
      <ReportCard
        testId="report-promotion-rows"
        icon={TicketPercentIcon}
        title={t('reports.promotions.byPromotion')}
        description={t('reports.promotions.hint')}
        actions={<ExportMenu table="promotions" choice={choice} />}
      >
        {!d ? (
          <Skeleton className="mx-6 h-32" />
        ) : d.rows.length === 0 ? (
          <CardContent>
            <NothingYet>{t('reports.promotions.empty')}</NothingYet>
          </CardContent>
        ) : (
          <DataTable layout="embedded" columns={columns} rows={d.rows} getRowId={(row) => String(row.promotionId)} empty={null} testId="promotions-table" rowTestId="promotion-row" />
        )}
      </ReportCard>
    </section>
  );
}
