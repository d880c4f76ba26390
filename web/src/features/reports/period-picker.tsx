// The Rapports page's period: a preset (today … 12 months) or two dates, and the line saying which days are compared.
import type { ReportPeriod } from '@contracts/reports';
import { REPORT_PERIODS } from '@contracts/reports';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import type { PeriodChoice, PeriodName } from './reports-api';

/** 2025-03-01 → 01/03/2025: report days are UTC days, shown as they are (no time zone shift). */
const formatDay = (day: string) => day.split('-').reverse().join('/');
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export function PeriodPicker({ choice, onChange }: { choice: PeriodChoice; onChange(next: PeriodChoice): void }) {
  const t = useT();
  const pick = (period: PeriodName) =>
    // Custom starts from the last 30 days, which the admin then narrows.
    onChange(period === 'custom' ? { period, from: choice.from ?? daysAgo(29), to: choice.to ?? today() } : { period });
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="period-picker">
      <div className="grid gap-1.5">
        <Label htmlFor="report-period" className="text-xs text-muted-foreground">
          {t('reports.period')}
        </Label>
        <Select value={choice.period} onValueChange={(value) => pick(value as PeriodName)}>
          <SelectTrigger id="report-period" className="w-48" data-testid="period-select">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REPORT_PERIODS.map((p) => (
              <SelectItem key={p} value={p} data-testid={`period-${p}`}>
                {t(`reports.period.${p}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {choice.period === 'custom' && (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="report-from" className="text-xs text-muted-foreground">
              {t('reports.period.from')}
            </Label>
            <Input
              id="report-from"
              type="date"
              className="w-40"
              max={choice.to ?? today()}
              value={choice.from ?? ''}
              onChange={(e) => onChange({ ...choice, from: e.target.value })}
              data-testid="period-from"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="report-to" className="text-xs text-muted-foreground">
              {t('reports.period.to')}
            </Label>
            <Input
              id="report-to"
              type="date"
              className="w-40"
              min={choice.from}
              max={today()}
              value={choice.to ?? ''}
              onChange={(e) => onChange({ ...choice, to: e.target.value })}
              data-testid="period-to"
            />
          </div>
        </>
      )}
    </div>
  );
}

export function PeriodLine({ period }: { period: ReportPeriod }) {
  const t = useT();
  return (
    <p className="text-sm text-muted-foreground" data-testid="period-range">
      {t('reports.period.range', {
        from: formatDay(period.current.from),
        to: formatDay(period.current.to),
        previousFrom: formatDay(period.previous.from),
        previousTo: formatDay(period.previous.to),
      })}
    </p>
  );
}
