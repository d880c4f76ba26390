// The Rapports page's sales: the period's figures against the previous one, today / this week / this month, the stock, and the chart per day.
import type { SalesReportResponse } from '@contracts/reports';
import { BoxesIcon, CalendarDaysIcon, EuroIcon, HashIcon, LineChartIcon, ReceiptTextIcon, ShoppingBasketIcon, ShoppingCartIcon } from 'lucide-react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CardContent } from '@/components/ui/card';
import { formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ExportMenu, FiguresPlaceholder, ReportCard, ReportFigure, ReportState } from './report-parts';
import { type PeriodChoice, useReport } from './reports-api';

const tones = {
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/12 text-success',
  blue: 'bg-chart-2/12 text-chart-2',
  amber: 'bg-chart-3/15 text-warning-foreground dark:text-chart-3',
  rose: 'bg-chart-4/12 text-chart-4',
};

export function SalesSection({ choice }: { choice: PeriodChoice }) {
  const t = useT();
  const sales = useReport<SalesReportResponse>('sales', choice);
  return (
    <section className="space-y-4" data-testid="report-sales">
      <h3 className="text-lg font-semibold">{t('reports.sales.title')}</h3>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5" data-testid="sales-figures">
        <ReportState query={sales} testId="sales" placeholder={<FiguresPlaceholder count={5} />}>
          {(s) => (
            <>
              <ReportFigure
                testId="figure-revenue"
                label={t('reports.sales.revenue')}
                icon={EuroIcon}
                tone={tones.primary}
                value={formatEuro(s.revenue.current)}
                previous={formatEuro(s.revenue.previous)}
                percentage={s.revenue.percentage}
              />
              <ReportFigure
                testId="figure-orders"
                label={t('reports.sales.orders')}
                icon={ShoppingCartIcon}
                tone={tones.blue}
                value={formatNumber(s.orders.current)}
                previous={formatNumber(s.orders.previous)}
                percentage={s.orders.percentage}
              />
              <ReportFigure
                testId="figure-numbers-sold"
                label={t('reports.sales.numbersSold')}
                icon={HashIcon}
                tone={tones.amber}
                value={formatNumber(s.numbersSold.current)}
                previous={formatNumber(s.numbersSold.previous)}
                percentage={s.numbersSold.percentage}
              />
              <ReportFigure
                testId="figure-average-basket"
                label={t('reports.sales.averageBasket')}
                icon={ShoppingBasketIcon}
                tone={tones.success}
                value={formatEuro(s.averageBasket.current)}
                previous={formatEuro(s.averageBasket.previous)}
                percentage={s.averageBasket.percentage}
              />
              <div className="col-span-2 lg:col-span-1">
                <ReportFigure
                  testId="figure-transactions-per-day"
                  label={t('reports.sales.transactionsPerDay')}
                  icon={ReceiptTextIcon}
                  tone={tones.rose}
                  value={formatNumber(s.transactionsPerDay.current)}
                  previous={formatNumber(s.transactionsPerDay.previous)}
                  percentage={s.transactionsPerDay.percentage}
                />
              </div>
            </>
          )}
        </ReportState>
      </div>
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
                value={formatEuro(sales.data.calendar[key].current)}
                previous={formatEuro(sales.data.calendar[key].previous)}
                percentage={sales.data.calendar[key].percentage}
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
      <ReportCard
        testId="daily-chart"
        icon={LineChartIcon}
        title={t('reports.chart.daily')}
        description={t('reports.chart.dailyHint')}
        actions={<ExportMenu table="sales-daily" choice={choice} />}
      >
        <CardContent className="px-2 sm:px-6">
          <DailyChart daily={sales.data?.daily ?? []} />
        </CardContent>
      </ReportCard>
    </section>
  );
}

function DailyChart({ daily }: { daily: SalesReportResponse['daily'] }) {
  const t = useT();
  // Euros as numbers only to size the bars; the tooltip shows them formatted from the API's strings.
  const data = daily.map((d) => ({ day: d.day.slice(5).split('-').reverse().join('/'), revenue: Number(d.revenue), orders: d.orders, label: d.revenue }));
  return (
    <div className="h-64 w-full sm:h-72" data-testid="daily-chart-plot">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={16} tickLine={false} />
          <YAxis yAxisId="revenue" tick={{ fontSize: 11 }} width={52} tickFormatter={(v: number) => `${formatNumber(v)} €`} tickLine={false} axisLine={false} />
          <YAxis yAxisId="orders" orientation="right" tick={{ fontSize: 11 }} width={32} allowDecimals={false} tickLine={false} axisLine={false} />
          <Tooltip
            contentStyle={{ background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 }}
            formatter={(value, name) => (name === t('reports.chart.revenue') ? formatEuro(Number(value)) : formatNumber(Number(value)))}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar yAxisId="revenue" dataKey="revenue" name={t('reports.chart.revenue')} fill="var(--chart-1)" radius={[3, 3, 0, 0]} maxBarSize={28} />
          <Line yAxisId="orders" dataKey="orders" name={t('reports.chart.orders')} stroke="var(--chart-3)" strokeWidth={2} dot={false} type="linear" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
