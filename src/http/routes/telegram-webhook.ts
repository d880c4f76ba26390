// POST /telegram/webhook: Telegram's updates in webhook mode (PUBLIC_URL set), accepted only with the secret token.
import type { FastifyInstance } from 'fastify';
import type { Update } from 'grammy/types';
import { WEBHOOK_PATH } from '../../lifecycle/telegram-bot';

export async function telegramWebhookRoutes(app: FastifyInstance) {
  // Public, because Telegram signs nothing: the secret_token set with setWebhook is the proof, checked by the bot.
  app.post(WEBHOOK_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const secret = request.headers['x-telegram-bot-api-secret-token'];
    const update = request.body as Update | undefined;
    if (!update || typeof update !== 'object' || typeof update.update_id !== 'number') {
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: 'Update invalide' });
    }
    const handled = await app.bot.handleWebhook(update, typeof secret === 'string' ? secret : undefined);
    if (!handled) return reply.status(401).send({ code: 'UNAUTHENTICATED', message: 'Secret du webhook invalide' });
    // Answered after the update is handled: a failure (5xx) makes Telegram deliver it again.
    return reply.status(200).send({ ok: true });
  });
}
