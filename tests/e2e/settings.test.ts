// Paramètres in a real browser against the real server: the shop settings (« Boutique ») typed as a person would,
// a refused support contact, saved values after a reload, desktop / 390 px / dark screenshots; then the three display orders (continents, countries of a continent,
// operators of a country) reordered from the keyboard and with the mouse, saved, kept after a reload, and a refused save.
import type { Continent, Country, Operator } from '../../src/contracts/catalogue';
import type { ShopSettings } from '../../src/contracts/settings';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { choose, errorToastText, moveWithKeyboard, poll, signedInPage, sortableIds, toastText, unexpectedErrors } from './back-office';
import { DESKTOP, isDarkTheme, launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
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
  ({ context, page, errors } = await signedInPage(browser, shop, '/settings'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
});

const card = (testId: string) => page.getByTestId(testId);
const saveButton = (testId: string) => card(testId).getByRole('button', { name: "Enregistrer l'ordre" });
const continentNames = async () => (await api.get<Continent[]>('/api/continents')).map((continent) => continent.name);
const countryIds = async (continent: string) =>
  (await api.get<Country[]>(`/api/countries?continent=${encodeURIComponent(continent)}`)).map((country) => String(country.id));
const operatorIds = async (countryId: number) => (await api.get<Operator[]>(`/api/operators?countryId=${countryId}`)).map((operator) => String(operator.id));

async function waitForLists() {
  for (const testId of ['continents-order', 'countries-order', 'operators-order']) await card(testId).getByTestId('sortable-item').first().waitFor();
}

/** Drags a row's handle with the mouse, in small steps as a hand would, onto another row. */
async function dragWithMouse(list: Locator, from: string, onto: string) {
  const handle = list.getByRole('button', { name: `Déplacer ${from}`, exact: true });
  const target = list.getByTestId('sortable-item').filter({ has: page.getByRole('button', { name: `Déplacer ${onto}`, exact: true }) });
  const start = await handle.boundingBox();
  const end = await target.boundingBox();
  if (!start || !end) throw new Error('rows not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 3 });
  await page.mouse.move(start.x + start.width / 2, end.y + end.height / 2 + 4, { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
  await page.waitForTimeout(250);
}

describe('shop settings', () => {
  const shopCard = () => card('shop-settings');
  const input = (testId: string) => shopCard().getByTestId(testId);
  const saveShop = () => shopCard().getByTestId('save-shop-settings');
  const shopValues = async () => ({
    shopName: await input('shop-name').inputValue(),
    supportContact: await input('support-contact').inputValue(),
    unitPrice: await input('unit-price').inputValue(),
    minimumQuantity: await input('minimum-quantity').inputValue(),
    lowStock: await input('low-stock').inputValue(),
    minimumDeposit: await input('minimum-deposit').inputValue(),
    maximumDeposit: await input('maximum-deposit').inputValue(),
    threshold: await input('credit-threshold').inputValue(),
  });

  test('shows the spec defaults, saves typed amounts and counts, refuses a bad support contact, keeps them after a reload', async () => {
    await input('unit-price').waitFor();
    expect(await shopValues()).toEqual({
      shopName: 'AutoShop',
      supportContact: '@autoshop_demo_support',
      unitPrice: '0,006',
      minimumQuantity: '100',
      lowStock: '5',
      minimumDeposit: '6,00',
      maximumDeposit: '10000,00',
      threshold: '100,00',
    });
    expect(await saveShop().isDisabled()).toBe(true);

    await input('unit-price').fill('0,0075');
    expect(plain(await shopCard().textContent())).toContain('Montant appliqué : 0,0075 € par numéro');
    await input('minimum-deposit').fill('10,00');
    await input('maximum-deposit').fill('2500');
    await input('low-stock').fill('50');
    await input('credit-threshold').fill('50');
    await input('shop-name').fill('Numéros Express');
    await input('support-contact').fill('support autoshop');
    await saveShop().click();
    // The server's message under the field, not a toast; nothing saved.
    await shopCard().getByText('Contact invalide : @utilisateur ou lien https://t.me/…').waitFor();
    expect(await page.locator('[data-slot="toast"][data-variant="destructive"]').count()).toBe(0);
    expect((await api.get<ShopSettings>('/api/settings/shop')).unitPriceMicros).toBe(6000);
    await input('support-contact').scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-shop-refused', { fullPage: false });

    await input('support-contact').fill('@autoshop_support');
    await saveShop().click();
    await toastText(page, 'Paramètres de la boutique enregistrés');
    await poll(() => saveShop().isDisabled()).toBe(true);
    expect(await api.get<ShopSettings>('/api/settings/shop')).toEqual({
      shopName: 'Numéros Express',
      supportContact: '@autoshop_support',
      unitPriceMicros: 7500,
      minimumQuantity: 100,
      minimumDepositCents: 1000,
      maximumDepositCents: 250_000,
      lowStockThreshold: 50,
      creditConfirmationThresholdCents: 5000,
      referralShareBasisPoints: 500,
      supportAutoCloseDays: 7,
    });

    await page.reload();
    await input('unit-price').waitFor();
    expect(await shopValues()).toEqual({
      shopName: 'Numéros Express',
      supportContact: '@autoshop_support',
      unitPrice: '0,0075',
      minimumQuantity: '100',
      lowStock: '50',
      minimumDeposit: '10,00',
      maximumDeposit: '2500,00',
      threshold: '50,00',
    });
    await screenshot(page, 'settings-shop');
  });

  test('a quantity that is not a whole number is refused before saving; 390 px and dark screenshots', async () => {
    await input('minimum-quantity').fill('12,5');
    await saveShop().click();
    await shopCard().getByText('Saisissez un nombre entier supérieur à 0').waitFor();
    await input('minimum-quantity').fill('100');

    await page.setViewportSize(MOBILE);
    await page.reload();
    await input('unit-price').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'settings-shop-mobile');
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('theme-toggle').click();
    expect(await isDarkTheme(page)).toBe(true);
    await screenshot(page, 'settings-shop-dark', { fullPage: false });
    await page.getByTestId('theme-toggle').click();
  });
});

describe('display orders', () => {
  test('continents: moved with the keyboard, saved, kept after a reload', async () => {
    await waitForLists();
    expect(await page.getByTestId('page-title').textContent()).toBe('Paramètres');
    const before = await continentNames();
    expect(await sortableIds(card('continents-order'))).toEqual(before);
    await screenshot(page, 'settings');
    expect(await saveButton('continents-order').isDisabled()).toBe(true);

    // 'europe' (first) goes down two places.
    await moveWithKeyboard(page, card('continents-order'), 'Europe', 2);
    const moved = [before[1], before[2], before[0], ...before.slice(3)];
    expect(await sortableIds(card('continents-order'))).toEqual(moved);
    expect(plain(await card('continents-order').textContent())).toContain('Ordre modifié, pas encore enregistré.');
    await saveButton('continents-order').click();
    await toastText(page, 'Ordre enregistré');
    await poll(() => saveButton('continents-order').isDisabled()).toBe(true);
    expect(await continentNames()).toEqual(moved);

    await page.reload();
    await waitForLists();
    expect(await sortableIds(card('continents-order'))).toEqual(moved);
  });

  test('countries of a chosen continent: keyboard, save, reload', async () => {
    // The country card starts on the first continent; choose Europe.
    await choose(page, card('countries-order').getByTestId('order-continent'), 'Europe');
    const before = await countryIds('europe');
    await poll(() => sortableIds(card('countries-order'))).toEqual(before);
    const suisse = (await api.get<Country[]>('/api/countries')).find((country) => country.name === 'Suisse');
    expect(before.at(-1)).toBe(String(suisse?.id));

    // Switzerland (last of seven) to the top.
    await moveWithKeyboard(page, card('countries-order'), 'Suisse', -(before.length - 1));
    const moved = [before.at(-1) ?? '', ...before.slice(0, -1)];
    expect(await sortableIds(card('countries-order'))).toEqual(moved);
    await saveButton('countries-order').click();
    await toastText(page, 'Ordre enregistré');
    await poll(() => countryIds('europe')).toEqual(moved);

    await page.reload();
    await waitForLists();
    await choose(page, card('countries-order').getByTestId('order-continent'), 'Europe');
    await poll(() => sortableIds(card('countries-order'))).toEqual(moved);
    // The continents page shows the same order.
    await page.goto(`${shop.url}/continents`);
    await page.getByTestId('continent-list').getByTestId('continent-select').getByText('Europe', { exact: true }).click();
    await poll(async () => plain(await page.getByTestId('continent-country-row').first().locator('td').first().textContent())).toBe('Suisse');
    await page.goto(`${shop.url}/settings`);
    await waitForLists();
  });

  test('operators of a chosen country: dragged with the mouse, saved; a refused save says so', async () => {
    await choose(page, card('operators-order').getByTestId('order-country'), /France/);
    const france = (await api.get<Country[]>('/api/countries')).find((country) => country.name === 'France');
    if (!france) throw new Error('seed changed');
    const before = await operatorIds(france.id);
    await poll(() => sortableIds(card('operators-order'))).toEqual(before);
    const names = (await api.get<Operator[]>(`/api/operators?countryId=${france.id}`)).map((operator) => operator.name);
    expect(names).toEqual(['Orange', 'SFR', 'Bouygues Telecom', 'Free Mobile']);

    // Free Mobile dragged onto Orange's place.
    await dragWithMouse(card('operators-order'), 'Free Mobile', 'Orange');
    const moved = [before[3], before[0], before[1], before[2]];
    expect(await sortableIds(card('operators-order'))).toEqual(moved);

    // The server refuses once: 'Impossible de sauvegarder' with its reason, and the new order waits on screen.
    await page.route('**/api/settings/order', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'VALIDATION_FAILED', message: "Clé d'ordre inconnue" }) }),
    );
    await saveButton('operators-order').click();
    const refused = await errorToastText(page);
    expect(refused).toContain('Impossible de sauvegarder');
    expect(refused).toContain("Clé d'ordre inconnue");
    expect(await saveButton('operators-order').isDisabled()).toBe(false);
    expect(await operatorIds(france.id)).toEqual(before);
    await page.unroute('**/api/settings/order');

    await saveButton('operators-order').click();
    await toastText(page, 'Ordre enregistré');
    await poll(() => operatorIds(france.id)).toEqual(moved);
    await page.reload();
    await waitForLists();
    await choose(page, card('operators-order').getByTestId('order-country'), /France/);
    await poll(() => sortableIds(card('operators-order'))).toEqual(moved);
    await screenshot(page, 'settings-saved');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
