// Settings API: list, save one, the shop settings (typed), the help message, a display order (SPEC §7). Every change is audited with the admin.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { helpMessageSchema, orderUpdateSchema, settingUpsertSchema, shopSettingsUpdateSchema } from '../../contracts/settings';
import { listSettings, saveDisplayOrder, saveHelpMessage, saveSetting } from '../../domain/settings/settings';
import { getShopSettings, saveShopSettings } from '../../domain/settings/shop-settings';
import { adminOf } from '../plugins/auth';
import { presentSetting } from '../presenters/settings';

export async function settingsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const actor = (request: Parameters<typeof adminOf>[0]) => ({ actorUserId: adminOf(request).id });
  app.get('/api/settings', async () => (await listSettings(db)).map(presentSetting));
  app.post('/api/settings', { schema: { body: settingUpsertSchema } }, async (request) =>
    presentSetting(await saveSetting(db, request.body, actor(request))),
  );
  app.get('/api/settings/shop', async () => getShopSettings(db));
  app.put('/api/settings/shop', { schema: { body: shopSettingsUpdateSchema } }, async (request) =>
    db.transaction((tx) => saveShopSettings(tx, request.body, adminOf(request).id)),
  );
  app.post('/api/settings/help-message', { schema: { body: helpMessageSchema } }, async (request) =>
    presentSetting(await saveHelpMessage(db, request.body.value, actor(request))),
  );
  app.post('/api/settings/order', { schema: { body: orderUpdateSchema } }, async (request) => {
    const { key, value } = request.body;
    return { key, value: await saveDisplayOrder(db, key, value, actor(request)) };
  });
}
