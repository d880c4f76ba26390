// The /telegram page's simulator in a real browser: the admin picks a demo customer, clicks through the real bot to a
// purchase, and gets the file; the order is real (balance charged, order in the history).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
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

  test('the history names its time zone, and the bubble shows the same Paris time as the message', async () => {
    await page.getByTestId('simulator-input').fill('/history');
    await page.getByTestId('simulator-send').click();
    // The purchase's own message says "100 numéros" too: wait for the history's dated line.
    await poll(async () => plain(await page.getByTestId('bot-message-text').last().textContent())).toMatch(/\d{2}:\d{2} UTC[+−-]\d.*100 numéros/);
    const text = plain(await page.getByTestId('bot-message-text').last().textContent());
    // "27/11/2026 13:52 UTC+1 — 100 numéros, …": the zone is named.
    const [, hour, minute] = /(\d{2}):(\d{2}) UTC[+−-]\d/.exec(text) ?? [];
    expect(hour, text).toBeTruthy();
    const bubble = await page.getByTestId('bot-message').last().locator('div').last().textContent();
    const [, bubbleHour, bubbleMinute] = /(\d{2}):(\d{2})/.exec(bubble ?? '') ?? [];
    // The order was bought a moment ago: the message's time and the bubble's are the same clock (a minute apart at most).
    const minutes = (h: string, m: string) => Number(h) * 60 + Number(m);
    expect(Math.abs(minutes(bubbleHour, bubbleMinute) - minutes(hour, minute))).toBeLessThanOrEqual(1);
  });

  test("an Arabic customer's messages read right to left, each line in its own direction", async () => {
    await shop.db.db.execute(sql`update users set language = 'ar' where username = 'marie_dupont'`);
    await page.getByTestId('simulator-input').fill('/balance');
    await page.getByTestId('simulator-send').click();
    await poll(async () => plain(await page.getByTestId('bot-message-text').last().textContent())).toContain('رصيدك');
    const message = page.getByTestId('bot-message-text').last();
    expect(await message.evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    expect(await page.evaluate("getComputedStyle([...document.querySelectorAll('[data-testid=bot-message-text]')].at(-1)).unicodeBidi")).toBe('plaintext');
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'telegram-simulator-arabic', { fullPage: true });
    await shop.db.db.execute(sql`update users set language = 'fr' where username = 'marie_dupont'`);
    expect(errors).toEqual([]);
  });
});
