// The Mini App with promotions: packs priced for the signed customer (a first-purchase offer, a typed code) and bought at that price.
import { describe, expect, it } from 'vitest';
import { suiteMiniAppShop } from '../../../tests/support/mini-app-shop';
import { balanceOf } from '../../../tests/support/wallet-fixtures';
import { promotionInput } from '../../../tests/support/promotion-fixtures';

const promo = promotionInput;

const shop = suiteMiniAppShop({
  operator: 'Bouygues',
  firstName: 'Lou',
  firstTelegramId: 881_000_000,
  promotions: (cat) => [
    promo({ name: 'Bienvenue', value: 2000, conditions: { countryIds: [cat.countryId], firstPurchaseOnly: true } }),
    promo({ name: 'Gros volume', value: 5000, code: 'BIG50', conditions: { countryIds: [cat.countryId], minQuantity: 1000 } }),
  ],
});
const customer = shop.customer;

const pricesUrl = (code?: string) => `/api/shop/prices?category=${shop.cat.categoryId}&country=${shop.cat.countryId}&operator=${shop.cat.operatorId}${code ? `&code=${code}` : ''}`;

describe('Mini App promotions', () => {
  it('prices the packs for the customer: a first-purchase offer, then a code that applies to the big packs only', async () => {
    const { headers } = await customer(10_000);
    const first = await shop.t.app.inject({ method: 'GET', url: pricesUrl(), headers });
    expect(first.statusCode).toBe(200);
    const p100 = first.json().prices.find((p: { id: string }) => p.id.endsWith('-100'));
    expect(p100).toMatchObject({ price: '0.48', basePrice: '0.60', promotion: 'Bienvenue', usesCode: false });
    const coded = await shop.t.app.inject({ method: 'GET', url: pricesUrl('big50'), headers });
    expect(coded.statusCode).toBe(200);
    const prices = coded.json().prices as { id: string; price: string; promotion: string | null; usesCode: boolean }[];
    expect(prices.find((p) => p.id.endsWith('-1000'))).toMatchObject({ price: '3.00', promotion: 'Gros volume', usesCode: true });
    expect(prices.find((p) => p.id.endsWith('-100'))).toMatchObject({ price: '0.48', promotion: 'Bienvenue', usesCode: false });
    const unknown = await shop.t.app.inject({ method: 'GET', url: pricesUrl('NOPE'), headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PROMO_CODE_UNKNOWN', message: 'Code promo inconnu' });
    expect((await shop.t.app.inject({ method: 'GET', url: pricesUrl() })).statusCode).toBe(401);
  });

  it('buys at the price shown, with the code, and the order records it', async () => {
    const { headers, userId } = await customer(10_000);
    const productId = `${shop.cat.categoryId}-${shop.cat.operatorId}-1000`;
    const res = await shop.t.app.inject({ method: 'POST', url: '/api/shop/purchase', headers, payload: { productId, idempotencyKey: 'promo-key-1', promoCode: 'big50' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: '3.00', promotion: 'Gros volume', discount: '3.00' });
    expect(await balanceOf(shop.t.database.db, userId)).toBe(10_000 - 300);
    // Too small for the code: refused, nothing charged.
    const small = await shop.t.app.inject({
      method: 'POST',
      url: '/api/shop/purchase',
      headers,
      payload: { productId: `${shop.cat.categoryId}-${shop.cat.operatorId}-100`, idempotencyKey: 'promo-key-2', promoCode: 'BIG50' },
    });
    expect(small.statusCode).toBe(409);
    expect(small.json()).toMatchObject({ code: 'PROMO_CODE_NOT_APPLICABLE' });
    expect(await balanceOf(shop.t.database.db, userId)).toBe(10_000 - 300);
  });
});
