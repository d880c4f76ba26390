// Promo-code guessing in the Mini App under real parallel requests: at most 5 unknown codes per customer are looked up
// per window on the price and purchase routes, whatever the concurrency, the right code among them.
import { describe, expect, it } from 'vitest';
import { suiteMiniAppShop } from '../../../tests/support/mini-app-shop';
import { promotionInput } from '../../../tests/support/promotion-fixtures';
import { balanceOf } from '../../../tests/support/wallet-fixtures';

const shop = suiteMiniAppShop({
  operator: 'Free',
  firstName: 'Noé',
  firstTelegramId: 882_000_000,
  promotions: (cat) => [promotionInput({ name: 'Dix', value: 1000, code: 'REAL10', conditions: { countryIds: [cat.countryId] } })],
});
const customer = shop.customer;

const pricesUrl = (code: string) => `/api/shop/prices?category=${shop.cat.categoryId}&country=${shop.cat.countryId}&operator=${shop.cat.operatorId}&code=${code}`;
const codesOf = (bodies: { code?: string }[]) => {
  const counts: Record<string, number> = {};
  for (const b of bodies) counts[b.code ?? 'ok'] = (counts[b.code ?? 'ok'] ?? 0) + 1;
  return counts;
};

describe('promo-code guessing in the Mini App under parallel requests', () => {
  it('looks up at most 5 unknown codes out of 100 price requests sent at once, the right code among them', async () => {
    const { headers } = await customer(10_000);
    const right = 50;
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => shop.t.app.inject({ method: 'GET', url: pricesUrl(i === right ? 'REAL10' : `GUESS${i}`), headers })),
    );
    const counts = codesOf(burst.filter((_, i) => i !== right).map((r) => r.json()));
    expect(counts.PROMO_CODE_UNKNOWN).toBeLessThanOrEqual(5);
    expect(counts.PROMO_CODE_UNKNOWN + (counts.PROMO_CODE_TOO_MANY_ATTEMPTS ?? 0)).toBe(99);
    expect([200, 429]).toContain(burst[right].statusCode);
    expect(burst.find((r) => r.statusCode === 429)?.json()).toMatchObject({ code: 'PROMO_CODE_TOO_MANY_ATTEMPTS' });
    // In the same window, the unknown codes of another burst and these stay within 5 together; then the right code waits.
    const again = await Promise.all(Array.from({ length: 100 }, (_, i) => shop.t.app.inject({ method: 'GET', url: pricesUrl(`AGAIN${i}`), headers })));
    const againCounts = codesOf(again.map((r) => r.json()));
    expect((againCounts.PROMO_CODE_UNKNOWN ?? 0) + (againCounts.PROMO_CODE_TOO_MANY_ATTEMPTS ?? 0)).toBe(100);
    expect(counts.PROMO_CODE_UNKNOWN + (againCounts.PROMO_CODE_UNKNOWN ?? 0)).toBe(5);
    expect((await shop.t.app.inject({ method: 'GET', url: pricesUrl('REAL10'), headers })).json()).toMatchObject({ code: 'PROMO_CODE_TOO_MANY_ATTEMPTS' });
  }, 60_000);

  it('looks up at most 5 unknown codes out of 100 purchases sent at once, and charges only for the right code', async () => {
    const { headers, userId } = await customer(100_000);
    const productId = `${shop.cat.categoryId}-${shop.cat.operatorId}-100`;
    const right = 30;
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        shop.t.app.inject({
          method: 'POST',
          url: '/api/shop/purchase',
          headers,
          payload: { productId, idempotencyKey: `guess-buy-${i}`, promoCode: i === right ? 'REAL10' : `GUESS${i}` },
        }),
      ),
    );
    const counts = codesOf(burst.filter((_, i) => i !== right).map((r) => r.json()));
    expect(counts.PROMO_CODE_UNKNOWN).toBeLessThanOrEqual(5);
    expect(counts.PROMO_CODE_UNKNOWN + (counts.PROMO_CODE_TOO_MANY_ATTEMPTS ?? 0)).toBe(99);
    const bought = burst[right].statusCode === 200;
    expect(bought || burst[right].statusCode === 429).toBe(true);
    expect(await balanceOf(shop.t.database.db, userId)).toBe(bought ? 100_000 - Math.round(Number(burst[right].json().price) * 100) : 100_000);
  }, 60_000);
});
