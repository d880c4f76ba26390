// The three figures over the filtered orders of /purchase-history: orders (completed · refunded), revenue, numbers sold.
import type { PurchaseHistoryResponse } from '@contracts/orders';
import { EuroIcon, HashIcon, type LucideIcon, ShoppingCartIcon } from 'lucide-react';
import { FigureCard } from '@/components/figure-card';
import { formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

type Summary = PurchaseHistoryResponse['summary'];
type Figure = { testId: string; icon: LucideIcon; tone: string; label: string; value(summary: Summary): string; hint(summary: Summary | undefined): string | null };

/** `summary` is undefined until the first page arrives: placeholders meanwhile. */
export function HistorySummary({ summary }: { summary: Summary | undefined }) {
  const t = useT();
  const figures: Figure[] = [
    {
      testId: 'summary-orders',
      icon: ShoppingCartIcon,
      tone: 'bg-primary/10 text-primary',
      label: t('history.summary.orders'),
      value: (s) => formatNumber(s.totalOrders),
      hint: (s) => (s ? t('history.summary.ordersHint', { completed: s.completedOrders, refunded: s.refundedOrders }) : null),
    },
    {
      testId: 'summary-revenue',
      icon: EuroIcon,
      tone: 'bg-success/12 text-success',
      label: t('history.summary.revenue'),
      value: (s) => formatEuro(s.revenue),
      hint: () => t('history.summary.revenueHint'),
    },
    {
      testId: 'summary-numbers',
      icon: HashIcon,
      tone: 'bg-chart-2/12 text-chart-2',
      label: t('history.summary.numbers'),
      value: (s) => formatNumber(s.numbersSold),
      hint: () => t('history.summary.numbersHint'),
    },
  ];
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-3" data-testid="history-summary">
      {figures.map(({ value, hint, ...figure }) => (
        <FigureCard key={figure.testId} {...figure} value={summary ? value(summary) : null}>
          {hint(summary) && <p className="text-xs text-muted-foreground">{hint(summary)}</p>}
        </FigureCard>
      ))}
    </div>
  );
}
