// The Parrainages page in a real browser: empty at first; then referrers listed with their referred customers,
// deposits and earnings, sorted and searched by the server; the share changed in Paramètres (a bad one refused under
// its field) and shown on the page; desktop and 390 px screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ShopSettings } from '../../src/contracts/settings';
import { referralCodeOf } from '../../src/domain/referrals/codes';
import { registerWithReferral } from '../../src/domain/referrals/register';
import { createDeposit, creditDeposit } from '../../src/domain/wallet/deposits';
import { choose, poll, signedInPage, toastText, unexpectedErrors } from './back-office';
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

let telegramId = 930_000_000;
let payment = 0;
async function customer(firstName: string, username: string, referrerId?: number) {
  const link = referrerId === undefined ? undefined : `ref_${await referralCodeOf(shop.db.db, referrerId)}`;
  const { customer } = await registerWithReferral(shop.db.db, { telegramId: ++telegramId, username, firstName }, link);
  return customer.id;
}
async function firstDeposit(userId: number, amountCents: number) {
  const { deposit } = await createDeposit(shop.db.db, { userId, provider: 'manual', providerPaymentId: `e2e-ref-${++payment}`, crypto: 'BTC', amountCents });
  await creditDeposit(shop.db.db, { depositId: deposit.id });
}

const rows = (page: Page) => page.getByTestId('referrer-row');
const names = async (page: Page) => (await page.getByTestId('referrer-name').allTextContents()).map(plain);
const row = (page: Page, userId: number) => page.locator(`[data-user-id="${userId}"]`);

describe('referrals page', () => {
  test('empty, then referrers with their figures, sorted and searched; the share changed in the settings', async () => {
    const { page, errors } = await signedInPage(browser, shop, '/referrals');
    await page.getByRole('heading', { name: 'Parrainages', level: 2 }).waitFor();
    expect(await page.getByRole('link', { name: 'Parrainages' }).count()).toBeGreaterThan(0);
    await page.getByText('Aucun parrainage pour le moment').waitFor();
    expect(plain(await page.getByTestId('referral-share').textContent())).toContain('Part actuelle : 5 % du premier dépôt');
    await screenshot(page, 'referrals-empty');

    // Alice brought three customers (one deposited 40 €: 2,00 €), Bruno one (who deposited 100 €: 5,00 €).
    const alice = await customer('Alice', 'alice_parraine');
    const bruno = await customer('Bruno', 'bruno_parraine');
    const [a1] = [await customer('Anna', 'anna_f', alice), await customer('Abel', 'abel_f', alice), await customer('Aude', 'aude_f', alice)];
    const b1 = await customer('Basile', 'basile_f', bruno);
    await firstDeposit(a1, 4000);
    await firstDeposit(b1, 10_000);

    await page.reload();
    await poll(() => rows(page).count()).toBe(2);
    expect(await names(page)).toEqual(['Bruno@bruno_parraine', 'Alice@alice_parraine']);
    const aliceRow = plain(await row(page, alice).textContent());
    expect(plain(await row(page, alice).getByTestId('referrer-referred').textContent())).toBe('3');
    expect(plain(await row(page, alice).getByTestId('referrer-rewarded').textContent())).toBe('1');
    expect(plain(await row(page, alice).getByTestId('referrer-earned').textContent())).toBe('2,00 €');
    expect(aliceRow).toMatch(/il y a|à l’instant|maintenant/);
    expect(plain(await row(page, bruno).getByTestId('referrer-earned').textContent())).toBe('5,00 €');
    await screenshot(page, 'referrals-desktop');

    await choose(page, page.getByTestId('referrer-sort'), 'Plus de filleuls');
    await poll(() => names(page)).toEqual(['Alice@alice_parraine', 'Bruno@bruno_parraine']);
    await page.getByTestId('referrer-search').fill('brun');
    await poll(() => names(page)).toEqual(['Bruno@bruno_parraine']);
    await page.getByTestId('referrer-search').fill('personne');
    await page.getByText('Aucun parrain ne correspond à cette recherche').waitFor();

    // The share, in Paramètres: 150 % is refused under its field; 2,5 % is saved and shown back on the page.
    await page.goto(`${shop.url}/settings`);
    const share = page.getByTestId('referral-share-setting');
    await share.waitFor();
    expect(await share.inputValue()).toBe('5');
    await share.fill('150');
    await page.getByTestId('save-shop-settings').click();
    await page.getByText('Saisissez un pourcentage entre 0 et 100 (2 décimales au plus)').waitFor();
    await share.scrollIntoViewIfNeeded();
    await screenshot(page, 'referrals-settings-refused', { fullPage: false });
    await share.fill('2,5');
    await page.getByTestId('save-shop-settings').click();
    await toastText(page, 'Paramètres de la boutique enregistrés');
    const saved = (await (await page.request.get(`${shop.url}/api/settings/shop`)).json()) as ShopSettings;
    expect(saved.referralShareBasisPoints).toBe(250);
    await page.goto(`${shop.url}/referrals`);
    await poll(async () => plain(await page.getByTestId('referral-share').textContent())).toContain('Part actuelle : 2,5 % du premier dépôt');
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  test('fits a phone screen', async () => {
    const { page, errors } = await signedInPage(browser, shop, '/referrals', { viewport: MOBILE });
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'referrals-mobile', { fullPage: true });
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });
});
