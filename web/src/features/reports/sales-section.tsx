// The Rapports page's sales: the period's figures against the previous one, today / this week / this month, the stock, and the chart per day.
import type { SalesReportResponse } from '@contracts/reports';
import { BoxesIcon, CalendarDaysIcon, EuroIcon, HashIcon, LineChartIcon, ReceiptTextIcon, ShoppingBasketIcon, ShoppingCartIcon } from 'lucide-react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { CardContent } from '@/components/ui/card';
import { formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ReportCard, ReportFigure } from './report-parts';
import { ChartBox, chartTooltipStyle, dayLabel, ReportSection, tones, trend } from './report-section';
import { useReport } from './reports-api';

export function SalesSection() {
  const t = useT();
  const sales = useReport<SalesReportResponse>('sales');
  return (
    <ReportSection
      name="sales"
      query={sales}
      columns="lg:grid-cols-3 xl:grid-cols-5"
      figures={(s) => [
        { testId: 'figure-revenue', label: t('reports.sales.revenue'), icon: EuroIcon, tone: tones.primary, ...trend(s.revenue, formatEuro) },
        { testId: 'figure-orders', label: t('reports.sales.orders'), icon: ShoppingCartIcon, tone: tones.blue, ...trend(s.orders, formatNumber) },
        { testId: 'figure-numbers-sold', label: t('reports.sales.numbersSold'), icon: HashIcon, tone: tones.amber, ...trend(s.numbersSold, formatNumber) },
        { testId: 'figure-average-basket', label: t('reports.sales.averageBasket'), icon: ShoppingBasketIcon, tone: tones.success, ...trend(s.averageBasket, formatEuro) },
        {
          testId: 'figure-transactions-per-day',
          label: t('reports.sales.transactionsPerDay'),
          icon: ReceiptTextIcon,
          tone: tones.rose,
          ...trend(s.transactionsPerDay, formatNumber),
          wide: true,
        },
      ]}
    >
      {sales.data && (
        <div className="grid gap-3 sm:gap-4 md:grid-cols-2 xl:grid-cols-3">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4 md:col-span-2 xl:col-span-2" data-testid="calendar-figures">
            {(['today', 'week', 'month'] as const).map((key) => (
              <ReportFigure
                key={key}
                testId={`figure-sales-${key}`}
                label={t(`reports.sales.${key}`)}
                icon={CalendarDaysIcon}
                tone={tones.primary}
                {...trend(sales.data.calendar[key], formatEuro)}
              />
            ))}
            <p className="text-xs text-muted-foreground sm:col-span-3">{t('reports.sales.calendarHint')}</p>
          </div>
          <ReportFigure
            testId="figure-stock"
            label={t('reports.stock.value')}
            icon={BoxesIcon}
            tone={tones.amber}
            value={formatEuro(sales.data.stock.estimatedValue)}
            note={`${t('reports.stock.available')} : ${formatNumber(sales.data.stock.available)} · ${t('reports.stock.inStock')} : ${formatNumber(sales.data.stock.inStock)} — ${t('reports.stock.hint')}`}
          />
        </div>
      )}
      <ReportCard table="sales-daily" testId="daily-chart" icon={LineChartIcon} title={t('reports.chart.daily')} description={t('reports.chart.dailyHint')}>
        <CardContent className="px-2 sm:px-6">
          <DailyChart daily={sales.data?.daily ?? []} />
        </CardContent>
      </ReportCard>
    </ReportSection>
  );
}

function DailyChart({ daily }: { daily: SalesReportResponse['daily'] }) {
  const t = useT();
  // Euros as numbers only to size the bars; the tooltip shows them formatted from the API's strings.
  const data = daily.map((d) => ({ day: dayLabel(d.day), revenue: Number(d.revenue), orders: d.orders, label: d.revenue }));
  return (
    <ChartBox className="h-64 sm:h-72" testId="daily-chart-plot">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={16} tickLine={false} />
        <YAxis yAxisId="revenue" tick={{ fontSize: 11 }} width={52} tickFormatter={(v: number) => `${formatNumber(v)} €`} tickLine={false} axisLine={false} />
        <YAxis yAxisId="orders" orientation="right" tick={{ fontSize: 11 }} width={32} allowDecimals={false} tickLine={false} axisLine={false} />
        <Tooltip
          contentStyle={chartTooltipStyle}
          formatter={(value, name) => (name === t('reports.chart.revenue') ? formatEuro(Number(value)) : formatNumber(Number(value)))}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar yAxisId="revenue" dataKey="revenue" name={t('reports.chart.revenue')} fill="var(--chart-1)" radius={[3, 3, 0, 0]} maxBarSize={28} />
        <Line yAxisId="orders" dataKey="orders" name={t('reports.chart.orders')} stroke="var(--chart-3)" strokeWidth={2} dot={false} type="linear" />
      </ComposedChart>
    </ChartBox>
  );
}
