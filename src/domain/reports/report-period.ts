// The period a report covers (whole UTC days, as the rollups count them) and the period of the same length before it.
import { MAX_REPORT_DAYS, PRESET_DAYS, type ReportPresetName } from '../../contracts/reports';
import { DomainError } from '../errors';

export type ReportPreset = ReportPresetName;

export type PeriodInput = { preset: ReportPreset } | { from: string; to: string };

/** Days as YYYY-MM-DD; `to` is included. */
export type DayRange = { from: string; to: string; days: number };
export type ReportPeriod = { current: DayRange; previous: DayRange };

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const isDay = (s: string) => DAY_PATTERN.test(s) && dayOf(new Date(`${s}T00:00:00Z`)) === s;

function range(from: string, days: number): DayRange {
  return { from, to: addDays(from, days - 1), days };
}

/**
 * A preset ends today (UTC) and counts today; a custom period is any span of whole days up to today. The previous
 * period has the same number of days and ends the day before the current one starts.
 */
export function resolvePeriod(input: PeriodInput, now: Date = new Date()): ReportPeriod {
  const today = dayOf(now);
  let current: DayRange;
  if ('preset' in input) {
    const days = PRESET_DAYS[input.preset];
    if (!days) throw new DomainError('VALIDATION_FAILED', { field: 'period', preset: input.preset });
    current = range(addDays(today, 1 - days), days);
  } else {
    const { from, to } = input;
    if (!isDay(from) || !isDay(to)) throw new DomainError('VALIDATION_FAILED', { field: 'period', from, to });
    const days = daysBetween(from, to);
    if (days < 1 || days > MAX_REPORT_DAYS || to > today) throw new DomainError('VALIDATION_FAILED', { field: 'period', from, to, days });
    current = { from, to, days };
  }
  return { current, previous: range(addDays(current.from, -current.days), current.days) };
}

/**
 * Today, this week (from Monday) and this month (from the 1st), each with the same days one week or one month before
 * (a month shorter than today's date stops at its last day).
 */
export function calendarPeriods(now: Date = new Date()): Record<'today' | 'week' | 'month', ReportPeriod> {
  const today = dayOf(now);
  const weekday = (now.getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(today, -weekday);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const dayOfMonth = now.getUTCDate();
  const lastMonthFirst = dayOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
  const lastMonthLength = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).getUTCDate();
  const lastMonthDays = Math.min(dayOfMonth, lastMonthLength);
  return {
    today: { current: range(today, 1), previous: range(addDays(today, -1), 1) },
    week: { current: range(monday, weekday + 1), previous: range(addDays(monday, -7), weekday + 1) },
    month: { current: range(firstOfMonth, dayOfMonth), previous: range(lastMonthFirst, lastMonthDays) },
  };
}

/** Every day of a range, in order (the charts show days without sales as zero). */
export function eachDay(r: DayRange): string[] {
  return Array.from({ length: r.days }, (_, i) => addDays(r.from, i));
}
