// Paying the missing amount of a pack in the Mini App, in a real browser at 390 px in Telegram's dark theme (decision
// 0136), with the real bot polling the Bot API stand-in, the NOWPayments stand-in and the shop's jobs running: a
// customer short of money pays the missing Stars (the invoice link opened through Telegram's script, paid at the
// stand-in so its successful_payment reaches the bot) and sees the order placed and its file in the bot chat; a coin's
// instructions shown, then the provider's webhook completes it; a price changed meanwhile: the reason and the balance.
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { saveStarsSettings } from '../../src/domain/wallet/stars';
import { checkoutOrders } from '../../src/jobs/checkout-orders';
import { jobRunner } from '../../src/jobs/runner';
import { shopDeliveries } from '../../src/jobs/shop-deliveries';
import { type BotApiStandIn, startBotApiStandIn } from '../support/bot-api-stand-in';
import { type BotHarness, startBotHarness } from '../support/bot-harness';
import { type NowpaymentsStandIn, startNowpaymentsStandIn } from '../support/nowpayments-stand-in';
import { balanceOf, createCatalogue, createCustomer, createNumlist } from '../support/wallet-fixtures';
import { poll, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { openInTelegram as openMiniApp } from './mini-app';
import { plain } from './shop-data';

let standIn: BotApiStandIn;
let np: NowpaymentsStandIn;
let shop: Shop;
let bot: BotHarness;
let browser: Browser;
let stopJobs: () => Promise<void>;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
const categoryName = `Checkout-${process.pid}`;

beforeAll(async () => {
  [standIn, np] = await Promise.all([startBotApiStandIn(), startNowpaymentsStandIn()]);
  const payments = { btcpay: {}, nowpayments: np.settings };
  [shop, browser] = await Promise.all([startShop({ config: { telegramBotToken: standIn.token, telegramApiRoot: standIn.url, payments } }), launchBrowser()]);
  // The shop's bot on the same database, polling the stand-in: it answers the pre-checkout and credits the payment.
  bot = await startBotHarness({ database: shop.db, standIn, config: { payments } });
  const silent = pino({ level: 'silent' });
  const db = shop.db.db;
  // The shop's jobs: the checkout's order once its payment is credited, then its file to the bot chat.
  const runner = jobRunner(db, [checkoutOrders(db, bot.messenger, silent), shopDeliveries(db, bot.messenger, silent)], silent, { pollMs: 50 });
  await runner.start();
  stopJobs = () => runner.stop();
  await saveStarsSettings(db, { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });
  catalogue = await createCatalogue(db, { category: categoryName, operator: 'Orange', country: `Payland-${process.pid}` });
  await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, categoryId: catalogue.categoryId, count: 5000, offset: 70_000 });
});

afterAll(async () => {
  await stopJobs?.();
  await browser?.close();
  await shop?.app.close();
  await np?.close();
  // The bot's harness closes the stand-in and the database too.
  await bot?.close();
});

/** The page inside Telegram's app (mini-app.ts), down to the operator's packs. */
async function openInTelegram(telegramId: number) {
  const opened = await openMiniApp(browser, shop.url, telegramId, standIn.token);
  // Down to the operator's packs.
  await opened.page.getByRole('searchbox').fill(categoryName);
  await opened.page.getByTestId(`category-${catalogue.categoryId}`).click();
  await opened.page.getByTestId(`country-${catalogue.countryId}`).click();
  await opened.page.getByTestId(`operator-${catalogue.operatorId}`).click();
  await pack(opened.page).waitFor();
  return opened;
}

/** The 1 000-number pack: 6,00 €. */
const pack = (page: Page) => page.getByTestId(`product-${catalogue.categoryId}-${catalogue.operatorId}-1000`);
const text = async (page: Page, testId: string) => plain(await page.getByTestId(testId).first().textContent());

const openedInvoices = async (page: Page) =>
  ((await page.evaluate(`window.__telegramCalls.filter((c) => c.type === 'web_app_open_invoice').map((c) => c.data.slug)`)) as string[]) ?? [];
const closeInvoice = (page: Page, slug: string, status: 'paid' | 'cancelled' | 'failed') =>
  page.evaluate(`window.Telegram.WebView.receiveEvent('invoice_closed', ${JSON.stringify({ slug, status })})`);

async function customer(telegramId: number, balanceCents = 120) {
  return createCustomer(shop.db.db, { balanceCents, telegramId, firstName: 'Camille' });
}

describe('paying the missing amount in the Mini App', () => {
  test('Stars: the missing amount paid in Telegram, the order placed and its file in the bot chat', async () => {
    const telegramId = 996_000_001;
    const userId = await customer(telegramId);
    const { page, errors } = await openInTelegram(telegramId);
    expect(plain(await pack(page).textContent())).toContain('Manque 4,80 €');
    await pack(page).getByTestId('pay-missing').click();
    // The ways the shop offers, each with what it asks: 462 Stars or 6,00 € in a coin (the minimum deposit).
    expect(await text(page, 'checkout-stars')).toBe('Telegram Stars : 462 (6,00 €)');
    expect(await text(page, 'checkout-crypto-BTC')).toBe('BTC · 6,00 €');
    await screenshot(page, 'shop-mini-app-checkout-methods-390-dark');

    // Closed in Telegram without paying: said, nothing charged, that checkout cancelled (its invoice refused if paid).
    await page.getByTestId('checkout-stars').click();
    await poll(async () => (await openedInvoices(page)).length).toBe(1);
    const [first] = await openedInvoices(page);
    await closeInvoice(page, first, 'cancelled');
    await poll(() => text(page, 'checkout-progress')).toBe('Paiement annulé : aucune Star n’a été débitée.');
    await screenshot(page, 'shop-mini-app-checkout-stars-cancelled-390-dark');
    await poll(async () => (await queryRows<{ status: string }>(shop.db.db, sql`select status from pending_checkouts where user_id = ${userId}`)).map((r) => r.status)).toEqual([
      'cancelled',
    ]);
    expect((await standIn.user(telegramId).payInvoiceLink(`https://t.me/$${first}`)).outcome).toBe('refused');

    // A double tap: one invoice, for one new checkout.
    await page.getByTestId('checkout-stars').dblclick();
    await poll(async () => (await openedInvoices(page)).length).toBe(2);
    const slug = (await openedInvoices(page))[1];
    const link = standIn.invoiceLinks().find((l) => l.url === `https://t.me/$${slug}`);
    expect(link?.invoice).toMatchObject({ currency: 'XTR', totalAmount: 462 });
    expect(plain(link?.invoice.title ?? '')).toBe('Commande : 6,00 €');
    const paid = await standIn.user(telegramId).payInvoiceLink(link?.url ?? '');
    expect(paid.outcome).toBe('paid');
    await closeInvoice(page, slug, 'paid');
    await poll(() => text(page, 'checkout-progress')).toBe('Commande passée : le fichier arrive dans le chat du bot. Solde : 1,20 €');
    expect(await toastText(page, 'Achat réussi')).toContain('1 000 numéros : le fichier arrive dans le chat du bot. Nouveau solde : 1,20 €');
    await standIn.waitFor(() => standIn.chat(telegramId).find((m) => m.document?.fileName?.endsWith('.txt')));
    await poll(() => text(page, 'summary-orders')).toBe('Commandes1');
    await screenshot(page, 'shop-mini-app-checkout-stars-placed-390-dark');
    expect(await balanceOf(shop.db.db, userId)).toBe(120);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  test('a coin: the instructions and the wait, then the provider’s webhook completes it and the order is placed', async () => {
    const telegramId = 996_000_002;
    await customer(telegramId);
    const { page, errors } = await openInTelegram(telegramId);
    await pack(page).getByTestId('pay-missing').click();
    await page.getByTestId('checkout-crypto-BTC').click();
    await page.getByTestId('checkout-instructions').waitFor();
    const payment = [...np.payments.values()].at(-1);
    if (!payment) throw new Error('no payment');
    expect(await text(page, 'checkout-address')).toBe(payment.pay_address);
    expect(await text(page, 'checkout-instructions')).toContain(`Envoyez exactement ${payment.pay_amount} BTC (6,00 €) à cette adresse :`);
    expect(await text(page, 'checkout-waiting')).toMatch(/^En attente du paiement jusqu’à \d\d:\d\d\. Dès sa réception/);
    await screenshot(page, 'shop-mini-app-checkout-crypto-waiting-390-dark');

    np.setStatus(payment.payment_id, 'finished');
    const ipn = np.ipn(payment.payment_id);
    const hook = await fetch(`${shop.url}/webhooks/nowpayments`, { method: 'POST', headers: { 'content-type': 'application/json', ...ipn.headers }, body: ipn.body });
    expect(hook.status).toBe(200);
    await poll(() => text(page, 'checkout-progress')).toBe('Commande passée : le fichier arrive dans le chat du bot. Solde : 1,20 €');
    await standIn.waitFor(() => standIn.chat(telegramId).find((m) => m.document?.fileName?.endsWith('.txt')));
    await screenshot(page, 'shop-mini-app-checkout-crypto-placed-390-dark');
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  });

  test('a price changed before the payment: not placed, the reason and the balance the payment went to; a coin cancelled', async () => {
    const telegramId = 996_000_003;
    const userId = await customer(telegramId);
    const { page, errors } = await openInTelegram(telegramId);
    await pack(page).getByTestId('pay-missing').click();
    await page.getByTestId('checkout-stars').click();
    await poll(async () => (await openedInvoices(page)).length).toBe(1);
    const [slug] = await openedInvoices(page);
    await shop.db.db.execute(sql`update numlists set unit_price_micros = 7000 where operator_id = ${catalogue.operatorId}`);
    try {
      expect((await standIn.user(telegramId).payInvoiceLink(`https://t.me/$${slug}`)).outcome).toBe('paid');
      await closeInvoice(page, slug, 'paid');
      await poll(() => text(page, 'checkout-progress')).toBe(
        'Commande non passée : le prix a changé depuis votre confirmation. Le paiement reste sur votre solde : 7,20 €',
      );
      await poll(() => text(page, 'summary-balance')).toBe('Solde7,20 €');
      // The balance covers the pack at its new price now: bought as any pack, no payment offered.
      await poll(() => pack(page).getByRole('button', { name: 'Acheter' }).isEnabled()).toBe(true);
      expect(await pack(page).getByTestId('pay-missing').count()).toBe(0);
      await screenshot(page, 'shop-mini-app-checkout-refused-390-dark');
      expect(await balanceOf(shop.db.db, userId)).toBe(720);
    } finally {
      await shop.db.db.execute(sql`update numlists set unit_price_micros = null where operator_id = ${catalogue.operatorId}`);
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();

    // Another customer starts a coin, then cancels: said, with the balance; nothing bought.
    const other = 996_000_004;
    await customer(other);
    const second = await openInTelegram(other);
    await pack(second.page).getByTestId('pay-missing').click();
    await second.page.getByTestId('checkout-crypto-ETH').click();
    await second.page.getByTestId('checkout-cancel').click();
    await poll(() => text(second.page, 'checkout-progress')).toBe('Commande annulée : rien n’a été acheté. Solde : 1,20 €');
    await screenshot(second.page, 'shop-mini-app-checkout-cancelled-390-dark');
    expect(unexpectedErrors(second.errors)).toEqual([]);
    await second.page.close();
  });
});
