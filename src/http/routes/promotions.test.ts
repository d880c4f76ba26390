// The "Promotions" API: create (checked), list with status and uses, edit, end, activate, preview; the admin order with a code; admins only.
import { beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('/api/promotions', () => {
  const t = suiteApp();
  let cat: Awaited<ReturnType<typeof createCatalogue>>;
  beforeAll(async () => {
    cat = await createCatalogue(t.database.db);
    await createNumlist(t.database.db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 1500 });
  });
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => t.app.inject({ method, url, headers: t.auth, payload: payload as never });

  it('creates, lists, edits, ends and activates a promotion', async () => {
    const created = await api('POST', '/api/promotions', {
      name: 'Rentrée',
      type: 'percentage',
      value: '12,5',
      code: ' rentree-25 ',
      maxUses: 100,
      conditions: { countryIds: [cat.countryId], minQuantity: 200 },
    });
    expect(created.statusCode).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({ name: 'Rentrée', type: 'percentage', value: '12.5', code: 'RENTREE25', status: 'active', maxUses: 100, orders: 0, discountTotal: '0.00' });
    expect(p.conditions).toEqual({ countryIds: [cat.countryId], operatorIds: [], categoryIds: [], minQuantity: 200, firstPurchaseOnly: false });
    const list = await api('GET', '/api/promotions');
    expect(list.json().promotions.map((x: { id: number }) => x.id)).toContain(p.id);
    const edited = await api('PUT', `/api/promotions/${p.id}`, {
      name: 'Paliers',
      type: 'tiers',
      tiers: [{ fromQuantity: 1000, unitPrice: '0,004' }, { fromQuantity: 500, unitPrice: '0.005' }],
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ type: 'tiers', value: null, code: null, status: 'scheduled', tiers: [{ fromQuantity: 500, unitPrice: '0.005' }, { fromQuantity: 1000, unitPrice: '0.004' }] });
    const ended = await api('POST', `/api/promotions/${p.id}/end`);
    expect(ended.json()).toMatchObject({ status: 'inactive', isActive: false });
    expect(ended.json().endDate).not.toBeNull();
    const again = await api('POST', `/api/promotions/${p.id}/activate`);
    expect(again.json()).toMatchObject({ isActive: true, endDate: null });
  });

  it('refuses bad input with French field messages, a taken code, an unknown id', async () => {
    const bad = await api('POST', '/api/promotions', { name: '', type: 'percentage', value: '150' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ name: 'Nom requis' });
    const pct = await api('POST', '/api/promotions', { name: 'Trop', type: 'percentage', value: '150' });
    expect(pct.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { value: 'Pourcentage entre 0,01 et 100' } });
    const dates = await api('POST', '/api/promotions', { name: 'Dates', type: 'fixed', value: '1', startDate: '2030-01-02', endDate: '2030-01-01' });
    expect(dates.json()).toMatchObject({ code: 'PROMOTION_INVALID', message: 'La date de fin doit suivre la date de début', fields: { endDate: 'La date de fin doit suivre la date de début' } });
    const code = await api('POST', '/api/promotions', { name: 'Code', type: 'fixed', value: '1', code: 'x' });
    expect(code.statusCode).toBe(400);
    await api('POST', '/api/promotions', { name: 'Un', type: 'fixed', value: '1', code: 'UNIQUE1' });
    const taken = await api('POST', '/api/promotions', { name: 'Deux', type: 'fixed', value: '1', code: 'unique1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PROMO_CODE_TAKEN', message: 'Ce code promo est déjà utilisé par une autre promotion' });
    expect((await api('POST', '/api/promotions/999999/end')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/promotions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('previews a sample order, and the admin order applies the promotion and shows it', async () => {
    const promotion = { name: 'Moins 20 %', type: 'percentage', value: '20', conditions: { countryIds: [cat.countryId] } };
    const preview = await api('POST', '/api/promotions/preview', { promotion, countryId: cat.countryId, operatorId: cat.operatorId, quantity: 333 });
    expect(preview.statusCode).toBe(200);
    // 333 × 0.006 € = 1.998 € → 2.00 €; 20 % off the exact figure = 1.5984 € → 1.60 €.
    expect(preview.json()).toMatchObject({ basePrice: '2.00', price: '1.60', discount: '0.40', conditionsMet: true });
    const elsewhere = await api('POST', '/api/promotions/preview', {
      promotion: { ...promotion, conditions: { countryIds: [cat.otherCountryId] } },
      countryId: cat.countryId,
      operatorId: cat.operatorId,
      quantity: 333,
    });
    expect(elsewhere.json()).toMatchObject({ price: '2.00', discount: '0.00', conditionsMet: false });
    await api('POST', '/api/promotions', { ...promotion, code: 'ADMIN20' });
    const userId = await createCustomer(t.database.db, { balanceCents: 1_000 });
    const order = await api('POST', '/api/orders', { userId, quantity: 333, idempotencyKey: 'admin-promo', countryId: cat.countryId, operatorId: cat.operatorId, promoCode: 'admin20' });
    expect(order.statusCode).toBe(201);
    expect(order.json().order).toMatchObject({ price: '1.60', discount: '0.40', promotionName: 'Moins 20 %', promoCode: 'ADMIN20' });
    const history = await api('GET', '/api/purchase-history');
    expect(history.json().data[0]).toMatchObject({ promotionName: 'Moins 20 %', discount: '0.40' });
  });
});
