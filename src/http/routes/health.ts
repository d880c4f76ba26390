// Liveness and readiness: 200 once migrations have run and the database answers.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1 from drizzle.__drizzle_migrations limit 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
