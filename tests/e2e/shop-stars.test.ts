// The Mini App's Telegram Stars top-up in a real browser at 390 px (decision 0138), with the real bot polling the Bot
// API stand-in: the offer (a Star's worth, the bounds, presets with their euros), a refused amount, the invoice link
// opened through Telegram's script (its postEvent caught as Telegram's app would), the link paid at the stand-in so
// its successful_payment reaches the bot, then 'paid' sent to the page, which shows the new balance once the bot has
// credited it; 'cancelled' and 'failed' say so and charge nothing; German for a German customer; with Stars off the
// card is not there.
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { saveStarsSettings } from '../../src/domain/wallet/stars';
import { type BotApiStandIn, startBotApiStandIn } from '../support/bot-api-stand-in';
import { type BotHarness, startBotHarness } from '../support/bot-harness';
import { balanceOf, createCustomer } from '../support/wallet-fixtures';
import { holdRequests, poll, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { openInTelegram as openMiniApp } from './mini-app';
import { plain } from './shop-data';

let standIn: BotApiStandIn;
let shop: Shop;
let bot: BotHarness;
let browser: Browser;

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  [shop, browser] = await Promise.all([startShop({ config: { telegramBotToken: standIn.token, telegramApiRoot: standIn.url } }), launchBrowser()]);
  // The shop's bot on the same database, polling the stand-in: it answers the pre-checkout and credits the payment.
  bot = await startBotHarness({ database: shop.db, standIn });
});

afterAll(async () => {
  await browser?.close();
  await shop?.app.close();
  // The bot's harness closes the stand-in and the database too.
  await bot?.close();
});

const starsOn = (enabled: boolean) =>
  saveStarsSettings(shop.db.db, { enabled, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });

/** The page inside Telegram's app (mini-app.ts). */
const openInTelegram = (telegramId: number) => openMiniApp(browser, shop.url, telegramId, standIn.token);

/** The slugs of the invoices the page asked Telegram to open (web_app_open_invoice), oldest first. */
const openedInvoices = async (page: Page) =>
  ((await page.evaluate(`window.__telegramCalls.filter((c) => c.type === 'web_app_open_invoice').map((c) => c.data.slug)`)) as string[]) ?? [];

/** Telegram closing its invoice screen with `status`. */
const closeInvoice = (page: Page, slug: string, status: 'paid' | 'cancelled' | 'failed') =>
  page.evaluate(`window.Telegram.WebView.receiveEvent('invoice_closed', ${JSON.stringify({ slug, status })})`);

const text = async (page: Page, testId: string) => plain(await page.getByTestId(testId).first().textContent());

describe('Stars top-up in the Mini App', () => {
  test('offer, refused amount, invoice opened, paid and credited by the bot, new balance shown; cancelled and failed charge nothing', async () => {
    await starsOn(true);
    const telegramId = 995_000_001;
    const userId = await createCustomer(shop.db.db, { balanceCents: 100, telegramId, firstName: 'Camille' });
    const { page, errors } = await openInTelegram(telegramId);
    expect(await text(page, 'summary-balance')).toBe('Solde1,00 €');

    // The card opens on what a Star is worth, the bounds the deposit limits leave, presets with the euros they credit.
    await page.getByRole('button', { name: 'Recharger en Telegram Stars' }).click();
    expect(await text(page, 'stars-rate')).toBe('1 Star = 0,013 €. De 462 à 10 000 Stars par paiement ; le montant en euros est arrondi au centime inférieur.');
    expect(await text(page, 'stars-preset-500')).toBe('500 → 6,50 €');
    expect(await text(page, 'stars-preset-5000')).toBe('5 000 → 65,00 €');
    // The ⭐ of the texts is drawn as an icon (no emoji font needed).
    expect(await page.getByTestId('stars-preset-500').getByLabel('⭐').count()).toBe(1);
    expect(await text(page, 'stars-worth')).toBe('Crédité sur votre solde : 6,50 €');
    await screenshot(page, 'shop-mini-app-stars-390-dark');

    // Under the minimum: said under the field, nothing can be paid.
    const amount = page.getByLabel('Nombre de Stars');
    await amount.fill('300');
    expect(await text(page, 'stars-worth')).toBe('Saisissez un nombre entier de Stars, de 462 à 10 000.');
    expect(await page.getByTestId('stars-pay').isDisabled()).toBe(true);
    await screenshot(page, 'shop-mini-app-stars-refused-390-dark');
    await amount.fill('777');
    expect(await text(page, 'stars-worth')).toBe('Crédité sur votre solde : 10,10 €');
    await page.getByTestId('stars-preset-500').click();
    expect(await amount.inputValue()).toBe('500');

    // Pay: the shop makes the link, the page asks Telegram to open it.
    await page.getByTestId('stars-pay').click();
    await poll(async () => (await openedInvoices(page)).length).toBe(1);
    const [slug] = await openedInvoices(page);
    const link = standIn.invoiceLinks().find((l) => l.url === `https://t.me/$${slug}`);
    expect(link?.invoice).toMatchObject({ currency: 'XTR', totalAmount: 500, providerToken: '' });
    expect(plain(link?.invoice.title ?? '')).toBe('Recharge de 6,50 €');
    expect(await text(page, 'stars-progress')).toBe('Ouverture de la facture…');

    // The customer pays in Telegram: the stand-in asks the bot's pre-checkout, then sends it the successful payment.
    const paid = await standIn.user(telegramId).payInvoiceLink(link?.url ?? '');
    expect(paid.outcome).toBe('paid');
    // The bot has the successful payment (its charge is on the deposit); then Telegram tells the page 'paid'. The page's
    // look at the deposit is held a moment, to see it waiting for the credit.
    await poll(async () => (await queryRows<{ charge: string | null }>(shop.db.db, sql`select telegram_payment_charge_id as charge from deposits where user_id = ${userId}`))[0]?.charge).toBe(
      paid.outcome === 'paid' ? paid.chargeId : 'unpaid',
    );
    const held = await holdRequests(page, '**/api/shop/stars/top-ups/*');
    await closeInvoice(page, slug, 'paid');
    await poll(() => text(page, 'stars-progress')).toBe('Paiement reçu : votre solde est crédité dans un instant…');
    await screenshot(page, 'shop-mini-app-stars-waiting-390-dark');
    await held.release();
    expect(await toastText(page, 'Solde rechargé')).toContain('+6,50 € crédités. Nouveau solde : 7,50 €');
    await poll(() => text(page, 'summary-balance')).toBe('Solde7,50 €');
    expect(await text(page, 'stars-progress')).toBe('+6,50 € crédités. Nouveau solde : 7,50 €');
    await screenshot(page, 'shop-mini-app-stars-credited-390-dark');
    expect(await balanceOf(shop.db.db, userId)).toBe(750);
    const [deposit] = await queryRows<{ status: string; pay_amount: string }>(shop.db.db, sql`select status, pay_amount from deposits where user_id = ${userId}`);
    expect(deposit).toEqual({ status: 'completed', pay_amount: '500' });

    // A double tap opens one invoice for one deposit; cancelled in Telegram: said, nothing charged.
    await page.getByTestId('stars-preset-1000').click();
    await page.getByTestId('stars-pay').dblclick();
    await poll(async () => (await openedInvoices(page)).length).toBe(2);
    await closeInvoice(page, (await openedInvoices(page))[1], 'cancelled');
    await poll(() => text(page, 'stars-progress')).toBe('Paiement annulé : aucune Star n’a été débitée.');
    await screenshot(page, 'shop-mini-app-stars-cancelled-390-dark');

    // Failed in Telegram: said, nothing charged; the button works again.
    await page.getByTestId('stars-pay').click();
    await poll(async () => (await openedInvoices(page)).length).toBe(3);
    await closeInvoice(page, (await openedInvoices(page))[2], 'failed');
    await poll(() => text(page, 'stars-progress')).toBe('Le paiement a échoué : aucune Star n’a été débitée. Réessayez.');
    expect(await page.getByTestId('stars-pay').isEnabled()).toBe(true);
    expect(await balanceOf(shop.db.db, userId)).toBe(750);
    const all = await queryRows<{ pay_amount: string; status: string }>(shop.db.db, sql`select pay_amount, status from deposits where user_id = ${userId} order by id`);
    // The unpaid ones stay open until the reconciliation closes them (an hour on): a payment Telegram took still credits.
    expect(all).toEqual([
      { pay_amount: '500', status: 'completed' },
      { pay_amount: '1000', status: 'pending' },
      { pay_amount: '1000', status: 'pending' },
    ]);
    expect(await openedInvoices(page)).toHaveLength(3);
    expect(await text(page, 'summary-balance')).toBe('Solde7,50 €');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  test('in the customer’s bot language (German here); with Stars off the card is not offered', async () => {
    await starsOn(true);
    const telegramId = 995_000_002;
    const userId = await createCustomer(shop.db.db, { balanceCents: 100, telegramId, firstName: 'Camille' });
    await shop.db.db.execute(sql`update users set language = 'de' where id = ${userId}`);
    const german = await openInTelegram(telegramId);
    await german.page.getByRole('button', { name: 'Mit Telegram Stars aufladen' }).click();
    expect(await text(german.page, 'stars-rate')).toBe('1 Star = 0,013 €. 462 bis 10.000 Stars pro Zahlung; der Euro-Betrag wird auf den Cent abgerundet.');
    expect(await text(german.page, 'stars-worth')).toBe('Deinem Guthaben gutgeschrieben: 6,50 €');
    await german.page.close();

    await starsOn(false);
    const { page, errors } = await openInTelegram(telegramId);
    // The categories are there, so the page has read everything it shows at the top.
    await page.locator('[data-testid^="category-"]').first().waitFor();
    expect(await page.getByTestId('stars-top-up').count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });
});
