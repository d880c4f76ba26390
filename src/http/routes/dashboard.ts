// Dashboard API: GET /api/dashboard/stats (the five cards with computed trends, categories, countries, recent transactions) and /setup (the checklist).
import type { FastifyInstance } from 'fastify';
import { type DashboardStats, dashboardStatsSchema, type SetupChecklist, setupChecklistSchema } from '../../contracts/dashboard';
import { setupChecklist } from '../../domain/settings/setup-checklist';
import { getDashboardFigures } from '../../domain/reports/dashboard';
import { presentDashboard } from '../presenters/dashboard';

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard/stats', { config: { apiScope: 'reports:read' }, schema: { summary: 'The dashboard: cards with trends, categories, countries, recent transactions', response: { 200: dashboardStatsSchema } } }, async (): Promise<DashboardStats> => presentDashboard(await getDashboardFigures(app.db), new Date()));
  app.get('/api/dashboard/setup', { schema: { summary: 'The first steps’ checklist', response: { 200: setupChecklistSchema } } }, async (): Promise<SetupChecklist> => setupChecklist(app.db, (await app.payments.active()) !== null));
}
