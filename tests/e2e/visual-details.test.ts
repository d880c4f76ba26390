// Small things a user sees (issue 25): a colour per category on the dashboard, continent names read whole at 1440 px, the
// Pays and Opérateur selects of Nouvelle numlist on one line, the current section visible in a short sidebar, the Mini App
// headed by the shop's name, stock counted in numbers with packs as 'N packs disponibles', and the low-stock hint.
import { sql } from 'drizzle-orm';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { setSetting } from '../support/wallet-fixtures';
import { poll, signedInPage } from './back-office';
import { launchBrowser, openPage, type Shop, screenshot, startShop } from './harness';
import { plain } from './shop-data';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

describe('visual details', () => {
  test('Tableau de bord: each category its own colour (Voix and Premium shared one)', async () => {
    const { page } = await signedInPage(browser, shop, '/dashboard');
    await page.getByTestId('category-share').getByTestId('category-row').first().waitFor();
    const names = (await page.getByTestId('category-share').getByTestId('category-name').allTextContents()).map(plain);
    expect(names).toEqual(expect.arrayContaining(['Voix', 'Premium']));
    // Page-side code as text: this project's tsconfig has no DOM types.
    const colours = (await page.evaluate(
      `[...document.querySelectorAll('[data-testid="category-share"] [data-testid="category-row"] span[aria-hidden="true"]')].map((dot) => getComputedStyle(dot).backgroundColor)`,
    )) as string[];
    expect(colours).toHaveLength(names.length);
    expect(new Set(colours).size, `${names.join(', ')}: ${colours.join(' | ')}`).toBe(names.length);
    await screenshot(page, 'details-dashboard-colours');
    await page.close();
  });

  test('Continents at 1440 px: every name shown whole, none cut to "Améri…"', async () => {
    const { page } = await signedInPage(browser, shop, '/continents', { viewport: { width: 1440, height: 900 } });
    // The name is the first thing of each continent's button (no test id of its own before this fix).
    const names = page.locator('[data-testid="continent-select"] > span:first-child');
    await names.first().waitFor();
    expect((await names.allTextContents()).map(plain)).toContain('Amérique');
    const cut = (await page.evaluate(
      `[...document.querySelectorAll('[data-testid="continent-select"] > span:first-child')].filter((name) => name.scrollWidth > name.clientWidth).map((name) => name.textContent)`,
    )) as string[];
    expect(cut).toEqual([]);
    await screenshot(page, 'details-continents-1440', { fullPage: false });
    await page.close();
  });

  test('Nouvelle numlist: the Opérateur select on the same line as Pays', async () => {
    const { page } = await signedInPage(browser, shop, '/add-numlist');
    const country = page.getByTestId('numlist-country-select');
    const operator = page.getByTestId('numlist-operator-select');
    await operator.waitFor();
    expect(Math.abs((await box(operator)).y - (await box(country)).y)).toBeLessThanOrEqual(1);
    // …and inside its card ('Choisissez d’abord un pays' does not push it past the card's edge).
    const card = await box(page.locator('[data-slot="card"]', { has: operator }));
    const select = await box(operator);
    expect(select.x + select.width).toBeLessThanOrEqual(card.x + card.width);
    await screenshot(page, 'details-add-numlist', { fullPage: false });
    await page.close();
  });

  test('Sidebar at 900 px high: the current section (Paramètres, the last) in view, not under the user footer', async () => {
    const { page } = await signedInPage(browser, shop, '/settings', { viewport: { width: 1440, height: 900 } });
    const sidebar = page.getByTestId('sidebar');
    const active = sidebar.locator('a[aria-current="page"]');
    await active.waitFor();
    expect(plain(await active.textContent())).toBe('Paramètres');
    const nav = await box(sidebar.getByRole('navigation'));
    const link = await box(active);
    const footer = await box(sidebar.getByTestId('sidebar-username'));
    expect(link.y).toBeGreaterThanOrEqual(nav.y);
    expect(link.y + link.height).toBeLessThanOrEqual(nav.y + nav.height);
    expect(link.y + link.height).toBeLessThanOrEqual(footer.y);
    await screenshot(page, 'details-sidebar-900', { fullPage: false });
    await page.close();
  });

  test('Paramètres: the low-stock threshold says what it does today, in packs', async () => {
    const { page } = await signedInPage(browser, shop, '/settings');
    const field = page.getByTestId('low-stock');
    await field.waitFor();
    const hint = plain(await page.locator('[data-slot="form-item"]', { has: field }).textContent());
    expect(hint).not.toContain('à venir');
    expect(hint).toContain('Stock bas');
    expect(hint).toContain('packs');
    expect(hint).toContain('quantité minimale par commande');
    await page.close();
  });

  test("Mini App: headed by the shop's name from the settings, its path starting at 'Boutique'", async () => {
    await setSetting(shop.db.db, 'shop_name', 'Numéros Express');
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${shop.url}/shop`);
    const heading = page.getByTestId('shop').locator('header h1');
    await page.getByTestId('breadcrumb').waitFor();
    await poll(async () => plain(await heading.textContent())).toBe('Numéros Express');
    expect(await page.title()).toBe('Numéros Express');
    // Not 'Boutique / Boutique': the heading is the shop's, the path starts at 'Boutique'.
    expect(plain(await page.getByTestId('breadcrumb').textContent())).toBe('Boutique');
    await screenshot(page, 'details-mini-app-header', { fullPage: false });
    await page.close();
  });

  test("Mini App: stock in numbers on the operators, a pack's as 'N packs disponibles' beside 'Stock bas'", async () => {
    const db = shop.db.db;
    // Every pack in stock is flagged 'Stock bas' under this threshold, so the badge sits beside the pack count.
    await setSetting(db, 'low_stock_threshold', '1000000');
    const [offer] = await queryRows<{ category_id: number; country_id: number; operator_id: number }>(
      db,
      sql`select category_id, country_id, operator_id from numlists where is_active and available_numbers >= 1000 order by available_numbers desc limit 1`,
    );
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${shop.url}/shop`);
    await page.getByTestId(`category-${offer.category_id}`).click();
    await page.getByTestId(`country-${offer.country_id}`).click();
    const operator = page.getByTestId(`operator-${offer.operator_id}`);
    await operator.waitFor();
    expect(plain(await operator.textContent())).toMatch(/Stock : [\d  ]+ numéros/);
    await operator.click();
    await page.getByText('Stock bas').first().waitFor();
    const cards = (await page.locator('[data-testid^="product-"]:has([data-testid="product-price"])').allTextContents()).map(plain);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card).toMatch(/\d[\d  ]* packs disponibles|1 pack disponible/);
      expect(card).not.toMatch(/Stock : \d/);
    }
    await screenshot(page, 'details-mini-app-products');
    await page.close();
  });
});
