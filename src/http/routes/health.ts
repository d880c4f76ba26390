// Liveness and readiness: 200 once the database answers and carries every migration this code ships.
import type { FastifyInstance } from 'fastify';
import { ping, schemaVersion } from '../../db/client';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await ping(app.db);
      const schema = await schemaVersion(app.db);
      if (!schema.upToDate) return reply.status(503).send({ status: 'unavailable', schema: { current: schema.current, expected: schema.expected } });
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
