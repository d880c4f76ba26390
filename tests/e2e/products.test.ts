// The « Produits » page in a real browser: an operator's Mini App packs added (a refusal under the field first), ordered,
// deactivated and removed, with the price and stock the Mini App shows; desktop and 390 px screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCatalogue, createNumlist } from '../support/wallet-fixtures';
import { answerConfirm, choose, errorToastText, poll, signedInPage, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { plain } from './shop-data';

let shop: Shop;
let browser: Browser;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  catalogue = await createCatalogue(shop.db.db, { country: 'Produitland', operator: 'ProdOp', category: 'SMS e2e' });
  // 2,000 numbers at the shop's 0.006 €.
  await createNumlist(shop.db.db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, categoryId: catalogue.categoryId, count: 2000 });
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const rows = (page: Page) => page.getByTestId('pack-row');
const rowTexts = async (page: Page) => (await rows(page).allTextContents()).map(plain);
const previewTexts = async (page: Page) => (await page.getByTestId('preview-product').allTextContents()).map(plain);

async function openProdOp(page: Page) {
  await page.getByRole('heading', { name: 'Produits', level: 2 }).waitFor();
  await choose(page, page.getByTestId('products-operator'), /ProdOp/);
  await page.getByText('Packs de ProdOp').waitFor();
}

async function addPack(page: Page, fields: { quantity: string; name?: string; category?: RegExp }) {
  await page.getByTestId('products-add').click();
  const dialog = page.getByTestId('pack-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('pack-quantity').fill(fields.quantity);
  if (fields.name) await dialog.getByTestId('pack-name').fill(fields.name);
  if (fields.category) await choose(page, dialog.getByTestId('pack-category'), fields.category);
  await dialog.getByTestId('pack-submit').click();
  return dialog;
}

describe('products page', () => {
  test('adds, refuses, orders, deactivates and removes packs, with the Mini App figures', async () => {
    const { page, errors } = await signedInPage(browser, shop, '/products');
    await openProdOp(page);
    await page.getByText('Aucun pack défini').waitFor();
    // Without packs the Mini App sells the presets that fit 2,000 numbers.
    await poll(() => previewTexts(page)).toEqual(['100 numéros0,60 € · 20 packs disponibles', '500 numéros3,00 € · 4 packs disponibles', '1 000 numéros6,00 € · 2 packs disponibles']);
    expect(plain(await page.getByTestId('products-preview').textContent())).toContain('quantités prédéfinies');

    // Below the shop's minimum: refused by the server, said under the field and in a toast; the dialog stays open.
    const dialog = await addPack(page, { quantity: '50' });
    expect(plain(await errorToastText(page))).toContain('Quantité invalide, minimum 100 numéros');
    await dialog.getByText('Minimum 100 numéros').waitFor();
    await dialog.getByTestId('pack-quantity').fill('250');
    await dialog.getByTestId('pack-name').fill('Découverte');
    await dialog.getByTestId('pack-submit').click();
    await toastText(page, 'Pack ajouté');
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => rowTexts(page)).toEqual([expect.stringMatching(/Découverte.*Toutes les catégories.*250.*SMS e2e :\s?1,50 €· 8 packs disponibles.*Actif/)]);

    await addPack(page, { quantity: '1 500', category: /SMS e2e/ });
    await toastText(page, 'Pack ajouté');
    await poll(() => rows(page).count()).toBe(2);
    expect((await rowTexts(page))[1]).toMatch(/1 500 numéros.*SMS e2e.*9,00 €· 1 pack disponible.*Stock bas/);
    // A second pack of 250 for every category: refused as a duplicate.
    await addPack(page, { quantity: '250' });
    expect(plain(await errorToastText(page))).toContain('Cet opérateur a déjà un pack de 250 numéros pour toutes les catégories');
    await page.getByTestId('pack-dialog').getByRole('button', { name: 'Annuler' }).click();

    // The Mini App sells exactly the packs now, in the admin's order; moving one up changes both.
    await poll(() => previewTexts(page)).toEqual(['Découverte1,50 € · 8 packs disponibles', '1 500 numéros9,00 € · 1 pack disponible']);
    await screenshot(page, 'products-desktop', { fullPage: true });
    await page.getByRole('button', { name: 'Monter 1 500 numéros', exact: true }).click();
    await poll(() => previewTexts(page)).toEqual(['1 500 numéros9,00 € · 1 pack disponible', 'Découverte1,50 € · 8 packs disponibles']);
    expect((await rowTexts(page))[0]).toContain('1 500 numéros');

    // Deactivated: still listed here, no longer sold.
    await page.getByRole('button', { name: 'Modifier Découverte', exact: true }).click();
    await page.getByTestId('pack-dialog').getByRole('checkbox').click();
    await page.getByTestId('pack-submit').click();
    await toastText(page, 'Pack enregistré');
    await poll(async () => (await rowTexts(page))[1]).toMatch(/Découverte.*Inactif/);
    await poll(() => previewTexts(page)).toEqual(['1 500 numéros9,00 € · 1 pack disponible']);

    await page.getByRole('button', { name: 'Supprimer Découverte', exact: true }).click();
    expect(await answerConfirm(page, 'Supprimer ce pack ?')).toContain('Découverte');
    await toastText(page, 'Pack supprimé');
    await poll(() => rows(page).count()).toBe(1);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  test('fits a phone screen', async () => {
    const { page } = await signedInPage(browser, shop, '/products', { viewport: MOBILE });
    await openProdOp(page);
    await page.getByTestId('pack-card').first().waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'products-mobile', { fullPage: true });
    await page.close();
  });
});
