// "Commander pour ce client" in a real browser: the engine's preview (struck-through price, promotion's name, balance after),
// a wrong code refused with its reason, a right code applied, a double click that buys once, the new balance, the numbers as
// .txt; desktop and 390 px screenshots.
import { sql } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { createPromotion } from '../../src/domain/promotions/manage';
import { promotionInput } from '../support/promotion-fixtures';
import { type Catalogue, createCatalogue, createCustomer, createNumlist } from '../support/wallet-fixtures';
import { choose, poll, unexpectedErrors } from './back-office';
import { downloadedText, launchBrowser, MOBILE, openPage, screenshot, scrollWidth, type Shop, signInOverApi, startShop } from './harness';
import { plain } from './shop-data';

let shop: Shop;
let browser: Browser;
let cat: Catalogue;
const country = `Promolande-${process.pid}`;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const db = shop.db.db;
  cat = await createCatalogue(db, { country, operator: 'Orange Promo' });
  await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 2000 });
  const only = { countryIds: [cat.countryId] };
  await createPromotion(db, promotionInput({ name: 'Automne −10 %', value: 1000, conditions: only }), null);
  await createPromotion(db, promotionInput({ name: 'Gros volume', value: 5000, code: 'GROS50', conditions: { ...only, minQuantity: 1000 } }), null);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const text = async (locator: Locator) => plain(await locator.textContent());

/** The users page searched for one customer, and that customer's order dialog opened from the row (on a phone: from the card). */
async function openOrderDialog(page: Page, username: string, via: 'row' | 'card'): Promise<Locator> {
  await signInOverApi(page, shop);
  await page.goto(`${shop.url}/users?search=${username}`);
  const row = page.getByTestId('user-row').filter({ hasText: username });
  if (via === 'row') {
    await row.getByTestId('user-row-order').click();
  } else {
    expect(await row.getByTestId('user-row-order').isVisible()).toBe(false);
    await row.getByTestId('user-username').click();
    await page.getByTestId('user-edit-order').click();
  }
  const dialog = page.getByTestId('user-order-dialog');
  await dialog.waitFor();
  await choose(page, dialog.getByTestId('order-country'), new RegExp(country));
  await choose(page, dialog.getByTestId('order-operator'), /Orange Promo/);
  return dialog;
}

async function ordersOf(userId: number) {
  return queryRows<{ id: number; price_cents: string; promo_code: string | null }>(
    shop.db.db,
    sql`select id, price_cents, promo_code from purchase_history where user_id = ${userId}`,
  );
}

describe('order for a customer', () => {
  test('the preview shows the promotion, a wrong code is refused, a double click buys once at the price shown', async () => {
    const username = 'e2e_order_camille';
    const userId = await createCustomer(shop.db.db, { username, balanceCents: 1000 });
    const { page, context, errors } = await openPage(browser);
    const dialog = await openOrderDialog(page, username, 'row');

    // The shop's minimum (100) at 0.006 €: 0,60 €, 10 % off.
    await poll(() => text(dialog.getByTestId('order-price'))).toBe('0,54 €');
    expect(await text(dialog.getByTestId('order-base-price'))).toBe('0,60 €');
    expect(await text(dialog.getByTestId('order-promotion'))).toBe('Automne −10 %');
    expect(await text(dialog.getByTestId('order-balance-after'))).toBe('9,46 €');
    await screenshot(page, 'user-order-preview', { fullPage: false });

    // A code that does not exist: refused, and nothing can be bought.
    await dialog.getByTestId('order-promo-code').fill('faux');
    await poll(() => text(dialog.getByTestId('order-refusal'))).toContain('Code promo refusé : ce code n’existe pas ou n’est pas actif.');
    expect(await dialog.getByTestId('order-confirm').isDisabled()).toBe(true);
    await screenshot(page, 'user-order-refused', { fullPage: false });

    // The right code, for the quantity it asks.
    await dialog.getByTestId('order-quantity').fill('1000');
    await dialog.getByTestId('order-promo-code').fill('gros50');
    await poll(() => text(dialog.getByTestId('order-price'))).toBe('3,00 €');
    expect(await text(dialog.getByTestId('order-base-price'))).toBe('6,00 €');
    expect(await text(dialog.getByTestId('order-promotion'))).toBe('Gros volume · GROS50');
    expect(await text(dialog.getByTestId('order-balance-after'))).toBe('7,00 €');
    await poll(() => dialog.getByTestId('order-confirm').isEnabled()).toBe(true);
    expect(await text(dialog.getByTestId('order-confirm'))).toBe('Commander pour 3,00 €');

    await dialog.getByTestId('order-confirm').dblclick();
    await dialog.getByTestId('order-result').waitFor();
    expect(await text(dialog.getByTestId('order-result-price'))).toBe('3,00 €');
    expect(await text(dialog.getByTestId('order-result-promotion'))).toBe('Gros volume · GROS50');
    expect(await text(dialog.getByTestId('order-result-balance'))).toBe('7,00 €');
    expect(await text(dialog.getByTestId('order-result'))).not.toContain('déjà été passée');
    const orders = await ordersOf(userId);
    expect(orders).toHaveLength(1);
    expect(Number(orders[0].price_cents)).toBe(300);
    expect(orders[0].promo_code).toBe('GROS50');
    await screenshot(page, 'user-order-done', { fullPage: false });

    // The numbers, as the purchase history downloads them.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('order-download').click()]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    const numbers = (await downloadedText(download)).trim().split('\n');
    expect(numbers).toHaveLength(1000);

    // The list behind shows the new balance.
    await dialog.getByTestId('order-close').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByTestId('user-row').filter({ hasText: username });
    await poll(() => text(row.getByTestId('user-row-balance'))).toBe('7,00 €');
    expect(unexpectedErrors(errors, [404])).toEqual([]);
    await context.close();
  });

  test('at 390 px, from the customer\'s card: the preview and a refusal for stock fit the screen', async () => {
    const username = 'e2e_order_lou';
    await createCustomer(shop.db.db, { username, balanceCents: 5000 });
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    const dialog = await openOrderDialog(page, username, 'card');
    await poll(() => text(dialog.getByTestId('order-price'))).toBe('0,54 €');
    expect(await text(dialog.getByTestId('order-promotion'))).toBe('Automne −10 %');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'user-order-preview-390', { fullPage: false });

    // 1,000 left after the first test's order.
    await dialog.getByTestId('order-quantity').fill('5000');
    await poll(() => text(dialog.getByTestId('order-refusal'))).toContain('Stock insuffisant : 1 000 numéros disponibles au maximum.');
    await screenshot(page, 'user-order-stock-390', { fullPage: false });
    expect(unexpectedErrors(errors, [409])).toEqual([]);
    await context.close();
  });
});
