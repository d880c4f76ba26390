// Support over the period (decision 0146): tickets open now (waiting for an answer / for the customer), tickets received
// against the period before, the median time to the first admin answer, those still unanswered, per day and per list.
import type { SupportReportResponse } from '@contracts/reports';
import { HourglassIcon, InboxIcon, LifeBuoyIcon, ListIcon, MessageSquareOffIcon, TimerIcon } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { CardContent } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ReportPanel } from './report-parts';
import { ChartBox, chartTooltipStyle, dayLabel, ReportRows, ReportSection, tones, trend } from './report-section';
import { useReport } from './reports-api';

type ListRow = SupportReportResponse['byList'][number];

/** 45 s, 12 min, 1 h 30, 2 j 4 h: a delay read at a glance (the API gives seconds). */
function formatDelay(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${String(minutes % 60).padStart(2, '0')}` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} j ${hours % 24} h` : `${days} j`;
}

export function SupportSection() {
  const t = useT();
  const report = useReport<SupportReportResponse>('support');
  const r = report.data;
  const columns: ColumnDef<ListRow>[] = [
    {
      id: 'list',
      header: t('reports.support.list'),
      cell: ({ row }) => <span className={row.original.withOrder ? 'font-medium break-words' : 'font-medium italic text-muted-foreground'}>{row.original.name}</span>,
    },
    { id: 'tickets', header: t('reports.support.tickets'), meta: { align: 'right' }, cell: ({ row }) => formatNumber(row.original.tickets) },
    { id: 'open', header: t('reports.support.stillOpen'), meta: { align: 'right', className: 'hidden sm:table-cell' }, cell: ({ row }) => formatNumber(row.original.open) },
    {
      id: 'first-answer',
      header: t('reports.support.listFirstAnswer'),
      meta: { align: 'right' },
      cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatDelay(row.original.medianFirstAnswerSeconds)}</span>,
    },
  ];
  return (
    <ReportSection
      name="support"
      query={report}
      columns="lg:grid-cols-4"
      figureCount={4}
      figures={(s) => [
        {
          testId: 'figure-open-tickets',
          label: t('reports.support.open'),
          icon: InboxIcon,
          tone: tones.primary,
          value: formatNumber(s.open.total),
          note: t('reports.support.openDetail', { shop: formatNumber(s.open.waitingForShop), customer: formatNumber(s.open.waitingForCustomer) }),
        },
        { testId: 'figure-tickets-opened', label: t('reports.support.opened'), icon: LifeBuoyIcon, tone: tones.blue, ...trend(s.opened, formatNumber) },
        {
          testId: 'figure-first-answer',
          label: t('reports.support.firstAnswer'),
          icon: TimerIcon,
          tone: tones.success,
          value: formatDelay(s.firstAnswer.medianSeconds),
          note:
            s.firstAnswer.previousMedianSeconds === null
              ? t('reports.support.noPreviousAnswer')
              : t('reports.vsPrevious', { value: formatDelay(s.firstAnswer.previousMedianSeconds) }),
        },
        {
          testId: 'figure-unanswered',
          label: t('reports.support.unanswered'),
          icon: MessageSquareOffIcon,
          tone: tones.rose,
          value: formatNumber(s.firstAnswer.unanswered),
          note: t('reports.support.unansweredDetail', { opened: formatNumber(s.opened.current) }),
        },
      ]}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportPanel icon={HourglassIcon} title={t('reports.support.daily')} description={t('reports.support.dailyHint')} testId="support-daily">
          <CardContent className="px-2 sm:px-6">
            <TicketsPerDay daily={r?.daily ?? []} />
          </CardContent>
        </ReportPanel>
        <ReportPanel icon={ListIcon} title={t('reports.support.byList')} description={t('reports.support.byListHint')} testId="support-by-list">
          <ReportRows rows={r?.byList} empty={t('reports.support.empty')} placeholderClassName="h-32">
            {(rows) => (
              <DataTable
                layout="embedded"
                columns={columns}
                rows={rows}
                getRowId={(row) => (row.withOrder ? String(row.numlistId) : 'none')}
                empty={null}
                rowTestId="support-list-row"
              />
            )}
          </ReportRows>
        </ReportPanel>
      </div>
      <p className="text-xs text-muted-foreground">{t('reports.support.description')}</p>
    </ReportSection>
  );
}

function TicketsPerDay({ daily }: { daily: SupportReportResponse['daily'] }) {
  const t = useT();
  const data = daily.map((d) => ({ day: dayLabel(d.day), opened: d.opened }));
  return (
    <ChartBox className="h-56" testId="support-daily-plot">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={16} tickLine={false} />
        <YAxis tick={{ fontSize: 11 }} width={32} allowDecimals={false} tickLine={false} axisLine={false} />
        <Tooltip contentStyle={chartTooltipStyle} formatter={(value) => formatNumber(Number(value))} />
        <Bar dataKey="opened" name={t('reports.support.tickets')} fill="var(--chart-2)" radius={[3, 3, 0, 0]} maxBarSize={28} />
      </BarChart>
    </ChartBox>
  );
}
