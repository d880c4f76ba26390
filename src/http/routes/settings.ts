// Settings API: list, save one, the shop settings (typed), the help message per language, a display order (SPEC §7). Every change is audited with the admin.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LANGUAGE_TEXT_KINDS,
  languageTextSavedSchema,
  languageTextsSchema,
  manualTopUpsSchema,
  orderSavedSchema,
  orderUpdateSchema,
  SETTING_KEYS,
  settingListSchema,
  settingRemovedSchema,
  settingSchema,
  settingUpsertSchema,
  shopSettingsSchema,
  shopSettingsUpdateSchema,
} from '../../contracts/settings';
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
  app.get('/api/settings', { schema: { summary: 'Every setting (secrets masked)', response: { 200: settingListSchema } } }, async () => (await listSettings(db)).map(presentSetting));
  app.post('/api/settings', { config: { errorCodes: ['SETTING_RESERVED'] }, schema: { summary: 'Save one setting (checked by its key’s rule)', body: settingUpsertSchema, response: { 200: settingSchema } } }, async (request) =>
    presentSetting(await saveSetting(db, request.body, actor(request))),
  );
  // Back to the bot's built-in greeting (in the customer's language, with the prices of the settings).
  app.delete('/api/settings/welcome-message', { schema: { summary: 'Back to the bot’s built-in greeting', response: { 200: settingRemovedSchema } } }, async (request) => {
    await removeSetting(db, SETTING_KEYS.welcomeMessage, actor(request));
    return { key: SETTING_KEYS.welcomeMessage, value: null };
  });
  app.get('/api/settings/shop', { schema: { summary: 'The shop’s settings, typed (cents, micro-euros, counts)', response: { 200: shopSettingsSchema } } }, async () => getShopSettings(db));
  app.put('/api/settings/shop', { config: { errorCodes: ['DEPOSIT_LIMITS_CROSSED'] }, schema: { summary: 'Change some of the shop’s settings', body: shopSettingsUpdateSchema, response: { 200: shopSettingsSchema } } }, async (request) =>
    db.transaction((tx) => saveShopSettings(tx, request.body, adminOf(request).id)),
  );
  // One language's help text (fr when no language is given, as SPEC §7's call sends); every language's own text.
  app.post('/api/settings/help-message', { config: { errorCodes: ['TELEGRAM_HTML_INVALID'] }, schema: { summary: 'Save one language’s help text (French when none is given)', body: languageTextUpdateSchema, response: { 200: languageTextSavedSchema } } }, async (request) => {
    const { language, value } = request.body;
    await saveHelpMessageFor(db, language, value, actor(request));
    return { language, key: helpMessageKey(language), value: value || null };
  });
  app.get('/api/settings/help-messages', { schema: { summary: 'Every language’s own help text', response: { 200: languageTextsSchema } } }, async () => getHelpMessages(db));
  // Welcome, help and manual top-up instructions per bot language (decision 0125): every language's own text or null.
  const kindParam = { params: z.object({ kind: z.enum(LANGUAGE_TEXT_KINDS, { error: 'Texte inconnu' }) }) };
  app.get('/api/settings/texts/:kind', { schema: { summary: 'Every language’s own text of a kind (welcome, help, manual top-up, terms)', ...kindParam, response: { 200: languageTextsSchema } } }, async (request) => getLanguageTexts(db, request.params.kind));
  app.post('/api/settings/texts/:kind', { config: { errorCodes: ['TELEGRAM_HTML_INVALID', 'MANUAL_TOPUP_INSTRUCTIONS_REQUIRED'] }, schema: { summary: 'Save one language’s text of a kind', ...kindParam, body: languageTextUpdateSchema, response: { 200: languageTextSavedSchema } } }, async (request) => {
    const { kind } = request.params;
    const { language, value } = request.body;
    await saveLanguageText(db, kind, language, value, actor(request));
    return { language, key: languageTextKey(kind, language), value: value || null };
  });
  // Manual top-ups while no provider takes payments: on only with the French instructions written.
  app.get('/api/settings/manual-topups', { schema: { summary: 'Whether customers may ask for a manual top-up', response: { 200: manualTopUpsSchema } } }, async () => ({ enabled: await manualTopUpsEnabled(db) }));
  app.put('/api/settings/manual-topups', { config: { errorCodes: ['MANUAL_TOPUP_INSTRUCTIONS_REQUIRED'] }, schema: { summary: 'Turn manual top-ups on (French instructions written) or off', response: { 200: manualTopUpsSchema }, body: z.object({ enabled: z.boolean({ error: 'Valeur attendue : true ou false' }) }) } }, async (request) => {
    await setManualTopUps(db, request.body.enabled, actor(request));
    return { enabled: await manualTopUpsEnabled(db) };
  });
  app.post('/api/settings/order', { config: { errorCodes: ['UNKNOWN_ORDER_KEY'] }, schema: { summary: 'Save a display order (continents, countries, operators)', body: orderUpdateSchema, response: { 200: orderSavedSchema } } }, async (request) => {
    const { key, value } = request.body;
    return { key, value: await saveDisplayOrder(db, key, value, actor(request)) };
  });
}
