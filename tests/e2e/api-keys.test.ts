// Paramètres → API in a real browser against the real server: a key refused without a name or a permission, created
// with two permissions and an expiry, its secret shown once (copied) and working against the API, then revoked after
// a confirmation and refused at once; screenshots at 1440 and 390 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerConfirm, poll, signedInPage, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { adminApi, plain } from './shop-data';

const WIDE = { width: 1440, height: 900 } as const;
let shop: Shop;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  ({ context, page, errors } = await signedInPage(browser, shop, '/settings#api', { viewport: WIDE }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
});

const section = () => page.getByTestId('api-keys');
/** Scrolls the « API » section's title to the top of the window. */
const showSection = () => page.locator('#api').evaluate((el) => el.ownerDocument.defaultView?.scrollBy(0, el.getBoundingClientRect().top - 70));
const callWith = (secret: string, path: string) => fetch(`${shop.url}${path}`, { headers: { authorization: `Bearer ${secret}` } });

describe('API keys page', () => {
  test('creates a key shown once, which works, and revokes it after a confirmation', async () => {
    const form = section().getByTestId('api-key-form');
    await form.waitFor();
    // The form shows at once; the list of keys comes with its own request.
    await poll(async () => plain(await section().textContent())).toContain('Aucune clé API pour l’instant.');
    await form.getByRole('button', { name: 'Créer la clé' }).click();
    await form.getByText('Donnez un nom à la clé').waitFor();
    await form.getByText('Choisissez au moins une permission').waitFor();

    await form.getByLabel('Nom').fill('Réassort fournisseur');
    await form.getByText('Lire le catalogue et le stock').click();
    await form.getByText('Modifier le stock (créer, réassortir, vider)').click();
    const nextYear = `${new Date().getFullYear() + 1}-06-30`;
    await form.getByLabel('Expiration (facultatif)').fill(nextYear);
    await form.getByRole('button', { name: 'Créer la clé' }).click();
    await toastText(page, 'Clé API créée');
    const shown = section().getByTestId('api-key-secret');
    const secret = await shown.getByRole('textbox').inputValue();
    expect(secret).toMatch(/^ak_[\w-]{43}$/);
    await shown.getByRole('button', { name: 'Copier la clé' }).click();
    await toastText(page, 'Clé copiée');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(secret);
    const row = section().getByTestId('api-key-row').filter({ hasText: 'Réassort fournisseur' });
    expect(plain(await row.textContent())).toContain(`Active${secret.slice(0, 11)}…`);
    expect(plain(await row.textContent())).toContain('Expire le 30/06/');
    expect(plain(await row.textContent())).toContain('Jamais utilisée');
    await showSection();
    await screenshot(page, 'api-keys-created', { fullPage: false });

    // The key reads the catalogue, and only what it was given.
    expect((await callWith(secret, '/api/countries')).status).toBe(200);
    const refused = await callWith(secret, '/api/purchase-history');
    expect([refused.status, ((await refused.json()) as { details: unknown }).details]).toEqual([403, { missingScope: 'orders:read' }]);

    await shown.getByRole('button', { name: 'J’ai copié la clé' }).click();
    await shown.waitFor({ state: 'detached' });
    await page.reload();
    await poll(async () => plain(await row.textContent())).toContain('Dernière utilisation :');
    expect(await page.content()).not.toContain(secret);

    await row.getByRole('button', { name: 'Révoquer' }).click();
    await answerConfirm(page, 'Révoquer la clé « Réassort fournisseur » ?');
    await toastText(page, 'Clé révoquée');
    await poll(async () => plain(await row.textContent())).toContain('Révoquée');
    expect(await row.getByRole('button', { name: 'Révoquer' }).count()).toBe(0);
    expect((await callWith(secret, '/api/countries')).status).toBe(401);
    await showSection();
    await screenshot(page, 'api-keys-revoked', { fullPage: false });
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test("a credit made with a key shows the key's name in the customer's ledger", async () => {
    const api = await adminApi(shop);
    const customer = await api.send<{ id: number }>('POST', '/api/users', { username: 'client-compta' });
    const { secret } = await api.send<{ secret: string }>('POST', '/api/api-keys', { name: 'Comptabilité', scopes: ['credits:write'] });
    const credited = await fetch(`${shop.url}/api/users/${customer.id}/add-credit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'idempotency-key': 'avoir-42' },
      body: JSON.stringify({ amount: '4.50', reason: 'Avoir fournisseur' }),
    });
    expect(credited.status).toBe(200);
    await page.goto(`${shop.url}/users`);
    await page.locator(`[data-user-id="${customer.id}"]`).first().click();
    await page.getByTestId('tab-ledger').click();
    const row = page.getByTestId('ledger-row').filter({ hasText: '4,50' });
    await poll(async () => plain(await row.textContent())).toContain('Clé API « Comptabilité »');
    await screenshot(page, 'api-keys-ledger', { fullPage: false });
  });

  test('at 390 px the form and the list fit', async () => {
    const mobile = await signedInPage(browser, shop, '/settings#api', { viewport: MOBILE });
    try {
      await mobile.page.getByTestId('api-key-form').getByLabel('Nom').fill('Tableau de bord');
      await mobile.page.getByText('Lire les rapports').click();
      await mobile.page.getByRole('button', { name: 'Créer la clé' }).click();
      await mobile.page.getByTestId('api-key-secret').waitFor();
      await mobile.page.getByTestId('api-key-secret').scrollIntoViewIfNeeded();
      await screenshot(mobile.page, 'api-keys-mobile', { fullPage: false });
      await mobile.page.getByTestId('api-key-list').scrollIntoViewIfNeeded();
      await screenshot(mobile.page, 'api-keys-mobile-list', { fullPage: false });
      expect(await scrollWidth(mobile.page)).toBeLessThanOrEqual(MOBILE.width);
    } finally {
      await mobile.context.close();
    }
  });
});
