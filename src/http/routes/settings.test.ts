import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { defaultSettings, seedDefaults } from '../../demo/seed';
import { getSaleSettings, getShopSettings } from '../../domain/settings/shop-settings';
import { suiteApp } from '../../../tests/support/suite-fixtures';
import { expectFieldRefusals } from '../../../tests/support/api-answers';

describe('settings API', () => {
  const t = suiteApp();
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: t.auth, ...(payload ? { payload } : {}) });


  it('falls back to the spec prices when the settings are missing, then reads the seeded ones', async () => {
    expect(await getSaleSettings(t.database.db)).toEqual({ unitPriceMicros: 6000, minimumQuantity: 100 });
    await seedDefaults(t.database.db);
    await api('POST', '/api/settings', { key: 'unit_price_micros', value: '5000' });
    expect((await getSaleSettings(t.database.db)).unitPriceMicros).toBe(5000);
  });

  it('reads the shop settings with the spec defaults, then changes some, each change audited with the admin', async () => {
    const defaults = {
      shopName: 'AutoShop',
      supportContact: '',
      unitPriceMicros: 5000, // saved by the test above
      minimumQuantity: 100,
      minimumDepositCents: 600,
      maximumDepositCents: 1_000_000,
      lowStockThreshold: 5,
      creditConfirmationThresholdCents: 10000,
      referralShareBasisPoints: 500,
      supportAutoCloseDays: 7,
    };
    expect((await api('GET', '/api/settings/shop')).json()).toEqual(defaults);

    const res = await api('PUT', '/api/settings/shop', {
      shopName: '  Ma Boutique ',
      supportContact: '@support_shop',
      unitPriceMicros: 7500,
      minimumDepositCents: 1000,
      lowStockThreshold: 50,
      minimumQuantity: 100,
    });
    expect(res.statusCode).toBe(200);
    const changed = { ...defaults, shopName: 'Ma Boutique', supportContact: '@support_shop', unitPriceMicros: 7500, minimumDepositCents: 1000, lowStockThreshold: 50 };
    expect(res.json()).toEqual(changed);
    expect(await getShopSettings(t.database.db)).toEqual(changed);
    expect(await getSaleSettings(t.database.db)).toEqual({ unitPriceMicros: 7500, minimumQuantity: 100 });
    const saved = (await api('GET', '/api/settings')).json() as Array<{ key: string; value: string }>;
    expect(saved.find((s) => s.key === 'minimum_deposit_cents')?.value).toBe('1000');

    const audit = await queryRows<{ actor: number; entity: string; details: object }>(
      t.database.db,
      sql`select actor_user_id as actor, entity_id as entity, details from audit_log where action = 'setting.update' and entity_id in
          ('shop_name', 'support_contact', 'unit_price_micros', 'minimum_deposit_cents', 'low_stock_threshold', 'minimum_purchase_quantity') order by id`,
    );
    const [admin] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where username = 'admin'`);
    // The unchanged minimum quantity is not audited; unit_price_micros has its first change (5000) from the test above.
    expect(audit.map((row) => row.entity)).toEqual(['unit_price_micros', 'shop_name', 'support_contact', 'unit_price_micros', 'minimum_deposit_cents', 'low_stock_threshold']);
    expect(audit.every((row) => row.actor === admin.id)).toBe(true);
    expect(audit[3].details).toEqual({ key: 'unit_price_micros', old: '5000', new: '7500' });
    expect(audit[2].details).toEqual({ key: 'support_contact', old: null, new: '@support_shop' });
  });

  it('refuses bad shop settings field by field, in French, changing nothing', async () => {
    const before = await getShopSettings(t.database.db);
    const res = await api('PUT', '/api/settings/shop', {
      supportContact: 'support at shop',
      unitPriceMicros: 0,
      minimumQuantity: 1.5,
      minimumDepositCents: 'six',
      lowStockThreshold: -1,
      shopName: '   ',
      creditConfirmationThresholdCents: 0,
      referralShareBasisPoints: 10_001,
    });
    expectFieldRefusals(res, {
      supportContact: 'Contact invalide : @utilisateur ou lien https://t.me/…',
      unitPriceMicros: 'Prix invalide : un entier de micro-euros supérieur à 0 (6000 = 0,006 €)',
      minimumQuantity: 'Quantité minimale invalide : un entier supérieur à 0',
      minimumDepositCents: 'Dépôt minimum invalide : un entier de centimes supérieur à 0 (600 = 6,00 €)',
      lowStockThreshold: 'Seuil de stock bas invalide : un entier positif ou nul',
      shopName: 'Nom de la boutique requis (80 caractères au maximum)',
      creditConfirmationThresholdCents: 'Seuil invalide : un entier de centimes supérieur à 0 (10000 = 100,00 €)',
      referralShareBasisPoints: 'Part de parrainage invalide : un entier de points de base entre 0 et 10000 (500 = 5 %)',
    });
    expect(await getShopSettings(t.database.db)).toEqual(before);
    const link = await api('PUT', '/api/settings/shop', { supportContact: 'https://t.me/autoshop_support', lowStockThreshold: 0 });
    expect(link.json()).toMatchObject({ supportContact: 'https://t.me/autoshop_support', lowStockThreshold: 0 });
    expect((await api('PUT', '/api/settings/shop', { supportContact: '' })).json()).toMatchObject({ supportContact: '' });
    // The generic endpoint applies the same rules to the same keys.
    const generic = await api('POST', '/api/settings', { key: 'support_contact', value: 't.me/x' });
    expect(generic.json()).toMatchObject({ message: 'Contact invalide : @utilisateur ou lien https://t.me/…' });
  });

  it('refuses a maximum deposit under the minimum, changing nothing', async () => {
    const before = await getShopSettings(t.database.db);
    const res = await api('PUT', '/api/settings/shop', { minimumDepositCents: 5000, maximumDepositCents: 4000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'DEPOSIT_LIMITS_CROSSED',
      message: 'Le dépôt maximum (40.00 €) doit être au moins le dépôt minimum (50.00 €)',
      fields: { maximumDepositCents: 'Au moins le dépôt minimum (50.00 €)' },
    });
    expect(await getShopSettings(t.database.db)).toEqual(before);
    const ok = await api('PUT', '/api/settings/shop', { maximumDepositCents: 250_000 });
    expect(ok.json()).toMatchObject({ maximumDepositCents: 250_000 });
    await api('PUT', '/api/settings/shop', { maximumDepositCents: before.maximumDepositCents });
  });

  it('audits the generic saves and the display orders, never a secret', async () => {
    await api('POST', '/api/settings', { key: 'show_help_button', value: 'false' });
    await api('POST', '/api/settings/order', { key: 'continents_order', value: [] });
    const rows = await queryRows<{ details: { key: string } }>(t.database.db, sql`select details from audit_log where action = 'setting.update' order by id desc limit 2`);
    expect(rows.map((row) => row.details.key)).toEqual(['continents_order', 'show_help_button']);
    expect((await api('POST', '/api/settings', { key: 'telegram_bot_token', value: '1:x' })).statusCode).toBe(400);
    const secrets = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log where details::text like '%1:x%'`);
    expect(secrets[0].n).toBe(0);
  });

  it('lists the settings with their descriptions', async () => {
    const list = (await api('GET', '/api/settings')).json();
    expect(list.map((s: { key: string }) => s.key)).toEqual(expect.arrayContaining(Object.keys(defaultSettings)));
    expect(list.find((s: { key: string }) => s.key === 'show_help_button')).toMatchObject({ description: "Afficher le bouton d'aide", updatedAt: expect.any(String) });
    // Decision 0125: no welcome or help text is stored for the admin, so every reader gets the built-in one.
    expect(list.map((s: { key: string }) => s.key)).not.toContain('custom_welcome_message');
    expect(list.map((s: { key: string }) => s.key)).not.toContain('help_message');
  });

  it('saves a setting, keeping its description unless a new one is given', async () => {
    const res = await api('POST', '/api/settings', { key: 'main_channel_url', value: '  https://t.me/autoshop  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'main_channel_url', value: 'https://t.me/autoshop', description: 'Canal principal' });
    const withDescription = await api('POST', '/api/settings', { key: 'main_channel_url', value: '@autoshop', description: 'Canal' });
    expect(withDescription.json()).toMatchObject({ value: '@autoshop', description: 'Canal' });
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

  it('saves the help message, removes it when emptied, and refuses an over-long one', async () => {
    const res = await api('POST', '/api/settings/help-message', { value: 'Aide : /start' });
    expect(res.json()).toMatchObject({ key: 'help_message', value: 'Aide : /start' });
    expect((await api('POST', '/api/settings/help-message', { value: '' })).json()).toMatchObject({ key: 'help_message', value: null });
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
