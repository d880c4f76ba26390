// The Dépôts page in a real browser, with the NOWPayments stand-in as the provider: the four figures, the tabs, the
// approval dialog that asks the provider first (a partial payment credited for its share; an unpaid one only after a
// second confirmation), a deposit rejected, an approval of a deposit credited meanwhile refused; desktop and 390 px
// screenshots.
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { approveDeposit } from '../../src/domain/wallet/deposits';
import { startTopUp } from '../../src/domain/wallet/top-up';
import { type NowpaymentsStandIn, startNowpaymentsStandIn } from '../support/nowpayments-stand-in';
import { answerConfirm, poll, signedInPage, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { plain } from './shop-data';

let shop: Shop;
let browser: Browser;
let np: NowpaymentsStandIn;

beforeAll(async () => {
  np = await startNowpaymentsStandIn();
  [shop, browser] = await Promise.all([startShop({ config: { payments: { btcpay: {}, nowpayments: np.settings } } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await np?.close();
});

const row = (page: Page, id: number) => page.locator(`[data-deposit-id="${id}"]`);

/** A customer's BTC top-up through the NOWPayments stand-in: the deposit and its payment id there. */
async function seedDeposit(amountCents: number) {
  const [user] = await queryRows<{ id: number }>(shop.db.db, sql`select id from users where telegram_id is not null order by id limit 1`);
  const { deposit, payment } = await startTopUp(shop.db.db, shop.app.payments, { userId: user.id, crypto: 'BTC', amountCents });
  if (!payment) throw new Error('no provider payment');
  return { deposit, paymentId: payment.providerPaymentId };
}

describe('deposits page', () => {
  test('figures, tabs, the provider asked before approving (partial, unpaid), reject one, a refused approval', async () => {
    const partial = await seedDeposit(5000);
    // 0.00043 BTC of the 0.001 asked: 21.50 € of 50.00 €.
    np.setStatus(partial.paymentId, 'partially_paid', { actually_paid: 0.00043 });
    const unpaid = await seedDeposit(1800);
    const toReject = await seedDeposit(1200);
    const raced = await seedDeposit(900);

    const { page, errors } = await signedInPage(browser, shop, '/deposits');
    await page.getByRole('heading', { name: 'Dépôts', level: 2 }).waitFor();
    await page.getByTestId('deposit-stat-pending-value').waitFor();
    // The amount, with the count of deposits under it.
    expect(plain(await page.getByTestId('deposit-stat-pending-count').textContent())).toMatch(/^\d+ dépôts?$/);
    await row(page, partial.deposit.id).waitFor();
    expect(plain(await row(page, partial.deposit.id).textContent())).toContain('50,00 €');
    expect(plain(await row(page, partial.deposit.id).textContent())).toContain('En attente');
    await screenshot(page, 'deposits-desktop');

    // Approving asks the provider first: partially paid, with the share; approving credits that share.
    const dialog = page.getByTestId('approve-deposit-dialog');
    await row(page, partial.deposit.id).getByTestId('deposit-approve').click();
    await page.getByTestId('approve-deposit-verdict').waitFor();
    expect(await dialog.getAttribute('data-verdict')).toBe('partial');
    const partialText = plain(await dialog.textContent());
    expect(partialText).toContain('Selon NOWPayments : Payé en partie');
    expect(partialText).toContain('21,50 € payés sur 50,00 € (43 %)');
    expect(partialText).toContain('partially_paid');
    expect(partialText).toContain('sera crédité de 21,50 €');
    await screenshot(page, 'deposits-approve-partial', { fullPage: false });
    await page.getByTestId('approve-deposit-submit').click();
    expect(await toastText(page, 'Dépôt approuvé')).toContain('21,50 €');
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => row(page, partial.deposit.id).count()).toBe(0);

    // Unpaid by the provider's word: no plain approve button; crediting takes a second, explicit confirmation.
    await row(page, unpaid.deposit.id).getByTestId('deposit-approve').click();
    await page.getByTestId('approve-deposit-verdict').waitFor();
    expect(await dialog.getAttribute('data-verdict')).toBe('unpaid');
    expect(plain(await dialog.textContent())).toContain('Selon NOWPayments : Non payé');
    expect(await page.getByTestId('approve-deposit-submit').count()).toBe(0);
    await screenshot(page, 'deposits-approve-unpaid', { fullPage: false });
    await page.getByTestId('approve-deposit-anyway').click();
    await page.getByTestId('approve-deposit-confirm-unpaid').waitFor();
    expect(plain(await dialog.textContent())).toContain('Créditer un dépôt non payé ?');
    await screenshot(page, 'deposits-approve-unpaid-confirm', { fullPage: false });
    await page.getByTestId('approve-deposit-confirm-unpaid').click();
    expect(await toastText(page, 'Dépôt approuvé')).toContain('18,00 €');
    await poll(() => row(page, unpaid.deposit.id).count()).toBe(0);
    const [audit] = await queryRows<{ details: Record<string, unknown> }>(
      shop.db.db,
      sql`select details from audit_log where action = 'deposit.approve' and entity_id = ${String(unpaid.deposit.id)}`,
    );
    expect(audit.details).toMatchObject({ providerVerdict: 'unpaid', confirmedUnpaid: true });

    await row(page, toReject.deposit.id).getByTestId('deposit-reject').click();
    await answerConfirm(page, 'Rejeter ce dépôt ?');
    await toastText(page, 'Dépôt rejeté');
    await poll(() => row(page, toReject.deposit.id).count()).toBe(0);

    // Credited behind the page's back: the dialog says so, in French, and offers nothing to approve.
    await approveDeposit(shop.db.db, raced.deposit.id, partial.deposit.userId);
    await row(page, raced.deposit.id).getByTestId('deposit-approve').click();
    await page.getByTestId('approve-deposit-processed').waitFor();
    expect(plain(await dialog.textContent())).toContain('déjà été traité');
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByTestId('deposit-tab-completed').click();
    await row(page, partial.deposit.id).waitFor();
    expect(plain(await row(page, partial.deposit.id).textContent())).toContain('Réussi');
    expect(plain(await row(page, partial.deposit.id).getByTestId('deposit-row-amount').textContent())).toContain('21,50 €');
    await page.getByTestId('deposit-tab-failed').click();
    await row(page, toReject.deposit.id).waitFor();
    expect(plain(await row(page, toReject.deposit.id).textContent())).toContain('Échoué');
    expect(plain(await page.getByTestId('deposit-stat-completed-value').textContent())).toMatch(/€/);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  test('fits a phone screen', async () => {
    const { page } = await signedInPage(browser, shop, '/deposits', { viewport: MOBILE });
    await page.getByTestId('deposit-stat-pending-value').waitFor();
    await page.getByTestId('deposit-tab-failed').click();
    await page.getByTestId('deposit-row').first().waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'deposits-mobile', { fullPage: true });
    await page.close();
  });
});
