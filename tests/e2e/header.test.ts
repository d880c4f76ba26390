// The header in a real browser. The bell: its count and items are the API's, a sold-out list leads to its card, and an
// empty shop says there is nothing to see. The customer search: from any page, including Utilisateurs itself.
import type { Browser } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Alerts } from '../../src/contracts/alerts';
import { poll } from './back-office';
import { launchBrowser, openPage, type Shop, screenshot, signInOverApi, startShop } from './harness';
import { type AdminApi, adminApi, plain } from './shop-data';
import { availableNumbersOf } from '../../src/domain/stock/sale-tallies';

let shop: Shop;
let browser: Browser;
let api: AdminApi;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  api = await adminApi(shop);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('notifications bell', () => {
  test('counts what needs looking at, lists it, and a sold-out list opens its card', async () => {
    // A list created empty (to be restocked later) cannot fill an order: the bell names it.
    await api.send('POST', '/api/numlists', { name: 'Islande Siminn — à réassortir', numbers: [] });
    // One that still holds a few numbers, too few for the smallest order: under the minimum, not sold out.
    await api.send('POST', '/api/numlists', { name: 'Reste de stock', numbers: ['+447700900990', '+447700900991', '+447700900992'] });
    const alerts = await api.get<Alerts>('/api/alerts');
    expect(alerts.soldOut.lists.map((l) => l.name)).toContain('Islande Siminn — à réassortir');
    expect(alerts.soldOut.lists.find((l) => l.name === 'Reste de stock')?.availableNumbers).toBe(3);
    expect(alerts.pendingDeposits.count).toBeGreaterThan(0); // the demo has deposits still waiting
    const expected = alerts.soldOut.count + 1;

    const { page, context, errors } = await openPage(browser);
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/dashboard`);
    const bell = page.getByTestId('notifications-button');
    await poll(async () => page.getByTestId('notifications-count').textContent()).toBe(String(expected));
    expect(await bell.getAttribute('aria-label')).toBe(`Notifications : ${expected} à voir`);

    await bell.click();
    const menu = page.getByTestId('notifications-menu');
    await menu.waitFor();
    expect(plain(await menu.getByTestId('alert-pending-deposits').textContent())).toContain(
      `${alerts.pendingDeposits.count} dépôt(s) en attente de paiement`,
    );
    const items = menu.getByTestId('alert-sold-out');
    expect(await items.count()).toBe(alerts.soldOut.lists.length);
    const item = items.filter({ hasText: 'Islande Siminn — à réassortir' });
    expect(plain(await item.textContent())).toContain('Épuisée : plus aucun numéro en stock');
    expect(await item.getAttribute('data-state')).toBe('empty');
    const fewLeft = items.filter({ hasText: 'Reste de stock' });
    expect(plain(await fewLeft.textContent())).toContain("Sous le minimum : 3 numéros, moins qu'une commande minimum (100)");
    expect(plain(await fewLeft.textContent())).not.toContain('Épuisée');
    expect(await fewLeft.getAttribute('data-state')).toBe('below-minimum');
    for (const list of alerts.soldOut.lists) {
      const text = plain(await items.filter({ hasText: list.name }).first().textContent());
      expect(text).toContain(list.availableNumbers === 0 ? 'Épuisée' : 'Sous le minimum');
    }
    await screenshot(page, 'notifications-menu', { fullPage: false });

    await item.click();
    await page.waitForURL(/\/numlists\?search=/);
    await poll(async () => page.getByTestId('numlist-card').count()).toBe(1);
    expect(await page.getByTestId('numlist-card').textContent()).toContain('Islande Siminn — à réassortir');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with nothing to look at, no count and a plain message', async () => {
    await shop.db.db.execute(sql`update numlists set is_active = false where ${availableNumbersOf()} < 100`);
    await shop.db.db.execute(sql`update deposits set status = 'failed' where status = 'pending'`);
    const { page, context, errors } = await openPage(browser);
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/dashboard`);
    await page.getByTestId('notifications-button').click();
    await page.getByTestId('notifications-menu').getByText('Aucune notification pour le moment.').waitFor();
    expect(await page.getByTestId('notifications-count').count()).toBe(0);
    expect(await page.getByTestId('notifications-button').getAttribute('aria-label')).toBe('Notifications');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('customer search in the header', () => {
  const usernames = (page: import('playwright-core').Page) => page.getByTestId('user-username').allTextContents();

  test('Enter opens Utilisateurs searching for the term; a second search on that page replaces the first', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/dashboard`);
    const search = page.getByTestId('header-search');
    expect(await search.getAttribute('placeholder')).toBe('Rechercher un client...');

    await search.fill('sofia');
    await search.press('Enter');
    await page.waitForURL(/\/users\?search=sofia$/);
    await poll(() => usernames(page)).toEqual(['sofia_garcia']);
    expect(await page.getByTestId('users-search').inputValue()).toBe('sofia');
    expect(await search.inputValue()).toBe('');

    await search.fill('john');
    await search.press('Enter');
    await poll(() => page.getByTestId('users-search').inputValue()).toBe('john');
    await poll(() => usernames(page)).toEqual(['john_smith']);

    // An empty search goes nowhere.
    await search.fill('   ');
    await search.press('Enter');
    expect(new URL(page.url()).search).toBe('?search=john');
    expect(errors).toEqual([]);
    await context.close();
  });
});
