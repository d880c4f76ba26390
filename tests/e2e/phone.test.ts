// Every list page of the back office on a 390 × 844 phone (decision 0127): each row's actions are inside the screen, reached
// without scrolling sideways, and the page itself is no wider than the screen. A screenshot per page.
import { sql } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { addBotAdmin } from '../../src/domain/users/bot-admins';
import { createPromotion } from '../../src/domain/promotions/manage';
import { referralCodeOf } from '../../src/domain/referrals/codes';
import { registerWithReferral } from '../../src/domain/referrals/register';
import { createPack } from '../../src/domain/shop/pack-admin';
import { addSuppressions } from '../../src/domain/stock/suppressions';
import { generateGiftCards } from '../../src/domain/wallet/gift-cards';
import { promotionInput } from '../support/promotion-fixtures';
import { signedInPage } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, startShop } from './harness';

let shop: Shop;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const db = shop.db.db;
  // Lists the demo leaves empty get a row or two, so each has actions to reach.
  await createPromotion(db, promotionInput({ name: 'Rentrée', code: 'RENTREE10' }), null);
  await generateGiftCards(db, { count: 2, amountCents: 1000, expiresAt: null }, null);
  await addSuppressions(db, [['+447700900123']], { reason: 'Demande du client' }, null);
  const [orange] = await queryRows<{ id: number }>(db, sql`select id from operators where name = 'Orange'`);
  await createPack(db, { operatorId: orange.id, categoryId: null, quantity: 500, name: null, isActive: true }, { actorUserId: null });
  await addBotAdmin(db, { telegramChatId: 555_000_111, permissions: ['reports'] }, null);
  const { customer: referrer } = await registerWithReferral(db, { telegramId: 931_000_001, username: 'parrain_tel', firstName: 'Paul' }, undefined);
  await registerWithReferral(db, { telegramId: 931_000_002, username: 'filleul_tel', firstName: 'Fanny' }, `ref_${await referralCodeOf(db, referrer.id)}`);
  ({ page } = await signedInPage(browser, shop, '/dashboard', { viewport: MOBILE }));
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** The document's width, beyond which the page would have to be scrolled sideways. */
const documentWidth = () => page.evaluate('document.scrollingElement.scrollWidth') as Promise<number>;

/**
 * Every button and link of every row is inside the screen (its box within 0..390 px, not hidden behind a table's own
 * sideways scroll), and the page is not wider than the screen. Returns how many actions were checked.
 */
async function expectActionsOnScreen(rows: Locator, name: string): Promise<number> {
  await rows.first().waitFor();
  await rows.first().scrollIntoViewIfNeeded();
  await screenshot(page, `phone-${name}`, { fullPage: false });
  expect(await documentWidth()).toBeLessThanOrEqual(MOBILE.width);
  let checked = 0;
  for (const row of await rows.all()) {
    for (const action of await row.locator('button, a').all()) {
      if (!(await action.isVisible())) continue;
      const box = await action.boundingBox();
      const label = (await action.getAttribute('aria-label')) ?? (await action.textContent());
      expect(box, `${name}: ${label}`).not.toBeNull();
      if (!box) continue;
      expect({ action: label, left: box.x >= 0, right: box.x + box.width <= MOBILE.width }).toEqual({ action: label, left: true, right: true });
      checked += 1;
    }
  }
  return checked;
}

async function open(path: string) {
  await page.goto(`${shop.url}${path}`);
}

describe('list pages at 390 px', () => {
  test('Catégories: edit and delete of every category', async () => {
    await open('/categories');
    expect(await expectActionsOnScreen(page.getByTestId('category-row'), 'categories')).toBeGreaterThanOrEqual(8);
  });

  test('Pays: edit and delete of every country', async () => {
    await open('/countries');
    expect(await expectActionsOnScreen(page.getByTestId('country-row'), 'countries')).toBeGreaterThanOrEqual(2);
  });

  test('Opérateurs: edit and delete of every operator', async () => {
    await open('/operators');
    expect(await expectActionsOnScreen(page.getByTestId('operator-row'), 'operators')).toBeGreaterThanOrEqual(2);
  });

  test('Dépôts: approve and reject of the waiting deposits', async () => {
    await open('/deposits');
    const rows = page.getByTestId('deposit-row');
    expect(await expectActionsOnScreen(rows, 'deposits')).toBeGreaterThanOrEqual(2);
    expect(await rows.first().getByTestId('deposit-approve').isVisible()).toBe(true);
    expect(await rows.first().getByTestId('deposit-reject').isVisible()).toBe(true);
  });

  test('Continents: the continents and the countries of one, with their actions', async () => {
    await open('/continents');
    expect(await expectActionsOnScreen(page.getByTestId('sortable-item'), 'continents')).toBeGreaterThanOrEqual(3);
    expect(await expectActionsOnScreen(page.getByTestId('continent-country-row'), 'continent-countries')).toBeGreaterThanOrEqual(2);
  });

  test('Produits: the packs of an operator', async () => {
    await open('/products');
    expect(await expectActionsOnScreen(page.getByTestId('pack-card'), 'products')).toBeGreaterThanOrEqual(2);
  });

  test('Numlists: the actions of each list', async () => {
    await open('/numlists');
    expect(await expectActionsOnScreen(page.getByTestId('numlist-card'), 'numlists')).toBeGreaterThanOrEqual(2);
  });

  test("Liste d'exclusion: removing a number", async () => {
    await open('/suppressions');
    expect(await expectActionsOnScreen(page.getByTestId('suppression-row'), 'suppressions')).toBeGreaterThanOrEqual(1);
  });

  test('Utilisateurs: credit and delete of every customer', async () => {
    await open('/users');
    expect(await expectActionsOnScreen(page.getByTestId('user-row'), 'users')).toBeGreaterThanOrEqual(2);
  });

  test('Cartes cadeaux: disabling a card', async () => {
    await open('/gift-cards');
    expect(await expectActionsOnScreen(page.getByTestId('gift-row'), 'gift-cards')).toBeGreaterThanOrEqual(1);
  });

  test('Promotions: edit, end and delete', async () => {
    await open('/promotions');
    expect(await expectActionsOnScreen(page.getByTestId('promotion-row'), 'promotions')).toBeGreaterThanOrEqual(1);
    // The card shows every column, so a cell's phone-only extra (the code under the name) is not repeated.
    expect(await page.getByTestId('promotion-row').first().getByText('RENTREE10', { exact: true }).filter({ visible: true }).count()).toBe(1);
  });

  test('Historique des achats: download and refund', async () => {
    await open('/purchase-history');
    expect(await expectActionsOnScreen(page.getByTestId('history-card'), 'purchase-history')).toBeGreaterThanOrEqual(2);
  });

  test('Parrainages: the referrers, nothing sideways', async () => {
    await open('/referrals');
    await expectActionsOnScreen(page.getByTestId('referrer-row'), 'referrals');
  });

  test('Telegram: the bot admins, their permissions and delete', async () => {
    await open('/telegram');
    await page.getByRole('tab', { name: 'Admins' }).click();
    expect(await expectActionsOnScreen(page.getByTestId('bot-admin-row'), 'telegram-admins')).toBeGreaterThanOrEqual(2);
  });

  test("Tableau de bord: 'Voir les rapports' and 'Actualiser' inside the welcome card", async () => {
    await open('/dashboard');
    const card = page.getByTestId('welcome-card');
    await page.getByTestId('dashboard-updated').waitFor();
    const cardBox = await card.boundingBox();
    for (const testId of ['dashboard-reports', 'dashboard-refresh']) {
      const box = await card.getByTestId(testId).boundingBox();
      expect(box && cardBox && box.x >= cardBox.x && box.x + box.width <= cardBox.x + cardBox.width, testId).toBe(true);
    }
    expect(await expectActionsOnScreen(card, 'dashboard')).toBe(2);
  });
});
