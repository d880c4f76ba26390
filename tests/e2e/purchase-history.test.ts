// The purchase history in a real browser: summary cards, filters (status, country → operator, text), sort, page size, the CSV
// export of the filtered orders, an order's numbers as .txt, refunds (and a refund another admin got in first); screenshots.
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Country } from '../../src/contracts/catalogue';
import type { PurchaseHistoryResponse } from '../../src/contracts/orders';
import type { UserDetails } from '../../src/contracts/users';
import { downloadedText, isDarkTheme, launchBrowser, MOBILE, openPage, screenshot as saveScreenshot, scrollWidth, type Shop, signInOverApi, startShop } from './harness';
import { type AdminApi, adminApi, buy, euros, type OrderBody, plain, userIdOf } from './shop-data';
import { toastContaining } from './back-office';

let shop: Shop;
let browser: Browser;
let api: AdminApi;
/** Today's orders, on top of the demo's two months. */
let marieOrder: OrderBody;
let johnOrder: OrderBody;
let sofiaOrder: OrderBody;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  api = await adminApi(shop);
  marieOrder = await buy(api, shop, 'marie_dupont', 'France Orange SMS', 150);
  johnOrder = await buy(api, shop, 'john_smith', 'UK EE SMS', 100);
  sofiaOrder = await buy(api, shop, 'sofia_garcia', 'Australie Optus Voix', 1000);
});

/** Screenshots from the top of the page: a scrolled page would show the sticky header half-way down the full-page picture. */
async function shot(page: Page, name: string, options?: { fullPage?: boolean }) {
  await page.evaluate('window.scrollTo(0, 0)');
  return saveScreenshot(page, name, options);
}

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const history = (query = '') => api.get<PurchaseHistoryResponse>(`/api/purchase-history?${query}`);
const column = (page: Page, testId: string) => page.getByTestId(testId).allTextContents().then((texts) => texts.map(plain));
const pagination = (page: Page) => page.locator('[data-slot="pagination"]').textContent().then(plain);
const orderRow = (page: Page, id: number) => page.locator(`[data-testid="history-row"][data-order-id="${id}"]`);

async function choose(page: Page, trigger: Locator, option: string | RegExp) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A country's option reads its flag (or ISO code) and its name. */
const countryOption = (name: string) => new RegExp(`^(\\S+ )?${name}$`);


/** Waits until the table shows exactly the orders the API lists for that query (filters are debounced and refetched). */
async function expectOrders(page: Page, query: string) {
  const expected = (await history(query)).data.map((o) => String(o.id));
  await expect
    .poll(() => page.getByTestId('history-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-order-id'))), { timeout: 10_000 })
    .toEqual(expected);
  return expected;
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, text: await downloadedText(download) };
}

/** Opens the page and waits for its orders: a table on a desktop, cards on a phone. */
async function openHistory(page: Page, list: 'history-table' | 'history-cards' = 'history-table') {
  await signInOverApi(page, shop);
  await page.goto(`${shop.url}/purchase-history`);
  await page.getByTestId(list).waitFor();
}

describe('purchase history', () => {
  test('summary cards, filters, sort and page size follow the server', async () => {
    const { page, context, errors } = await openPage(browser);
    await openHistory(page);

    // Newest first, 20 per page, the three cards over every order.
    const all = await history();
    expect(all.pagination.total).toBeGreaterThan(20);
    await expectOrders(page, '');
    expect(await column(page, 'history-buyer').then((b) => b[0])).toBe('@sofia_garcia');
    expect(await pagination(page)).toContain(`Affichage de 1 à 20 sur ${all.pagination.total} achats`);
    expect(await pagination(page)).toContain(`Page 1 sur ${Math.ceil(all.pagination.total / 20)}`);
    expect(plain(await page.getByTestId('summary-orders-value').textContent())).toBe(String(all.summary.totalOrders));
    expect(plain(await page.getByTestId('summary-revenue-value').textContent())).toBe(plain(euros(all.summary.revenue)));
    expect(plain(await page.getByTestId('summary-numbers-value').textContent())).toBe(
      plain(new Intl.NumberFormat('fr-FR').format(all.summary.numbersSold)),
    );
    expect(plain(await page.getByTestId('summary-orders').textContent())).toContain(
      `${all.summary.completedOrders} terminée(s) · ${all.summary.refundedOrders} remboursée(s)`,
    );
    await shot(page, 'purchase-history');

    // Status: only refunded orders (the demo has one), and the cards follow.
    await choose(page, page.getByTestId('filter-status'), 'Remboursé');
    await expectOrders(page, 'status=refunded');
    expect(new Set(await column(page, 'history-status'))).toEqual(new Set(['Remboursé']));
    const refunded = await history('status=refunded');
    expect(plain(await page.getByTestId('summary-orders-value').textContent())).toBe(String(refunded.summary.totalOrders));
    await page.getByTestId('reset-filters').click();
    await expectOrders(page, '');

    // Country, then an operator of that country only.
    const countries = await api.get<Country[]>('/api/countries');
    const uk = countries.find((c) => c.name === 'Royaume-Uni') as Country;
    await choose(page, page.getByTestId('filter-country'), countryOption('Royaume-Uni'));
    await expectOrders(page, `countryId=${uk.id}`);
    expect(new Set(await column(page, 'history-country'))).toEqual(new Set(['Royaume-Uni']));
    await page.getByTestId('filter-operator').click();
    expect((await page.getByRole('option').allTextContents()).map(plain)).toEqual(['Tous les opérateurs', 'EE', 'Vodafone UK', 'O2']);
    await page.getByRole('option', { name: 'EE', exact: true }).click();
    const ee = (await history(`countryId=${uk.id}`)).data.find((o) => o.operatorName === 'EE')?.operatorId;
    const eeOrders = await expectOrders(page, `countryId=${uk.id}&operatorId=${ee}`);
    expect(eeOrders).toContain(String(johnOrder.order.id));
    expect(new Set(await column(page, 'history-operator'))).toEqual(new Set(['EE']));
    await page.getByTestId('reset-filters').click();

    // Text: a Telegram id, then a country name in other letters' case.
    await page.getByTestId('history-search').fill('100000004');
    await expectOrders(page, 'search=100000004');
    expect(new Set(await column(page, 'history-buyer'))).toEqual(new Set(['@sofia_garcia']));
    await page.getByTestId('history-search').fill('AUSTRALIE');
    await expectOrders(page, 'search=AUSTRALIE');
    expect(new Set(await column(page, 'history-country'))).toEqual(new Set(['Australie']));
    await page.getByTestId('history-search').fill('nulle part');
    await page.getByText('Aucun achat ne correspond aux filtres.').waitFor();
    await page.getByTestId('reset-filters').click();
    await expectOrders(page, '');

    // Sort: quantity (largest first), again for smallest first, then price through the selector.
    await page.getByTestId('sort-by-quantity').click();
    await expectOrders(page, 'sort=quantity&dir=desc');
    const quantities = (await column(page, 'history-quantity')).map((q) => Number(q.replace(/\s/g, '')));
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    await page.getByTestId('sort-by-quantity').click();
    await expectOrders(page, 'sort=quantity&dir=asc');
    expect(await page.getByTestId('history-sort-dir').getAttribute('data-dir')).toBe('asc');
    await choose(page, page.getByTestId('history-sort'), 'Prix');
    await expectOrders(page, 'sort=price&dir=desc');

    // 50 per page: back to page 1, everything on it.
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expectOrders(page, 'sort=price&dir=desc&page=2');
    await choose(page, page.getByRole('combobox', { name: 'Par page' }), '50');
    await expectOrders(page, 'sort=price&dir=desc&pageSize=50');
    expect(await pagination(page)).toContain('Page 1 sur 1');

    expect(errors).toEqual([]);
    await context.close();
  });

  test('CSV export of the filtered orders, and an order’s numbers as .txt', async () => {
    const { page, context, errors } = await openPage(browser);
    await openHistory(page);

    // Export with a filter: France only.
    const france = (await api.get<Country[]>('/api/countries')).find((c) => c.name === 'France') as Country;
    await choose(page, page.getByTestId('filter-country'), countryOption('France'));
    await expectOrders(page, `countryId=${france.id}`);
    const { download, text } = await downloaded(page, () => page.getByTestId('export-csv').click());
    expect(download.suggestedFilename()).toMatch(/^historique-achats-\d{4}-\d{2}-\d{2}\.csv$/);
    // A French admin's default: the French spreadsheet format (`;`, decimal comma), the order id first, the time zone named.
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Commande;Date (Europe/Paris);Utilisateur Telegram;Opérateur;Pays;Quantité;Prix (€);Statut');
    expect(lines.length - 1).toBe((await history(`countryId=${france.id}`)).pagination.total);
    for (const line of lines.slice(1)) expect(line).toContain(';France;');
    // Marie's order of today, newest first: id, date, buyer, operator, country, quantity, price, status.
    expect(lines[1]).toMatch(new RegExp(`^${marieOrder.order.id};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2};@?marie_dupont;Orange;France;150;0,90;Terminé$`));
    expect(lines.some((line) => line.includes('Remboursé'))).toBe(true);
    await toastContaining(page, 'Export téléchargé');

    // The plain format from the button's menu: `,` and `.`.
    await page.getByTestId('export-csv-format').click();
    const menu = page.getByTestId('export-csv-formats');
    await menu.getByText('Tableur français').waitFor();
    await shot(page, 'purchase-history-export-formats', { fullPage: false });
    const plainCsv = await downloaded(page, () => menu.getByText('CSV standard').click());
    const plainLines = plainCsv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(plainLines[0]).toBe('Commande,Date (Europe/Paris),Utilisateur Telegram,Opérateur,Pays,Quantité,Prix (€),Statut');
    expect(plainLines).toHaveLength(lines.length);
    expect(plainLines[1]).toMatch(new RegExp(`^${marieOrder.order.id},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},@?marie_dupont,Orange,France,150,0\\.90,Terminé$`));
    await toastContaining(page, 'Export téléchargé');

    // The numbers Marie's order delivered, one per line.
    const row = orderRow(page, marieOrder.order.id);
    const numbers = await downloaded(page, () => row.getByTestId('download-numbers').click());
    expect(numbers.download.suggestedFilename()).toBe(`commande-${String(marieOrder.order.id).padStart(6, '0')}.txt`);
    expect(numbers.text.trimEnd().split('\n')).toEqual(marieOrder.numbers);
    expect(marieOrder.numbers).toHaveLength(150);

    expect(errors).toEqual([]);
    await context.close();
  });

  test('refund: the status becomes Remboursé and the buyer gets the price back', async () => {
    const { page, context, errors } = await openPage(browser);
    await openHistory(page);
    const johnId = await userIdOf(shop, 'john_smith');
    const balanceBefore = (await api.get<UserDetails>(`/api/users/${johnId}`)).balance;
    const row = orderRow(page, johnOrder.order.id);
    expect(plain(await row.getByTestId('history-status').textContent())).toBe('Terminé');

    // Cancelling the dialog changes nothing.
    await row.getByTestId('refund-order').click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.getByTestId('refund-form').waitFor();
    expect(plain(await dialog.getByTestId('refund-paid').textContent())).toBe(`Payé ${plain(euros(johnOrder.order.price))} pour 100 numéros`);
    expect(plain(await dialog.getByTestId('refund-submit').textContent())).toBe(`Rembourser ${plain(euros(johnOrder.order.price))}`);
    await shot(page, 'purchase-history-refund-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api.get<UserDetails>(`/api/users/${johnId}`)).balance).toBe(balanceBefore);

    // The whole order, refunded from the dialog.
    await row.getByTestId('refund-order').click();
    await dialog.getByTestId('refund-submit').click();
    const balanceAfter = (Math.round(Number(balanceBefore) * 100) + Math.round(Number(johnOrder.order.price) * 100)) / 100;
    expect(await toastContaining(page, 'remboursés pour 100 numéro(s)')).toContain(`Nouveau solde du client : ${plain(euros(balanceAfter.toFixed(2)))}`);
    await expect.poll(async () => plain(await row.getByTestId('history-status').textContent())).toBe('Remboursé');
    expect(await row.getByTestId('refund-order').count()).toBe(0);
    expect((await api.get<UserDetails>(`/api/users/${johnId}`)).balance).toBe(balanceAfter.toFixed(2));

    // Another admin refunds Sofia's order while the dialog is open: the server's refusal is shown in it, the row catches up.
    const sofiaRow = orderRow(page, sofiaOrder.order.id);
    await sofiaRow.getByTestId('refund-order').click();
    await dialog.getByTestId('refund-form').waitFor();
    await api.send('POST', `/api/purchase-history/${sofiaOrder.order.id}/refund`);
    await dialog.getByTestId('refund-submit').click();
    expect(plain(await dialog.getByTestId('refund-error').textContent())).toBe('Cet achat a déjà été remboursé');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(async () => plain(await sofiaRow.getByTestId('history-status').textContent())).toBe('Remboursé');

    // The users page shows John's new balance.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Utilisateurs' }).click();
    await page.getByTestId('users-search').fill('john_smith');
    const johnRow = page.getByTestId('user-row').filter({ hasText: 'john_smith' });
    await expect.poll(async () => plain(await johnRow.getByTestId('user-row-balance').textContent())).toBe(plain(euros(balanceAfter.toFixed(2))));

    // The only failed request is the refusal provoked above.
    expect(errors.filter((e) => !/status of 409\b/.test(e))).toEqual([]);
    await context.close();
  });

  test('at 390 px and in dark mode', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await openHistory(page, 'history-cards');
    // A phone gets one card per order, actions within reach, nothing sticking out sideways.
    expect(await page.getByTestId('history-table').isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('history-card').count()).toBe(20);
    const firstCard = page.getByTestId('history-card').first();
    expect(plain(await firstCard.textContent())).toContain('@sofia_garcia');
    for (const card of (await page.getByTestId('history-card').all()).slice(0, 3)) {
      const lastButton = await card.getByRole('button').last().boundingBox();
      expect(lastButton && lastButton.x + lastButton.width).toBeLessThanOrEqual(MOBILE.width);
    }
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await shot(page, 'purchase-history-mobile');
    await page.getByTestId('filter-operator').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'purchase-history-mobile-cards', { fullPage: false });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('theme-toggle').click();
    expect(await isDarkTheme(page)).toBe(true);
    await shot(page, 'purchase-history-dark');
    expect(errors).toEqual([]);
    await context.close();
  });
});
