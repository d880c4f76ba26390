// Pieces every report section shares: a figure with its previous value, the CSV export menu of a table, a section's load states,
// its titled cards with or without that export.
import type { ReportTable } from '@contracts/reports';
import { FileDownIcon, type LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Change, FigureCard } from '@/components/figure-card';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { type CsvFormat, exportReportTable, useChosenPeriod } from './reports-api';

export type ReportFigureProps = {
  testId: string;
  label: string;
  icon: LucideIcon;
  tone: string;
  value: string;
  previous?: string;
  percentage?: number | null;
  note?: string;
};

/** A figure of the period, its change and the previous period's value under it. */
export function ReportFigure({ testId, label, icon, tone, value, previous, percentage, note }: ReportFigureProps) {
  const t = useT();
  return (
    <FigureCard testId={testId} label={label} icon={icon} tone={tone} value={value} className="gap-2 px-4 py-4 sm:px-5" valueClassName="text-xl sm:text-2xl">
      {previous !== undefined ? (
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted-foreground" data-testid={`${testId}-previous`}>
          <Change percentage={percentage ?? null} />
          <span>{percentage === null ? t('reports.noPrevious') : t('reports.vsPrevious', { value: previous })}</span>
        </p>
      ) : null}
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
    </FigureCard>
  );
}

export function FiguresPlaceholder({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
        <Card key={i} className="gap-3 px-5 py-5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-3 w-40" />
        </Card>
      ))}
    </>
  );
}

export type ReportQuery<T> = { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch(): unknown };

/** The section's content, its placeholder while the first answer comes, or the reason it failed with a retry. */
export function ReportState<T>({
  query,
  placeholder,
  children,
  testId,
}: {
  query: ReportQuery<T>;
  placeholder: ReactNode;
  children(data: T): ReactNode;
  testId: string;
}) {
  const t = useT();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <LoadError testId={`${testId}-error`} description={t('reports.loadError')} error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
    );
  }
  return <>{placeholder}</>;
}

/** "CSV" with the two formats of decision 0078; the server names the file. */
function ExportMenu({ table }: { table: ReportTable }) {
  const t = useT();
  const choice = useChosenPeriod();
  const [busy, setBusy] = useState(false);
  const run = async (format: CsvFormat) => {
    setBusy(true);
    try {
      notifySuccess(t('reports.export.done'), await exportReportTable(table, choice, format));
    } catch (error) {
      notifyError(t('common.error'), t('reports.export.failed'), error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={busy} aria-label={t('reports.export.label')} data-testid={`export-${table}`}>
          {busy ? <Spinner /> : <FileDownIcon />}
          {t('reports.export.button')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('reports.export.label')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {(['fr', 'plain'] as const).map((format) => (
          <DropdownMenuItem key={format} onSelect={() => run(format)} data-testid={`export-${table}-${format}`}>
            {t(`reports.export.${format}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A titled card of the page with the CSV export of its table on the right; its test id is `report-<table>` unless told. */
export function ReportCard({
  table,
  testId = `report-${table}`,
  icon: Icon,
  title,
  description,
  children,
  className,
}: {
  table: ReportTable;
  testId?: string;
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('min-w-0 gap-4', className)} data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-3 px-5 sm:px-6">
        <div className="min-w-0 space-y-1">
          <h3 className="flex items-center gap-2 font-semibold leading-none">
            <Icon className="size-4 text-muted-foreground" />
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <ExportMenu table={table} />
      </div>
      {children}
    </Card>
  );
}

/** A titled card of a section whose rows have no CSV export (support, refunds); `description` goes under the title. */
export function ReportPanel({ icon: Icon, title, description, testId, children }: { icon: LucideIcon; title: string; description?: string; testId: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 gap-4" data-testid={testId}>
      <div className="space-y-1 px-5 sm:px-6">
        <h4 className="flex items-center gap-2 font-semibold leading-none">
          <Icon className="size-4 text-muted-foreground" />
          {title}
        </h4>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
