// Liveness (/healthz: the process answers), readiness (/readyz: database, schema, bot) and the Prometheus metrics.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/common';
import { databaseReadiness } from '../../domain/database';

/** /readyz: the verdict; the details only with the metrics token. */
const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string().optional(),
  schema: z.object({ current: z.string().nullable(), expected: z.string() }).optional(),
  bot: z.object({ running: z.boolean(), mode: z.string().nullable(), polling: z.boolean(), error: z.string().nullable() }).optional(),
});
import { safeEqual } from '../../shared/safe-equal';

export async function healthRoutes(app: FastifyInstance) {
  // Alive: nothing else is asked, so a slow database never gets a live process restarted by its supervisor.
  app.get('/healthz', { config: { access: 'public' }, schema: { summary: 'Liveness: the process answers', response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' as const }));

  // Ready for traffic: the database answers and carries every migration this code ships. The bot's state is told
  // (a bot stopped by an admin or refused by Telegram does not make the shop unready: its API and pages still work).
  // The route is public (load balancers call it), so strangers get the verdict only: the bot's error text and the
  // migration names are for the operator, who shows the metrics token.
  app.get('/readyz', { config: { access: 'public' }, schema: { summary: 'Readiness: the database and its schema (details with the metrics token)', response: { 200: readinessSchema, 503: readinessSchema } } }, async (request, reply) => {
    const answer = await readiness();
    const body = holdsMetricsToken(request) ? answer.body : { status: answer.body.status };
    return reply.status(answer.httpStatus as 200 | 503).send(body);
  });

  async function readiness() {
    const bot = app.bot.state();
    const botState = { running: bot.running, mode: bot.mode, polling: bot.polling, error: bot.error };
    const database = await databaseReadiness(app.db);
    if (!database.reachable) return { httpStatus: 503, body: { status: 'unavailable', database: 'unreachable', bot: botState } };
    const { schema } = database;
    const body = { database: 'ok', schema: { current: schema.current, expected: schema.expected }, bot: botState };
    return schema.upToDate
      ? { httpStatus: 200, body: { status: 'ok', ...body } }
      : { httpStatus: 503, body: { status: 'unavailable', ...body } };
  }

  /** The METRICS_TOKEN bearer, compared in constant time; never true while no token is configured. */
  function holdsMetricsToken(request: FastifyRequest): boolean {
    const token = app.config.metricsToken;
    if (!token) return false;
    const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim() ?? '';
    return safeEqual(given, token);
  }

  // Off unless METRICS_TOKEN is set; then only with that bearer token (compared in constant time).
  app.get('/metrics', { config: { access: 'public' }, schema: { summary: 'Prometheus metrics (with the METRICS_TOKEN bearer)', response: { 404: apiErrorSchema, 401: apiErrorSchema, 200: { description: 'Prometheus text format', content: { 'text/plain': { schema: z.unknown().meta({ type: 'string' }) } } } } } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (!token) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Métriques désactivées : définissez METRICS_TOKEN' });
    if (!holdsMetricsToken(request)) return reply.status(401).send({ code: 'UNAUTHORIZED', message: 'Jeton de métriques invalide' });
    const body = await app.metrics.registry.metrics();
    return reply.type(app.metrics.registry.contentType).send(body);
  });
}
