// / and /dashboard: the setup checklist until the shop is ready, the five figures with their computed trends, the open support tickets, sales by category, top countries, the latest transactions, the deposits by method.
import type { DashboardStats } from '@contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { ChartColumnIcon, LifeBuoyIcon, RefreshCwIcon } from 'lucide-react';
import { FigureCard } from '@/components/figure-card';
import { Link } from 'wouter';
import { SetupChecklistCard } from '@/features/language-texts/setup-checklist-card';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/auth-context';
import { DASHBOARD_STATS_KEY } from '@/features/dashboard/dashboard-keys';
import { CategoryShare, TopCountries } from '@/features/dashboard/sales-breakdown';
import { type StatCardProps, StatCard } from '@/features/dashboard/stat-card';
import { RecentTransactions } from '@/features/dashboard/recent-transactions';
import { DepositMethods } from '@/features/dashboard/deposit-methods';
import { formatDateTime, formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** SPEC §2: loading shows 4 placeholder cards. */
const PLACEHOLDER_CARDS = 4;

export default function DashboardPage() {
  const t = useT();
  const { user } = useAuth();
  const stats = useQuery<DashboardStats>({ queryKey: DASHBOARD_STATS_KEY });

  return (
    <div className="space-y-6">
      <Card data-testid="welcome-card" className="relative gap-0 overflow-hidden py-5">
        <div aria-hidden="true" className="absolute inset-y-0 right-0 w-1/2 bg-gradient-to-l from-primary/10 to-transparent" />
        <CardHeader className="relative flex flex-col gap-3 px-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="min-w-0 space-y-1.5">
            <CardTitle className="text-xl sm:text-2xl">{t('dashboard.welcomeTitle', { name: user?.username ?? '' })}</CardTitle>
            <CardDescription className="max-w-3xl text-pretty">{t('dashboard.welcomeDescription')}</CardDescription>
          </div>
          {/* Wraps on a phone: the time on its own line, both buttons inside the card (decision 0127). */}
          <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2">
            {stats.data && (
              <span className="w-full text-xs text-muted-foreground sm:w-auto" data-testid="dashboard-updated">
                {t('dashboard.updatedAt', { date: formatDateTime(stats.data.generatedAt) })}
              </span>
            )}
            <Button variant="outline" size="sm" asChild data-testid="dashboard-reports">
              <Link href="/reports">
                <ChartColumnIcon />
                {t('dashboard.seeReports')}
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={() => stats.refetch()} disabled={stats.isFetching} data-testid="dashboard-refresh">
              <RefreshCwIcon className={cn(stats.isFetching && 'animate-spin')} />
              {t('dashboard.refresh')}
            </Button>
          </div>
        </CardHeader>
      </Card>

      <SetupChecklistCard />

      {stats.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="dashboard-loading">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
            <Card key={i} className="gap-4 px-5 py-5" data-testid="stat-placeholder">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-8 w-36" />
              <Skeleton className="h-3 w-44" />
            </Card>
          ))}
        </div>
      ) : stats.isError ? (
        <LoadError
          testId="dashboard-error"
          description={t('dashboard.loadError')}
          error={stats.error}
          onRetry={() => stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <DashboardContent stats={stats.data} />
      )}
    </div>
  );
}

function DashboardContent({ stats }: { stats: DashboardStats }) {
  const t = useT();
  const period = stats.periodDays;
  const cards: StatCardProps[] = [
    { id: 'total-sales', kind: 'sales', label: t('dashboard.totalSales'), value: formatEuro(stats.totalSales), trend: stats.trends.totalSales, period },
    {
      id: 'total-deposits',
      kind: 'deposits',
      label: t('dashboard.totalDeposits'),
      value: formatEuro(stats.totalDeposits),
      trend: stats.trends.totalDeposits,
      period,
    },
    { id: 'active-users', kind: 'users', label: t('dashboard.activeUsers'), value: formatNumber(stats.activeUsers), trend: stats.trends.activeUsers, period },
    {
      id: 'transactions',
      kind: 'transactions',
      label: t('dashboard.transactions'),
      value: formatNumber(stats.totalTransactions),
      trend: stats.trends.totalTransactions,
      period,
    },
    { id: 'total-stock', kind: 'stock', label: t('dashboard.totalStock'), value: formatNumber(stats.totalStock), trend: stats.trends.totalStock, period },
  ];

  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-6" data-testid="stat-cards">
        {cards.map((card) => (
          <StatCard key={card.id} {...card} />
        ))}
        <OpenTicketsCard open={stats.openTickets} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
        <CategoryShare categories={stats.categoryStats} />
        <TopCountries countries={stats.topCountries} />
        <DepositMethods methods={stats.depositMethods} />
      </div>

      <RecentTransactions transactions={stats.recentTransactions} />
    </>
  );
}

/** The support tickets not closed now, by whom they wait for; the card opens the Support page (decision 0146). */
function OpenTicketsCard({ open }: { open: DashboardStats['openTickets'] }) {
  const t = useT();
  return (
    <Link href="/support" className="grid rounded-xl outline-none transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring" data-testid="stat-open-tickets-link">
      <FigureCard
        testId="stat-open-tickets"
        label={t('dashboard.openTickets')}
        icon={LifeBuoyIcon}
        tone="bg-chart-2/12 text-chart-2"
        value={formatNumber(open.total)}
        className="gap-3 px-4 py-4 sm:px-5 sm:py-5"
        valueClassName="text-xl sm:text-2xl"
      >
        <p className="text-xs text-muted-foreground" data-testid="stat-open-tickets-detail">
          {t('dashboard.openTicketsDetail', { shop: formatNumber(open.waitingForShop), customer: formatNumber(open.waitingForCustomer) })}
        </p>
      </FigureCard>
    </Link>
  );
}
