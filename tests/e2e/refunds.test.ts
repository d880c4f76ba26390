// Refunds of bad numbers in a real browser (decision 0140): the refund dialog from Historique des achats at 1440 px
// (a count with its amount previewed, numbers pasted with one not of the order refused and named, the row then
// "Remboursé en partie"), the dialog at 390 px, the list's refund rate on its card and in the reports. Screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { UserDetails } from '../../src/contracts/users';
import { choose, toastContaining } from './back-office';
import { launchBrowser, MOBILE, openPage, screenshot, scrollWidth, type Shop, signInOverApi, startShop } from './harness';
import { type AdminApi, adminApi, buy, euros, numlistIdOf, type OrderBody, plain, userIdOf } from './shop-data';

const WIDE = { width: 1440, height: 900 } as const;
let shop: Shop;
let browser: Browser;
let api: AdminApi;
let order: OrderBody;
let other: OrderBody;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  api = await adminApi(shop);
  order = await buy(api, shop, 'john_smith', 'UK EE SMS', 100);
  other = await buy(api, shop, 'marie_dupont', 'France Orange SMS', 100);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const orderRow = (page: Page, id: number) => page.locator(`[data-testid="history-row"][data-order-id="${id}"]`);
const cents = (amount: string) => Math.round(Number(amount) * 100);
/** Each refund of n more numbers gives back the price paid for them, rounded down on the running total. */
const due = (priceCents: number, quantity: number, before: number, n: number) => Math.floor((priceCents * (before + n)) / quantity) - Math.floor((priceCents * before) / quantity);

async function openDialog(page: Page, id: number) {
  await signInOverApi(page, shop);
  await page.goto(`${shop.url}/purchase-history`);
  await orderRow(page, id).getByTestId('refund-order').click();
  const dialog = page.getByTestId('refund-dialog');
  await dialog.getByTestId('refund-form').waitFor();
  return dialog;
}

describe('the refund dialog', () => {
  test('at 1440 px: a count previewed and refunded, pasted numbers checked, the row partly refunded', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: WIDE });
    const dialog = await openDialog(page, order.order.id);
    const johnId = await userIdOf(shop, 'john_smith');
    const before = (await api.get<UserDetails>(`/api/users/${johnId}`)).balance;
    const price = cents(order.order.price);

    // "dead" ticks the suppression box by default; another reason unticks it.
    expect(await dialog.getByTestId('refund-suppress').getAttribute('data-state')).toBe('checked');
    await dialog.getByTestId('refund-mode-count').click();
    await dialog.getByTestId('refund-count').fill('30');
    const amount30 = euros((due(price, 100, 0, 30) / 100).toFixed(2));
    expect(plain(await dialog.getByTestId('refund-preview').textContent())).toBe(`Remboursement de 30 numéro(s) : ${plain(amount30)}`);
    await dialog.getByTestId('refund-count').fill('101');
    expect(plain(await dialog.textContent())).toContain('Entre 1 et 100');
    expect(await dialog.getByTestId('refund-submit').isDisabled()).toBe(true);
    await dialog.getByTestId('refund-count').fill('30');
    await choose(page, dialog.getByTestId('refund-reason'), 'Doublons');
    expect(await dialog.getByTestId('refund-suppress').getAttribute('data-state')).toBe('unchecked');
    await dialog.getByTestId('refund-note').fill('signalé par le client');
    await screenshot(page, 'refunds-dialog-count-1440', { fullPage: false });
    await dialog.getByTestId('refund-submit').click();
    expect(await toastContaining(page, 'remboursés pour 30 numéro(s)')).toContain('Nouveau solde du client');
    await dialog.waitFor({ state: 'hidden' });
    const row = orderRow(page, order.order.id);
    await expect.poll(async () => plain(await row.getByTestId('history-status').textContent())).toContain('Remboursé en partie');
    expect(plain(await row.getByTestId('history-refunded').textContent())).toBe(`30 remboursé(s) · ${plain(amount30)}`);
    expect(cents((await api.get<UserDetails>(`/api/users/${johnId}`)).balance)).toBe(cents(before) + due(price, 100, 0, 30));

    // Pasted numbers: one of another order is refused and named; nothing is refunded.
    await row.getByTestId('refund-order').click();
    await dialog.getByTestId('refund-form').waitFor();
    expect(plain(await dialog.getByTestId('refund-paid').textContent())).toContain('déjà remboursé : 30');
    await dialog.getByTestId('refund-mode-numbers').click();
    await dialog.getByTestId('refund-numbers').fill(`${order.numbers[0]}\n${other.numbers[0]}`);
    expect(plain(await dialog.textContent())).toContain('2 numéro(s)');
    await dialog.getByTestId('refund-submit').click();
    const refused = plain(await dialog.getByTestId('refund-error').textContent());
    expect(refused).toBe(`1 numéro(s) n'appartiennent pas à cette commande : ${other.numbers[0]}`);
    await screenshot(page, 'refunds-dialog-numbers-refused-1440', { fullPage: false });
    await dialog.getByTestId('refund-numbers').fill(order.numbers[0]);
    await dialog.getByTestId('refund-submit').click();
    expect(await toastContaining(page, 'remboursés pour 1 numéro(s)')).toBeTruthy();
    await expect.poll(async () => plain(await row.getByTestId('history-refunded').textContent())).toContain('31 remboursé(s)');

    // The list's card shows its refund rate, and the reports list it.
    const listId = await numlistIdOf(shop, 'UK EE SMS');
    await page.goto(`${shop.url}/numlists`);
    const card = page.locator(`[data-testid="numlist-card"][data-numlist-id="${listId}"]`);
    await card.getByTestId('numlist-refund-rate').waitFor();
    expect(plain(await card.getByTestId('numlist-refund-rate').textContent())).toMatch(/^Remboursés : \d+(,\d)? %$/);
    await page.goto(`${shop.url}/reports?period=7d`);
    const byList = page.getByTestId('refunds-by-list');
    await byList.getByTestId('refund-list-row').first().waitFor();
    expect(plain(await byList.textContent())).toContain('UK EE SMS');
    await page.getByTestId('report-refunds').scrollIntoViewIfNeeded();
    await screenshot(page, 'refunds-report-1440', { fullPage: false });
    expect(errors.filter((e) => !/status of 400\b/.test(e))).toEqual([]);
    await context.close();
  });

  test('at 390 px: the dialog fits the screen, every control within reach', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/purchase-history`);
    const card = page.locator(`[data-testid="history-card"][data-order-id="${other.order.id}"]`);
    await card.getByTestId('refund-order').click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.getByTestId('refund-form').waitFor();
    await dialog.getByTestId('refund-mode-numbers').click();
    await dialog.getByTestId('refund-numbers').fill(other.numbers.slice(0, 3).join('\n'));
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    for (const testId of ['refund-mode-all', 'refund-mode-count', 'refund-mode-numbers', 'refund-reason', 'refund-suppress', 'refund-submit']) {
      const b = await dialog.getByTestId(testId).boundingBox();
      expect(b && b.x >= 0 && b.x + b.width <= MOBILE.width, testId).toBe(true);
    }
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'refunds-dialog-390', { fullPage: false });
    await dialog.getByTestId('refund-submit').click();
    expect(await toastContaining(page, 'remboursés pour 3 numéro(s)')).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });
});
