// The /telegram page's simulator in a real browser: the admin picks a demo customer, clicks through the real bot to a
// purchase, and gets the file; the order is real (balance charged, order in the history).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { poll, signedInPage } from './back-office';
import { launchBrowser, type Shop, screenshot, startShop } from './harness';
import { type AdminApi, adminApi, plain } from './shop-data';

let shop: Shop;
let browser: Browser;
let api: AdminApi;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  api = await adminApi(shop);
  ({ context, page, errors } = await signedInPage(browser, shop, '/telegram'));
  await page.getByTestId('telegram-page').waitFor();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
});

/** Taps the inline button whose label matches, on the newest bot message that has one. */
async function tap(label: RegExp) {
  const button = page.getByTestId('inline-keyboard').getByRole('button', { name: label }).last();
  await button.waitFor();
  await button.click();
}

type Customer = { username: string; telegramId: number | null; balance: string };

describe('simulator', () => {
  test('buys as a demo customer through the real bot: messages edited in place, the file, a real order', async () => {
    const customers = await api.get<{ data: Customer[] }>('/api/users/with-stats?search=marie');
    const marie = customers.data.find((c) => c.username === 'marie_dupont');
    expect(marie?.telegramId).toBeTruthy();

    await page.getByRole('tab', { name: 'Simulateur' }).click();
    await page.getByTestId('simulator-warning').waitFor();
    expect(plain(await page.getByTestId('simulator-warning').textContent())).toContain('vraies commandes');
    await page.getByTestId('simulator-customer-search').fill('marie');
    await page.getByTestId('simulator-customer-option').filter({ hasText: 'marie_dupont' }).first().click();

    await page.getByTestId('simulator-input').fill('/shop');
    await page.getByTestId('simulator-send').click();
    await tap(/Europe/);
    await tap(/France/);
    const operator = page.getByTestId('inline-keyboard').last().getByRole('button').first();
    await operator.waitFor();
    await operator.click();
    await tap(/^100$/);
    await poll(async () => plain(await page.getByTestId('bot-message-text').last().textContent())).toContain('Confirmez votre achat');
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'telegram-simulator-confirmation');
    await tap(/Confirmer/);
    await page.getByTestId('bot-document').waitFor();
    expect(plain(await page.getByTestId('bot-document').textContent())).toMatch(/100/);
    await poll(async () => plain(await page.getByTestId('bot-message-text').last().textContent())).toContain('Achat réussi');
    // From the top: scrolled, Chromium draws the sticky header over the middle of the picture.
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'telegram-simulator-purchase', { fullPage: true });

    // A real order of that customer: in the purchase history, charged to their balance.
    const history = await api.get<{ data: Array<{ telegramUsername: string | null; quantity: number }> }>('/api/purchase-history?search=marie');
    expect(history.data.some((o) => o.quantity === 100)).toBe(true);
    const after = (await api.get<{ data: Customer[] }>('/api/users/with-stats?search=marie')).data.find((c) => c.username === 'marie_dupont');
    expect(after?.balance).not.toBe(marie?.balance);
    expect(errors).toEqual([]);
  });
});
