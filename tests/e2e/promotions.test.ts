// The "Promotions" page in a real browser: a percentage promotion with a code created after a preview of a sample order
// (struck-through price), listed as running; a code already taken refused in French; ended and activated again;
// desktop and 390 px screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerConfirm, choose, poll, signedInPage, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
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

const rows = (page: Page) => page.getByTestId('promotion-row');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByTestId('promotion-row-name').getByText(name, { exact: true }) });

describe('promotions page', () => {
  test('preview, create with a code, refuse a taken code, end and activate', async () => {
    const { page, context, errors } = await signedInPage(browser, shop, '/promotions');
    await page.getByRole('heading', { name: 'Promotions', level: 2 }).waitFor();
    expect(await page.getByRole('link', { name: 'Promotions' }).count()).toBeGreaterThan(0);
    await page.getByText('Aucune promotion').waitFor();

    await page.getByTestId('promotion-create').click();
    const dialog = page.getByTestId('promotion-dialog');
    await dialog.waitFor();
    await page.getByTestId('promotion-name').fill("Soldes d'hiver");
    await page.getByTestId('promotion-value').fill('15');
    await choose(page, page.getByTestId('promotion-country'), /France$/);
    await page.getByTestId('promotion-code').fill('hiver15');
    await page.getByTestId('promotion-max-uses').fill('50');

    // The preview: 1,000 Orange numbers at 0.006 € = 6.00 €, 15 % off = 5.10 €.
    await choose(page, page.getByTestId('preview-operator'), /France — Orange$/);
    await page.getByTestId('preview-quantity').fill('1000');
    await page.getByTestId('preview-run').click();
    const result = page.getByTestId('preview-result');
    await poll(async () => plain(await result.textContent())).toBe('6,00 € → 5,10 € (−0,90 €)');
    expect(plain(await result.locator('s').textContent())).toBe('6,00 €');
    // Another country's operator does not meet the condition.
    await choose(page, page.getByTestId('preview-operator'), /Royaume-Uni — EE$/);
    await page.getByTestId('preview-quantity').fill('100');
    await page.getByTestId('preview-run').click();
    await poll(async () => plain(await result.textContent())).toContain('ne remplit pas les conditions');
    await screenshot(page, 'promotions-dialog-desktop');

    await page.getByTestId('promotion-submit').click();
    expect(await toastText(page, 'Promotion créée')).toContain("Soldes d'hiver");
    await dialog.waitFor({ state: 'hidden' });
    const created = row(page, "Soldes d'hiver");
    await poll(async () => plain(await created.getByTestId('promotion-row-status').textContent())).toBe('En cours');
    expect(plain(await created.textContent())).toContain('−15 %');
    expect(plain(await created.textContent())).toContain('HIVER15');
    expect(plain(await created.getByTestId('promotion-row-uses').textContent())).toContain('0 / 50');

    // The same code again: refused by the server, in French, under the field.
    await page.getByTestId('promotion-create').click();
    await dialog.waitFor();
    await page.getByTestId('promotion-name').fill('Doublon');
    await page.getByTestId('promotion-value').fill('5');
    await page.getByTestId('promotion-code').fill('HIVER15');
    await page.getByTestId('promotion-submit').click();
    await dialog.getByText('Code déjà pris').waitFor();
    expect(plain(await toastText(page, 'Erreur'))).toContain('Ce code promo est déjà utilisé par une autre promotion');
    // An empty value is refused before anything is sent.
    await page.getByTestId('promotion-value').fill('');
    await page.getByTestId('promotion-submit').click();
    await dialog.getByText('Valeur requise').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'promotions-desktop');

    // End it (confirmed), then activate it again.
    await created.getByTestId('promotion-row-end').click();
    expect(await answerConfirm(page, 'Terminer cette promotion ?')).toContain("Soldes d'hiver");
    expect(await toastText(page, 'Promotion terminée')).toContain("Soldes d'hiver");
    await poll(async () => plain(await created.getByTestId('promotion-row-status').textContent())).toBe('Désactivée');
    await created.getByTestId('promotion-row-activate').click();
    expect(await toastText(page, 'Promotion activée')).toContain("Soldes d'hiver");
    await poll(async () => plain(await created.getByTestId('promotion-row-status').textContent())).toBe('En cours');

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('390 px: the list and the dialog fit the screen', async () => {
    const { page, context, errors } = await signedInPage(browser, shop, '/promotions', { viewport: MOBILE });
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'promotions-mobile');
    await page.getByTestId('promotion-create').click();
    await page.getByTestId('promotion-dialog').waitFor();
    await page.getByTestId('promotion-type').click();
    await page.getByRole('option', { name: 'Paliers de quantité' }).click();
    await page.getByTestId('promotion-tiers').fill('500 : 0,005\n1000 : 0,004');
    await screenshot(page, 'promotions-dialog-mobile');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
