// The security headers in a real browser: every back-office page and the Mini App run under the Content-Security-Policy
// with nothing refused (light and dark, desktop and phone); Telegram's web client may frame /shop, and no one else may
// frame any page (decision 0122).
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInitData } from '../support/init-data';
import { createCustomer } from '../support/wallet-fixtures';
import { launchBrowser, MOBILE, openPage, type Shop, screenshot, setStorageItem, signIn, startShop } from './harness';

const BOT_TOKEN = '123456789:E2E-csp-token_000000000000000000000';
const TELEGRAM_WEB = 'https://web.telegram.org/k/';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    startShop({ config: { telegramBotToken: BOT_TOKEN } }),
    // The stand-in of Telegram's web client is a public https page framing this machine's shop: Chromium's local
    // network checks would refuse that before any policy of ours is asked.
    launchBrowser({ extraArgs: ['--disable-features=LocalNetworkAccessChecks'] }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** The policy's directives of a page's response, by name. */
function policyOf(response: Response | null): Record<string, string> {
  const header = response?.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

/** The page has settled: its title is there and no request is on its way. */
async function settle(page: Page): Promise<void> {
  await page.getByTestId('page-title').waitFor();
  await page.waitForLoadState('networkidle');
}

/** How Telegram's web client opens the Mini App: the shop's /shop in an iframe, its parameters in the hash. */
function miniAppUrl(telegramId: number): string {
  const hash = new URLSearchParams({
    tgWebAppData: signInitData({ id: telegramId, first_name: 'Camille', language_code: 'fr' }, BOT_TOKEN),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'weba',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff', secondary_bg_color: '#f4f4f5', text_color: '#000000', button_color: '#3390ec' }),
  });
  return `${shop.url}/shop#${hash.toString()}`;
}

/** A page of another site (intercepted, never fetched) that frames the given URLs. */
async function framingPage(page: Page, siteUrl: string, urls: string[]): Promise<void> {
  await page.route(`${new URL(siteUrl).origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body>${urls.map((url, i) => `<iframe id="f${i}" src="${url.replace(/"/g, '&quot;')}" width="400" height="700"></iframe>`).join('')}</body></html>`,
    }),
  );
  await page.goto(siteUrl);
}

describe('the Content-Security-Policy in the browser', () => {
  test('every back-office page, light and dark, loads under the policy with nothing refused; the early theme script runs', async () => {
    const { page, context, errors } = await openPage(browser);

    const login = await page.goto(`${shop.url}/login`);
    const policy = policyOf(login);
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['script-src']).toBe("'self'");
    expect(login?.headers()['x-frame-options']).toBe('DENY');
    expect(login?.headers()['x-content-type-options']).toBe('nosniff');
    expect(login?.headers()['referrer-policy']).toBe('no-referrer');
    // Plain http here: no HSTS.
    expect(login?.headers()['strict-transport-security']).toBeUndefined();

    await signIn(page, shop);
    const links = page.getByTestId('sidebar').getByRole('navigation').getByRole('link');
    const paths = await Promise.all((await links.all()).map(async (link) => (await link.getAttribute('href')) ?? ''));
    expect(paths.length).toBeGreaterThanOrEqual(20);

    // Light: each page loaded from the server, its answer carrying the policy.
    await setStorageItem(page, 'autoshop_theme', 'light');
    for (const path of paths) {
      const response = await page.goto(`${shop.url}${path}`);
      expect(policyOf(response)['frame-ancestors'], path).toBe("'none'");
      await settle(page);
      expect(errors, `light ${path}`).toEqual([]);
    }
    // Dark: one load, then each page reached from the sidebar as an admin does, under the policy of that load (the
    // answers' headers are checked above; what differs in the dark is styles, which each page brings in either way).
    await setStorageItem(page, 'autoshop_theme', 'dark');
    await page.goto(`${shop.url}/dashboard`);
    await settle(page);
    for (const path of paths) {
      await page.getByTestId('sidebar').getByRole('navigation').locator(`a[href="${path}"]`).click();
      await page.waitForURL(`**${path}`);
      await settle(page);
      expect(errors, `dark ${path}`).toEqual([]);
    }
    // Radix's menus and dialogs lock the page's scroll with a <style> element of their own.
    await page.goto(`${shop.url}/users`);
    await settle(page);
    await page.getByTestId('language-picker').click();
    await page.getByTestId('language-en').waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'csp-users-dark');

    // The theme is applied before the app's own scripts: with them held back, the early script alone darkens the page.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${shop.url}/login`);
    expect(await page.evaluate('document.documentElement.className')).toContain('dark');
    await page.unroute('**/assets/*.js');

    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  }, 240_000);

  test('on a phone, the menu and the pages it opens load with nothing refused', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await signIn(page, shop);
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-sidebar');
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Rapports' }).click();
    await settle(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the Mini App framed by Telegram's web client runs under its policy, and Telegram's custom style applies", async () => {
    const telegramId = 990_000_122;
    await createCustomer(shop.db.db, { balanceCents: 700, telegramId, firstName: 'Camille' });
    const { page, context, errors } = await openPage(browser);

    const direct = await page.goto(miniAppUrl(telegramId));
    expect(policyOf(direct)['frame-ancestors']).toBe('https://web.telegram.org https://webk.telegram.org https://webz.telegram.org');
    expect(direct?.headers()['x-frame-options']).toBeUndefined();
    await page.getByTestId('summary-balance').waitFor();

    await framingPage(page, TELEGRAM_WEB, [miniAppUrl(telegramId)]);
    const frame = page.frameLocator('#f0');
    await frame.getByTestId('summary-balance').waitFor();
    expect(await frame.getByTestId('summary-balance').textContent()).toContain('7,00');
    // Telegram's web client sends its own style; Telegram's script writes it into a <style> element of the page.
    await page.evaluate(`document.getElementById('f0').contentWindow.postMessage(JSON.stringify({ eventType: 'set_custom_style', eventData: 'body { outline: 7px solid rgb(1, 2, 3); }' }), '*')`);
    await expect
      .poll(() => page.frames().find((f) => f.url().includes('/shop'))?.evaluate('getComputedStyle(document.body).outlineWidth'))
      .toBe('7px');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'csp-mini-app-in-telegram-web', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('no other site may frame the shop, and not even Telegram may frame the back office', async () => {
    const { page, context } = await openPage(browser);
    const frameLoaded = (id: string) => page.frameLocator(`#${id}`).locator('#root').count();

    await framingPage(page, 'https://attacker.example/', [miniAppUrl(1), `${shop.url}/login`]);
    await page.waitForTimeout(1000);
    expect(await frameLoaded('f0')).toBe(0);
    expect(await frameLoaded('f1')).toBe(0);

    await framingPage(page, TELEGRAM_WEB, [`${shop.url}/login`, `${shop.url}/dashboard`]);
    await page.waitForTimeout(1000);
    expect(await frameLoaded('f0')).toBe(0);
    expect(await frameLoaded('f1')).toBe(0);
    await context.close();
  });
});
