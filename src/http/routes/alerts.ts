// Alerts API: GET /api/alerts, what the back office's bell shows (lists that can no longer fill an order, pending deposits).
import type { FastifyInstance } from 'fastify';
import type { Alerts } from '../../contracts/alerts';
import { getAlerts } from '../../domain/reports/alerts';

export async function alertsRoutes(app: FastifyInstance) {
  app.get('/api/alerts', async (): Promise<Alerts> => {
    const a = await getAlerts(app.db);
    return { ...a, pendingDeposits: { count: a.pendingDeposits.count, oldestAt: a.pendingDeposits.oldestAt?.toISOString() ?? null } };
  });
}
