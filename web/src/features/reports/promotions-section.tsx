// Promotions over the period: the discount given and the orders with a promotion against the previous period, and per promotion its orders, discount and revenue.
import type { PromotionsReportResponse } from '@contracts/reports';
import { BadgePercentIcon, ShoppingBagIcon, TicketPercentIcon } from 'lucide-react';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ReportCard } from './report-parts';
import { ReportRows, ReportSection, tones, trend } from './report-section';
import { useReport } from './reports-api';

type Row = PromotionsReportResponse['rows'][number];

export function PromotionsSection() {
  const t = useT();
  const report = useReport<PromotionsReportResponse>('promotions');
  const columns: ColumnDef<Row>[] = [
    { id: 'name', header: t('reports.column.promotion'), cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
    { id: 'orders', header: t('reports.column.orders'), meta: { align: 'right' }, cell: ({ row }) => formatNumber(row.original.orders) },
    { id: 'discount', header: t('reports.column.discount'), meta: { align: 'right' }, cell: ({ row }) => formatEuro(row.original.discount) },
    { id: 'revenue', header: t('reports.column.revenue'), meta: { align: 'right', className: 'hidden sm:table-cell' }, cell: ({ row }) => formatEuro(row.original.revenue) },
  ];
  return (
    <ReportSection
      name="promotions"
      query={report}
      columns="lg:grid-cols-3"
      figureCount={2}
      figures={(r) => [
        { testId: 'figure-discount', label: t('reports.promotions.discount'), icon: BadgePercentIcon, tone: tones.rose, ...trend(r.discount, formatEuro) },
        { testId: 'figure-promoted-orders', label: t('reports.promotions.orders'), icon: ShoppingBagIcon, tone: tones.blue, ...trend(r.promotedOrders, formatNumber) },
      ]}
    >
      <ReportCard table="promotions" testId="report-promotion-rows" icon={TicketPercentIcon} title={t('reports.promotions.byPromotion')} description={t('reports.promotions.hint')}>
        <ReportRows rows={report.data?.rows} empty={t('reports.promotions.empty')} placeholderClassName="h-32">
          {(rows) => <DataTable layout="embedded" columns={columns} rows={rows} getRowId={(row) => String(row.promotionId)} empty={null} testId="promotions-table" rowTestId="promotion-row" />}
        </ReportRows>
      </ReportCard>
    </ReportSection>
  );
}
