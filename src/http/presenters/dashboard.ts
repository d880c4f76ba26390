// Presenting the dashboard: the domain's cents, counts and dates as the API's euro strings and ISO dates.
import type { DashboardStats } from '../../contracts/dashboard';
import { type DashboardFigures, TREND_DAYS, type Trend } from '../../domain/reports/dashboard';
import { formatEuros } from '../../domain/wallet/money';
import { describeTransaction } from './wallet';

const moneyTrend = (t: Trend) => ({ current: formatEuros(t.current), previous: formatEuros(t.previous), percentage: t.percentage });

export function presentDashboard(f: DashboardFigures, now: Date): DashboardStats {
  return {
    totalSales: formatEuros(f.totalSalesCents),
    totalDeposits: formatEuros(f.totalDepositsCents),
    activeUsers: f.activeUsers,
    totalTransactions: f.totalTransactions,
    totalStock: f.totalStock,
    // Sales whose category or country no longer exists.
    categoryStats: f.categoryStats.map((c) => ({ ...c, name: c.name ?? 'Inconnu' })),
    topCountries: f.topCountries.map((c) => ({ countryId: c.countryId, name: c.name ?? 'Inconnu', flag: c.flag, sales: formatEuros(c.salesCents) })),
    recentTransactions: f.recentTransactions.map((t) => ({
      id: t.id,
      type: t.type,
      description: describeTransaction(t.type, t.metadata),
      amount: formatEuros(t.amountCents),
      status: t.status,
      createdAt: t.createdAt.toISOString(),
    })),
    depositMethods: f.depositMethods.map((m) => ({ provider: m.provider, crypto: m.crypto, count: m.count, amount: formatEuros(m.amountCents), stars: m.stars })),
    openTickets: { total: f.openTickets.waitingForShop + f.openTickets.waitingForCustomer, ...f.openTickets },
    trends: {
      totalSales: moneyTrend(f.trends.totalSalesCents),
      totalDeposits: moneyTrend(f.trends.totalDepositsCents),
      activeUsers: f.trends.activeUsers,
      totalTransactions: f.trends.totalTransactions,
      totalStock: null,
    },
    periodDays: TREND_DAYS,
    generatedAt: now.toISOString(),
  };
}
