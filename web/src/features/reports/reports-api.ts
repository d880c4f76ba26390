// The Rapports page's data: the chosen period (kept in the address, so a link opens the same report), the five reports and the CSV exports.
import type { ReportTable } from '@contracts/reports';
import { REPORT_PERIODS } from '@contracts/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { useLocation, useSearch } from 'wouter';
import { downloadFile, queryKeyToPath } from '@/lib/api';

export type PeriodName = (typeof REPORT_PERIODS)[number];
export type PeriodChoice = { period: PeriodName; from?: string; to?: string };
export type CsvFormat = 'fr' | 'plain';

const REPORTS_KEY = '/api/reports';
const isPeriod = (value: string | null): value is PeriodName => (REPORT_PERIODS as readonly string[]).includes(value ?? '');

/** ?period=7d, or ?period=custom&from=…&to=…; 30 days by default. */
export function usePeriodChoice(): [PeriodChoice, (next: PeriodChoice) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const period = params.get('period');
  const choice: PeriodChoice = isPeriod(period)
    ? { period, from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }
    : { period: '30d' };
  const setChoice = useCallback(
    (next: PeriodChoice) => navigate(queryKeyToPath([location, next.period === 'custom' ? next : { period: next.period }]), { replace: true }),
    [location, navigate],
  );
  return [choice, setChoice];
}

/** A custom period is asked for only once both ends are set. */
const periodReady = (c: PeriodChoice) => c.period !== 'custom' || Boolean(c.from && c.to);

/** The period the page chose, for its sections and their exports. */
const ChosenPeriod = createContext<PeriodChoice>({ period: '30d' });
export const ReportPeriod = ChosenPeriod.Provider;
export const useChosenPeriod = () => useContext(ChosenPeriod);

/** A report over `choice`, by default the page's chosen period. */
export function useReport<T>(report: 'sales' | 'top-customers' | 'categories' | 'countries' | 'deposits' | 'promotions' | 'refunds' | 'support' | 'abuse', choice?: PeriodChoice) {
  const chosen = useChosenPeriod();
  const period = choice ?? chosen;
  return useQuery<T>({
    queryKey: [REPORTS_KEY, report, period],
    enabled: periodReady(period),
    // The page keeps the last figures while the next period loads, rather than flashing placeholders.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function exportReportTable(table: ReportTable, choice: PeriodChoice, format: CsvFormat): Promise<string> {
  return downloadFile(queryKeyToPath([REPORTS_KEY, table, 'export.csv', { ...choice, format }]), { fallbackFilename: `rapport-${table}.csv` });
}
