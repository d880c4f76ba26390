// Anti-abus over the period (decision 0142): the customers blocked now, and how many times each rule refused something.
import type { AbuseReportResponse } from '@contracts/abuse';
import { BanIcon, ClockIcon, GiftIcon, ShieldAlertIcon, WalletIcon } from 'lucide-react';
import { type ColumnDef, customerColumn, DataTable, dateColumn } from '@/components/data-table';
import { TitledCard } from '@/components/titled-card';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ReportRows, ReportSection, tones } from './report-section';
import { useReport } from './reports-api';

type Row = AbuseReportResponse['blocked'][number];

export function AbuseSection() {
  const t = useT();
  const report = useReport<AbuseReportResponse>('abuse');
  const refusals = (r: AbuseReportResponse, rule: AbuseReportResponse['refusals'][number]['rule']) =>
    formatNumber(r.refusals.find((x) => x.rule === rule)?.total ?? 0);
  const columns: ColumnDef<Row>[] = [
    customerColumn('customer', t('reports.abuse.customer')),
    { id: 'reason', header: t('reports.abuse.reason'), meta: { cellClassName: 'max-w-64 whitespace-normal break-words' }, cell: ({ row }) => row.original.reason },
    dateColumn('since', t('reports.abuse.since'), (blocked) => blocked.blockedAt, { className: 'hidden sm:table-cell', cellClassName: 'whitespace-nowrap' }),
    { id: 'by', header: t('reports.abuse.by'), meta: { className: 'hidden md:table-cell' }, cell: ({ row }) => row.original.blockedBy ?? '—' },
  ];
  return (
    <ReportSection
      name="abuse"
      query={report}
      columns="lg:grid-cols-5"
      figures={(r) => [
        { testId: 'figure-blocked', label: t('reports.abuse.blocked'), icon: BanIcon, tone: tones.rose, value: formatNumber(r.blockedCount), note: t('reports.abuse.blockedNote') },
        { testId: 'figure-refused-blocked', label: t('reports.abuse.rule.blocked'), icon: ShieldAlertIcon, tone: tones.amber, value: refusals(r, 'blocked') },
        { testId: 'figure-refused-purchase-rate', label: t('reports.abuse.rule.purchase_rate'), icon: ClockIcon, tone: tones.blue, value: refusals(r, 'purchase_rate') },
        { testId: 'figure-refused-unpaid', label: t('reports.abuse.rule.unpaid_top_ups'), icon: WalletIcon, tone: tones.primary, value: refusals(r, 'unpaid_top_ups') },
        { testId: 'figure-refused-referral', label: t('reports.abuse.rule.referral_reward'), icon: GiftIcon, tone: tones.success, value: refusals(r, 'referral_reward'), wide: true },
      ]}
    >
      <TitledCard testId="report-blocked-customers" icon={BanIcon} title={t('reports.abuse.blockedList')} description={t('reports.abuse.blockedHint')}>
        <ReportRows rows={report.data?.blocked} empty={t('reports.abuse.empty')} placeholderClassName="h-32">
          {(rows) => <DataTable layout="embedded" columns={columns} rows={rows} getRowId={(row) => String(row.userId)} empty={null} testId="blocked-table" rowTestId="blocked-row" />}
        </ReportRows>
      </TitledCard>
    </ReportSection>
  );
}
