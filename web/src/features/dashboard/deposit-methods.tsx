// Dashboard card: the last 30 days' deposits by payment method, with their count and euro value, and for Telegram
// Stars the Stars received (decision 0137).
import type { DashboardStats } from '@contracts/dashboard';
import { CoinsIcon } from 'lucide-react';
import { LabelText } from '@/components/code-label';
import { Last30DaysCard } from '@/features/dashboard/dashboard-card';
import { formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paymentMethodLabel } from '@/lib/labels';

export function DepositMethods({ methods }: { methods: DashboardStats['depositMethods'] }) {
  const t = useT();
  return (
    <Last30DaysCard testId="deposit-methods" icon={CoinsIcon} title={t('dashboard.depositMethods')} description={t('dashboard.depositMethodsHint')} nothingYet={methods.length === 0 && t('dashboard.noDeposits')}>
      <ul className="divide-y">
        {methods.map((m) => (
          <li key={`${m.provider}:${m.crypto}`} className="flex items-baseline justify-between gap-3 py-2 text-sm" data-testid="deposit-method">
            <span className="min-w-0">
              <LabelText className="font-medium" label={paymentMethodLabel(m, t)} />
              <span className="block text-xs text-muted-foreground" data-testid="deposit-method-count">
                {t(m.count === 1 ? 'dashboard.depositCountOne' : 'dashboard.depositCount', { count: formatNumber(m.count) })}
              </span>
            </span>
            <span className="text-right tabular-nums">
              <span className="block font-semibold" data-testid="deposit-method-amount">
                {formatEuro(m.amount)}
              </span>
              {m.stars !== null && (
                <span className="block text-xs text-muted-foreground" data-testid="deposit-method-stars">
                  {t('reports.deposits.starsReceived', { stars: formatNumber(m.stars) })}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Last30DaysCard>
  );
}
