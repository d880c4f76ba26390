import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, test } from 'vitest';
import { signedInPage } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, startShop } from './harness';

let shop: Shop;
let browser: Browser;
beforeAll(async () => { [shop, browser] = await Promise.all([startShop(), launchBrowser()]); });
afterAll(async () => { await browser?.close(); await shop?.close(); });

const paths = ['/dashboard','/categories','/countries','/operators','/continents','/users','/deposits','/purchase-history'];
test('scratch', async () => {
  const { page } = await signedInPage(browser, shop, '/dashboard', { viewport: MOBILE });
  for (const p of paths) {
    await page.goto(`${shop.url}${p}`);
    await page.waitForTimeout(1200);
    await screenshot(page, `scratch-${p.slice(1)}`, { fullPage: false });
  }
  const wide = await signedInPage(browser, shop, '/dashboard', { viewport: { width: 1440, height: 900 } });
  for (const p of ['/dashboard','/continents','/add-numlist','/settings','/reports', '/countries', '/numlists']) {
    await wide.page.goto(`${shop.url}${p}`);
    await wide.page.waitForTimeout(1200);
    await screenshot(wide.page, `scratch-wide-${p.slice(1)}`, { fullPage: false });
  }
}, 300_000);
