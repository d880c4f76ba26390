// /shop in a real browser as a Telegram Mini App (signed init data in the URL hash, Telegram's dark theme, 390 px):
// drill-down, search, breadcrumb and back, a double-clicked purchase that buys once, the 'Manque' note, the server's
// 'Solde insuffisant' refusal; and the read-only catalogue of a plain browser.
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { createCatalogue, createCustomer, createNumlist } from '../support/wallet-fixtures';
import { poll, toastText, unexpectedErrors } from './back-office';
import { DESKTOP, launchBrowser, MOBILE, openPage, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { miniAppUrl as openedInTelegram } from './mini-app';
import { plain } from './shop-data';

const BOT_TOKEN = '123456789:E2E-shop-token_00000000000000000000';

let shop: Shop;
let browser: Browser;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
const categoryName = `Mobile-${process.pid}`;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ config: { telegramBotToken: BOT_TOKEN } }), launchBrowser()]);
  catalogue = await createCatalogue(shop.db.db, { category: categoryName, operator: 'Orange', country: `Francie-${process.pid}` });
  await createNumlist(shop.db.db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, categoryId: catalogue.categoryId, count: 2000 });
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const miniAppUrl = (telegramId: number) => openedInTelegram(shop.url, telegramId, BOT_TOKEN);

const text = async (page: Page, testId: string) => plain(await page.getByTestId(testId).first().textContent());

describe('the Mini App shop', () => {
  test('drill-down, search, buy once on a double click, short balance, at 390 px in Telegram’s dark theme', async () => {
    const telegramId = 990_000_001;
    const userId = await createCustomer(shop.db.db, { balanceCents: 500, telegramId, firstName: 'Camille' });
    const { page, errors } = await openPage(browser, { viewport: MOBILE });
    await page.goto(miniAppUrl(telegramId));

    // Telegram's colours: the page's background is the theme's secondary background.
    await page.getByTestId('summary-balance').waitFor();
    expect(await page.evaluate(`getComputedStyle(document.querySelector('[data-testid="shop"]')).backgroundColor`)).toBe('rgb(24, 24, 24)');
    expect(await text(page, 'summary-balance')).toBe('Solde5,00 €');
    expect(await text(page, 'summary-orders')).toBe('Commandes0');
    await page.getByTestId(`category-${catalogue.categoryId}`).waitFor();
    await screenshot(page, 'shop-mini-app-categories-390-dark');

    // The search filters the categories: the demo ones go, ours stays.
    await page.getByRole('searchbox').fill(categoryName.slice(0, 8).toLowerCase());
    await poll(() => page.locator('[data-testid^="category-"]').count()).toBe(1);
    expect(await text(page, `category-${catalogue.categoryId}`)).toContain('à partir de 0,60 €');
    await page.getByTestId(`category-${catalogue.categoryId}`).click();

    // Countries: the search was cleared by going deeper.
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
    const country = page.getByTestId(`country-${catalogue.countryId}`);
    await country.waitFor();
    expect(plain(await country.textContent())).toContain('1 opérateur · 0,60 € – 6,00 €');
    expect(plain(await country.textContent())).toContain('2 000 numéros disponibles');
    await country.click();

    // Operators: the heading names the country (the spec's defect fixed); a search with no match says so.
    await page.getByTestId(`operator-${catalogue.operatorId}`).waitFor();
    expect(await text(page, 'level-heading')).toBe(`Opérateurs — 🇫🇷 Francie-${process.pid}`);
    await page.getByRole('searchbox').fill('zzz');
    expect(await text(page, 'level-empty')).toBe('Aucun résultat pour « zzz »');
    await page.getByRole('searchbox').fill('');
    await page.getByTestId(`operator-${catalogue.operatorId}`).click();

    // Products: 100, 500 and 1000 numbers; the 1000 pack (6,00 €) is over the 5,00 € balance.
    const pack = (q: number) => page.getByTestId(`product-${catalogue.categoryId}-${catalogue.operatorId}-${q}`);
    await pack(100).waitFor();
    expect(await text(page, 'breadcrumb')).toBe(`Boutique›${categoryName}›🇫🇷 Francie-${process.pid}›Orange`);
    expect(plain(await pack(1000).textContent())).toContain('Manque 1,00 €');
    expect(await pack(1000).getByRole('button', { name: 'Acheter' }).isDisabled()).toBe(true);
    expect(await pack(100).getByRole('button', { name: 'Acheter' }).isEnabled()).toBe(true);
    await screenshot(page, 'shop-mini-app-products-390-dark');

    // A double click buys once.
    await pack(100).getByRole('button', { name: 'Acheter' }).dblclick();
    expect(await toastText(page, 'Achat réussi')).toContain('Nouveau solde : 4,40 €');
    await poll(() => text(page, 'summary-balance')).toBe('Solde4,40 €');
    await poll(() => text(page, 'summary-orders')).toBe('Commandes1');
    const [orders] = await queryRows<{ n: number }>(shop.db.db, sql`select count(*)::int as n from purchase_history where user_id = ${userId}`);
    expect(orders.n).toBe(1);
    expect(plain(await pack(1000).textContent())).toContain('Manque 1,60 €');

    // The balance changed elsewhere (spent in the bot): the server refuses with the spec's toast.
    await shop.db.db.execute(sql`update users set balance_cents = 10 where id = ${userId}`);
    await pack(500).getByRole('button', { name: 'Acheter' }).click();
    expect(await toastText(page, 'Solde insuffisant')).toContain('Veuillez recharger votre solde');
    await poll(() => text(page, 'summary-balance')).toBe('Solde0,10 €');
    expect(plain(await pack(100).textContent())).toContain('Manque 0,50 €');
    await screenshot(page, 'shop-mini-app-short-390-dark');

    // Back goes up one level; the breadcrumb jumps to the top.
    await page.getByTestId('shop-back').click();
    await page.getByTestId(`operator-${catalogue.operatorId}`).waitFor();
    await page.getByTestId('breadcrumb').getByRole('button', { name: 'Boutique' }).click();
    await page.getByTestId(`category-${catalogue.categoryId}`).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    expect(unexpectedErrors(errors, [402])).toEqual([]);
  });

  test('reads in the customer’s bot language: Arabic right to left, German, and French for a language the bot lacks', async () => {
    const read = async (telegramId: number, language: string, viewport: { width: number; height: number } = MOBILE) => {
      const userId = await createCustomer(shop.db.db, { balanceCents: 1250, telegramId, firstName: 'Camille' });
      await shop.db.db.execute(sql`update users set language = ${language} where id = ${userId}`);
      const opened = await openPage(browser, { viewport });
      await opened.page.goto(miniAppUrl(telegramId));
      await opened.page.getByTestId('summary-balance').waitFor();
      return opened;
    };

    const arabic = await read(990_000_101, 'ar');
    await poll(() => text(arabic.page, 'summary-balance')).toMatch(/^الرصيد/);
    expect(await arabic.page.evaluate('document.documentElement.dir')).toBe('rtl');
    expect(await arabic.page.getByTestId('shop').getAttribute('dir')).toBe('rtl');
    expect(await arabic.page.evaluate('document.documentElement.lang')).toBe('ar');
    // Western digits, as the bot writes them.
    expect(await text(arabic.page, 'summary-balance')).toMatch(/12[.,]50/);
    await arabic.page.getByTestId(`category-${catalogue.categoryId}`).click();
    await arabic.page.getByTestId(`country-${catalogue.countryId}`).click();
    await arabic.page.getByTestId(`operator-${catalogue.operatorId}`).click();
    const product = arabic.page.getByTestId(`product-${catalogue.categoryId}-${catalogue.operatorId}-100`);
    await product.waitFor();
    expect(plain(await product.textContent())).toContain('100 رقم');
    await arabic.page.getByRole('button', { name: 'شراء' }).first().waitFor();
    // Right to left: the back button sits on the right of the title.
    const back = await arabic.page.getByTestId('shop-back').boundingBox();
    // The heading is the shop's name (issue 25), the same in every language.
    const title = await arabic.page.getByRole('heading', { name: 'AutoShop' }).boundingBox();
    expect(back && title && back.x > title.x).toBe(true);
    expect(await scrollWidth(arabic.page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(arabic.page, 'shop-mini-app-products-390-ar');
    expect(unexpectedErrors(arabic.errors)).toEqual([]);
    await arabic.page.close();

    const german = await read(990_000_102, 'de', DESKTOP);
    await poll(() => text(german.page, 'summary-balance')).toBe('Guthaben12,50 €');
    expect(await german.page.evaluate('document.documentElement.dir')).toBe('ltr');
    await screenshot(german.page, 'shop-mini-app-categories-desktop-de');
    await german.page.close();

    const portuguese = await read(990_000_103, 'pt');
    await poll(() => text(portuguese.page, 'summary-balance')).toBe('Solde12,50 €');
    await portuguese.page.close();
  });

  test('a plain browser gets a read-only catalogue with a note on how to buy', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${shop.url}/shop`);
    await page.getByTestId('read-only-note').waitFor();
    expect(await text(page, 'read-only-note')).toContain('ouvrez la boutique depuis le bot Telegram');
    expect(await page.getByTestId('summary').count()).toBe(0);
    await page.getByTestId(`category-${catalogue.categoryId}`).click();
    await page.getByTestId(`country-${catalogue.countryId}`).click();
    await page.getByTestId(`operator-${catalogue.operatorId}`).click();
    await page.getByTestId(`product-${catalogue.categoryId}-${catalogue.operatorId}-100`).waitFor();
    expect(await page.getByRole('button', { name: 'Acheter' }).count()).toBe(0);
    await screenshot(page, 'shop-browser-products-desktop');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
