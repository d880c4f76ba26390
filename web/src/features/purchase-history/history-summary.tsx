// The three figures over the filtered orders of /purchase-history: orders (completed · refunded), revenue, numbers sold.
import type { PurchaseHistoryResponse } from '@contracts/orders';
import { EuroIcon, HashIcon, ShoppingCartIcon } from 'lucide-react';
import { FigureCard } from '@/components/figure-card';
import { formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** `summary` is undefined until the first page arrives: placeholders meanwhile. */
export function HistorySummary({ summary }: { summary: PurchaseHistoryResponse['summary'] | undefined }) {
  const t = useT();
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-3" data-testid="history-summary">
      <FigureCard
        testId="summary-orders"
        icon={ShoppingCartIcon}
        label={t('history.summary.orders')}
        value={summary ? formatNumber(summary.totalOrders) : null}
        tone="bg-primary/10 text-primary"
      >
        {summary && <Hint>{t('history.summary.ordersHint', { completed: summary.completedOrders, refunded: summary.refundedOrders })}</Hint>}
      </FigureCard>
      <FigureCard
        testId="summary-revenue"
        icon={EuroIcon}
        label={t('history.summary.revenue')}
        value={summary ? formatEuro(summary.revenue) : null}
        tone="bg-success/12 text-success"
      >
        <Hint>{t('history.summary.revenueHint')}</Hint>
      </FigureCard>
      <FigureCard
        testId="summary-numbers"
        icon={HashIcon}
        label={t('history.summary.numbers')}
        value={summary ? formatNumber(summary.numbersSold) : null}
        tone="bg-chart-2/12 text-chart-2"
      >
        <Hint>{t('history.summary.numbersHint')}</Hint>
      </FigureCard>
    </div>
  );
}

function Hint({ children }: { children: string }) {
  return <p className="text-xs text-muted-foreground">{children}</p>;
}
