// The Dépôts page in a real browser: the four figures, the tabs, a partial payment approved for the share paid, a
// deposit rejected, an approval refused (already credited) shown as an error toast; desktop and 390 px screenshots.
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { approveDeposit, createDeposit, markDepositForReview } from '../../src/domain/wallet/deposits';
import { answerConfirm, errorToastText, poll, signedInPage, toastText, unexpectedErrors } from './back-office';
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

const row = (page: Page, id: number) => page.locator(`[data-deposit-id="${id}"]`);

async function seedDeposit(amountCents: number, paymentId: string) {
  const [user] = await queryRows<{ id: number }>(shop.db.db, sql`select id from users where telegram_id is not null order by id limit 1`);
  const { deposit } = await createDeposit(shop.db.db, { userId: user.id, provider: 'nowpayments', providerPaymentId: paymentId, crypto: 'BTC', amountCents });
  return deposit;
}

describe('deposits page', () => {
  test('figures, tabs, approve a partial payment for its share, reject one, a refused approval', async () => {
    const partial = await seedDeposit(5000, 'e2e-partial-1');
    await markDepositForReview(shop.db.db, { depositId: partial.id }, { reason: 'partial', paidCents: 2150, paidAmount: '0.00043', providerStatus: 'partially_paid' });
    const toReject = await seedDeposit(1200, 'e2e-reject-1');
    const raced = await seedDeposit(900, 'e2e-raced-1');

    const { page, errors } = await signedInPage(browser, shop, '/deposits');
    await page.getByRole('heading', { name: 'Dépôts' }).waitFor();
    await page.getByTestId('deposit-stat-pending-value').waitFor();
    // The amount, with the count of deposits under it.
    expect(plain(await page.getByTestId('deposit-stat-pending-count').textContent())).toMatch(/^\d+ dépôts?$/);
    await row(page, partial.id).waitFor();
    const partialText = plain(await row(page, partial.id).textContent());
    expect(partialText).toContain('50,00 €');
    expect(partialText).toContain('payé : 21,50 €');
    expect(partialText).toContain('Paiement partiel');
    expect(partialText).toContain('En attente');
    await screenshot(page, 'deposits-desktop');

    // Approving credits the share actually paid, after a confirmation that says so.
    await row(page, partial.id).getByTestId('deposit-approve').click();
    expect(await answerConfirm(page, 'Approuver ce dépôt ?')).toContain('21,50 €');
    expect(await toastText(page, 'Dépôt approuvé')).toContain('21,50 €');
    await poll(() => row(page, partial.id).count()).toBe(0);

    await row(page, toReject.id).getByTestId('deposit-reject').click();
    await answerConfirm(page, 'Rejeter ce dépôt ?');
    await toastText(page, 'Dépôt rejeté');
    await poll(() => row(page, toReject.id).count()).toBe(0);

    // Credited behind the page's back (the provider confirmed it): the approval is refused, in French.
    await approveDeposit(shop.db.db, raced.id, partial.userId);
    await row(page, raced.id).getByTestId('deposit-approve').click();
    await answerConfirm(page, 'Approuver ce dépôt ?');
    const refusal = plain(await errorToastText(page));
    expect(refusal).toContain("Erreur lors de l'approbation");
    expect(refusal).toContain('déjà été traité');

    await page.getByTestId('deposit-tab-completed').click();
    await row(page, partial.id).waitFor();
    expect(plain(await row(page, partial.id).textContent())).toContain('Réussi');
    expect(plain(await row(page, partial.id).getByTestId('deposit-row-amount').textContent())).toContain('21,50 €');
    await page.getByTestId('deposit-tab-failed').click();
    await row(page, toReject.id).waitFor();
    expect(plain(await row(page, toReject.id).textContent())).toContain('Échoué');
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
