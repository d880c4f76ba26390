// The Rapports page's period: a preset (today … 12 months) or two dates, and the line saying which days are compared.
import type { ReportPeriod } from '@contracts/reports';
import { REPORT_PERIODS } from '@contracts/reports';
import type { ReactNode } from 'react';
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
      <PickerField id="report-period" label={t('reports.period')}>
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
      </PickerField>
      {choice.period === 'custom' && (
        <>
          <DayField end="from" label={t('reports.period.from')} value={choice.from} min={undefined} max={choice.to ?? today()} onChange={(from) => onChange({ ...choice, from })} />
          <DayField end="to" label={t('reports.period.to')} value={choice.to} min={choice.from} max={today()} onChange={(to) => onChange({ ...choice, to })} />
        </>
      )}
    </div>
  );
}

/** A control of the picker with its small label above. */
function PickerField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** One end of a custom period, a day no later than today. */
function DayField({ end, label, value, min, max, onChange }: { end: 'from' | 'to'; label: string; value: string | undefined; min: string | undefined; max: string; onChange(day: string): void }) {
  return (
    <PickerField id={`report-${end}`} label={label}>
      <Input
        id={`report-${end}`}
        type="date"
        className="w-40"
        min={min}
        max={max}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`period-${end}`}
      />
    </PickerField>
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
