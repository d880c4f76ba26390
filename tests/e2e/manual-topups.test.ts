// Decision 0125 in a real browser against the real server: the dashboard's setup checklist (bot token, support contact,
// a payment method, the manual top-up instructions) until each step is done, and « Recharges manuelles » on Paramètres →
// Paiements: instructions per language, the switch refused without the French ones; screenshots.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SetupChecklist } from '../../src/contracts/dashboard';
import { storeBotToken } from '../../src/domain/settings/bot-config';
import { poll, signedInPage, toastText, unexpectedErrors } from './back-office';
import { DESKTOP, launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { type AdminApi, adminApi, plain } from './shop-data';

let shop: Shop;
let browser: Browser;
let api: AdminApi;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  api = await adminApi(shop);
  ({ context, page, errors } = await signedInPage(browser, shop, '/'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
});

const step = (name: string) => page.getByTestId(`setup-step-${name}`);
const doneSteps = async () => (await api.get<SetupChecklist>('/api/dashboard/setup')).steps.filter((s) => s.done).map((s) => s.step);
const card = () => page.getByTestId('manual-topups');
const chip = (code: string) => page.getByTestId(`manual-instructions-language-${code}`);
const input = () => page.getByTestId('manual-instructions-input');

describe('setup checklist and manual top-ups', () => {
  test('the demo shop lacks only a bot token: the checklist says so and links to its page', async () => {
    await page.getByTestId('setup-checklist').waitFor();
    expect(plain(await page.getByTestId('setup-checklist').textContent())).toContain('Mise en route de la boutique');
    expect(await step('botToken').getAttribute('data-done')).toBe('false');
    for (const done of ['supportContact', 'paymentMethod', 'paymentInstructions']) expect(await step(done).getAttribute('data-done')).toBe('true');
    expect(plain(await step('botToken').textContent())).toContain('Bot Telegram → Configuration');
    await screenshot(page, 'dashboard-setup-checklist', { fullPage: false });
  });

  test('Paramètres → Paiements: manual top-ups on, French and English instructions of their own, Japanese uses French', async () => {
    await page.goto(`${shop.url}/settings#payments`);
    await card().scrollIntoViewIfNeeded();
    await poll(async () => plain(await page.getByTestId('manual-topups-state').textContent())).toBe('Activées');
    expect(await page.getByTestId('manual-topups-switch').getAttribute('aria-checked')).toBe('true');
    await poll(() => chip('fr').getAttribute('data-own-text')).toBe('true');
    expect(await chip('en').getAttribute('data-own-text')).toBe('true');
    expect(await chip('ja').getAttribute('data-own-text')).toBe('false');
    expect(await chip('ja').getAttribute('title')).toBe('Utilise le français');
    expect(await input().inputValue()).toContain('Virement (démonstration)');
    await screenshot(card(), 'manual-topups-on');
  });

  test('off, the French instructions can go; then the switch is refused until they are written again', async () => {
    await page.getByTestId('manual-topups-switch').click();
    await toastText(page, 'Recharges manuelles désactivées');
    await poll(async () => plain(await page.getByTestId('manual-topups-state').textContent())).toBe('Désactivées');
    expect(await doneSteps()).not.toContain('paymentMethod');

    await chip('fr').click();
    await page.getByTestId('manual-instructions-remove').click();
    await toastText(page, 'Texte supprimé');
    await poll(() => chip('fr').getAttribute('data-own-text')).toBe('false');
    await page.getByTestId('manual-topups-need-french').waitFor();
    expect(await page.getByTestId('manual-topups-switch').isDisabled()).toBe(true);
    expect(await doneSteps()).not.toContain('paymentInstructions');
    // The server refuses too, whatever the page shows.
    await expect(api.send('PUT', '/api/settings/manual-topups', { enabled: true })).rejects.toThrow(/409/);
    await screenshot(card(), 'manual-topups-off');

    await input().fill('Virement sur <b>FR76 1234</b>, référence : votre numéro de demande.');
    await page.getByTestId('manual-instructions-save').click();
    await toastText(page, 'Texte enregistré');
    await poll(() => page.getByTestId('manual-topups-switch').isDisabled()).toBe(false);
    await page.getByTestId('manual-topups-switch').click();
    await poll(async () => plain(await page.getByTestId('manual-topups-state').textContent())).toBe('Activées');
  });

  test('with a bot token stored, every step is done and the checklist leaves the dashboard; 390 px without overflow', async () => {
    await page.goto(`${shop.url}/`);
    await page.getByTestId('setup-checklist').waitFor();
    await page.setViewportSize(MOBILE);
    await poll(() => scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'dashboard-setup-checklist-mobile', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await storeBotToken(shop.db.db, { token: '123456:TEST-token-for-the-checklist', botId: 123456, botUsername: 'autoshop_test_bot' }, null);
    await page.reload();
    await page.getByTestId('stat-cards').waitFor();
    expect(await page.getByTestId('setup-checklist').count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
