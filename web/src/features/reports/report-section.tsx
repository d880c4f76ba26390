// The frame every section of the Rapports page shares: its title, its row of figures against the previous period, the
// bodies of its cards (a placeholder, "nothing yet" or the rows), the box and day labels of its charts and the horizontal bar chart in euros.
import type { ReactElement, ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { NothingYet } from '@/features/dashboard/dashboard-card';
import { formatEuro, formatNumber } from '@/lib/format';
import { type TranslationKey, useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { FiguresPlaceholder, ReportFigure, type ReportFigureProps, type ReportQuery, ReportState } from './report-parts';

/** One figure of a section; `wide` spans the whole row on phones (the odd last one of five), as tall as its row. */
type FigureSpec = ReportFigureProps & { wide?: boolean };

/** The icon colours of the figures. */
export const tones = {
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/12 text-success',
  blue: 'bg-chart-2/12 text-chart-2',
  amber: 'bg-chart-3/15 text-warning-foreground dark:text-chart-3',
  rose: 'bg-chart-4/12 text-chart-4',
};

/** A figure's value, previous value and change, from the report's { current, previous, percentage }. */
export function trend<V>(figure: { current: V; previous: V; percentage: number | null }, format: (value: V) => string) {
  return { value: format(figure.current), previous: format(figure.previous), percentage: figure.percentage };
}

function ReportFigures({ figures }: { figures: FigureSpec[] }) {
  return (
    <>
      {figures.map(({ wide, ...figure }) =>
        wide ? (
          <div key={figure.testId} className="col-span-2 grid lg:col-span-1">
            <ReportFigure {...figure} />
          </div>
        ) : (
          <ReportFigure key={figure.testId} {...figure} />
        ),
      )}
    </>
  );
}

/** A report whose section title is `reports.<name>.title`. */
type SectionName = { [K in TranslationKey]: K extends `reports.${infer N}.title` ? N : never }[TranslationKey];

/** A section: its title, the figures of its report (a placeholder per figure while it loads), then its cards. */
export function ReportSection<T>({
  name,
  query,
  columns,
  figureCount = 5,
  figures,
  children,
}: {
  /** The report's name: its title is `reports.<name>.title`, its test ids `report-<name>`, `<name>` (its state) and `<name>-figures`. */
  name: SectionName;
  query: ReportQuery<T>;
  /** The grid's columns from lg up. */
  columns: string;
  /** Placeholders shown until the report comes. */
  figureCount?: number;
  figures(report: T): FigureSpec[];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="space-y-4" data-testid={`report-${name}`}>
      <h3 className="text-lg font-semibold">{t(`reports.${name}.title`)}</h3>
      <div className={cn('grid grid-cols-2 gap-3 sm:gap-4', columns)} data-testid={`${name}-figures`}>
        <ReportState query={query} testId={name} placeholder={<FiguresPlaceholder count={figureCount} />}>
          {(report) => <ReportFigures figures={figures(report)} />}
        </ReportState>
      </div>
      {children}
    </section>
  );
}

/** A card's body: a placeholder until the report comes, "nothing yet" for a period without rows, else the rows. */
export function ReportRows<R>({
  rows,
  empty,
  placeholderClassName = 'h-40',
  children,
}: {
  rows: R[] | undefined;
  empty: string;
  placeholderClassName?: string;
  children(rows: R[]): ReactNode;
}) {
  if (!rows) return <Skeleton className={cn('mx-6', placeholderClassName)} />;
  if (rows.length === 0) {
    return (
      <CardContent>
        <NothingYet>{empty}</NothingYet>
      </CardContent>
    );
  }
  return <>{children(rows)}</>;
}

/** '2026-03-14' → '14/03': a day under a chart's bars. */
export const dayLabel = (day: string) => day.slice(5).split('-').reverse().join('/');

/** A chart as wide as its card and as high as its box (`className` or `height`), drawn again when the page is resized. */
export function ChartBox({ className, height, testId, children }: { className?: string; height?: number; testId?: string; children: ReactElement }) {
  return (
    <div className={cn('w-full', className)} style={height === undefined ? undefined : { height }} data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** The tooltip of every chart of the page, in the theme's popover colours. */
export const chartTooltipStyle = { background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 };

/** Horizontal bars in euros, one row per name; `bars` are the series, `legend` shows their names. */
export function EuroBars({
  data,
  bars,
  nameWidth,
  rowHeight,
  baseHeight,
  legend,
  testId,
  barGap,
}: {
  data: Array<{ name: string } & Record<string, string | number>>;
  bars: Array<{ key: string; name?: string; fill: string; fillOpacity?: number; maxBarSize: number }>;
  nameWidth: number;
  rowHeight: number;
  baseHeight: number;
  legend?: boolean;
  testId?: string;
  barGap?: number;
}) {
  return (
    <ChartBox height={baseHeight + data.length * rowHeight} testId={testId}>
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} {...(barGap === undefined ? {} : { barGap })}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" horizontal={false} />
        <XAxis type="number" tick={{ fontSize: 11 }} tickFormatter={(v: number) => `${formatNumber(v)} €`} tickLine={false} />
        <YAxis type="category" dataKey="name" tick={{ fontSize: 12 }} width={nameWidth} tickLine={false} axisLine={false} />
        <Tooltip contentStyle={chartTooltipStyle} formatter={(value) => formatEuro(Number(value))} />
        {legend && <Legend wrapperStyle={{ fontSize: 12 }} />}
        {bars.map(({ key, ...bar }) => (
          <Bar key={key} dataKey={key} {...bar} radius={[0, 3, 3, 0]} />
        ))}
      </BarChart>
    </ChartBox>
  );
}
