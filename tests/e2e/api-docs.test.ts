// The API's reference page (/api/docs, decision 0148) in a real browser: Swagger UI from the shop's own files under the
// shop's content security policy, reading /api/openapi.json; an operation opens with its answers; desktop and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, openPage, type Shop, screenshot, startShop } from './harness';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('API reference page', () => {
  test.each([
    { name: 'desktop', viewport: undefined },
    { name: '390', viewport: MOBILE },
  ])('renders the document, every area listed, from the shop alone ($name)', async ({ name, viewport }) => {
    const { page, context, errors } = await openPage(browser, viewport ? { viewport } : {});
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).host));
    await page.goto(`${shop.url}/api/docs`);
    // 160 operations: Swagger UI takes a few seconds to lay them out on a loaded machine.
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 45_000 });
    expect(await page.locator('.swagger-ui .info .title').textContent()).toContain('AutoShop');
    // The areas (tags), each with its operations.
    expect(await page.locator('.swagger-ui .opblock-tag-section').count()).toBeGreaterThan(5);
    // Areas start folded: open the first, then its first operation, which shows its answers.
    await page.locator('.swagger-ui .opblock-tag').first().click();
    await page.locator('.swagger-ui .opblock .opblock-summary').first().click();
    await page.locator('.swagger-ui .responses-wrapper').first().waitFor();
    expect(new Set(requested)).toEqual(new Set([new URL(shop.url).host]));
    expect(unexpectedErrors(errors), JSON.stringify(errors).slice(0, 600)).toEqual([]);
    await screenshot(page, `api-docs-${name}`, { fullPage: false });
    await context.close();
  });
});
