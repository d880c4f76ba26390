// POST /telegram/webhook: Telegram's updates in webhook mode (PUBLIC_URL set), accepted only with the secret token.
import type { FastifyInstance } from 'fastify';
import type { Update } from 'grammy/types';
import { getBotConfig } from '../../domain/settings/bot-config';
import { WEBHOOK_PATH } from '../../lifecycle/telegram-bot';
import { providerAccess, type SignatureVerifier } from '../access/kinds';
import { safeEqual } from '../../shared/safe-equal';
import { webhookRoutes } from '../access/provider';
import { parseBoundedJson } from '../../shared/bounded-json';

/**
 * Telegram signs nothing: the proof is the `secret_token` given with setWebhook, sent back in a header on every call.
 * It is read from the database, so a new token (and secret) counts in every process at once.
 */
const telegramSecret =
  (app: FastifyInstance): SignatureVerifier =>
  async ({ headers }) => {
    const given = headers['x-telegram-bot-api-secret-token'];
    const { webhookSecret } = await getBotConfig(app.db);
    return typeof given === 'string' && webhookSecret != null && safeEqual(given, webhookSecret);
  };

const routes = webhookRoutes(async (app: FastifyInstance) => {
  app.post(WEBHOOK_PATH, { config: { access: providerAccess('telegram', telegramSecret(app)) } }, async (request, reply) => {
    let update: Update | undefined;
    try {
      update = parseBoundedJson((request.body as Buffer).toString('utf8')) as Update;
    } catch {
      update = undefined;
    }
    if (!update || typeof update !== 'object' || typeof update.update_id !== 'number') {
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: 'Update invalide' });
    }
    // Answered once the update is handled: a failure (5xx), or a process not running the bot, makes Telegram retry.
    if (!(await app.bot.handleWebhook(update))) return reply.status(503).send({ code: 'BOT_NOT_RUNNING', message: 'Bot arrêté' });
    return reply.status(200).send({ ok: true });
  });
});

export async function telegramWebhookRoutes(app: FastifyInstance) {
  await app.register(routes);
}
