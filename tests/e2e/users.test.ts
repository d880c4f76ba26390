// The users page in a real browser: server-side search, sort and page size; create (defaults, validation, a duplicate), edit,
// credit (invalid amount, add, remove too much, remove, each confirmed), the ledger, delete with confirmation; desktop, 390 px and dark screenshots.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { UserDetails, UsersWithStatsResponse } from '../../src/contracts/users';
import { isDarkTheme, launchBrowser, MOBILE, openPage, type Shop, screenshot as saveScreenshot, scrollWidth, signInOverApi, startShop } from './harness';
import { type AdminApi, adminApi, deposit, plain, userIdOf } from './shop-data';
import { toastContaining } from './back-office';

let shop: Shop;
let browser: Browser;
let api: AdminApi;

/** Customers with no money history (they can be deleted outright) so the list has at least three pages of 10. */
const FILLERS = Array.from({ length: 8 }, (_, i) => `e2e_filler_${String(i + 1).padStart(2, '0')}`);

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  api = await adminApi(shop);
  for (const [i, username] of FILLERS.entries()) {
    await api.send('POST', '/api/users', { username, balance: `${i * 3}.${String(i * 7).padStart(2, '0').slice(-2)}` });
  }
  // Deposits make the "total deposits" order differ from the balance order.
  await deposit(shop, 'yuki_tanaka', 9000);
  await deposit(shop, 'lukas_meyer', 700);
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

const usernames = (page: Page) => page.getByTestId('user-username').allTextContents();

/** The usernames the API lists for a query, the page's reference. */
async function apiUsernames(query: string): Promise<{ names: string[]; total: number }> {
  const body = await api.get<UsersWithStatsResponse>(`/api/users/with-stats?${query}`);
  return { names: body.data.map((u) => u.username), total: body.pagination.total };
}


type Box = { x: number; width: number } | null;
/** True when the two boxes share no column of the screen. */
const sideBySide = (a: Box, b: Box) => a !== null && b !== null && (a.x + a.width <= b.x || b.x + b.width <= a.x);

async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until the table shows exactly these usernames (queries are debounced and refetched). */
async function waitForNames(page: Page, expected: string[]) {
  await expect.poll(() => usernames(page), { timeout: 10_000 }).toEqual(expected);
}

const rowOf = (page: Page, username: string) => page.getByTestId('user-row').filter({ has: page.getByTestId('user-username').getByText(username, { exact: true }) });

describe('users page', () => {
  test('search, sort and page size are done by the server', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/users`);
    await page.getByTestId('users-table').waitFor();

    // Default: balance, highest first, 10 per page.
    const first = await apiUsernames('sort=balance&page=1&pageSize=10');
    expect(first.total).toBeGreaterThanOrEqual(21);
    const pages = Math.ceil(first.total / 10);
    await waitForNames(page, first.names);
    const pagination = page.locator('[data-slot="pagination"]');
    expect(plain(await pagination.textContent())).toContain(`Affichage de 1 à 10 sur ${first.total} utilisateurs`);
    expect(plain(await pagination.textContent())).toContain(`Page 1 sur ${pages}`);
    expect(await page.getByRole('button', { name: 'Précédent' }).isDisabled()).toBe(true);
    const balances = (await page.getByTestId('user-row-balance').allTextContents()).map((b) => Number(plain(b).replace(/[ €]/g, '').replace(',', '.')));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));

    // Page 2.
    await page.getByRole('button', { name: 'Suivant' }).click();
    await waitForNames(page, (await apiUsernames('sort=balance&page=2&pageSize=10')).names);
    expect(plain(await pagination.textContent())).toContain(`Affichage de 11 à 20 sur ${first.total} utilisateurs`);
    expect(plain(await pagination.textContent())).toContain(`Page 2 sur ${pages}`);

    // Another sort starts again from page 1, in the server's order.
    await choose(page, page.getByTestId('users-sort'), 'Total des dépôts (décroissant)');
    const byDeposits = await apiUsernames('sort=deposits&page=1&pageSize=10');
    expect(byDeposits.names).not.toEqual(first.names);
    expect(byDeposits.names[0]).toBe('yuki_tanaka');
    await waitForNames(page, byDeposits.names);
    expect(plain(await pagination.textContent())).toContain('Page 1 sur');
    // The column headers choose the same server sort as the menu.
    expect(await page.getByRole('columnheader', { name: 'Total des dépôts' }).getAttribute('aria-sort')).toBe('descending');
    await page.getByTestId('sort-by-balance').click();
    await waitForNames(page, first.names);
    expect(plain(await page.getByTestId('users-sort').textContent())).toBe('Solde (décroissant)');
    await choose(page, page.getByTestId('users-sort'), 'Total des dépôts (décroissant)');
    await waitForNames(page, byDeposits.names);

    // 50 per page: everyone on one page; the size change also goes back to page 1.
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(async () => plain(await pagination.textContent())).toContain('Page 2 sur');
    await choose(page, page.getByRole('combobox', { name: 'Par page' }), '50');
    await waitForNames(page, (await apiUsernames('sort=deposits&page=1&pageSize=50')).names);
    expect(await page.getByTestId('user-row').count()).toBe(first.total);
    expect(plain(await pagination.textContent())).toContain(`Affichage de 1 à ${first.total} sur ${first.total} utilisateurs`);
    expect(plain(await pagination.textContent())).toContain('Page 1 sur 1');
    await shot(page, 'users');

    // Search: case-insensitive over username, Telegram id, first and last name.
    const search = page.getByTestId('users-search');
    await search.fill('DUPONT');
    await waitForNames(page, ['marie_dupont']);
    await search.fill('100000004');
    await waitForNames(page, ['sofia_garcia']);
    await search.fill('Yuki');
    await waitForNames(page, ['yuki_tanaka']);
    await search.fill('zzz-nobody');
    await page.getByText('Aucun utilisateur ne correspond à « zzz-nobody »').waitFor();
    expect(plain(await pagination.textContent())).toContain('Affichage de 0 à 0 sur 0 utilisateurs');
    await search.fill('');
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(first.total);

    expect(errors).toEqual([]);
    await context.close();
  });

  test('create, edit, credit and delete a user', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/users`);
    await page.getByTestId('users-table').waitFor();

    // The add dialog opens with SPEC §5's defaults.
    await page.getByTestId('add-user-button').click();
    const create = page.getByTestId('user-create-dialog');
    await create.waitFor();
    expect(await create.getByLabel('Solde (€)').inputValue()).toBe('1,20');
    expect(await create.getByLabel('Solde (€)').getAttribute('inputmode')).toBe('decimal');
    expect(plain(await create.getByRole('combobox', { name: 'Langue' }).textContent())).toBe('fr Français');
    expect(await create.getByRole('checkbox', { name: 'Administrateur' }).getAttribute('aria-checked')).toBe('false');
    // The language list is the bot's fourteen.
    await create.getByRole('combobox', { name: 'Langue' }).click();
    expect(await page.getByRole('option').count()).toBe(14);
    await page.keyboard.press('Escape');

    // Nothing is sent without a username; a bad Telegram id is refused by the same schema as the server's.
    await create.getByTestId('user-create-submit').click();
    await create.getByText("Nom d'utilisateur requis").waitFor();
    // A customer's login name (tg_ and digits, any case) is the shop's: refused by the same schema, the reason under the field.
    await create.getByLabel("Nom d'utilisateur").fill('TG_555000011');
    await create.getByTestId('user-create-submit').click();
    await create.getByText('Les noms « tg_ » suivis de chiffres sont réservés aux clients Telegram : choisissez-en un autre').waitFor();
    await shot(page, 'users-create-reserved-name', { fullPage: false });
    await create.getByLabel("Nom d'utilisateur").fill('claire_martin');
    await create.getByLabel('ID Telegram').fill('12ab');
    await create.getByTestId('user-create-submit').click();
    await create.getByText('Identifiant Telegram invalide').waitFor();
    await create.getByLabel('ID Telegram').fill('200000001');
    await create.getByLabel('Pseudo Telegram').fill('claire_m');
    await create.getByLabel('Prénom').fill('Claire');
    await create.getByLabel('Nom', { exact: true }).fill('Martin');
    await choose(page, create.getByRole('combobox', { name: 'Langue' }), 'es Español');
    await shot(page, 'users-create-dialog', { fullPage: false });
    await create.getByTestId('user-create-submit').click();
    expect(await toastContaining(page, 'Utilisateur créé')).toContain('claire_martin');
    await create.waitFor({ state: 'hidden' });
    const claireId = await userIdOf(shop, 'claire_martin');
    const created = await api.get<UserDetails>(`/api/users/${claireId}`);
    expect(created).toMatchObject({ balance: '1.20', language: 'es', isAdmin: false, telegramId: 200000001, firstName: 'Claire', lastName: 'Martin' });

    // The same name again (in other letters' case) is refused with the server's reason.
    await page.getByTestId('add-user-button').click();
    await create.getByLabel("Nom d'utilisateur").fill('Claire_Martin');
    await create.getByTestId('user-create-submit').click();
    expect(await toastContaining(page, "Impossible de créer l'utilisateur")).toContain("Ce nom d'utilisateur existe déjà");
    await create.getByText("Ce nom d'utilisateur existe déjà").waitFor();
    await create.getByRole('button', { name: 'Annuler' }).click();
    await create.waitFor({ state: 'hidden' });

    // In the list: 1,20 €, not admin.
    await page.getByTestId('users-search').fill('claire');
    await waitForNames(page, ['claire_martin']);
    const claire = rowOf(page, 'claire_martin');
    expect(plain(await claire.getByTestId('user-row-balance').textContent())).toBe('1,20 €');
    expect(await claire.getByTestId('user-row-admin').textContent()).toBe('Non');

    // Edit: the details, then the profile.
    await claire.getByRole('button', { name: 'Modifier claire_martin' }).click();
    const edit = page.getByTestId('user-edit-dialog');
    await edit.getByTestId('user-details').waitFor();
    const details = plain(await edit.getByTestId('user-details').textContent());
    for (const part of ['200000001', '@claire_m', 'Claire Martin', 'Español (es)', '0 achat(s) · 0 dépôt(s)']) expect(details).toContain(part);
    expect(plain(await edit.getByTestId('user-balance').textContent())).toBe('1,20 €');
    await edit.getByLabel("Nom d'utilisateur").fill('marie_dupont');
    await edit.getByTestId('user-edit-submit').click();
    // The error toast leaves the dialog's buttons free, however tall the dialog (fonts differ between machines):
    // not one column of screen holds both, so the admin corrects the name and saves again at once.
    const refusal = page.locator('[data-slot="toast"]').filter({ hasText: "Impossible de mettre à jour l'utilisateur" });
    await refusal.waitFor();
    for (const button of [edit.getByTestId('user-edit-submit'), edit.getByRole('button', { name: 'Annuler' })]) {
      expect(sideBySide(await refusal.boundingBox(), await button.boundingBox())).toBe(true);
    }
    expect(await toastContaining(page, "Impossible de mettre à jour l'utilisateur")).toContain("Ce nom d'utilisateur existe déjà");
    await edit.getByLabel("Nom d'utilisateur").fill('claire_martin');
    await edit.getByLabel('Nom', { exact: true }).fill('Martin-Durand');
    await edit.getByTestId('user-edit-submit').click();
    await toastContaining(page, 'Utilisateur mis à jour');
    await edit.waitFor({ state: 'hidden' });
    expect((await api.get<UserDetails>(`/api/users/${claireId}`)).lastName).toBe('Martin-Durand');

    // Credit: an invalid amount is refused before anything is sent, with the shared parser's reason under the field.
    await claire.getByRole('button', { name: 'Modifier claire_martin' }).click();
    await edit.getByTestId('tab-credit').click();
    const amount = edit.getByTestId('credit-amount');
    const amountMessage = edit.getByTestId('amount-message');
    const confirmation = page.getByTestId('credit-confirm');
    expect(await amount.getAttribute('type')).toBe('text');
    expect(await edit.getByTestId('credit-submit').isDisabled()).toBe(true);
    await amount.fill('0');
    await edit.getByTestId('credit-submit').click();
    expect(plain(await amountMessage.textContent())).toBe('Le montant doit être supérieur à 0');
    await amount.fill('1.234');
    await edit.getByTestId('credit-submit').click();
    expect(plain(await amountMessage.textContent())).toContain('Montant ambigu');
    expect(await confirmation.count()).toBe(0);
    expect((await api.get<UserDetails>(`/api/users/${claireId}`)).ledger).toHaveLength(0);

    // Add 10,50, confirmed.
    await amount.fill('10,50');
    expect(plain(await amountMessage.textContent())).toBe('Montant appliqué : 10,50 €');
    expect(plain(await edit.getByTestId('credit-hint').textContent())).toBe("Solde après l'opération : 11,70 €");
    await edit.getByTestId('credit-submit').click();
    expect(plain(await confirmation.getByTestId('confirm-after').textContent())).toBe('11,70 €');
    await confirmation.getByTestId('confirm-submit').click();
    expect(await toastContaining(page, 'Crédit mis à jour')).toContain('Nouveau solde : 11,70 €');
    await expect.poll(async () => plain(await edit.getByTestId('user-balance').textContent())).toBe('11,70 €');
    expect(await amount.inputValue()).toBe('');

    // Remove more than the balance: refused before sending, with the figures; nothing moves.
    await edit.getByTestId('credit-mode-remove').click();
    expect(await edit.getByTestId('credit-mode-remove').getAttribute('aria-checked')).toBe('true');
    await amount.fill('50');
    await edit.getByTestId('credit-submit').click();
    expect(plain(await amountMessage.textContent())).toBe('Solde insuffisant : le solde de 11,70 € ne permet pas de débiter 50,00 €');
    expect(await confirmation.count()).toBe(0);
    expect(plain(await edit.getByTestId('user-balance').textContent())).toBe('11,70 €');
    expect((await api.get<UserDetails>(`/api/users/${claireId}`)).balance).toBe('11.70');

    // Remove 1,70, confirmed.
    await amount.fill('1,70');
    await edit.getByTestId('credit-submit').click();
    expect(plain(await confirmation.getByTestId('confirm-amount').textContent())).toBe('−1,70 €');
    await confirmation.getByTestId('confirm-submit').click();
    expect(await toastContaining(page, 'Crédit mis à jour')).toContain('Nouveau solde : 10,00 €');
    await expect.poll(async () => plain(await edit.getByTestId('user-balance').textContent())).toBe('10,00 €');
    await shot(page, 'users-edit-credit', { fullPage: false });

    // The ledger: both movements, newest first, by the admin.
    await edit.getByTestId('tab-ledger').click();
    await expect.poll(() => edit.getByTestId('ledger-row').count()).toBe(2);
    const ledger = (await edit.getByTestId('ledger-row').allTextContents()).map(plain);
    expect(ledger[0]).toContain('Débit admin');
    expect(ledger[0]).toContain('-1,70 €');
    expect(ledger[0]).toContain('10,00 €');
    expect(ledger[0]).toContain('admin');
    expect(ledger[1]).toContain('Crédit admin');
    expect(ledger[1]).toContain('+10,50 €');
    await shot(page, 'users-edit-ledger', { fullPage: false });
    // (Escape would first dismiss the toast, the topmost layer.)
    await edit.getByRole('button', { name: 'Fermer' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(async () => plain(await claire.getByTestId('user-row-balance').textContent())).toBe('10,00 €');

    // Delete, with the confirmation: cancelling keeps the user.
    const filler = FILLERS[0];
    await page.getByTestId('users-search').fill(filler);
    await waitForNames(page, [filler]);
    await rowOf(page, filler).getByRole('button', { name: `Supprimer ${filler}` }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText('Êtes-vous sûr de vouloir supprimer cet utilisateur ?').waitFor();
    await shot(page, 'users-delete-confirm', { fullPage: false });
    await question.getByRole('button', { name: 'Annuler' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await usernames(page)).toEqual([filler]);
    await rowOf(page, filler).getByRole('button', { name: `Supprimer ${filler}` }).click();
    await question.getByRole('button', { name: 'Supprimer' }).click();
    expect(await toastContaining(page, 'Utilisateur supprimé')).toContain(filler);
    await page.getByText(`Aucun utilisateur ne correspond à « ${filler} »`).waitFor();
    expect((await apiUsernames(`search=${filler}`)).total).toBe(0);

    // A user with money history is kept for the accounts, deactivated, and the page says so.
    await page.getByTestId('users-search').fill('claire');
    await waitForNames(page, ['claire_martin']);
    await claire.getByRole('button', { name: 'Supprimer claire_martin' }).click();
    await question.getByRole('button', { name: 'Supprimer' }).click();
    expect(await toastContaining(page, 'Utilisateur désactivé')).toContain("historique d'argent");
    await claire.getByText('Inactif').waitFor();

    // The admin's own account cannot be deleted: the server's reason is shown.
    await page.getByTestId('users-search').fill(shop.admin.username);
    await waitForNames(page, [shop.admin.username]);
    await rowOf(page, shop.admin.username).getByRole('button', { name: `Supprimer ${shop.admin.username}` }).click();
    await question.getByRole('button', { name: 'Supprimer' }).click();
    expect(await toastContaining(page, "Impossible de supprimer l'utilisateur")).toContain('Vous ne pouvez pas supprimer votre propre compte');
    expect(await rowOf(page, shop.admin.username).getByTestId('user-row-admin').textContent()).toBe('Oui');

    // The refusals provoked above (409 duplicate name, 409 own account) are the only failed requests: the debit beyond
    // the balance was refused before it was sent.
    expect(errors.filter((e) => !/status of 409\b/.test(e))).toEqual([]);
    expect(errors).toHaveLength(3);
    await context.close();
  });

  test('at 390 px and in dark mode', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/users`);
    await page.getByTestId('users-table').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    // The row's actions are within reach without scrolling sideways: a card per user, inside the screen (decision 0127).
    for (const name of [/^Supprimer /, /^Créditer ou débiter /]) {
      const button = await page.getByTestId('user-row').first().getByRole('button', { name }).boundingBox();
      expect(button && button.x >= 0 && button.x + button.width <= MOBILE.width).toBe(true);
    }
    await shot(page, 'users-mobile');
    // On a phone the row opens the details (the pencil is left out for room).
    await rowOf(page, 'marie_dupont').getByTestId('user-row-balance').click();
    await page.getByTestId('user-details').waitFor();
    await page.getByTestId('tab-credit').click();
    await shot(page, 'users-mobile-edit', { fullPage: false });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('theme-toggle').click();
    expect(await isDarkTheme(page)).toBe(true);
    await shot(page, 'users-dark');
    await rowOf(page, 'marie_dupont').getByRole('button', { name: 'Modifier marie_dupont' }).click();
    await page.getByTestId('user-details').waitFor();
    await page.getByTestId('tab-ledger').click();
    await page.getByTestId('ledger-table').waitFor();
    await shot(page, 'users-dark-ledger', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
