// The Mini App with promotions: packs priced for the signed customer (a first-purchase offer, a typed code) and bought at that price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { type BotApiStandIn, startBotApiStandIn } from '../../../tests/support/bot-api-stand-in';
import { signInitData, tmaHeader } from '../../../tests/support/init-data';
import { balanceOf, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { seedBotToken } from '../../domain/settings/bot-config';
import { createPromotion, } from '../../domain/promotions/manage';
import { promotionInput } from '../../../tests/support/promotion-fixtures';

let standIn: BotApiStandIn;
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let seq = 881_000_000;

const promo = promotionInput;

async function customer(balanceCents: number) {
  const user = { id: ++seq, first_name: 'Lou' };
  const userId = await createCustomer(t.database.db, { balanceCents, telegramId: user.id, firstName: user.first_name });
  return { headers: tmaHeader(signInitData(user, standIn.token)), userId };
}

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  t = await createTestApp({ config: { telegramBotToken: standIn.token, telegramApiRoot: standIn.url } });
  await seedBotToken(t.database.db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username });
  cat = await createCatalogue(t.database.db, { operator: 'Bouygues' });
  await createNumlist(t.database.db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 2000 });
  await createPromotion(t.database.db, promo({ name: 'Bienvenue', value: 2000, conditions: { countryIds: [cat.countryId], firstPurchaseOnly: true } }), null);
  await createPromotion(t.database.db, promo({ name: 'Gros volume', value: 5000, code: 'BIG50', conditions: { countryIds: [cat.countryId], minQuantity: 1000 } }), null);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const pricesUrl = (code?: string) => `/api/shop/prices?category=${cat.categoryId}&country=${cat.countryId}&operator=${cat.operatorId}${code ? `&code=${code}` : ''}`;

describe('Mini App promotions', () => {
  it('prices the packs for the customer: a first-purchase offer, then a code that applies to the big packs only', async () => {
    const { headers } = await customer(10_000);
    const first = await t.app.inject({ method: 'GET', url: pricesUrl(), headers });
    expect(first.statusCode).toBe(200);
    const p100 = first.json().prices.find((p: { id: string }) => p.id.endsWith('-100'));
    expect(p100).toMatchObject({ price: '0.48', basePrice: '0.60', promotion: 'Bienvenue', usesCode: false });
    const coded = await t.app.inject({ method: 'GET', url: pricesUrl('big50'), headers });
    expect(coded.statusCode).toBe(200);
    const prices = coded.json().prices as { id: string; price: string; promotion: string | null; usesCode: boolean }[];
    expect(prices.find((p) => p.id.endsWith('-1000'))).toMatchObject({ price: '3.00', promotion: 'Gros volume', usesCode: true });
    expect(prices.find((p) => p.id.endsWith('-100'))).toMatchObject({ price: '0.48', promotion: 'Bienvenue', usesCode: false });
    const unknown = await t.app.inject({ method: 'GET', url: pricesUrl('NOPE'), headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PROMO_CODE_UNKNOWN', message: 'Code promo inconnu' });
    expect((await t.app.inject({ method: 'GET', url: pricesUrl() })).statusCode).toBe(401);
  });

  it('buys at the price shown, with the code, and the order records it', async () => {
    const { headers, userId } = await customer(10_000);
    const productId = `${cat.categoryId}-${cat.operatorId}-1000`;
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/purchase', headers, payload: { productId, idempotencyKey: 'promo-key-1', promoCode: 'big50' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: '3.00', promotion: 'Gros volume', discount: '3.00' });
    expect(await balanceOf(t.database.db, userId)).toBe(10_000 - 300);
    // Too small for the code: refused, nothing charged.
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/shop/purchase',
      headers,
      payload: { productId: `${cat.categoryId}-${cat.operatorId}-100`, idempotencyKey: 'promo-key-2', promoCode: 'BIG50' },
    });
    expect(small.statusCode).toBe(409);
    expect(small.json()).toMatchObject({ code: 'PROMO_CODE_NOT_APPLICABLE' });
    expect(await balanceOf(t.database.db, userId)).toBe(10_000 - 300);
  });
});
