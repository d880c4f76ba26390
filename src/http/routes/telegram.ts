// The /telegram page's API (SPEC §7): bot status, token, start and stop; the bot admins (admin-settings).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  botAdminCreateSchema,
  botAdminDeletedSchema,
  botAdminListSchema,
  botAdminSchema,
  botAdminUpdateSchema,
  botStatusSchema,
  botTokenSchema,
} from '../../contracts/telegram';
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

  app.get('/api/telegram/status', { schema: { summary: 'The bot’s status (token masked)', response: { 200: botStatusSchema } } }, status);

  // SPEC §4: saving a token starts the bot. Telegram is asked first (getMe): a wrong token is never stored.
  app.post('/api/telegram/configure', { config: { errorCodes: ['BOT_TOKEN_REJECTED', 'TELEGRAM_UNREACHABLE'] }, schema: { summary: 'Save the bot’s token (checked with Telegram first) and start the bot', body: botTokenSchema, response: { 200: botStatusSchema } } }, async (request) => {
    const checked = await app.bot.checkToken(request.body.token);
    await storeBotToken(db, checked, adminOf(request).id);
    await app.bot.refresh();
    return status();
  });

  app.post('/api/telegram/start', { config: { errorCodes: ['BOT_NOT_CONFIGURED'] }, schema: { summary: 'Start the bot', response: { 200: botStatusSchema } } }, async (request) => {
    if (!(await getBotConfig(db)).token) throw new DomainError('BOT_NOT_CONFIGURED');
    await setBotEnabled(db, true, adminOf(request).id);
    await app.bot.refresh();
    return status();
  });

  app.post('/api/telegram/stop', { schema: { summary: 'Stop the bot', response: { 200: botStatusSchema } } }, async (request) => {
    await setBotEnabled(db, false, adminOf(request).id);
    await app.bot.refresh();
    return status();
  });

  app.get('/api/admin-settings', { schema: { summary: 'The bot’s admins', response: { 200: botAdminListSchema } } }, async () => (await listBotAdmins(db)).map(presentBotAdmin));

  app.post('/api/admin-settings', { config: { errorCodes: ['BOT_ADMIN_EXISTS'] }, schema: { summary: 'Add a bot admin', body: botAdminCreateSchema, response: { 201: botAdminSchema } } }, async (request, reply) => {
    const admin = await addBotAdmin(db, request.body, adminOf(request).id);
    return reply.status(201).send(presentBotAdmin(admin));
  });

  app.patch('/api/admin-settings/:telegramChatId', { schema: { summary: 'Change a bot admin’s permissions', params: chatIdParams, body: botAdminUpdateSchema, response: { 200: botAdminSchema } } }, async (request) =>
    presentBotAdmin(await updateBotAdmin(db, request.params.telegramChatId, request.body, adminOf(request).id)),
  );

  app.delete('/api/admin-settings/:telegramChatId', { schema: { summary: 'Remove a bot admin', params: chatIdParams, response: { 200: botAdminDeletedSchema } } }, async (request) => {
    await removeBotAdmin(db, request.params.telegramChatId, adminOf(request).id);
    return { deleted: true as const };
  });
}
