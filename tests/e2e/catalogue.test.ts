// Categories, countries and operators in a real browser against the real server: create, validate, edit, refused and
// accepted deletes with the spec's confirmations and toasts, the active-countries-only selector, 'Inconnu'; screenshots.
import type { Category, Country, Operator } from '../../src/contracts/catalogue';
import { operators } from '../../src/db/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerConfirm, poll, choose, errorToastText, holdRequests, optionsOf, rowNamed, signedInPage, stripFlag, tableRows, toastText, unexpectedErrors } from './back-office';
import { isDarkTheme, launchBrowser, type Shop, screenshot, startShop } from './harness';
import { type AdminApi, adminApi } from './shop-data';

let shop: Shop;
let browser: Browser;
let api: AdminApi;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  api = await adminApi(shop);
  ({ context, page, errors } = await signedInPage(browser, shop, '/categories'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
});

const dialog = (testId: string) => page.getByTestId(testId);
const row = (testId: string, name: string) => page.getByTestId(testId).filter({ hasText: name });
const cellsOf = async (testId: string, name: string) => (await tableRows(rowNamed(page, testId, name)))[0] ?? [];

describe('categories', () => {
  test('list, create with validation, refused duplicate, edit, refused and accepted delete', async () => {
    await page.goto(`${shop.url}/categories`);
    await page.getByTestId('category-row').first().waitFor();
    expect(await page.getByTestId('page-title').textContent()).toBe('Catégories');
    const seeded = await tableRows(page.getByTestId('category-row'));
    expect(seeded.map((cells) => cells[1])).toEqual(['SMS', 'Data', 'Voix', 'Premium']);
    expect(seeded[0][2]).toBe('Numéros mobiles pour campagnes SMS');
    expect(seeded[0][3]).toBe('Actif');
    await screenshot(page, 'categories');

    // Empty form: the shared contract's messages, nothing sent.
    await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
    await dialog('category-dialog').waitFor();
    await dialog('category-dialog').getByRole('button', { name: 'Créer' }).click();
    await dialog('category-dialog').getByText('Le nom est requis').waitFor();
    await dialog('category-dialog').getByText('La description est requise').waitFor();

    await dialog('category-dialog').getByLabel('Nom').fill('Fixe pro');
    await dialog('category-dialog').getByLabel('Description').fill('Lignes fixes des entreprises');
    // Icon and type choices are named in French, one phone among them.
    expect(await optionsOf(page, dialog('category-dialog').getByRole('combobox', { name: 'Icône' }))).toEqual(['SMS', 'Données', 'Téléphone', 'Étiquettes']);
    expect(await optionsOf(page, dialog('category-dialog').getByRole('combobox', { name: 'Type' }))).toEqual(['Spéciale', 'Multi-vérification']);
    await choose(page, dialog('category-dialog').getByRole('combobox', { name: 'Icône' }), 'Données');
    await choose(page, dialog('category-dialog').getByRole('combobox', { name: 'Type' }), 'Multi-vérification');
    expect(await dialog('category-dialog').getByRole('checkbox', { name: 'Catégorie active' }).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'categories-dialog', { fullPage: false });
    await dialog('category-dialog').getByRole('button', { name: 'Créer' }).click();
    expect(await toastText(page, 'Catégorie créée')).toBe('Catégorie créée');
    await dialog('category-dialog').waitFor({ state: 'hidden' });
    await row('category-row', 'Fixe pro').waitFor();
    const created = (await api.get<Category[]>('/api/categories')).find((c) => c.name === 'Fixe pro');
    expect(created).toMatchObject({ description: 'Lignes fixes des entreprises', icon: 'database', type: 'multicheck', isActive: true });

    // A second 'SMS': the server's 409 message under 'Erreur', and beside the field; the dialog stays open.
    await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
    await dialog('category-dialog').getByLabel('Nom').fill('SMS');
    await dialog('category-dialog').getByLabel('Description').fill('Doublon');
    await dialog('category-dialog').getByRole('button', { name: 'Créer' }).click();
    const conflict = await errorToastText(page);
    expect(conflict).toContain('Erreur');
    expect(conflict).toContain('Impossible de créer la catégorie');
    expect(conflict).toContain('Une catégorie nommée « SMS » existe déjà');
    await dialog('category-dialog').getByText('Ce nom est déjà utilisé').waitFor();
    await dialog('category-dialog').getByRole('button', { name: 'Annuler' }).click();
    await dialog('category-dialog').waitFor({ state: 'hidden' });

    // Edit: rename and deactivate.
    await row('category-row', 'Fixe pro').getByRole('button', { name: 'Modifier Fixe pro' }).click();
    expect(await dialog('category-dialog').getByLabel('Nom').inputValue()).toBe('Fixe pro');
    await dialog('category-dialog').getByLabel('Nom').fill('Fixe entreprises');
    await dialog('category-dialog').getByRole('checkbox', { name: 'Catégorie active' }).click();
    await dialog('category-dialog').getByRole('button', { name: 'Enregistrer' }).click();
    await toastText(page, 'Catégorie modifiée');
    await poll(async () => (await cellsOf('category-row', 'Fixe entreprises'))[3]).toBe('Inactif');
    expect((await api.get<Category[]>('/api/categories')).find((c) => c.id === created?.id)).toMatchObject({ name: 'Fixe entreprises', isActive: false });

    // Deleting a category the stock uses: confirmation, then the server's refusal; the row stays.
    await row('category-row', 'SMS').getByRole('button', { name: 'Supprimer SMS' }).click();
    await answerConfirm(page, 'Êtes-vous sûr de vouloir supprimer cette catégorie ?');
    const refused = await errorToastText(page);
    expect(refused).toContain('Impossible de supprimer la catégorie');
    expect(refused).toMatch(/des données y sont encore rattachées/);
    await screenshot(page, 'categories-delete-refused', { fullPage: false });
    expect(await row('category-row', 'SMS').count()).toBe(1);

    // Cancelling the confirmation deletes nothing; confirming deletes.
    await row('category-row', 'Fixe entreprises').getByRole('button', { name: 'Supprimer Fixe entreprises' }).click();
    await answerConfirm(page, 'Êtes-vous sûr de vouloir supprimer cette catégorie ?', 'cancel');
    expect(await row('category-row', 'Fixe entreprises').count()).toBe(1);
    await row('category-row', 'Fixe entreprises').getByRole('button', { name: 'Supprimer Fixe entreprises' }).click();
    await answerConfirm(page, 'Êtes-vous sûr de vouloir supprimer cette catégorie ?');
    await toastText(page, 'Catégorie supprimée');
    await row('category-row', 'Fixe entreprises').waitFor({ state: 'detached' });
    expect((await api.get<Category[]>('/api/categories')).some((c) => c.id === created?.id)).toBe(false);
  });

  test("a category with SPEC's default phone emoji offers one Téléphone, not a second phone", async () => {
    await api.send('POST', '/api/categories', { name: 'Mobile défaut', description: 'Icône par défaut', icon: '📱' });
    await page.goto(`${shop.url}/categories`);
    await row('category-row', 'Mobile défaut').getByRole('button', { name: 'Modifier Mobile défaut' }).click();
    const icon = dialog('category-dialog').getByRole('combobox', { name: 'Icône' });
    expect((await icon.textContent())?.trim()).toBe('Téléphone');
    expect(await optionsOf(page, icon)).toEqual(['SMS', 'Données', 'Téléphone', 'Étiquettes']);
    await dialog('category-dialog').getByRole('button', { name: 'Annuler' }).click();
    await dialog('category-dialog').waitFor({ state: 'hidden' });
  });

  test('the table skeleton shows while the list loads', async () => {
    const categories = await holdRequests(page, '**/api/categories');
    // A fresh load of the app, so the list is not served from the query cache.
    await page.goto(`${shop.url}/categories`);
    await page.getByTestId('skeleton-row').first().waitFor();
    await screenshot(page, 'categories-loading', { fullPage: false });
    await categories.release();
    await page.getByTestId('category-row').first().waitFor();
    expect(await page.getByTestId('skeleton-row').count()).toBe(0);
  });
});

describe('countries', () => {
  test('create (flag from the ISO code), bad and duplicate codes, deactivate, refused delete', async () => {
    await page.goto(`${shop.url}/countries`);
    await page.getByTestId('country-row').first().waitFor();
    const france = (await tableRows(row('country-row', 'France')))[0];
    expect([stripFlag(france[1]), ...france.slice(2, 5)]).toEqual(['France', 'FR', 'Europe', 'Actif']);
    await screenshot(page, 'countries');

    await page.getByRole('button', { name: 'Nouveau pays' }).click();
    const form = dialog('country-dialog');
    await form.getByLabel('Nom').fill('Portugal');
    await form.getByLabel('Code ISO').fill('p1');
    await form.getByRole('button', { name: 'Créer' }).click();
    await form.getByText('Le code ISO doit comporter 2 lettres (ex. FR)').waitFor();
    await form.getByText('Le drapeau est requis').waitFor();
    await form.getByLabel('Code ISO').fill('pt');
    await form.getByText('Le drapeau est requis').waitFor({ state: 'detached' });
    // The code is upper-cased as typed and the flag follows it.
    expect(await form.getByLabel('Code ISO').inputValue()).toBe('PT');
    expect(await form.getByLabel('Drapeau').inputValue()).toBe('🇵🇹');
    // The continent is chosen among the existing ones (Europe by default), or « Nouveau continent… ».
    const continentNames = (await api.get<{ name: string }[]>('/api/continents')).map((c) => c.name);
    const capitalised = continentNames.map((name) => name.charAt(0).toLocaleUpperCase('fr-FR') + name.slice(1));
    expect((await form.getByTestId('country-continent').textContent())?.trim()).toBe('Europe');
    expect(await optionsOf(page, form.getByTestId('country-continent'))).toEqual([...capitalised, 'Nouveau continent…']);
    expect(await form.getByLabel('Nom du nouveau continent').count()).toBe(0);
    await screenshot(page, 'countries-dialog', { fullPage: false });
    await form.getByRole('button', { name: 'Créer' }).click();
    await toastText(page, 'Pays créé');
    await row('country-row', 'Portugal').waitFor();
    const portugal = (await api.get<Country[]>('/api/countries')).find((c) => c.name === 'Portugal');
    expect(portugal).toMatchObject({ code: 'PT', flag: '🇵🇹', continent: 'europe', isActive: true });

    // A new continent is typed only after « Nouveau continent… »; it is created with its country.
    await page.getByRole('button', { name: 'Nouveau pays' }).click();
    await form.getByLabel('Nom', { exact: true }).fill('Chili');
    await form.getByLabel('Code ISO').fill('CL');
    await choose(page, form.getByTestId('country-continent'), 'Nouveau continent…');
    await form.getByLabel('Nom du nouveau continent').waitFor();
    await form.getByRole('button', { name: 'Créer' }).click();
    await form.getByText('Le continent est requis').waitFor();
    await form.getByLabel('Nom du nouveau continent').fill('amérique du sud');
    await screenshot(page, 'countries-dialog-new-continent', { fullPage: false });
    await form.getByRole('button', { name: 'Créer' }).click();
    await toastText(page, 'Pays créé');
    expect((await api.get<Country[]>('/api/countries')).find((c) => c.name === 'Chili')?.continent).toBe('amérique du sud');
    // Back to a listed one: choosing an existing continent hides the text field again.
    await row('country-row', 'Chili').getByRole('button', { name: 'Modifier Chili' }).click();
    expect((await form.getByTestId('country-continent').textContent())?.trim()).toBe('Amérique du sud');
    await choose(page, form.getByTestId('country-continent'), 'Nouveau continent…');
    await choose(page, form.getByTestId('country-continent'), /^Amérique$/);
    expect(await form.getByLabel('Nom du nouveau continent').count()).toBe(0);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastText(page, 'Pays modifié');
    expect((await api.get<Country[]>('/api/countries')).find((c) => c.name === 'Chili')?.continent).toBe('amérique');
    expect((await api.get<{ name: string }[]>('/api/continents')).map((c) => c.name)).not.toContain('amérique du sud');

    // An inactive country, for the operator selector below.
    await page.getByRole('button', { name: 'Nouveau pays' }).click();
    await form.getByLabel('Nom').fill('Islande');
    await form.getByLabel('Code ISO').fill('IS');
    await form.getByRole('checkbox', { name: 'Pays actif' }).click();
    await form.getByRole('button', { name: 'Créer' }).click();
    await toastText(page, 'Pays créé');
    await poll(async () => (await tableRows(row('country-row', 'Islande')))[0]?.[4]).toBe('Inactif');

    // A code already taken: the server's 409 says by whom.
    await page.getByRole('button', { name: 'Nouveau pays' }).click();
    await form.getByLabel('Nom').fill('Gaule');
    await form.getByLabel('Code ISO').fill('FR');
    await form.getByRole('button', { name: 'Créer' }).click();
    const conflict = await errorToastText(page);
    expect(conflict).toContain('Impossible de créer le pays');
    expect(conflict).toContain('Le code ISO FR est déjà utilisé par France');
    await form.getByText('Ce code est déjà utilisé').waitFor();
    await form.getByRole('button', { name: 'Annuler' }).click();

    // Deleting a country with operators and stock is refused.
    await row('country-row', 'France').getByRole('button', { name: 'Supprimer France' }).click();
    await answerConfirm(page, 'Êtes-vous sûr de vouloir supprimer ce pays ?');
    expect(await errorToastText(page)).toContain('Impossible de supprimer le pays');
    expect(await row('country-row', 'France').count()).toBe(1);
  });
});

describe('operators', () => {
  test("active countries only, create, 'Inconnu' without a country, edit, delete", async () => {
    // An operator whose country is missing (kept from an older catalogue): the table says 'Inconnu'.
    await shop.db.db.insert(operators).values({ name: 'Opérateur orphelin', countryId: null });

    await page.goto(`${shop.url}/operators`);
    await page.getByTestId('operator-row').first().waitFor();
    const orangeEs = await cellsOf('operator-row', 'Orange ES');
    expect([orangeEs[1], stripFlag(orangeEs[2]), orangeEs[3]]).toEqual(['Orange ES', 'Espagne', 'Actif']);
    expect((await cellsOf('operator-row', 'Opérateur orphelin'))[2]).toBe('Inconnu');
    await screenshot(page, 'operators');

    // Search (case and accents aside), a country filter and paging, in the browser; the API still gives the whole list.
    const all = await api.get<Operator[]>('/api/operators');
    const names = async () => (await tableRows(page.getByTestId('operator-row'))).map((cells) => cells[1]);
    const pager = () => page.locator('[data-slot="pagination"]').textContent().then((text) => (text ?? '').replace(/\s+/g, ' '));
    expect(await names()).toHaveLength(all.length);
    await page.getByTestId('operators-search').fill('ORANGE');
    const named = (part: string) => all.filter((o) => o.name.toLowerCase().includes(part)).map((o) => o.name);
    expect(named('orange')).toEqual(expect.arrayContaining(['Orange', 'Orange ES']));
    await poll(names).toEqual(named('orange'));
    await page.getByTestId('operators-search').fill('');
    await choose(page, page.getByTestId('operators-country-filter'), /Royaume-Uni/);
    await poll(names).toEqual(all.filter((o) => o.countryName === 'Royaume-Uni').map((o) => o.name));
    expect((await names()).sort()).toEqual(['EE', 'O2', 'Vodafone UK']);
    await page.getByTestId('operators-search').fill('vodafone');
    await poll(names).toEqual(['Vodafone UK']);
    await screenshot(page, 'operators-filtered', { fullPage: false });
    await page.getByTestId('operators-search').fill('zzz');
    await page.getByText('Aucun opérateur ne correspond aux filtres.').waitFor();
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await poll(names).toEqual(all.map((o) => o.name));
    expect(await page.getByTestId('operators-search').inputValue()).toBe('');
    await choose(page, page.getByTestId('operators-country-filter'), 'Inconnu');
    await poll(names).toEqual(['Opérateur orphelin']);
    await choose(page, page.getByTestId('operators-country-filter'), 'Tous les pays');
    await choose(page, page.getByRole('combobox', { name: 'Par page' }), '20');
    await poll(names).toEqual(all.slice(0, 20).map((o) => o.name));
    expect(await pager()).toContain(`Affichage de 1 à 20 sur ${all.length} opérateurs`);
    expect(await pager()).toContain(`Page 1 sur ${Math.ceil(all.length / 20)}`);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await poll(names).toEqual(all.slice(20, 40).map((o) => o.name));
    await choose(page, page.getByRole('combobox', { name: 'Par page' }), '50');
    await poll(names).toEqual(all.map((o) => o.name));
    // The address's ?search= is the page's search (how the header's links ask a list to search).
    await page.goto(`${shop.url}/operators?search=vodafone`);
    await poll(names).toEqual(named('vodafone'));
    expect(named('vodafone')).toHaveLength(2);
    await page.goto(`${shop.url}/operators`);
    await page.getByTestId('operator-row').first().waitFor();

    await page.getByRole('button', { name: 'Nouvel opérateur' }).click();
    const form = dialog('operator-dialog');
    await form.getByRole('button', { name: 'Créer' }).click();
    await form.getByText('Le nom est requis').waitFor();
    await form.getByText('Le pays est requis').waitFor();

    const offered = await optionsOf(page, form.getByTestId('operator-country'));
    expect(offered.map(stripFlag)).toContain('Portugal');
    expect(offered.map(stripFlag)).not.toContain('Islande');
    const activeCountries = (await api.get<Country[]>('/api/countries')).filter((c) => c.isActive).length;
    expect(offered).toHaveLength(activeCountries);

    await form.getByLabel('Nom').fill('MEO');
    await choose(page, form.getByTestId('operator-country'), /Portugal/);
    await form.getByRole('button', { name: 'Créer' }).click();
    await toastText(page, 'Opérateur créé');
    await row('operator-row', 'MEO').waitFor();
    const meo = (await api.get<Operator[]>('/api/operators')).find((o) => o.name === 'MEO');
    // The selector's value went out as an integer id (SPEC §5).
    expect(meo).toMatchObject({ countryName: 'Portugal', isActive: true });
    expect(typeof meo?.countryId).toBe('number');

    await row('operator-row', 'MEO').getByRole('button', { name: 'Modifier MEO' }).click();
    await form.getByLabel('Nom').fill('MEO Mobile');
    await form.getByRole('checkbox', { name: 'Opérateur actif' }).click();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastText(page, 'Opérateur modifié');
    await poll(async () => (await cellsOf('operator-row', 'MEO Mobile')).slice(3, 4)).toEqual(['Inactif']);
    expect(stripFlag((await cellsOf('operator-row', 'MEO Mobile'))[2])).toBe('Portugal');

    // An operator with stock cannot go; an unused one can.
    await rowNamed(page, 'operator-row', 'Orange').getByRole('button', { name: 'Supprimer Orange', exact: true }).click();
    await answerConfirm(page, 'Êtes-vous sûr de vouloir supprimer cet opérateur ?');
    const refused = await errorToastText(page);
    expect(refused).toContain("Impossible de supprimer l'opérateur");
    expect(refused).toContain('des données y sont encore rattachées');
    expect(await rowNamed(page, 'operator-row', 'Orange').count()).toBe(1);
    await rowNamed(page, 'operator-row', 'MEO Mobile').getByRole('button', { name: 'Supprimer MEO Mobile' }).click();
    await answerConfirm(page, 'Êtes-vous sûr de vouloir supprimer cet opérateur ?');
    await toastText(page, 'Opérateur supprimé');
    await rowNamed(page, 'operator-row', 'MEO Mobile').waitFor({ state: 'detached' });

    // Now Portugal has no operator left and can be deleted.
    await page.goto(`${shop.url}/countries`);
    await row('country-row', 'Portugal').getByRole('button', { name: 'Supprimer Portugal' }).click();
    await answerConfirm(page, 'Êtes-vous sûr de vouloir supprimer ce pays ?');
    await toastText(page, 'Pays supprimé');
    await row('country-row', 'Portugal').waitFor({ state: 'detached' });
  });

  test('dark mode keeps the tables readable', async () => {
    await page.goto(`${shop.url}/operators`);
    await page.getByTestId('operator-row').first().waitFor();
    await page.getByTestId('theme-toggle').click();
    expect(await isDarkTheme(page)).toBe(true);
    await screenshot(page, 'operators-dark');
    await page.getByTestId('theme-toggle').click();
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
