// No raw code in the French back office: with a manual deposit, a Telegram Stars one (`stars` / `XTR`, decision 0135)
// and a deposit of every status, the pages that show deposits, transactions and orders say each value in French, the
// raw code only in a tooltip.
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { adjustCredit } from '../../src/domain/wallet/admin-credit';
import { approveDeposit, createDeposit, creditDeposit, markDepositDetected, rejectDeposit } from '../../src/domain/wallet/deposits';
import { signedInPage } from './back-office';
import { launchBrowser, type Shop, screenshot, startShop } from './harness';

let shop: Shop;
let browser: Browser;
let page: Page;
let customerId: number;

/** Codes the API sends that must never reach the screen as they are (statuses, transaction types, providers). */
const RAW_CODES = [
  'manual',
  'MANUAL',
  'pending',
  'detected',
  'completed',
  'failed',
  'refunded',
  'admin_credit',
  'admin_debit',
  'gift_card',
  'referral',
  'stars',
  'nowpayments',
  'btcpay',
  'demo',
  'partial',
];
const rawCode = new RegExp(`(?<![\\p{L}\\d_-])(${RAW_CODES.join('|')})(?![\\p{L}\\d_-])`, 'u');

/** The raw codes in what the page shows (its visible text, not its tooltips). */
async function rawCodesShown(): Promise<string[]> {
  const text = (await page.evaluate('document.body.innerText')) as string;
  return text
    .split('\n')
    .filter((line) => rawCode.test(line))
    .map((line) => line.trim());
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const db = shop.db.db;
  const [customer] = await queryRows<{ id: number }>(db, sql`select id from users where telegram_id is not null order by id limit 1`);
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where username = ${shop.admin.username}`);
  customerId = customer.id;
  const deposit = (provider: string, crypto: string, paymentId: string | undefined, amountCents: number) =>
    createDeposit(db, { userId: customerId, provider, providerPaymentId: paymentId, crypto, amountCents }).then((r) => r.deposit);

  // A manual top-up waiting for an admin, one approved, one rejected.
  await deposit('manual', 'manual', undefined, 1500);
  await approveDeposit(db, (await deposit('manual', 'manual', undefined, 2500)).id, admin.id);
  await rejectDeposit(db, (await deposit('manual', 'manual', undefined, 1200)).id, admin.id);
  // A provider the back office has no label for, credited and waiting.
  await creditDeposit(db, { depositId: (await deposit('stars', 'XTR', 'tg-charge-1', 900)).id });
  await deposit('stars', 'XTR', 'tg-charge-2', 800);
  // A crypto payment seen on the chain, waiting for its confirmations.
  await markDepositDetected(db, { depositId: (await deposit('nowpayments', 'btc', 'np-seen-1', 3000)).id }, { providerStatus: 'confirming' });
  await adjustCredit(db, { userId: customerId, amountCents: 500, direction: 'add', actorUserId: admin.id, reason: null });
  ({ page } = await signedInPage(browser, shop, '/dashboard'));
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('French labels for every enumerated value', () => {
  test('Dépôts: every tab, the methods and the statuses in French; Telegram Stars named once, its code as tooltip', async () => {
    await page.goto(`${shop.url}/deposits`);
    for (const tab of ['pending', 'completed', 'failed']) {
      await page.getByTestId(`deposit-tab-${tab}`).click();
      await page.locator(`[data-testid="deposit-row"][data-status]`).first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `labels-deposits-${tab}`);
      expect(await rawCodesShown(), tab).toEqual([]);
    }
    await page.getByTestId('deposit-tab-completed').click();
    const stars = page.locator('[data-code="stars · XTR"]').first();
    await stars.waitFor();
    expect(await stars.textContent()).toBe('Telegram Stars');
    expect(await stars.getAttribute('title')).toBe('stars · XTR');
    expect(await page.getByText('Manuel', { exact: true }).count()).toBeGreaterThan(0);
  });

  test('Rapports → Dépôts par méthode: "Manuel", "Telegram Stars", "NOWPayments · BTC", never "manual · MANUAL"', async () => {
    await page.goto(`${shop.url}/reports`);
    const methods = page.getByTestId('deposit-method-row');
    await methods.first().waitFor();
    await page.getByTestId('report-deposits').scrollIntoViewIfNeeded();
    await page.getByTestId('deposit-methods-table').scrollIntoViewIfNeeded();
    await screenshot(page, 'labels-reports', { fullPage: false });
    const names = (await methods.allTextContents()).join(' | ');
    expect(names).toContain('Manuel');
    expect(names).toContain('Telegram Stars');
    expect(names).not.toContain('manual');
    expect(await rawCodesShown()).toEqual([]);
  });

  test('Tableau de bord: the latest transactions (a manual deposit, an admin credit) in French', async () => {
    await page.goto(`${shop.url}/dashboard`);
    await page.getByTestId('transaction-row').first().waitFor();
    await screenshot(page, 'labels-dashboard');
    const rows = (await page.getByTestId('transaction-row').allTextContents()).join(' | ');
    expect(rows).toContain('Crédit admin');
    expect(rows).toContain('Dépôt manuel');
    expect(await rawCodesShown()).toEqual([]);
  });

  test("Historique des achats and a customer's ledger in French", async () => {
    await page.goto(`${shop.url}/purchase-history`);
    await page.getByTestId('history-row').first().waitFor();
    expect(await rawCodesShown()).toEqual([]);
    await page.goto(`${shop.url}/users`);
    await page.locator(`[data-user-id="${customerId}"]`).first().click();
    await page.getByTestId('tab-ledger').click();
    await page.getByTestId('ledger-row').first().waitFor();
    const kinds = (await page.getByTestId('ledger-row').allTextContents()).join(' | ');
    expect(kinds).toContain('Crédit admin');
    expect(kinds).toContain('Dépôt');
    await screenshot(page, 'labels-ledger', { fullPage: false });
    expect(await rawCodesShown()).toEqual([]);
  });
});
