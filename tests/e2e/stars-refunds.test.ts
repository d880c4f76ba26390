// Telegram Stars in the back office, in a real browser (decision 0137), Telegram being the Bot API stand-in: refunding
// a Stars deposit from the Dépôts page (the Rembourser button on a credited Stars deposit, its confirmation naming the
// Stars and the euros taken back, the row then marked Remboursé; a refund the balance no longer covers refused in
// French), and the Stars received on the dashboard and in the deposits report. Screenshots.
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { storeBotToken } from '../../src/domain/settings/bot-config';
import { adjustCredit } from '../../src/domain/wallet/admin-credit';
import { saveStarsSettings } from '../../src/domain/wallet/stars';
import { creditStarsPayment, startStarsTopUp } from '../../src/domain/wallet/stars-top-up';
import { type BotApiStandIn, startBotApiStandIn } from '../support/bot-api-stand-in';
import { balanceOf, createCustomer } from '../support/wallet-fixtures';
import { answerConfirm, poll, signedInPage, toastContaining, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, type Shop, screenshot, startShop } from './harness';
import { plain } from './shop-data';

let shop: Shop;
let browser: Browser;
let standIn: BotApiStandIn;

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  [shop, browser] = await Promise.all([startShop({ config: { telegramApiRoot: standIn.url } }), launchBrowser()]);
  await storeBotToken(shop.db.db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username }, null);
  await saveStarsSettings(shop.db.db, { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await standIn?.close();
});

const row = (page: Page, id: number) => page.locator(`[data-deposit-id="${id}"]`);

/** A customer's 770 Stars (10,01 €) paid at Telegram and credited. */
async function paidStars(telegramId: number, username: string) {
  const userId = await createCustomer(shop.db.db, { balanceCents: 0, telegramId, username });
  const { deposit, payload } = await startStarsTopUp(shop.db.db, { userId, stars: 770 });
  const chargeId = standIn.user(telegramId).paidAtTelegram({ payload, totalAmount: 770 });
  await creditStarsPayment(shop.db.db, { payload, currency: 'XTR', totalAmount: 770, telegramUserId: telegramId, chargeId });
  return { userId, depositId: deposit.id, chargeId };
}

describe('refunding a Stars deposit', () => {
  test('the button, its confirmation, the row marked refunded; a refund the balance no longer covers refused', async () => {
    const kept = await paidStars(990_001, 'stella');
    const spent = await paidStars(990_002, 'orion');
    const [admin] = await queryRows<{ id: number }>(shop.db.db, sql`select id from users where username = ${shop.admin.username}`);
    await adjustCredit(shop.db.db, { userId: spent.userId, amountCents: 500, direction: 'remove', actorUserId: admin.id });

    const { page, errors } = await signedInPage(browser, shop, '/deposits');
    await page.getByTestId('deposit-tab-completed').click();
    await row(page, kept.depositId).waitFor();
    expect(plain(await row(page, kept.depositId).textContent())).toContain('Telegram Stars');
    expect(await row(page, kept.depositId).getByTestId('deposit-refund').count()).toBe(1);

    await row(page, kept.depositId).getByTestId('deposit-refund').click();
    await page.getByRole('alertdialog').waitFor();
    await screenshot(page, 'deposits-stars-refund-confirm', { fullPage: false });
    const asked = await answerConfirm(page, 'Rembourser ce dépôt en Stars ?');
    expect(asked).toContain(`Telegram rendra les 770 Stars du dépôt #${kept.depositId} à stella, et 10,01 € seront retirés de son solde.`);
    expect(await toastText(page, 'Stars remboursées')).toContain('10,01 €');
    await poll(async () => plain(await row(page, kept.depositId).textContent())).toContain('Remboursé');
    expect(await row(page, kept.depositId).getByTestId('deposit-refund').count()).toBe(0);
    expect(await balanceOf(shop.db.db, kept.userId)).toBe(0);
    expect(standIn.starTransactions().filter((s) => s.id === kept.chargeId && s.receiver)).toHaveLength(1);
    await screenshot(page, 'deposits-stars-refunded', { fullPage: false });

    // 5,01 € left of the 10,01 € credited: the refund is refused, said in French, and nothing moves.
    await row(page, spent.depositId).getByTestId('deposit-refund').click();
    await answerConfirm(page, 'Rembourser ce dépôt en Stars ?');
    await page.getByTestId('toast-reason').waitFor();
    await screenshot(page, 'deposits-stars-refund-refused', { fullPage: false });
    const said = await toastContaining(page, 'Remboursement impossible');
    expect(said).toContain('Solde insuffisant : rembourser ce dépôt retire 10.01 €, le solde du client n’est plus que de 5.01 €');
    expect(await balanceOf(shop.db.db, spent.userId)).toBe(501);
    expect(standIn.calls('refundStarPayment')).toHaveLength(1);
    expect(unexpectedErrors(errors, [402])).toEqual([]);
    await page.close();
  });

  test('the dashboard and the deposits report show the Stars received beside their euros', async () => {
    // The two deposits above: 770 + 770 Stars, 20,02 € (one since refunded: the Stars were received all the same).
    const { page, errors } = await signedInPage(browser, shop, '/');
    const stars = page.getByTestId('deposit-methods').getByTestId('deposit-method').filter({ hasText: 'Telegram Stars' });
    await stars.waitFor();
    expect(plain(await stars.textContent())).toBe('Telegram Stars2 dépôts20,02 €1 540 Stars reçues');
    await page.getByTestId('deposit-methods').scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-deposit-methods', { fullPage: false });

    await page.goto(`${shop.url}/reports?period=7d`);
    const row = page.getByTestId('deposit-method-row').filter({ hasText: 'Telegram Stars' });
    await row.waitFor();
    expect(plain(await row.getByTestId('deposit-method-stars').textContent())).toBe('1 540 Stars reçues');
    await page.getByTestId('deposit-methods-table').scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-deposit-methods-stars', { fullPage: false });
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });
});
