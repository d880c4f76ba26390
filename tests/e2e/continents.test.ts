// Continents in a real browser against the real server: the ordered list with counts, each continent's country table,
// rename, a refused and an accepted delete, add with a first country, country add/edit/delete, keyboard reordering kept after a reload.
import type { Continent, Country } from '../../src/contracts/catalogue';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerConfirm, errorToastText, moveWithKeyboard, poll, signedInPage, sortableIds, tableRows, toastText, unexpectedErrors } from './back-office';
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
  ({ context, page, errors } = await signedInPage(browser, shop, '/continents'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
});

const list = () => page.getByTestId('continent-list');
const item = (name: string) => list().getByTestId('sortable-item').filter({ has: page.getByTestId('continent-select').getByText(name, { exact: true }) });
const countriesCard = () => page.getByTestId('continent-countries');
const countryNames = async () => (await tableRows(countriesCard().getByTestId('continent-country-row'))).map((cells) => cells[0]);
const continents = () => api.get<Continent[]>('/api/continents');

describe('continents', () => {
  test('the list and counts are the API’s; choosing a continent shows its countries', async () => {
    await list().getByTestId('sortable-item').first().waitFor();
    const expected = await continents();
    expect(await sortableIds(list())).toEqual(expected.map((continent) => continent.name));
    for (const continent of expected) {
      expect(plain(await item(capitalise(continent.name)).getByTestId('continent-count').textContent())).toBe(`${continent.countryCount} pays`);
    }
    // The first continent is selected to start with.
    expect(plain(await countriesCard().getByText(/^Pays — /).textContent())).toBe('Pays — Europe');
    expect(await countryNames()).toEqual(['France', 'Royaume-Uni', 'Allemagne', 'Espagne', 'Italie', 'Belgique', 'Suisse']);
    await screenshot(page, 'continents');

    // The demo continents are spelled in French, accents included.
    expect(expected.map((continent) => continent.name)).toEqual(expect.arrayContaining(['amérique', 'océanie']));
    await item('Amérique').getByTestId('continent-select').click();
    await poll(countryNames).toEqual(['États-Unis', 'Canada']);
    expect(await item('Amérique').getAttribute('data-selected')).toBe('true');
  });

  test('rename, and a delete the server refuses while the continent has countries', async () => {
    await item('Océanie').getByRole('button', { name: 'Renommer Océanie' }).click();
    const dialog = page.getByTestId('rename-continent-dialog');
    await dialog.getByLabel('Nouveau nom').fill('');
    await dialog.getByRole('button', { name: 'Renommer' }).click();
    await dialog.getByText('Le nouveau nom est requis').waitFor();
    await dialog.getByLabel('Nouveau nom').fill('pacifique');
    await dialog.getByRole('button', { name: 'Renommer' }).click();
    expect(await toastText(page, 'Continent renommé')).toContain('Océanie → Pacifique');
    await item('Pacifique').waitFor();
    expect(await item('Océanie').count()).toBe(0);
    const renamed = (await continents()).find((continent) => continent.name === 'pacifique');
    expect(renamed?.countryCount).toBe(1);
    expect((await api.get<Country[]>('/api/countries')).find((country) => country.name === 'Australie')?.continent).toBe('pacifique');

    await item('Europe').getByRole('button', { name: 'Supprimer Europe' }).click();
    const question = await answerConfirm(page, 'Êtes-vous sûr de vouloir supprimer ce continent ?');
    expect(question).toContain('Europe contient encore 7 pays');
    const refused = await errorToastText(page);
    expect(refused).toContain('Impossible de supprimer le continent');
    expect(refused).toContain('Impossible de supprimer un continent qui contient des pays (7 pays dans « europe »)');
    await screenshot(page, 'continents-delete-refused', { fullPage: false });
    expect(await item('Europe').count()).toBe(1);
  });

  test('add a continent with its first country, move it first with the keyboard, save, reload: the order is kept', async () => {
    await page.getByRole('button', { name: 'Ajouter un continent' }).click();
    const dialog = page.getByTestId('add-continent-dialog');
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await dialog.getByText('Le continent est requis').waitFor();
    await dialog.getByText('Le nom est requis').waitFor();
    await dialog.getByText('Le code ISO est requis').waitFor();
    await dialog.getByText('Le drapeau est requis').waitFor();
    await dialog.getByLabel('Nom du continent').fill('arctique');
    await dialog.getByLabel('Nom du pays').fill('Groenland');
    await dialog.getByLabel('Code ISO').fill('gl');
    expect(await dialog.getByLabel('Drapeau').inputValue()).toBe('🇬🇱');
    // The flag filled from the code clears the flag's own error at once.
    await dialog.getByText('Le drapeau est requis').waitFor({ state: 'detached' });
    await screenshot(page, 'continents-add', { fullPage: false });
    await dialog.getByRole('button', { name: 'Créer' }).click();
    expect(await toastText(page, 'Continent ajouté')).toContain('Arctique, avec Groenland');
    // The new continent is last, selected, with its country.
    await poll(async () => (await sortableIds(list())).at(-1)).toBe('arctique');
    await poll(countryNames).toEqual(['Groenland']);

    const saveOrder = page.getByRole('button', { name: "Enregistrer l'ordre" });
    expect(await saveOrder.isDisabled()).toBe(true);
    const before = await sortableIds(list());
    await moveWithKeyboard(page, list(), 'Arctique', -(before.length - 1));
    const moved = ['arctique', ...before.slice(0, -1)];
    expect(await sortableIds(list())).toEqual(moved);
    expect(plain(await page.getByTestId('continents-card').textContent())).toContain('Ordre modifié, pas encore enregistré.');
    // Nothing is saved until asked.
    expect((await continents()).map((continent) => continent.name)).toEqual(before);
    await saveOrder.click();
    await toastText(page, 'Ordre enregistré');
    await poll(() => saveOrder.isDisabled()).toBe(true);
    expect((await continents()).map((continent) => continent.name)).toEqual(moved);

    await page.reload();
    await list().getByTestId('sortable-item').first().waitFor();
    expect(await sortableIds(list())).toEqual(moved);
  });

  test('countries of a continent: add (continent fixed), deactivate, delete; an emptied continent can then be deleted', async () => {
    await item('Arctique').getByTestId('continent-select').click();
    await poll(countryNames).toEqual(['Groenland']);
    await countriesCard().getByRole('button', { name: 'Nouveau pays' }).click();
    const dialog = page.getByTestId('country-dialog');
    expect(await dialog.getByLabel('Continent').inputValue()).toBe('arctique');
    expect(await dialog.getByLabel('Continent').getAttribute('readonly')).not.toBeNull();
    await dialog.getByLabel('Nom').fill('Svalbard');
    await dialog.getByLabel('Code ISO').fill('SJ');
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await toastText(page, 'Pays créé');
    await poll(countryNames).toEqual(['Groenland', 'Svalbard']);
    expect(plain(await item('Arctique').getByTestId('continent-count').textContent())).toBe('2 pays');

    const svalbard = countriesCard().getByTestId('continent-country-row').filter({ hasText: 'Svalbard' });
    await svalbard.getByRole('button', { name: 'Modifier Svalbard' }).click();
    await dialog.getByRole('checkbox', { name: 'Pays actif' }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await toastText(page, 'Pays modifié');
    await poll(async () => (await tableRows(svalbard))[0]?.[3]).toBe('Inactif');
    await screenshot(page, 'continents-countries');

    for (const name of ['Svalbard', 'Groenland']) {
      await countriesCard().getByRole('button', { name: `Supprimer ${name}` }).click();
      await answerConfirm(page, 'Êtes-vous sûr de vouloir supprimer ce pays ?');
      await toastText(page, 'Pays supprimé');
      await countriesCard().getByRole('button', { name: `Supprimer ${name}` }).waitFor({ state: 'detached' });
    }
    // Kept in the saved order, the empty continent is still listed, and can now go.
    await poll(async () => plain(await item('Arctique').getByTestId('continent-count').textContent())).toBe('0 pays');
    await page.getByText('Aucun pays sur ce continent.').waitFor();
    await item('Arctique').getByRole('button', { name: 'Supprimer Arctique' }).click();
    await answerConfirm(page, 'Êtes-vous sûr de vouloir supprimer ce continent ?');
    await toastText(page, 'Continent supprimé');
    await item('Arctique').waitFor({ state: 'detached' });
    expect((await continents()).some((continent) => continent.name === 'arctique')).toBe(false);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

function capitalise(name: string): string {
  return name.charAt(0).toLocaleUpperCase('fr-FR') + name.slice(1);
}
