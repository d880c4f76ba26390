// Alerts API: GET /api/alerts, what the back office's bell shows (lists that can no longer fill an order, pending deposits).
import type { FastifyInstance } from 'fastify';
import { alertsSchema } from '../../contracts/alerts';
import { getAlerts } from '../../domain/reports/alerts';
import { presentAlerts } from '../presenters/stock';

export async function alertsRoutes(app: FastifyInstance) {
  app.get('/api/alerts', { schema: { summary: 'What the back office’s bell shows: sold-out lists, pending deposits', response: { 200: alertsSchema } } }, async () => presentAlerts(await getAlerts(app.db)));
}
