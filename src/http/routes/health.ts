// Liveness (/healthz: the process answers), readiness (/readyz: database, schema, bot) and the Prometheus metrics.
import type { FastifyInstance } from 'fastify';
import { ping, schemaVersion } from '../../db/client';
import { safeEqual } from '../access/provider';

export async function healthRoutes(app: FastifyInstance) {
  // Alive: nothing else is asked, so a slow database never gets a live process restarted by its supervisor.
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  // Ready for traffic: the database answers and carries every migration this code ships. The bot's state is told
  // (a bot stopped by an admin or refused by Telegram does not make the shop unready: its API and pages still work).
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    const bot = app.bot.state();
    const botState = { running: bot.running, mode: bot.mode, polling: bot.polling, error: bot.error };
    try {
      await ping(app.db);
      const schema = await schemaVersion(app.db);
      if (!schema.upToDate) {
        return reply.status(503).send({ status: 'unavailable', database: 'ok', schema: { current: schema.current, expected: schema.expected }, bot: botState });
      }
      return { status: 'ok', database: 'ok', schema: { current: schema.current, expected: schema.expected }, bot: botState };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable', bot: botState });
    }
  });

  // Off unless METRICS_TOKEN is set; then only with that bearer token (compared in constant time).
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (!token) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Métriques désactivées : définissez METRICS_TOKEN' });
    const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim() ?? '';
    if (!safeEqual(given, token)) return reply.status(401).send({ code: 'UNAUTHORIZED', message: 'Jeton de métriques invalide' });
    const body = await app.metrics.registry.metrics();
    return reply.type(app.metrics.registry.contentType).send(body);
  });
}
