// Dashboard API: GET /api/dashboard/stats, the five cards with computed trends, categories, countries, recent transactions.
import type { FastifyInstance } from 'fastify';
import type { DashboardStats } from '../../contracts/dashboard';
import { getDashboardFigures } from '../../domain/reports/dashboard';
import { presentDashboard } from '../presenters/dashboard';

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard/stats', async (): Promise<DashboardStats> => presentDashboard(await getDashboardFigures(app.db), new Date()));
}
