// Settings API: list, save one, the shop settings (typed), the help message per language, a display order (SPEC §7). Every change is audited with the admin.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_TEXT_KINDS, orderUpdateSchema, SETTING_KEYS, settingUpsertSchema, shopSettingsUpdateSchema } from '../../contracts/settings';
import { languageTextUpdateSchema } from '../../contracts/telegram';
import { getHelpMessages, helpMessageKey, saveHelpMessageFor } from '../../domain/settings/help-messages';
import { getLanguageTexts, languageTextKey, manualTopUpsEnabled, saveLanguageText, setManualTopUps } from '../../domain/settings/language-texts';
import { listSettings, removeSetting, saveDisplayOrder, saveSetting } from '../../domain/settings/settings';
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
  // Back to the bot's built-in greeting (in the customer's language, with the prices of the settings).
  app.delete('/api/settings/welcome-message', async (request) => {
    await removeSetting(db, SETTING_KEYS.welcomeMessage, actor(request));
    return { key: SETTING_KEYS.welcomeMessage, value: null };
  });
  app.get('/api/settings/shop', async () => getShopSettings(db));
  app.put('/api/settings/shop', { schema: { body: shopSettingsUpdateSchema } }, async (request) =>
    db.transaction((tx) => saveShopSettings(tx, request.body, adminOf(request).id)),
  );
  // One language's help text (fr when no language is given, as SPEC §7's call sends); every language's own text.
  app.post('/api/settings/help-message', { schema: { body: languageTextUpdateSchema } }, async (request) => {
    const { language, value } = request.body;
    await saveHelpMessageFor(db, language, value, actor(request));
    return { language, key: helpMessageKey(language), value: value || null };
  });
  app.get('/api/settings/help-messages', async () => getHelpMessages(db));
  // Welcome, help and manual top-up instructions per bot language (decision 0125): every language's own text or null.
  const kindParam = { params: z.object({ kind: z.enum(LANGUAGE_TEXT_KINDS, { error: 'Texte inconnu' }) }) };
  app.get('/api/settings/texts/:kind', { schema: kindParam }, async (request) => getLanguageTexts(db, request.params.kind));
  app.post('/api/settings/texts/:kind', { schema: { ...kindParam, body: languageTextUpdateSchema } }, async (request) => {
    const { kind } = request.params;
    const { language, value } = request.body;
    await saveLanguageText(db, kind, language, value, actor(request));
    return { language, key: languageTextKey(kind, language), value: value || null };
  });
  // Manual top-ups while no provider takes payments: on only with the French instructions written.
  app.get('/api/settings/manual-topups', async () => ({ enabled: await manualTopUpsEnabled(db) }));
  app.put('/api/settings/manual-topups', { schema: { body: z.object({ enabled: z.boolean({ error: 'Valeur attendue : true ou false' }) }) } }, async (request) => {
    await setManualTopUps(db, request.body.enabled, actor(request));
    return { enabled: await manualTopUpsEnabled(db) };
  });
  app.post('/api/settings/order', { schema: { body: orderUpdateSchema } }, async (request) => {
    const { key, value } = request.body;
    return { key, value: await saveDisplayOrder(db, key, value, actor(request)) };
  });
}
