// Alerts API: GET /api/alerts, what the back office's bell shows (lists that can no longer fill an order, pending deposits).
import type { FastifyInstance } from 'fastify';
import { getAlerts } from '../../domain/reports/alerts';
import { presentAlerts } from '../presenters/stock';

export async function alertsRoutes(app: FastifyInstance) {
  app.get('/api/alerts', async () => presentAlerts(await getAlerts(app.db)));
}
