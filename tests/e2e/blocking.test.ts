// Blocking a customer and the anti-abuse rules in a real browser (decision 0142): the block dialog from a customer's
// details (reason required, the block shown with its reason, the Bloqué badge, unblock after a confirmation) at 1440 and
// 390 px; the rules' card in Paramètres (a bad figure refused under its field, saved, off by default); Rapports → Anti-abus.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AbuseRules, CustomerBlock } from '../../src/contracts/abuse';
import { answerConfirm, toastContaining, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, openPage, type Shop, screenshot, scrollWidth, signInOverApi, startShop } from './harness';
import { type BotApiStandIn, startBotApiStandIn } from '../support/bot-api-stand-in';
import { createCustomer } from '../support/wallet-fixtures';
import { miniAppUrl } from './mini-app';
import { type AdminApi, adminApi, plain, userIdOf } from './shop-data';

let shop: Shop;
let browser: Browser;
let api: AdminApi;
const WIDE = { width: 1440, height: 900 } as const;

let standIn: BotApiStandIn;

beforeAll(async () => {
  // A bot token, so the Mini App's init data can be signed for a customer.
  standIn = await startBotApiStandIn();
  [shop, browser] = await Promise.all([startShop({ config: { telegramBotToken: standIn.token, telegramApiRoot: standIn.url } }), launchBrowser()]);
  api = await adminApi(shop);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await standIn?.close();
});

/** Opens a customer's details from the users list, searched by name. */
async function openCustomer(page: Page, username: string) {
  await page.goto(`${shop.url}/users`);
  await page.getByTestId('users-search').fill(username);
  const row = page.getByTestId('user-row').filter({ has: page.getByTestId('user-username').getByText(username, { exact: true }) });
  await row.waitFor();
  await row.getByTestId('user-username').click();
  const dialog = page.getByTestId('user-edit-dialog');
  await dialog.getByTestId('user-figures').waitFor();
  return { dialog, row };
}

describe('blocking a customer', () => {
  test('blocks with a required reason, shows it with a badge, and unblocks after a confirmation (1440 px)', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: WIDE });
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/dashboard`);
    const userId = await userIdOf(shop, 'lukas_meyer');
    const { dialog } = await openCustomer(page, 'lukas_meyer');
    await dialog.getByTestId('user-block-open').click();
    const blockDialog = page.getByTestId('user-block-dialog');
    await blockDialog.waitFor();
    expect(plain(await blockDialog.textContent())).toContain('Plus d’achat : bot, Mini App et paiement du montant manquant.');
    // No reason: refused in the dialog, nothing sent.
    await blockDialog.getByTestId('user-block-submit').click();
    expect(await blockDialog.getByTestId('user-block-reason-error').textContent()).toBe('Indiquez la raison du blocage');
    expect(await api.get<CustomerBlock>(`/api/users/${userId}/block`)).toBeNull();
    await blockDialog.getByTestId('user-block-reason-input').fill('Rétrofacturations répétées sur trois commandes');
    await screenshot(page, 'blocking-dialog-1440');
    await blockDialog.getByTestId('user-block-submit').click();
    await toastContaining(page, 'Client bloqué');
    await blockDialog.waitFor({ state: 'hidden' });

    const shown = dialog.getByTestId('user-block');
    await shown.waitFor();
    expect(plain(await shown.textContent())).toContain('Raison du blocage : Rétrofacturations répétées sur trois commandes');
    expect(plain(await shown.textContent())).toMatch(/Depuis le .+, par admin/);
    await dialog.getByTestId('user-blocked-badge').waitFor();
    await screenshot(page, 'blocking-details-1440');
    expect(await api.get<CustomerBlock>(`/api/users/${userId}/block`)).toMatchObject({ reason: 'Rétrofacturations répétées sur trois commandes', blockedBy: 'admin' });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByTestId('user-row').filter({ has: page.getByTestId('user-username').getByText('lukas_meyer', { exact: true }) });
    await row.getByTestId('user-row-blocked').waitFor();

    await row.getByTestId('user-username').click();
    await dialog.getByTestId('user-unblock').click();
    await answerConfirm(page, 'Débloquer lukas_meyer ?');
    await toastContaining(page, 'Client débloqué');
    await dialog.getByTestId('user-block-open').waitFor();
    expect(await api.get<CustomerBlock>(`/api/users/${userId}/block`)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the block dialog and the blocked details fit a phone (390 px)', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/dashboard`);
    const { dialog } = await openCustomer(page, 'yuki_tanaka');
    await dialog.getByTestId('user-block-open').scrollIntoViewIfNeeded();
    await dialog.getByTestId('user-block-open').click();
    const blockDialog = page.getByTestId('user-block-dialog');
    await blockDialog.getByTestId('user-block-reason-input').fill('Insultes répétées envers le support');
    const box = await blockDialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    const submit = await blockDialog.getByTestId('user-block-submit').boundingBox();
    expect(submit && submit.x + submit.width <= MOBILE.width).toBe(true);
    await screenshot(page, 'blocking-dialog-390');
    await blockDialog.getByTestId('user-block-submit').click();
    await blockDialog.waitFor({ state: 'hidden' });
    await dialog.getByTestId('user-block').scrollIntoViewIfNeeded();
    await screenshot(page, 'blocking-details-390');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await api.send('DELETE', `/api/users/${await userIdOf(shop, 'yuki_tanaka')}/block`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('anti-abuse rules and their report', () => {
  test('the rules are off by default, a bad figure is refused under its field, then saved; Rapports shows blocks and refusals', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: WIDE });
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/settings#abuse`);
    const card = page.getByTestId('abuse-rules');
    await card.waitFor();
    await card.getByTestId('abuse-max-purchases').waitFor();
    expect(await card.getByTestId('abuse-purchase-rate').getAttribute('aria-checked')).toBe('false');
    expect(await card.getByTestId('abuse-max-purchases').inputValue()).toBe('3');

    await card.getByTestId('abuse-purchase-rate').click();
    await card.getByTestId('abuse-max-purchases').fill('0');
    await card.getByTestId('abuse-save').click();
    await card.getByText('Un nombre entier d’achats entre 1 et 1000').waitFor();
    await card.getByTestId('abuse-max-purchases').fill('2');
    await card.getByTestId('abuse-unpaid-top-ups').click();
    await card.getByTestId('abuse-max-per-day').fill('4');
    await card.getByTestId('abuse-save').click();
    await toastContaining(page, 'Règles anti-abus enregistrées');
    expect(await api.get<AbuseRules>('/api/abuse-rules')).toEqual({
      purchaseRate: { enabled: true, maxPurchases: 2, accountAgeDays: 7 },
      unpaidTopUps: { enabled: true, maxPerDay: 4 },
      referralPaidDeposit: { enabled: false },
    });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'blocking-rules-1440', { fullPage: false });

    const phone = await openPage(browser, { viewport: MOBILE });
    await signInOverApi(phone.page, shop);
    await phone.page.goto(`${shop.url}/settings#abuse`);
    await phone.page.getByTestId('abuse-rules').getByTestId('abuse-max-purchases').waitFor();
    await phone.page.getByTestId('abuse-rules').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'blocking-rules-390', { fullPage: false });
    expect(await scrollWidth(phone.page)).toBeLessThanOrEqual(MOBILE.width);
    await phone.context.close();

    await api.send('POST', `/api/users/${await userIdOf(shop, 'lukas_meyer')}/block`, { reason: 'Comptes de parrainage fictifs' });
    await page.goto(`${shop.url}/reports?period=7d`);
    const section = page.getByTestId('report-abuse');
    await section.getByTestId('figure-blocked').waitFor();
    expect(plain(await section.getByTestId('figure-blocked').textContent())).toContain('Clients bloqués');
    await section.getByTestId('blocked-row').first().waitFor();
    expect(plain(await section.getByTestId('blocked-table').textContent())).toContain('Comptes de parrainage fictifs');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'blocking-report-1440', { fullPage: false });
    await api.send('PUT', '/api/abuse-rules', { purchaseRate: { enabled: false, maxPurchases: 3, accountAgeDays: 7 }, unpaidTopUps: { enabled: false, maxPerDay: 5 }, referralPaidDeposit: { enabled: false } });
    await api.send('DELETE', `/api/users/${await userIdOf(shop, 'lukas_meyer')}/block`);
    // The refused figure's 400 is the one error the page saw.
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('the Mini App of a blocked customer', () => {
  test('says the account is blocked instead of the shop, in the customer’s language, and is back once unblocked', async () => {
    const telegramId = 996_000_001;
    const userId = await createCustomer(shop.db.db, { balanceCents: 500, telegramId, firstName: 'Camille' });
    await api.send('POST', `/api/users/${userId}/block`, { reason: 'Rétrofacturations' });
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await page.goto(miniAppUrl(shop.url, telegramId, standIn.token));
    const notice = page.getByTestId('shop-blocked');
    await notice.waitFor();
    expect(plain(await notice.textContent())).toContain('Compte bloqué');
    expect(await page.getByTestId('summary').count()).toBe(0);
    await screenshot(page, 'blocking-mini-app-390', { fullPage: false });
    await api.send('DELETE', `/api/users/${userId}/block`);
    await page.reload();
    await page.getByTestId('summary-balance').waitFor();
    // The 403 of /api/shop/me while blocked is the page's only error.
    expect(unexpectedErrors(errors, [403])).toEqual([]);
    await context.close();
  });
});
