// One dashboard figure: label, value and its trend, this period against the previous one (↑/↓ and %, or '—' without a previous figure).
import { BoxesIcon, EuroIcon, type LucideIcon, ReceiptTextIcon, UsersIcon, WalletIcon } from 'lucide-react';
import { Change, FigureCard } from '@/components/figure-card';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

type Trend = { percentage: number | null } | null;

const icons: Record<StatCardProps['kind'], { icon: LucideIcon; tone: string }> = {
  sales: { icon: EuroIcon, tone: 'bg-primary/10 text-primary' },
  deposits: { icon: WalletIcon, tone: 'bg-success/12 text-success' },
  users: { icon: UsersIcon, tone: 'bg-chart-2/12 text-chart-2' },
  transactions: { icon: ReceiptTextIcon, tone: 'bg-chart-3/15 text-warning-foreground dark:text-chart-3' },
  stock: { icon: BoxesIcon, tone: 'bg-chart-4/12 text-chart-4' },
};

export type StatCardProps = {
  /** data-testid suffix: stat-<id>. */
  id: string;
  kind: 'sales' | 'deposits' | 'users' | 'transactions' | 'stock';
  label: string;
  value: string;
  trend: Trend;
  /** Length of the compared periods, in days. */
  period: number;
  className?: string;
};

export function StatCard({ id, kind, label, value, trend, period, className }: StatCardProps) {
  const { icon, tone } = icons[kind];
  return (
    <FigureCard
      testId={`stat-${id}`}
      label={label}
      icon={icon}
      tone={tone}
      value={value}
      className={cn('gap-3 px-4 py-4 sm:px-5 sm:py-5', className)}
      valueClassName="text-xl sm:text-2xl"
    >
      <TrendLine trend={trend} period={period} testId={`stat-${id}-trend`} />
    </FigureCard>
  );
}

function TrendLine({ trend, period, testId }: { trend: Trend; period: number; testId: string }) {
  const t = useT();
  const percentage = trend?.percentage ?? null;
  if (percentage === null) {
    return (
      <p className="text-xs text-muted-foreground" data-testid={testId}>
        <span className="font-semibold">—</span> {trend === null ? t('dashboard.trendNoHistory') : t('dashboard.trendNoPrevious')}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted-foreground" data-testid={testId}>
      <Change percentage={percentage} />{' '}
      <span>{t('dashboard.trendVsPrevious', { days: period })}</span>
    </p>
  );
}
