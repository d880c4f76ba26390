// Dashboard API: GET /api/dashboard/stats (the five cards with computed trends, categories, countries, recent transactions) and /setup (the checklist).
import type { FastifyInstance } from 'fastify';
import type { DashboardStats, SetupChecklist } from '../../contracts/dashboard';
import { setupChecklist } from '../../domain/settings/setup-checklist';
import { getDashboardFigures } from '../../domain/reports/dashboard';
import { presentDashboard } from '../presenters/dashboard';

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard/stats', { config: { apiScope: 'reports:read' } }, async (): Promise<DashboardStats> => presentDashboard(await getDashboardFigures(app.db), new Date()));
  app.get('/api/dashboard/setup', async (): Promise<SetupChecklist> => setupChecklist(app.db, (await app.payments.active()) !== null));
}
