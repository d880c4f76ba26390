// /shop with promotions, in a real browser as a Telegram Mini App at 390 px: the struck-through price and the
// promotion's name on the packs, a wrong code refused, a right code applied and the pack bought at the price shown.
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { createPromotion, } from '../../src/domain/promotions/manage';
import { signInitData } from '../support/init-data';
import { createCatalogue, createCustomer, createNumlist } from '../support/wallet-fixtures';
import { poll, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, openPage, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { plain } from './shop-data';
import { promotionInput } from '../support/promotion-fixtures';

const BOT_TOKEN = '123456789:E2E-promo-token_0000000000000000000';

let shop: Shop;
let browser: Browser;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

const promo = promotionInput;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ config: { telegramBotToken: BOT_TOKEN } }), launchBrowser()]);
  catalogue = await createCatalogue(shop.db.db, { category: `Promo-${process.pid}`, operator: 'Orange', country: `Promolande-${process.pid}` });
  await createNumlist(shop.db.db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, categoryId: catalogue.categoryId, count: 2000 });
  const only = { countryIds: [catalogue.countryId] };
  await createPromotion(shop.db.db, promo({ name: 'Bienvenue −20 %', value: 2000, conditions: { ...only, firstPurchaseOnly: true } }), null);
  await createPromotion(shop.db.db, promo({ name: 'Gros volume', value: 5000, code: 'GROS50', conditions: { ...only, minQuantity: 1000 } }), null);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

function miniAppUrl(telegramId: number): string {
  const initData = signInitData({ id: telegramId, first_name: 'Camille', language_code: 'fr' }, BOT_TOKEN);
  const hash = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android' });
  return `${shop.url}/shop#${hash.toString()}`;
}

const pack = (page: Page, q: number) => page.getByTestId(`product-${catalogue.categoryId}-${catalogue.operatorId}-${q}`);

describe('the Mini App with promotions', () => {
  test('promoted prices, a code refused then applied, bought at the price shown', async () => {
    const telegramId = 990_000_301;
    const userId = await createCustomer(shop.db.db, { balanceCents: 1_000, telegramId, firstName: 'Camille' });
    const { page, errors } = await openPage(browser, { viewport: MOBILE });
    await page.goto(miniAppUrl(telegramId));
    await page.getByTestId(`category-${catalogue.categoryId}`).click();
    await page.getByTestId(`country-${catalogue.countryId}`).click();
    await page.getByTestId(`operator-${catalogue.operatorId}`).click();

    // First purchase: 20 % off every pack (100 numbers: 0,60 € → 0,48 €).
    await poll(async () => plain(await pack(page, 100).getByTestId('product-price').textContent())).toBe('0,48 €');
    expect(plain(await pack(page, 100).getByTestId('product-base-price').textContent())).toBe('0,60 €');
    expect(plain(await pack(page, 100).getByTestId('product-promotion').textContent())).toBe('Bienvenue −20 %');
    await screenshot(page, 'shop-promotions-390');

    const field = page.getByTestId('promo-code-form');
    await field.getByRole('textbox').fill('nope');
    await field.getByRole('button', { name: 'Appliquer' }).click();
    await field.getByText('Code promo inconnu').waitFor();
    // A refused code leaves the prices as they were.
    expect(plain(await pack(page, 100).getByTestId('product-price').textContent())).toBe('0,48 €');

    await field.getByRole('textbox').fill('gros50');
    await field.getByRole('button', { name: 'Appliquer' }).click();
    await field.getByText('Code GROS50 appliqué').waitFor();
    // 1,000 numbers: 6,00 € → 3,00 € with the code; the small pack keeps its 20 %.
    await poll(async () => plain(await pack(page, 1000).getByTestId('product-price').textContent())).toBe('3,00 €');
    expect(plain(await pack(page, 1000).getByTestId('product-promotion').textContent())).toBe('Gros volume');
    expect(plain(await pack(page, 100).getByTestId('product-price').textContent())).toBe('0,48 €');
    await screenshot(page, 'shop-promotions-code-390');

    await pack(page, 1000).getByRole('button', { name: 'Acheter' }).click();
    expect(await toastText(page, 'Achat réussi')).toContain('Nouveau solde : 7,00 €');
    const [order] = await queryRows<{ price_cents: string; promo_code: string | null; promotion_name: string }>(
      shop.db.db,
      sql`select price_cents, promo_code, promotion_name from purchase_history where user_id = ${userId}`,
    );
    expect(order).toMatchObject({ promo_code: 'GROS50', promotion_name: 'Gros volume' });
    expect(Number(order.price_cents)).toBe(300);
    // No longer a first purchase: the small pack is back to its price.
    await poll(async () => plain(await pack(page, 100).getByTestId('product-price').textContent())).toBe('0,60 €');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    expect(unexpectedErrors(errors, [404])).toEqual([]);
  });
});
