// The /telegram page's API (SPEC §7): bot status, token, start and stop; the bot admins (admin-settings).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { botAdminCreateSchema, botAdminUpdateSchema, botTokenSchema } from '../../contracts/telegram';
import { addBotAdmin, listBotAdmins, removeBotAdmin, updateBotAdmin } from '../../domain/users/bot-admins';
import { getBotConfig, setBotEnabled, storeBotToken } from '../../domain/settings/bot-config';
import { DomainError } from '../../domain/errors';
import { adminOf } from '../plugins/auth';
import { presentBotAdmin, presentBotStatus } from '../presenters/telegram';

const chatIdParams = z.object({ telegramChatId: z.string().regex(/^-?\d{1,16}$/, 'Chat ID invalide').transform(Number) });

export async function telegramRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  const status = async () => {
    const [config, admins] = await Promise.all([getBotConfig(db), listBotAdmins(db)]);
    return presentBotStatus(config, app.bot.state(), admins.length);
  };

  app.get('/api/telegram/status', status);

  // SPEC §4: saving a token starts the bot. Telegram is asked first (getMe): a wrong token is never stored.
  app.post('/api/telegram/configure', { schema: { body: botTokenSchema } }, async (request) => {
    const checked = await app.bot.checkToken(request.body.token);
    await storeBotToken(db, checked, adminOf(request).id);
    await app.bot.refresh();
    return status();
  });

  app.post('/api/telegram/start', async (request) => {
    if (!(await getBotConfig(db)).token) throw new DomainError('BOT_NOT_CONFIGURED');
    await setBotEnabled(db, true, adminOf(request).id);
    await app.bot.refresh();
    return status();
  });

  app.post('/api/telegram/stop', async (request) => {
    await setBotEnabled(db, false, adminOf(request).id);
    await app.bot.refresh();
    return status();
  });

  app.get('/api/admin-settings', async () => (await listBotAdmins(db)).map(presentBotAdmin));

  app.post('/api/admin-settings', { schema: { body: botAdminCreateSchema } }, async (request, reply) => {
    const admin = await addBotAdmin(db, request.body, adminOf(request).id);
    return reply.status(201).send(presentBotAdmin(admin));
  });

  app.patch('/api/admin-settings/:telegramChatId', { schema: { params: chatIdParams, body: botAdminUpdateSchema } }, async (request) =>
    presentBotAdmin(await updateBotAdmin(db, request.params.telegramChatId, request.body, adminOf(request).id)),
  );

  app.delete('/api/admin-settings/:telegramChatId', { schema: { params: chatIdParams } }, async (request) => {
    await removeBotAdmin(db, request.params.telegramChatId, adminOf(request).id);
    return { deleted: true };
  });
}
