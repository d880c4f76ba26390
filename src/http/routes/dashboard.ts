// Dashboard API: GET /api/dashboard/stats, the five cards with computed trends, categories, countries, recent transactions.
import type { FastifyInstance } from 'fastify';
import type { DashboardStats } from '../../contracts/dashboard';
import { getDashboardFigures, TREND_DAYS } from '../../domain/reports/dashboard';
import { formatEuros } from '../../domain/wallet/money';

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard/stats', async (): Promise<DashboardStats> => {
    const f = await getDashboardFigures(app.db);
    const money = (t: { current: number; previous: number; percentage: number | null }) => ({
      current: formatEuros(t.current),
      previous: formatEuros(t.previous),
      percentage: t.percentage,
    });
    return {
      totalSales: formatEuros(f.totalSalesCents),
      totalDeposits: formatEuros(f.totalDepositsCents),
      activeUsers: f.activeUsers,
      totalTransactions: f.totalTransactions,
      totalStock: f.totalStock,
      categoryStats: f.categoryStats,
      topCountries: f.topCountries.map((c) => ({ countryId: c.countryId, name: c.name, flag: c.flag, sales: formatEuros(c.salesCents) })),
      recentTransactions: f.recentTransactions.map((t) => ({
        id: t.id,
        type: t.type,
        description: t.description,
        amount: formatEuros(t.amountCents),
        status: t.status,
        createdAt: t.createdAt.toISOString(),
      })),
      trends: {
        totalSales: money(f.trends.totalSalesCents),
        totalDeposits: money(f.trends.totalDepositsCents),
        activeUsers: f.trends.activeUsers,
        totalTransactions: f.trends.totalTransactions,
        totalStock: null,
      },
      periodDays: TREND_DAYS,
      generatedAt: new Date().toISOString(),
    };
  });
}
