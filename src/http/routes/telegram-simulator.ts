// POST /api/telegram/simulator: the /telegram page's simulator drives the real bot handlers as a chosen customer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { simulateUpdate } from '../../bot/simulator';
import { simulatorAnswerSchema, simulatorInputSchema } from '../../contracts/telegram';
import { getBotConfig } from '../../domain/settings/bot-config';
import { findCustomerById } from '../../domain/customers/customers';
import { DomainError } from '../../domain/errors';

export async function telegramSimulatorRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post('/api/telegram/simulator', { schema: { summary: 'Drive the real bot as a chosen customer (the Simulateur)', body: simulatorInputSchema, response: { 200: simulatorAnswerSchema } } }, async (request) => {
    const { userId, input } = request.body;
    const customer = await findCustomerById(app.db, userId);
    if (!customer) {
      throw new DomainError('VALIDATION_FAILED', {
        message: 'Choisissez un client qui a un identifiant Telegram',
        fields: { userId: 'Client sans identifiant Telegram' },
      });
    }
    const config = await getBotConfig(app.db);
    const events = await simulateUpdate({ db: app.db, logger: request.log, i18n: app.bot.texts, payments: app.payments }, customer, input, { token: config.token });
    return { events };
  });
}
