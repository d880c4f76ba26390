// Money typed in the back office (issue 9): "12,50" credits exactly 12,50 € (a type=number field once made it 1 250 €),
// every way of writing an amount shows what will be applied, ambiguous text is refused, credit and debit are confirmed
// (customer, amount, balances, reason, a warning above the threshold setting), and a debit beyond the balance moves nothing.
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { UserDetails } from '../../src/contracts/users';
import { settings } from '../../src/db/schema';
import { dismissToasts, toastContaining } from './back-office';
import { isDarkTheme, launchBrowser, MOBILE, openPage, type Shop, screenshot, signInOverApi, startShop } from './harness';
import { type AdminApi, adminApi, plain, userIdOf } from './shop-data';

let shop: Shop;
let browser: Browser;
let api: AdminApi;

const DESKTOP_WIDE = { width: 1440, height: 900 } as const;

/** Customers of this file, each with its own opening balance so every figure below is known. */
const CUSTOMERS = {
  anna: { username: 'money_anna', balance: '20.00' },
  bruno: { username: 'money_bruno', balance: '5.00' },
  chloe: { username: 'money_chloe', balance: '0.00' },
  denis: { username: 'money_denis', balance: '8.00' },
};

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  api = await adminApi(shop);
  for (const customer of Object.values(CUSTOMERS)) {
    await api.send('POST', '/api/users', { username: customer.username, balance: customer.balance, firstName: 'Client', lastName: 'Test' });
  }
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const details = async (username: string) => api.get<UserDetails>(`/api/users/${await userIdOf(shop, username)}`);

async function usersPage(options: { viewport?: { width: number; height: number } } = {}) {
  const opened = await openPage(browser, { viewport: options.viewport ?? DESKTOP_WIDE });
  await signInOverApi(opened.page, shop);
  await opened.page.goto(`${shop.url}/users`);
  await opened.page.getByTestId('users-table').waitFor();
  // Every credit or debit request the page sends, with its body.
  const sent: Array<{ path: string; body: unknown }> = [];
  opened.page.on('request', (request: Request) => {
    if (/\/(add|remove)-credit$/.test(request.url())) sent.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() });
  });
  return { ...opened, sent };
}

/** Shows one customer in the list (searched by name) and returns the row. */
async function findRow(page: Page, username: string): Promise<Locator> {
  await page.getByTestId('users-search').fill(username);
  const row = page.getByTestId('user-row').filter({ has: page.getByTestId('user-username').getByText(username, { exact: true }) });
  await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
  await row.waitFor();
  return row;
}

const messageOf = (scope: Locator) => scope.getByTestId('amount-message');

/** True when the element is inside the viewport and nothing covers its centre (it can be seen and clicked without scrolling). */
async function inView(page: Page, element: Locator, testIdOfArea: string): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  if (box.y < 0 || box.x < 0 || box.y + box.height > viewport.height || box.x + box.width > viewport.width) return false;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  return page.evaluate(
    `(() => { const el = document.elementFromPoint(${x}, ${y}); return !!el && !!el.closest('[data-testid="${testIdOfArea}"]'); })()`,
  ) as Promise<boolean>;
}

describe('money entry', () => {
  test('12,50 typed in Modifier → Crédit credits exactly 12,50 €, after a confirmation with the balances and the reason', async () => {
    const { page, context, errors, sent } = await usersPage();
    const { username } = CUSTOMERS.anna;
    const row = await findRow(page, username);
    await screenshot(page, 'money-users-1440', { fullPage: false });

    // A click on the row (not on a button) opens the customer's details.
    await row.getByTestId('user-row-balance').click();
    const edit = page.getByTestId('user-edit-dialog');
    await edit.getByTestId('user-details').waitFor();
    expect(plain(await edit.getByRole('heading').first().textContent())).toContain(username);

    await edit.getByTestId('tab-credit').click();
    const amount = edit.getByTestId('credit-amount');
    // A text field for the decimal keypad, never type=number (which dropped the comma).
    expect(await amount.getAttribute('type')).toBe('text');
    expect(await amount.getAttribute('inputmode')).toBe('decimal');
    await amount.fill('12,50');
    expect(plain(await messageOf(edit).textContent())).toBe('Montant appliqué : 12,50 €');
    expect(await amount.getAttribute('aria-invalid')).toBe('false');
    expect((await amount.getAttribute('aria-describedby')) ?? '').toContain((await messageOf(edit).getAttribute('id')) ?? 'none');
    expect(plain(await edit.getByTestId('credit-hint').textContent())).toBe("Solde après l'opération : 32,50 €");
    await edit.getByTestId('credit-submit').click();

    // Nothing is sent before the confirmation, which shows the customer, the amount and both balances.
    const confirm = page.getByTestId('credit-confirm');
    await confirm.waitFor();
    expect(sent).toEqual([]);
    expect(plain(await confirm.getByRole('heading').textContent())).toBe('Confirmer le crédit');
    expect(plain(await confirm.getByTestId('confirm-customer').textContent())).toContain(username);
    expect(plain(await confirm.getByTestId('confirm-amount').textContent())).toBe('+12,50 €');
    expect(plain(await confirm.getByTestId('confirm-before').textContent())).toBe('20,00 €');
    expect(plain(await confirm.getByTestId('confirm-after').textContent())).toBe('32,50 €');
    expect(await confirm.getByTestId('confirm-high-amount').count()).toBe(0);
    await confirm.getByLabel('Motif (facultatif)').fill('Geste commercial');
    await screenshot(page, 'money-confirm-1440', { fullPage: false });
    await confirm.getByTestId('confirm-submit').click();

    expect(await toastContaining(page, 'Crédit mis à jour')).toContain('Nouveau solde : 32,50 €');
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(async () => plain(await edit.getByTestId('user-balance').textContent())).toBe('32,50 €');
    // The amount went as typed, with the reason; the server read it with the same parser.
    expect(sent).toEqual([{ path: expect.stringMatching(/\/add-credit$/), body: { amount: '12,50', reason: 'Geste commercial' } }]);
    const after = await details(username);
    expect(after.balance).toBe('32.50');
    expect(after.ledger[0]).toMatchObject({ kind: 'admin_credit', amount: '12.50', balanceAfter: '32.50' });
    expect(after.ledger).toHaveLength(1);
    expect(await amount.inputValue()).toBe('');

    expect(errors).toEqual([]);
    await context.close();
  });

  test('every way of writing an amount shows what will be applied; an ambiguous one cannot be confirmed', async () => {
    const { page, context, errors, sent } = await usersPage();
    const { username } = CUSTOMERS.bruno;
    const row = await findRow(page, username);
    await row.getByRole('button', { name: `Modifier ${username}` }).click();
    const edit = page.getByTestId('user-edit-dialog');
    await edit.getByTestId('tab-credit').click();
    const amount = edit.getByTestId('credit-amount');

    for (const [typed, shown] of [
      ['12.50', '12,50 €'],
      ['12,5', '12,50 €'],
      ['1 250,00', '1 250,00 €'],
      ['1\u00a0250,00', '1 250,00 €'],
      ['1.250,00', '1 250,00 €'],
      ['0,01', '0,01 €'],
    ]) {
      await amount.fill(typed);
      expect(plain(await messageOf(edit).textContent()), typed).toBe(`Montant appliqué : ${shown}`);
      expect(await messageOf(edit).getAttribute('data-state')).toBe('preview');
    }

    // "1,250": a thousands comma or a decimal comma? Refused with the parser's message, and not confirmable.
    await amount.fill('1,250');
    const ambiguity = 'Montant ambigu : « 1,250 » peut se lire 1250 € ou 1,25 €. Écrivez 1250 ou 1,25';
    expect(plain(await messageOf(edit).textContent())).toBe(ambiguity);
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await edit.getByTestId('credit-submit').click();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('credit-confirm').count()).toBe(0);
    expect(plain(await messageOf(edit).textContent())).toBe(ambiguity);

    // Other refusals, in the same words as the server's.
    for (const [typed, message] of [
      ['12,3456', 'Au plus 2 décimales (les centimes)'],
      ['abc', 'Montant invalide : écrivez par exemple 12,50'],
      ['0', 'Le montant doit être supérieur à 0'],
      ['-5', 'Montant invalide : écrivez par exemple 12,50'],
    ]) {
      await amount.fill(typed);
      expect(plain(await messageOf(edit).textContent()), typed).toBe(message);
      await edit.getByTestId('credit-submit').click();
      expect(await page.getByTestId('credit-confirm').count()).toBe(0);
    }
    expect(sent).toEqual([]);
    expect((await details(username)).ledger).toHaveLength(0);

    // Above the threshold (100 € unless set), the confirmation says so plainly; cancelling moves nothing.
    await amount.fill('1 250,00');
    await edit.getByTestId('credit-submit').click();
    const confirm = page.getByTestId('credit-confirm');
    await confirm.waitFor();
    expect(plain(await confirm.getByTestId('confirm-amount').textContent())).toBe('+1 250,00 €');
    expect(plain(await confirm.getByTestId('confirm-after').textContent())).toBe('1 255,00 €');
    expect(plain(await confirm.getByTestId('confirm-high-amount').textContent())).toContain('Montant élevé : au-delà du seuil de 100,00 €');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'hidden' });
    // 100,00 € is not above 100,00 €.
    await amount.fill('100');
    await edit.getByTestId('credit-submit').click();
    await confirm.waitFor();
    expect(await confirm.getByTestId('confirm-high-amount').count()).toBe(0);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(sent).toEqual([]);
    expect((await details(username)).balance).toBe('5.00');

    expect(errors).toEqual([]);
    await context.close();
  });

  test('the high-amount threshold is the shop setting credit_confirmation_threshold_cents', async () => {
    await shop.db.db.insert(settings).values({ key: 'credit_confirmation_threshold_cents', value: '5000' });
    try {
      const { page, context, errors } = await usersPage();
      const row = await findRow(page, CUSTOMERS.bruno.username);
      await row.getByTestId('user-row-credit').click();
      const dialog = page.getByTestId('user-credit-dialog');
      await dialog.getByTestId('credit-amount').fill('60');
      await dialog.getByTestId('credit-submit').click();
      const confirm = page.getByTestId('credit-confirm');
      expect(plain(await confirm.getByTestId('confirm-high-amount').textContent())).toContain('Montant élevé : au-delà du seuil de 50,00 €');
      await confirm.getByRole('button', { name: 'Annuler' }).click();
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await shop.db.db.delete(settings).where(eq(settings.key, 'credit_confirmation_threshold_cents'));
    }
  });

  test("credit from the customer's row; a debit beyond the balance is refused before sending, and by the server if the balance fell meanwhile", async () => {
    const { page, context, errors, sent } = await usersPage();
    const { username } = CUSTOMERS.denis;
    const row = await findRow(page, username);

    // The row's own action: credit 7,30 € without opening Modifier.
    await row.getByRole('button', { name: `Créditer ou débiter ${username}` }).click();
    const dialog = page.getByTestId('user-credit-dialog');
    await dialog.waitFor();
    expect(plain(await dialog.getByTestId('user-balance').textContent())).toBe('8,00 €');
    await dialog.getByTestId('credit-amount').fill('7,3');
    expect(plain(await messageOf(dialog).textContent())).toBe('Montant appliqué : 7,30 €');
    await dialog.getByTestId('credit-submit').click();
    const confirm = page.getByTestId('credit-confirm');
    expect(plain(await confirm.getByTestId('confirm-before').textContent())).toBe('8,00 €');
    expect(plain(await confirm.getByTestId('confirm-after').textContent())).toBe('15,30 €');
    await confirm.getByTestId('confirm-submit').click();
    expect(await toastContaining(page, 'Crédit mis à jour')).toContain('Nouveau solde : 15,30 €');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => plain(await row.getByTestId('user-row-balance').textContent())).toBe('15,30 €');
    expect(sent).toEqual([{ path: expect.stringMatching(/\/add-credit$/), body: { amount: '7,3' } }]);
    expect((await details(username)).ledger[0]).toMatchObject({ kind: 'admin_credit', amount: '7.30', balanceAfter: '15.30' });

    // A debit of more than the balance: refused under the field, as soon as it is typed, and never sent.
    await row.getByRole('button', { name: `Créditer ou débiter ${username}` }).click();
    await dialog.getByTestId('credit-mode-remove').click();
    await dialog.getByTestId('credit-amount').fill('50');
    const refusal = 'Solde insuffisant : le solde de 15,30 € ne permet pas de débiter 50,00 €';
    expect(plain(await messageOf(dialog).textContent())).toBe(refusal);
    expect(await dialog.getByTestId('credit-amount').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByTestId('credit-submit').click();
    await page.waitForTimeout(300);
    expect(await confirm.count()).toBe(0);
    expect(sent).toHaveLength(1);
    expect((await details(username)).balance).toBe('15.30');

    // Within the balance, the debit is confirmed as one; if the balance falls before the confirmation, the server refuses it.
    await dialog.getByTestId('credit-amount').fill('10');
    await dialog.getByTestId('credit-submit').click();
    expect(plain(await confirm.getByRole('heading').textContent())).toBe('Confirmer le débit');
    expect(plain(await confirm.getByTestId('confirm-amount').textContent())).toBe('−10,00 €');
    expect(plain(await confirm.getByTestId('confirm-after').textContent())).toBe('5,30 €');
    await api.send('POST', `/api/users/${await userIdOf(shop, username)}/remove-credit`, { amount: '10.00' });
    await confirm.getByTestId('confirm-submit').click();
    const refused = await toastContaining(page, 'Impossible de retirer le crédit');
    expect(refused).toContain('Solde insuffisant');
    const after = await details(username);
    expect(after.balance).toBe('5.30');
    expect(after.ledger.map((entry) => entry.amount)).toEqual(['-10.00', '7.30']);

    expect(errors.filter((e) => !/status of 402\b/.test(e))).toEqual([]);
    await context.close();
  });

  test('the opening balance and a unit price take the same amounts', async () => {
    const { page, context, errors } = await usersPage();
    await page.getByTestId('add-user-button').click();
    const create = page.getByTestId('user-create-dialog');
    const balance = create.getByLabel('Solde (€)');
    expect(await balance.inputValue()).toBe('1,20');
    expect(await balance.getAttribute('inputmode')).toBe('decimal');
    expect(plain(await messageOf(create).textContent())).toBe('Montant appliqué : 1,20 €');
    await create.getByLabel("Nom d'utilisateur").fill('money_emma');
    await balance.fill('1,250');
    await create.getByTestId('user-create-submit').click();
    expect(plain(await messageOf(create).textContent())).toContain('Montant ambigu');
    await page.waitForTimeout(300);
    expect(await create.isVisible()).toBe(true);
    await balance.fill('1 250,00');
    expect(plain(await messageOf(create).textContent())).toBe('Montant appliqué : 1 250,00 €');
    await create.getByTestId('user-create-submit').click();
    await toastContaining(page, 'Utilisateur créé');
    expect((await details('money_emma')).balance).toBe('1250.00');

    await page.goto(`${shop.url}/add-numlist`);
    const form = page.getByTestId('add-numlist-page');
    const price = form.getByLabel('Prix par numéro (optionnel)');
    await price.fill('0,006');
    expect(plain(await messageOf(form).textContent())).toBe('Montant appliqué : 0,006 € par numéro');
    await price.fill('0.0075');
    expect(plain(await messageOf(form).textContent())).toBe('Montant appliqué : 0,0075 € par numéro');
    await price.fill('0,0000001');
    expect(plain(await messageOf(form).textContent())).toBe('Au plus 6 décimales');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the edit dialog's buttons stay in view; the confirmation at 390 px and in dark mode", async () => {
    for (const viewport of [DESKTOP_WIDE, MOBILE]) {
      const { page, context, errors } = await usersPage({ viewport });
      const row = await findRow(page, CUSTOMERS.chloe.username);
      await row.getByTestId('user-username').click();
      const edit = page.getByTestId('user-edit-dialog');
      await edit.getByTestId('user-edit-form').waitFor();
      await page.waitForTimeout(300);
      for (const button of [edit.getByTestId('user-edit-submit'), edit.getByRole('button', { name: 'Annuler' })]) {
        expect(await inView(page, button, 'user-edit-footer'), `${viewport.width}px`).toBe(true);
      }
      await screenshot(page, `money-edit-${viewport.width}`, { fullPage: false });

      if (viewport === MOBILE) {
        await page.keyboard.press('Escape');
        await edit.waitFor({ state: 'hidden' });
        // The row's actions fit on a phone: a card per user, inside the screen (decision 0127).
        const action = await row.getByTestId('user-row-credit').boundingBox();
        expect(action && action.x >= 0 && action.x + action.width <= MOBILE.width).toBe(true);
        await screenshot(page, 'money-users-390', { fullPage: false });
        await row.getByTestId('user-row-credit').click();
        const dialog = page.getByTestId('user-credit-dialog');
        await dialog.getByTestId('credit-amount').fill('250');
        await dialog.getByTestId('credit-submit').click();
        const confirm = page.getByTestId('credit-confirm');
        await confirm.getByTestId('confirm-high-amount').waitFor();
        expect(await inView(page, confirm.getByTestId('confirm-submit'), 'credit-confirm')).toBe(true);
        await screenshot(page, 'money-confirm-390', { fullPage: false });
        await confirm.getByRole('button', { name: 'Annuler' }).click();
        await confirm.waitFor({ state: 'hidden' });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });

        await page.setViewportSize(DESKTOP_WIDE);
        await page.getByTestId('theme-toggle').click();
        expect(await isDarkTheme(page)).toBe(true);
        await row.getByTestId('user-row-credit').click();
        await dialog.getByTestId('credit-mode-remove').click();
        await dialog.getByTestId('credit-amount').fill('3');
        expect(plain(await messageOf(dialog).textContent())).toBe('Solde insuffisant : le solde de 0,00 € ne permet pas de débiter 3,00 €');
        await screenshot(page, 'money-debit-refused-dark', { fullPage: false });
        await dialog.getByTestId('credit-mode-add').click();
        await dialog.getByTestId('credit-submit').click();
        await confirm.waitFor();
        await screenshot(page, 'money-confirm-dark', { fullPage: false });
      }
      await dismissToasts(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
