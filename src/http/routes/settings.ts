// Settings API: list, save one, save the help message, save a display order (SPEC §7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { helpMessageSchema, orderUpdateSchema, settingUpsertSchema } from '../../contracts/settings';
import { setDisplayOrder } from '../../domain/catalogue/display-order';
import { listSettings, saveHelpMessage, saveSetting } from '../../domain/settings/settings';
import { presentSetting } from '../presenters/settings';

export async function settingsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  app.get('/api/settings', async () => (await listSettings(db)).map(presentSetting));
  app.post('/api/settings', { schema: { body: settingUpsertSchema } }, async (request) => presentSetting(await saveSetting(db, request.body)));
  app.post('/api/settings/help-message', { schema: { body: helpMessageSchema } }, async (request) =>
    presentSetting(await saveHelpMessage(db, request.body.value)),
  );
  app.post('/api/settings/order', { schema: { body: orderUpdateSchema } }, async (request) => {
    const { key, value } = request.body;
    return { key, value: await setDisplayOrder(db, key, value) };
  });
}
