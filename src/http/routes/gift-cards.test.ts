// The "Cartes cadeaux" API: generate a batch (checked), list and filter, the batch as CSV, disable; admins only.
import { describe, expect, it } from 'vitest';
import { createCustomer } from '../../../tests/support/wallet-fixtures';
import { redeemGiftCard } from '../../domain/wallet/gift-cards';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('gift cards API', () => {
  const t = suiteApp();
  const api = (method: 'GET' | 'POST', url: string, payload?: unknown) => t.app.inject({ method, url, headers: t.auth, payload: payload as never });

  it('generates a batch, lists it by status, exports it as CSV and disables an unused card', async () => {
    expect((await api('POST', '/api/gift-cards', { count: 3, amount: 'abc' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { amount: expect.any(String) } });
    expect((await api('POST', '/api/gift-cards', { count: 0, amount: '10' })).statusCode).toBe(400);
    expect((await api('POST', '/api/gift-cards', { count: 1, amount: '10', expiresAt: '2020-01-01' })).json().message).toMatch(/futur/);
    const created = await api('POST', '/api/gift-cards', { count: 3, amount: '12,50' });
    expect(created.statusCode).toBe(201);
    const { batchId, cards } = created.json();
    expect(cards).toHaveLength(3);
    expect(cards[0]).toMatchObject({ amount: '12.50', status: 'unused', batchId });
    expect(cards[0].code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    const csv = await api('GET', `/api/gift-cards/batches/${batchId}/csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/;12,50;;Non utilisée$/);

    const userId = await createCustomer(t.database.db, { balanceCents: 0 });
    await redeemGiftCard(t.database.db, { userId, code: cards[0].code });
    expect((await api('POST', `/api/gift-cards/${cards[0].id}/disable`)).json()).toMatchObject({ code: 'GIFT_CARD_USED' });
    expect((await api('POST', `/api/gift-cards/${cards[1].id}/disable`)).statusCode).toBe(200);

    const used = (await api('GET', '/api/gift-cards?status=used')).json();
    expect(used.data.map((c: { id: number }) => c.id)).toEqual([cards[0].id]);
    expect(used.data[0].usedBy).toMatchObject({ id: userId });
    expect((await api('GET', '/api/gift-cards?status=disabled')).json().data.map((c: { id: number }) => c.id)).toEqual([cards[1].id]);
    expect((await api('GET', `/api/gift-cards?status=unused&batchId=${batchId}`)).json().pagination.total).toBe(1);
    expect((await api('GET', `/api/gift-cards?search=${cards[2].code.slice(5, 9).toLowerCase()}`)).json().data.some((c: { id: number }) => c.id === cards[2].id)).toBe(true);
  });
});
