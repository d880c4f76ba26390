// Paramètres → Paiements in a real browser against the real server and a local BTCPay Server: a provider missing its
// webhook secret, the secret typed and saved (never shown back), the connection tested, a bad address refused under
// its field, a saved secret cleared after a confirmation; desktop and 390 px screenshots.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PaymentSettingsView } from '../../src/contracts/payments';
import { type BtcpayStandIn, startBtcpayStandIn } from '../support/btcpay-stand-in';
import { answerConfirm, poll, signedInPage, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { type AdminApi, adminApi, plain } from './shop-data';

let shop: Shop;
let browser: Browser;
let bp: BtcpayStandIn;
let api: AdminApi;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  bp = await startBtcpayStandIn();
  // The environment names the server, its key and store, but not the webhook secret: BTCPay is not usable yet.
  const { webhookSecret: _secret, ...btcpay } = bp.settings;
  [shop, browser] = await Promise.all([startShop({ config: { publicUrl: 'https://shop.example', payments: { btcpay, nowpayments: {} } } }), launchBrowser()]);
  api = await adminApi(shop);
  ({ context, page, errors } = await signedInPage(browser, shop, '/settings#payments'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
  await bp?.close();
});

const btcpayCard = () => page.getByTestId('payment-provider-btcpay');
const nowpaymentsCard = () => page.getByTestId('payment-provider-nowpayments');
const settings = () => api.get<PaymentSettingsView>('/api/payments/settings');

describe('payment settings', () => {
  test('completes BTCPay with its webhook secret, tests the connection, and never shows a secret back', async () => {
    await btcpayCard().getByTestId('payment-btcpay-url').waitFor();
    expect(plain(await btcpayCard().textContent())).toContain('Non configuré');
    expect(await btcpayCard().getByTestId('payment-btcpay-url').inputValue()).toBe(bp.url);
    expect(await btcpayCard().getByTestId('webhook-url').textContent()).toBe('https://shop.example/webhooks/btcpay');
    expect(await btcpayCard().getByTestId('payment-btcpay-test').isDisabled()).toBe(true);
    await btcpayCard().evaluate((card) => card.ownerDocument.defaultView?.scrollBy(0, card.getBoundingClientRect().top - 80));
    await screenshot(page, 'payment-settings-unconfigured', { fullPage: false });

    await btcpayCard().getByTestId('payment-btcpay-webhookSecret').fill(bp.settings.webhookSecret as string);
    await btcpayCard().getByTestId('payment-btcpay-save').click();
    await toastText(page, 'Paramètres de paiement enregistrés');
    await poll(async () => plain(await btcpayCard().textContent())).toContain('Utilisé pour les recharges');
    expect(await btcpayCard().getByTestId('payment-btcpay-webhookSecret').inputValue()).toBe('');
    expect((await settings()).active).toBe('btcpay');

    await btcpayCard().getByTestId('payment-btcpay-test').click();
    const probe = btcpayCard().getByTestId('payment-probe');
    await probe.waitFor();
    expect(plain(await probe.textContent())).toContain('Moyens de paiement proposés : BTC, BTC Lightning, LTC');
    // Neither the key from the environment nor the secret just typed is anywhere in the page.
    const html = await page.content();
    expect(html).not.toContain(bp.settings.apiKey);
    expect(html).not.toContain(bp.settings.webhookSecret);
    await btcpayCard().evaluate((card) => card.ownerDocument.defaultView?.scrollBy(0, card.getBoundingClientRect().top - 80));
    await screenshot(page, 'payment-settings-btcpay', { fullPage: false });
  });

  test('refuses an address that is not http(s) under its field; a saved secret is cleared after a confirmation', async () => {
    await nowpaymentsCard().getByTestId('payment-nowpayments-apiUrl').fill('ftp://np.example');
    await nowpaymentsCard().getByTestId('payment-nowpayments-save').click();
    await nowpaymentsCard().getByText('Adresse invalide : commencez par https://').waitFor();
    expect((await settings()).providers.find((p) => p.provider === 'nowpayments')?.fields.find((f) => f.name === 'apiUrl')?.source).toBe('default');

    await page.reload();
    await btcpayCard().getByTestId('payment-btcpay-webhookSecret-clear').click();
    await answerConfirm(page, 'Effacer cette valeur ?');
    await toastText(page, 'Paramètres de paiement enregistrés');
    await poll(async () => plain(await btcpayCard().textContent())).toContain('Non configuré');
    expect((await settings()).active).toBeNull();
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('at 390 px nothing sticks out', async () => {
    const mobile = await signedInPage(browser, shop, '/settings#payments', { viewport: MOBILE });
    try {
      await mobile.page.getByTestId('payment-provider-btcpay').getByTestId('payment-btcpay-url').waitFor();
      await mobile.page.getByTestId('payment-provider-btcpay').scrollIntoViewIfNeeded();
      await screenshot(mobile.page, 'payment-settings-mobile', { fullPage: false });
      expect(await scrollWidth(mobile.page)).toBeLessThanOrEqual(MOBILE.width);
    } finally {
      await mobile.context.close();
    }
  });
  test('turns Telegram Stars on at 0,0125 € a Star, refuses a value with too many decimals under its field', async () => {
    const stars = () => page.getByTestId('stars-settings');
    await page.reload();
    await stars().getByTestId('stars-value').waitFor();
    // The fields show at once and fill when the settings arrive.
    await poll(() => stars().getByTestId('stars-value').inputValue()).toBe('0,013');
    expect(plain(await stars().getByTestId('stars-state').textContent())).toBe('Désactivées');
    // A switch, as the other payment cards have; counts of Stars with the French thousands separator, as amounts are.
    expect(await stars().getByRole('switch', { name: 'Proposer les Telegram Stars' }).getAttribute('aria-checked')).toBe('false');
    expect(plain(await stars().getByTestId('stars-maximum').inputValue())).toBe('10 000');
    await stars().getByLabel('Proposer les Telegram Stars').click();
    expect(await stars().getByRole('switch', { name: 'Proposer les Telegram Stars' }).getAttribute('aria-checked')).toBe('true');
    await stars().getByTestId('stars-value').fill('0,0125');
    await stars().getByTestId('stars-minimum').fill('100');
    await stars().getByTestId('stars-save').click();
    await toastText(page, 'Réglages Stars enregistrés');
    await poll(async () => plain(await stars().getByTestId('stars-state').textContent())).toBe('Activées');
    // 6 € minimum deposit at 0,0125 € = 480 Stars.
    expect(plain(await stars().getByTestId('stars-customer-range').textContent())).toContain('de 480 à 10 000 Stars');
    await stars().scrollIntoViewIfNeeded();
    await screenshot(page, 'payment-settings-stars', { fullPage: false });
    expect(await api.get('/api/payments/settings/stars')).toMatchObject({ enabled: true, starValueMicroEuros: 12500, minimumStars: 100, maximumStars: 10_000 });
    await stars().getByTestId('stars-value').fill('0,0000001');
    await stars().getByTestId('stars-save').click();
    await stars().getByText('Une valeur en euros entre 0,000001 et 1, six décimales au plus (0,013)').waitFor();
    expect(await api.get('/api/payments/settings/stars')).toMatchObject({ starValueMicroEuros: 12500 });
    await stars().evaluate((card) => card.ownerDocument.defaultView?.scrollBy(0, card.getBoundingClientRect().top - 80));
    await screenshot(page, 'payment-settings-stars', { fullPage: false });
  });
});
