// Promo-code guessing in the Mini App under real parallel requests: at most 5 unknown codes per customer are looked up
// per window on the price and purchase routes, whatever the concurrency, the right code among them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { type BotApiStandIn, startBotApiStandIn } from '../../../tests/support/bot-api-stand-in';
import { signInitData, tmaHeader } from '../../../tests/support/init-data';
import { promotionInput } from '../../../tests/support/promotion-fixtures';
import { balanceOf, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { seedBotToken } from '../../domain/settings/bot-config';
import { createPromotion } from '../../domain/promotions/manage';

let standIn: BotApiStandIn;
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let seq = 882_000_000;

async function customer(balanceCents: number) {
  const user = { id: ++seq, first_name: 'Noé' };
  const userId = await createCustomer(t.database.db, { balanceCents, telegramId: user.id, firstName: user.first_name });
  return { headers: tmaHeader(signInitData(user, standIn.token)), userId };
}

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  t = await createTestApp({ config: { telegramBotToken: standIn.token, telegramApiRoot: standIn.url } });
  await seedBotToken(t.database.db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username });
  cat = await createCatalogue(t.database.db, { operator: 'Free' });
  await createNumlist(t.database.db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 2000 });
  await createPromotion(t.database.db, promotionInput({ name: 'Dix', value: 1000, code: 'REAL10', conditions: { countryIds: [cat.countryId] } }), null);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const pricesUrl = (code: string) => `/api/shop/prices?category=${cat.categoryId}&country=${cat.countryId}&operator=${cat.operatorId}&code=${code}`;
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
      Array.from({ length: 100 }, (_, i) => t.app.inject({ method: 'GET', url: pricesUrl(i === right ? 'REAL10' : `GUESS${i}`), headers })),
    );
    const counts = codesOf(burst.filter((_, i) => i !== right).map((r) => r.json()));
    expect(counts.PROMO_CODE_UNKNOWN).toBeLessThanOrEqual(5);
    expect(counts.PROMO_CODE_UNKNOWN + (counts.PROMO_CODE_TOO_MANY_ATTEMPTS ?? 0)).toBe(99);
    expect([200, 429]).toContain(burst[right].statusCode);
    expect(burst.find((r) => r.statusCode === 429)?.json()).toMatchObject({ code: 'PROMO_CODE_TOO_MANY_ATTEMPTS' });
    // In the same window, the unknown codes of another burst and these stay within 5 together; then the right code waits.
    const again = await Promise.all(Array.from({ length: 100 }, (_, i) => t.app.inject({ method: 'GET', url: pricesUrl(`AGAIN${i}`), headers })));
    const againCounts = codesOf(again.map((r) => r.json()));
    expect((againCounts.PROMO_CODE_UNKNOWN ?? 0) + (againCounts.PROMO_CODE_TOO_MANY_ATTEMPTS ?? 0)).toBe(100);
    expect(counts.PROMO_CODE_UNKNOWN + (againCounts.PROMO_CODE_UNKNOWN ?? 0)).toBe(5);
    expect((await t.app.inject({ method: 'GET', url: pricesUrl('REAL10'), headers })).json()).toMatchObject({ code: 'PROMO_CODE_TOO_MANY_ATTEMPTS' });
  }, 60_000);

  it('looks up at most 5 unknown codes out of 100 purchases sent at once, and charges only for the right code', async () => {
    const { headers, userId } = await customer(100_000);
    const productId = `${cat.categoryId}-${cat.operatorId}-100`;
    const right = 30;
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
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
    expect(await balanceOf(t.database.db, userId)).toBe(bought ? 100_000 - Math.round(Number(burst[right].json().price) * 100) : 100_000);
  }, 60_000);
});
