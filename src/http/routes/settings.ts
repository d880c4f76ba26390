// Settings API: list, save one, save the help message, save a display order (SPEC §7).
import type { FastifyInstance } from 'fastify';
import { helpMessageSchema, orderUpdateSchema, settingUpsertSchema } from '../../contracts/settings';
import { setDisplayOrder } from '../../domain/catalogue/display-order';
import { listSettings, saveHelpMessage, saveSetting } from '../../domain/settings/settings';
import { parseInput } from '../validate';

export async function settingsRoutes(app: FastifyInstance) {
  const db = app.db;
  app.get('/api/settings', async () => listSettings(db));
  app.post('/api/settings', async (request) => saveSetting(db, parseInput(settingUpsertSchema, request.body)));
  app.post('/api/settings/help-message', async (request) => {
    const { value } = parseInput(helpMessageSchema, request.body);
    return saveHelpMessage(db, value);
  });
  app.post('/api/settings/order', async (request) => {
    const { key, value } = parseInput(orderUpdateSchema, request.body);
    return { key, value: await setDisplayOrder(db, key, value) };
  });
}
