import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings, seedDefaults } from '../../demo/seed';
import { getSaleSettings } from '../../domain/settings/shop-settings';
import { createTestApp, type TestApp } from '../../../tests/support/app';

describe('settings API', () => {
  let t: TestApp;
  const api = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: t.auth, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('falls back to the spec prices when the settings are missing, then reads the seeded ones', async () => {
    expect(await getSaleSettings(t.database.db)).toEqual({ unitPriceMicros: 6000, minimumQuantity: 100 });
    await seedDefaults(t.database.db);
    await api('POST', '/api/settings', { key: 'unit_price_micros', value: '5000' });
    expect((await getSaleSettings(t.database.db)).unitPriceMicros).toBe(5000);
  });

  it('lists the settings with their descriptions', async () => {
    const list = (await api('GET', '/api/settings')).json();
    expect(list.map((s: { key: string }) => s.key)).toEqual(expect.arrayContaining(Object.keys(defaultSettings)));
    expect(list.find((s: { key: string }) => s.key === 'help_message')).toMatchObject({ description: "Message d'aide du bot", updatedAt: expect.any(String) });
  });

  it('saves a setting, keeping its description unless a new one is given', async () => {
    const res = await api('POST', '/api/settings', { key: 'custom_welcome_message', value: '  Bienvenue !  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'custom_welcome_message', value: 'Bienvenue !', description: "Message d'accueil du bot" });
    const withDescription = await api('POST', '/api/settings', { key: 'custom_welcome_message', value: 'Salut', description: 'Accueil' });
    expect(withDescription.json()).toMatchObject({ value: 'Salut', description: 'Accueil' });
    expect((await api('POST', '/api/settings', { key: 'new_flag', value: 'x' })).json()).toMatchObject({ key: 'new_flag', value: 'x', description: null });
  });

  it('checks values per key with French messages', async () => {
    const cases: Array<[object, string]> = [
      [{ key: 'custom_welcome_message', value: '   ' }, 'Message requis'],
      [{ key: 'show_help_button', value: 'yes' }, 'Valeur attendue : true ou false'],
      [{ key: 'main_channel_url', value: 'not a link' }, 'Lien invalide : https://t.me/… ou @canal'],
      [{ key: 'unit_price_micros', value: '0.006' }, 'Prix invalide : un entier de micro-euros supérieur à 0 (6000 = 0,006 €)'],
      [{ key: 'minimum_purchase_quantity', value: '0' }, 'Quantité minimale invalide : un entier supérieur à 0'],
      [{ key: 'credit_confirmation_threshold_cents', value: '100,00' }, 'Seuil invalide : un entier de centimes supérieur à 0 (10000 = 100,00 €)'],
      [{ key: 'continents_order', value: 'europe' }, 'La valeur doit être une liste JSON, ex. ["europe","asie"]'],
      [{ key: 'telegram_bot_token', value: '123:abc' }, 'Ce réglage se modifie depuis sa page dédiée'],
      [{ key: '', value: 'x' }, 'La clé est requise'],
      [{ key: 'x', value: 12 }, 'La valeur doit être du texte'],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/api/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await api('POST', '/api/settings', { key: 'main_channel_url', value: '' })).statusCode).toBe(200);
    expect((await api('POST', '/api/settings', { key: 'proof_channel_url', value: '@preuves_autoshop' })).statusCode).toBe(200);
    const threshold = await api('POST', '/api/settings', { key: 'credit_confirmation_threshold_cents', value: ' 5000 ' });
    expect(threshold.json()).toMatchObject({ key: 'credit_confirmation_threshold_cents', value: '5000' });
  });

  it('saves the help message, and refuses an empty or over-long one', async () => {
    const res = await api('POST', '/api/settings/help-message', { value: 'Aide : /start' });
    expect(res.json()).toMatchObject({ key: 'help_message', value: 'Aide : /start' });
    expect((await api('POST', '/api/settings/help-message', { value: '' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Message requis' });
    expect((await api('POST', '/api/settings/help-message', { value: 'x'.repeat(4097) })).statusCode).toBe(400);
  });

  it('saves display orders given as a JSON list through the generic endpoint too', async () => {
    await t.app.inject({ method: 'POST', url: '/api/countries', headers: t.auth, payload: { name: 'Japon', code: 'JP', flag: '🇯🇵', continent: 'asie' } });
    const res = await api('POST', '/api/settings', { key: 'continents_order', value: '["asie","europe"]' });
    expect(res.json()).toMatchObject({ key: 'continents_order', value: '["asie"]' });
  });

  it('never lists a secret in full', async () => {
    const { settings } = await import('../../db/schema');
    await t.database.db.insert(settings).values({ key: 'telegram_bot_token', value: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw' });
    const token = (await api('GET', '/api/settings')).json().find((s: { key: string }) => s.key === 'telegram_bot_token');
    expect(token.value).toBe('1234••••aw');
  });
});
