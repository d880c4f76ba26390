import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../tests/support/suite-fixtures';
import { expectFieldRefusals } from '../../../tests/support/api-answers';

describe('catalogue API', () => {
  const t = suiteApp();
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth, ...(payload ? { payload } : {}) });
  const names = async (url: string) => (await api('GET', url)).json().map((r: { name: string }) => r.name);


  describe('categories', () => {
    it('creates with defaults, lists, updates and deletes', async () => {
      const res = await api('POST', '/api/categories', { name: 'SMS', description: 'Campagnes SMS', icon: 'sms' });
      expect(res.statusCode).toBe(201);
      const cat = res.json();
      expect(cat).toMatchObject({ name: 'SMS', description: 'Campagnes SMS', icon: 'sms', type: 'special', isActive: true });
      expect(await names('/api/categories')).toEqual(['SMS']);
      const upd = await api('PUT', `/api/categories/${cat.id}`, { name: 'SMS Pro', type: 'multicheck', isActive: false });
      expect(upd.json()).toMatchObject({ name: 'SMS Pro', type: 'multicheck', isActive: false, icon: 'sms' });
      expect((await api('DELETE', `/api/categories/${cat.id}`)).json()).toEqual({ success: true });
      expect(await names('/api/categories')).toEqual([]);
    });

    it('validates required fields and the type with French messages', async () => {
      const res = await api('POST', '/api/categories', { name: ' ', icon: '', type: 'other' });
      expectFieldRefusals(res, {
        name: 'Le nom est requis',
        description: 'La description est requise',
        icon: "L'icône est requise",
        type: 'Le type doit être special ou multicheck',
      });
    });

    it('refuses a duplicate name (any case) with 409, and unknown ids with 404', async () => {
      await api('POST', '/api/categories', { name: 'Data', description: 'd', icon: 'database' });
      const dup = await api('POST', '/api/categories', { name: 'data', description: 'd', icon: 'database' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ code: 'DUPLICATE_NAME', message: 'Une catégorie nommée « data » existe déjà' });
      expect((await api('PUT', '/api/categories/999999', { name: 'x' })).json()).toEqual({ code: 'NOT_FOUND', message: 'Catégorie introuvable' });
      expect((await api('DELETE', '/api/categories/999999')).statusCode).toBe(404);
    });
  });

  describe('countries and operators', () => {
    let fr: number;
    let orange: number;

    it('creates countries (ISO code upper-cased, continent defaulting to europe) and validates them', async () => {
      const res = await api('POST', '/api/countries', { name: 'France', code: 'fr', flag: '🇫🇷' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'France', code: 'FR', continent: 'europe', isActive: true, operatorCount: 0, availableNumbers: 0 });
      fr = res.json().id;
      const bad = await api('POST', '/api/countries', { name: '', code: 'FRA', flag: '' });
      expect(bad.json().fields).toEqual({
        name: 'Le nom est requis',
        code: 'Le code ISO doit comporter 2 lettres (ex. FR)',
        flag: 'Le drapeau est requis',
      });
      const unknown = await api('POST', '/api/countries', { name: 'Nowhere', code: 'XX', flag: '🏳️' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ message: 'Code ISO inconnu : XX', fields: { code: 'Code ISO 3166 inconnu (ex. FR, GB, US)' } });
    });

    it('refuses a duplicate name or ISO code with 409 and a clear message', async () => {
      const byName = await api('POST', '/api/countries', { name: 'FRANCE', code: 'MC', flag: '🇲🇨' });
      expect(byName.statusCode).toBe(409);
      expect(byName.json().message).toBe('Un pays nommé « FRANCE » existe déjà');
      const byCode = await api('POST', '/api/countries', { name: 'Francia', code: 'FR', flag: '🇫🇷' });
      expect(byCode.statusCode).toBe(409);
      expect(byCode.json().message).toBe('Le code ISO FR est déjà utilisé par France');
      const gb = (await api('POST', '/api/countries', { name: 'Royaume-Uni', code: 'GB', flag: '🇬🇧' })).json().id;
      expect((await api('PUT', `/api/countries/${gb}`, { code: 'FR' })).statusCode).toBe(409);
      expect((await api('PUT', `/api/countries/${gb}`, { name: 'Royaume-Uni', flag: '🇬🇧' })).statusCode).toBe(200);
      expect((await api('PUT', '/api/countries/999999', { name: 'x' })).json()).toEqual({ code: 'NOT_FOUND', message: 'Pays introuvable' });
    });

    it('creates operators (country given as text), unique per country, with the country name for display', async () => {
      const res = await api('POST', '/api/operators', { name: 'Orange', countryId: String(fr) });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Orange', countryId: fr, countryName: 'France', countryFlag: '🇫🇷', isActive: true });
      orange = res.json().id;
      const dup = await api('POST', '/api/operators', { name: 'orange', countryId: fr });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe("L'opérateur « orange » existe déjà pour ce pays");
      const es = (await api('POST', '/api/countries', { name: 'Espagne', code: 'ES', flag: '🇪🇸' })).json().id;
      expect((await api('POST', '/api/operators', { name: 'Orange', countryId: es })).statusCode).toBe(201);
      expect((await api('POST', '/api/operators', { name: 'X' })).json().fields).toEqual({ countryId: 'Le pays est requis' });
      expect((await api('POST', '/api/operators', { name: 'X', countryId: 999_999 })).json().fields).toEqual({ countryId: 'Pays introuvable' });
    });

    it('refuses to delete a country or operator still in use (409 CATALOGUE_ENTRY_IN_USE), never orphaning', async () => {
      const list = await api('POST', '/api/numlists', { name: 'FR Orange', countryId: fr, operatorId: orange, numbers: ['06 39 98 00 01'] });
      expect(list.statusCode).toBe(201);
      const country = await api('DELETE', `/api/countries/${fr}`);
      expect(country.statusCode).toBe(409);
      expect(country.json()).toMatchObject({
        code: 'CATALOGUE_ENTRY_IN_USE',
        message: 'Impossible de supprimer ce pays : des données y sont encore rattachées (1 opérateur, 1 numlist)',
      });
      const op = await api('DELETE', `/api/operators/${orange}`);
      expect(op.statusCode).toBe(409);
      expect(op.json().message).toBe('Impossible de supprimer cet opérateur : des données y sont encore rattachées (1 numlist)');
      const cat = (await api('POST', '/api/categories', { name: 'Voix', description: 'v', icon: 'phone' })).json().id;
      await api('PUT', `/api/numlists/${list.json().numlist.id}`, { categoryId: cat });
      expect((await api('DELETE', `/api/categories/${cat}`)).json().message).toBe(
        'Impossible de supprimer cette catégorie : des données y sont encore rattachées (1 numlist)',
      );
      // Moving the operator to another country would break its numlists.
      const gb = (await api('GET', '/api/countries')).json().find((c: { code: string }) => c.code === 'GB').id;
      expect((await api('PUT', `/api/operators/${orange}`, { countryId: gb })).statusCode).toBe(409);
      // Once the stock is gone, the deletes go through.
      await api('DELETE', `/api/numlists/${list.json().numlist.id}`);
      expect((await api('DELETE', `/api/operators/${orange}`)).statusCode).toBe(200);
      expect((await api('DELETE', `/api/categories/${cat}`)).statusCode).toBe(200);
      expect((await api('GET', `/api/countries/${fr}`)).json()).toMatchObject({ operatorCount: 0 });
    });
  });

  describe('continents and display order', () => {
    it('adds a continent with its first country, lists continents with counts, renames and deletes', async () => {
      const res = await api('POST', '/api/continents', { name: 'asie', country: { name: 'Japon', code: 'jp', flag: '🇯🇵' } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ continent: 'asie', country: { name: 'Japon', code: 'JP', continent: 'asie' } });
      const incomplete = await api('POST', '/api/continents', { name: 'afrique', country: { name: 'Maroc' } });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().fields).toMatchObject({ 'country.code': 'Le code ISO est requis', 'country.flag': 'Le drapeau est requis' });
      expect((await api('POST', '/api/continents', { name: 'asie', country: { name: 'Corée', code: 'KR', flag: '🇰🇷' } })).statusCode).toBe(409);

      const continents = (await api('GET', '/api/continents')).json();
      expect(continents).toContainEqual({ name: 'asie', countryCount: 1, activeCountryCount: 1, availableNumbers: 0 });

      const rename = await api('POST', '/api/countries/bulk-update-continent', { from: 'asie', to: 'Asie-Pacifique' });
      expect(rename.statusCode).toBe(200);
      expect(rename.json()).toEqual({ success: true, continent: 'Asie-Pacifique', updatedCountries: 1 });
      expect((await api('POST', '/api/countries/bulk-update-continent', { from: 'nulle-part', to: 'x' })).json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Continent « nulle-part » introuvable',
      });
      expect((await api('POST', '/api/countries/bulk-update-continent', { from: 'Asie-Pacifique', to: 'europe' })).statusCode).toBe(409);
      expect((await api('POST', '/api/countries/bulk-update-continent', { from: 'europe' })).json().fields).toEqual({ to: 'Le nouveau nom est requis' });

      const blocked = await api('POST', '/api/countries/bulk-delete-continent', { continent: 'Asie-Pacifique' });
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json()).toMatchObject({ code: 'CONTINENT_NOT_EMPTY', message: 'Impossible de supprimer un continent qui contient des pays (1 pays dans « Asie-Pacifique »)' });
      expect((await api('POST', '/api/countries/bulk-delete-continent', { continent: 'atlantide' })).statusCode).toBe(404);
    });

    it('orders continents, countries and operators by the saved orders, new entries last, and renames follow', async () => {
      const ameriques = (await api('POST', '/api/continents', { name: 'amerique', country: { name: 'États-Unis', code: 'US', flag: '🇺🇸' } })).json();
      const ca = (await api('POST', '/api/countries', { name: 'Canada', code: 'CA', flag: '🇨🇦', continent: 'amerique' })).json().id;
      const us = ameriques.country.id;
      expect(await names('/api/continents')).toEqual(['europe', 'Asie-Pacifique', 'amerique']);

      let res = await api('POST', '/api/settings/order', { key: 'continents_order', value: ['amerique', 'inconnu', 'europe', 'amerique'] });
      expect(res.json()).toEqual({ key: 'continents_order', value: ['amerique', 'europe'] });
      expect(await names('/api/continents')).toEqual(['amerique', 'europe', 'Asie-Pacifique']);

      res = await api('POST', '/api/settings/order', { key: 'countries_order_amerique', value: [ca, 'États-Unis'] });
      expect(res.json()).toEqual({ key: 'countries_order_amerique', value: [ca, us] });
      expect(await names('/api/countries?continent=amerique')).toEqual(['Canada', 'États-Unis']);
      const mx = (await api('POST', '/api/countries', { name: 'Mexique', code: 'MX', flag: '🇲🇽', continent: 'amerique' })).json().id;
      expect(await names('/api/countries?continent=amerique')).toEqual(['Canada', 'États-Unis', 'Mexique']);
      // The whole list follows the continent order, then each continent's order.
      expect((await names('/api/countries')).slice(0, 3)).toEqual(['Canada', 'États-Unis', 'Mexique']);

      const ops = [];
      for (const name of ['Rogers', 'Bell', 'Telus']) ops.push((await api('POST', '/api/operators', { name, countryId: ca })).json().id);
      await api('POST', '/api/settings/order', { key: `operators_order_${ca}`, value: [ops[2], ops[0]] });
      expect(await names(`/api/operators?countryId=${ca}`)).toEqual(['Telus', 'Rogers', 'Bell']);

      await api('POST', '/api/countries/bulk-update-continent', { from: 'amerique', to: 'Amériques' });
      expect(await names('/api/continents')).toEqual(['Amériques', 'europe', 'Asie-Pacifique']);
      expect(await names('/api/countries?continent=Am%C3%A9riques')).toEqual(['Canada', 'États-Unis', 'Mexique']);
      expect(mx).toBeTypeOf('number');

      expect((await api('POST', '/api/settings/order', { key: 'operators_order_999999', value: [] })).statusCode).toBe(404);
      expect((await api('POST', '/api/settings/order', { key: 'countries_order_atlantide', value: [] })).statusCode).toBe(404);
      const badKey = await api('POST', '/api/settings/order', { key: 'menu', value: [] });
      expect(badKey.statusCode).toBe(400);
      expect((await api('POST', '/api/settings/order', { key: 'continents_order', value: 'europe' })).json().fields).toEqual({
        value: 'La valeur doit être une liste',
      });
    });

    it('deletes a continent once its countries are gone, and forgets it in the orders', async () => {
      const jp = (await api('GET', '/api/countries?continent=Asie-Pacifique')).json()[0].id;
      await api('POST', '/api/settings/order', { key: 'continents_order', value: ['Amériques', 'Asie-Pacifique', 'europe'] });
      expect((await api('DELETE', `/api/countries/${jp}`)).statusCode).toBe(200);
      // Still listed (it is in the saved order), with no country: now it can be deleted.
      expect((await api('GET', '/api/continents')).json()).toContainEqual({ name: 'Asie-Pacifique', countryCount: 0, activeCountryCount: 0, availableNumbers: 0 });
      const res = await api('POST', '/api/countries/bulk-delete-continent', { continent: 'Asie-Pacifique' });
      expect(res.statusCode).toBe(200);
      expect(await names('/api/continents')).toEqual(['Amériques', 'europe']);
      const [order] = ((await t.database.db.execute(sql`select value from settings where key = 'continents_order'`)) as unknown as { rows: Array<{ value: string }> }).rows;
      expect(JSON.parse(order.value)).toEqual(['Amériques', 'europe']);
    });
  });

  it('requires an admin session on every catalogue route', async () => {
    for (const url of ['/api/categories', '/api/countries', '/api/operators', '/api/continents']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
