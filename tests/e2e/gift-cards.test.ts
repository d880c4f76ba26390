// The "Cartes cadeaux" page in a real browser: a batch of 3 cards of 10 € generated and listed, its CSV downloaded with the
// session's cookie, one card disabled after a confirmation and found under "Désactivées", a bad amount refused in French;
// desktop and 390 px screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readEuroCents } from '../../src/contracts/money';
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

const rows = (page: Page) => page.getByTestId('gift-row');
const statuses = async (page: Page) => (await page.getByTestId('gift-row-status').allTextContents()).map(plain);
const codes = async (page: Page) => (await page.getByTestId('gift-row-code').allTextContents()).map(plain);

async function generate(page: Page, count: string, amount: string) {
  await page.getByTestId('gift-count').fill(count);
  await page.getByTestId('gift-amount').fill(amount);
  await page.getByTestId('gift-generate-submit').click();
}

describe('gift cards page', () => {
  test('generate a batch, download its CSV, disable a card, filter by status', async () => {
    const { page, context, errors } = await signedInPage(browser, shop, '/gift-cards');
    await page.getByRole('heading', { name: 'Cartes cadeaux', level: 2 }).waitFor();
    // The sidebar leads here too.
    expect(await page.getByRole('link', { name: 'Cartes cadeaux' }).count()).toBeGreaterThan(0);

    await generate(page, '3', '10');
    expect(await toastText(page, 'Lot généré')).toContain('3 cartes cadeaux créées');
    const result = page.getByTestId('gift-batch-result');
    expect(plain(await result.textContent())).toContain('3 codes générés');
    expect(plain(await result.textContent())).toContain('10,00 € chacun');

    // Only this batch: 3 unused cards of 10 €, codes in groups of four.
    await page.getByTestId('gift-batch-show').click();
    await page.getByTestId('gift-batch-filter').waitFor();
    await poll(() => rows(page).count()).toBe(3);
    expect(await statuses(page)).toEqual(['Non utilisée', 'Non utilisée', 'Non utilisée']);
    for (const code of await codes(page)) expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect((await page.getByTestId('gift-row-amount').allTextContents()).map(plain)).toEqual(['10,00 €', '10,00 €', '10,00 €']);
    await screenshot(page, 'gift-cards-desktop');

    // The CSV link downloads the batch with the page's cookies: a header and 3 cards.
    const href = await page.getByTestId('gift-batch-csv').getAttribute('href');
    expect(href).toMatch(/^\/api\/gift-cards\/batches\/[0-9a-f-]{36}\/csv$/);
    const csv = await page.request.get(`${shop.url}${href}`);
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).split(/\r\n/).filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(4);
    const listed = await codes(page);
    for (const line of lines.slice(1)) {
      const [code, amount] = line.split(';');
      expect(listed).toContain(code);
      expect(amount).toBe('10,00');
    }

    // Disable the first card, after the confirmation.
    const target = listed[0];
    const row = rows(page).filter({ has: page.getByTestId('gift-row-code').getByText(target, { exact: true }) });
    await row.getByTestId('gift-row-disable').click();
    expect(await answerConfirm(page, 'Désactiver cette carte cadeau ?')).toContain(target);
    expect(await toastText(page, 'Carte désactivée')).toContain(target);
    await poll(async () => plain(await row.getByTestId('gift-row-status').textContent())).toBe('Désactivée');
    expect(await row.getByTestId('gift-row-disable').count()).toBe(0);

    // "Désactivées" lists it, and only it (the other two stay unused).
    await choose(page, page.getByTestId('gift-status-filter'), 'Désactivées');
    await poll(() => codes(page)).toEqual([target]);
    await choose(page, page.getByTestId('gift-status-filter'), 'Non utilisées');
    await poll(async () => (await codes(page)).sort()).toEqual(listed.slice(1).sort());

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('a bad amount is refused in French, before anything is sent', async () => {
    const { page, context, errors } = await signedInPage(browser, shop, '/gift-cards');
    await page.getByTestId('gift-generate-submit').waitFor();
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/gift-cards')) posted = true;
    });
    const expected = readEuroCents('abc');
    if (expected.ok) throw new Error('"abc" should not be an amount');

    await generate(page, '3', 'abc');
    const message = page.getByTestId('amount-message');
    await poll(async () => plain(await message.textContent())).toBe(plain(expected.message));
    expect(await message.getAttribute('data-state')).toBe('error');
    expect(await page.getByTestId('gift-amount').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('gift-batch-result').count()).toBe(0);
    expect(posted).toBe(false);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('390 px: the form and the list fit the screen', async () => {
    const { page, context, errors } = await signedInPage(browser, shop, '/gift-cards', { viewport: MOBILE });
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await generate(page, '2', '5,50');
    await toastText(page, 'Lot généré');
    await page.getByTestId('gift-batch-result').waitFor();
    await screenshot(page, 'gift-cards-mobile');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
