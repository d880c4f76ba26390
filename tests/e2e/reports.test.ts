// The Rapports page in a real browser over the demo shop: the figures the domain computes, a period change kept in the
// address, a custom period, a CSV export, the dashboard's link; desktop and 390 px screenshots.
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getTopCustomers } from '../../src/domain/reports/report-customers';
import { getDepositsReport } from '../../src/domain/reports/report-deposits';
import { addDays, dayOf, resolvePeriod } from '../../src/domain/reports/report-period';
import { getPromotionsReport } from '../../src/domain/reports/report-promotions';
import { getSalesReport } from '../../src/domain/reports/report-sales';
import { purchase } from '../../src/domain/orders/purchase';
import { createPromotion } from '../../src/domain/promotions/manage';
import { queryRows } from '../../src/db/query';
import { sql } from 'drizzle-orm';
import { promotionInput } from '../support/promotion-fixtures';
import { createCustomer } from '../support/wallet-fixtures';
import { poll, signedInPage } from './back-office';
import { downloadedText, launchBrowser, MOBILE, screenshot, scrollWidth, type Shop, startShop } from './harness';
import { plain } from './shop-data';
import { availableNumbersOf } from '../../src/domain/stock/sale-tallies';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const euros = (cents: number) => plain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100));
const figure = async (page: Page, id: string) => plain(await page.getByTestId(`${id}-value`).textContent());

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, text: await downloadedText(download) };
}

describe('Rapports page', () => {
  test('shows the figures of the period, changes period, exports a table', async () => {
    const db = shop.db.db;
    const month = await getSalesReport(db, resolvePeriod({ preset: '30d' }));
    const week = await getSalesReport(db, resolvePeriod({ preset: '7d' }));
    const top = await getTopCustomers(db, resolvePeriod({ preset: '30d' }));
    const deposits = await getDepositsReport(db, resolvePeriod({ preset: '30d' }));
    // The demo shop has sales in both periods, so the page has something to compare.
    expect(month.revenueCents.current).toBeGreaterThan(0);

    const { page, errors } = await signedInPage(browser, shop, '/dashboard');
    await page.getByTestId('dashboard-reports').click();
    await page.getByTestId('reports-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/reports');
    await page.getByTestId('figure-revenue-value').waitFor();
    expect(await figure(page, 'figure-revenue')).toBe(euros(month.revenueCents.current));
    expect(plain(await page.getByTestId('figure-revenue-previous').textContent())).toContain(euros(month.revenueCents.previous));
    expect(await figure(page, 'figure-orders')).toBe(String(month.orders.current));
    expect(await figure(page, 'figure-stock')).toBe(euros(month.stock.estimatedValueCents));
    expect(await figure(page, 'figure-deposits-total')).toBe(euros(deposits.totalCents.current));
    const today = dayOf(new Date());
    const fmt = (d: string) => d.split('-').reverse().join('/');
    expect(plain(await page.getByTestId('period-range').textContent())).toBe(
      `Du ${fmt(addDays(today, -29))} au ${fmt(today)} (UTC), comparé au ${fmt(addDays(today, -59))} – ${fmt(addDays(today, -30))}`,
    );
    // The charts drew their bars.
    await poll(() => page.getByTestId('daily-chart-plot').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await page.getByTestId('report-countries').locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByTestId('deposit-methods-chart').locator('.recharts-bar-rectangle').first().waitFor();

    // Top customers: ten at most, the first the biggest spender, then "et N autres utilisateurs".
    const rows = page.getByTestId('top-customer-row');
    await poll(() => rows.count()).toBe(Math.min(10, top.customers.length));
    expect(plain(await rows.first().textContent())).toContain(euros(top.customers[0].spentCents.current));
    if (top.moreCount > 0) expect(plain(await page.getByTestId('top-customers-more').textContent())).toBe(`et ${top.moreCount} autres utilisateurs`);
    else expect(await page.getByTestId('top-customers-more').count()).toBe(0);
    await screenshot(page, 'reports-desktop', { fullPage: true });

    // Another period: the address keeps it, the figures follow.
    await page.getByTestId('period-select').click();
    await page.getByTestId('period-7d').click();
    await poll(() => new URL(page.url()).search).toBe('?period=7d');
    await poll(() => figure(page, 'figure-revenue')).toBe(euros(week.revenueCents.current));

    // A custom period of two days.
    await page.getByTestId('period-select').click();
    await page.getByTestId('period-custom').click();
    await page.getByTestId('period-from').fill(addDays(today, -2));
    await page.getByTestId('period-to').fill(addDays(today, -1));
    const two = await getSalesReport(db, resolvePeriod({ from: addDays(today, -2), to: addDays(today, -1) }));
    await poll(async () => plain(await page.getByTestId('period-range').textContent())).toContain(`Du ${fmt(addDays(today, -2))} au ${fmt(addDays(today, -1))}`);
    await poll(() => figure(page, 'figure-revenue')).toBe(euros(two.revenueCents.current));

    // Export one table: the server names the file after the table and the period.
    await page.getByTestId('period-select').click();
    await page.getByTestId('period-30d').click();
    await poll(() => new URL(page.url()).search).toBe('?period=30d');
    await page.getByTestId('export-countries').click();
    const { download, text } = await downloaded(page, () => page.getByTestId('export-countries-fr').click());
    expect(download.suggestedFilename()).toBe(`rapport-ventes-par-pays-${addDays(today, -29)}-au-${today}.csv`);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe("\uFEFFPays;Chiffre d'affaires (€);Période précédente (€);Évolution (%);Commandes;Numéros vendus;Part (%)");
    expect(lines.length).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('shows what the promotions gave away, per promotion, and exports it', async () => {
    const db = shop.db.db;
    // Two orders with a promotion today (the demo has none): 10 % off everyone's, and a code at half price.
    await createPromotion(db, promotionInput({ name: 'Soldes d’hiver', value: 1000 }), null);
    await createPromotion(db, promotionInput({ name: 'Code BIENVENUE', value: 5000, code: 'BIENVENUE' }), null);
    const [list] = await queryRows<{ id: number }>(db, sql`select id from numlists where is_active and ${availableNumbersOf()} >= 1000 order by id limit 1`);
    for (const [key, quantity, promoCode] of [['e2e-promo-1', 1000, null], ['e2e-promo-2', 500, 'BIENVENUE']] as const) {
      const userId = await createCustomer(db, { username: key, balanceCents: 10_000 });
      await purchase(db, { userId, numlistId: list.id, quantity, idempotencyKey: key, promoCode });
    }
    const r = await getPromotionsReport(db, resolvePeriod({ preset: '7d' }));
    expect(r.rows.map((row) => row.name)).toEqual(['Code BIENVENUE', 'Soldes d’hiver']);

    const { page, errors } = await signedInPage(browser, shop, '/reports?period=7d');
    await page.getByTestId('figure-discount-value').waitFor();
    expect(await figure(page, 'figure-discount')).toBe(euros(r.discountCents.current));
    expect(await figure(page, 'figure-promoted-orders')).toBe(String(r.promotedOrders.current));
    const rows = page.getByTestId('promotion-row');
    await poll(() => rows.count()).toBe(2);
    const first = plain(await rows.first().textContent());
    expect(first).toContain('Code BIENVENUE');
    expect(first).toContain(euros(r.rows[0].discountCents));
    await page.getByTestId('report-promotions').scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-promotions');
    await page.getByTestId('export-promotions').click();
    const { download, text } = await downloaded(page, () => page.getByTestId('export-promotions-fr').click());
    expect(download.suggestedFilename()).toBe(`rapport-promotions-${addDays(dayOf(new Date()), -6)}-au-${dayOf(new Date())}.csv`);
    expect(text.split('\r\n')[0]).toBe("\uFEFFPromotion;Commandes;Remise (€);Chiffre d'affaires (€)");
    expect(errors).toEqual([]);
    await page.close();
  });

  test('fits a phone screen', async () => {
    const { page, errors } = await signedInPage(browser, shop, '/reports?period=30d', { viewport: MOBILE });
    await page.getByTestId('figure-revenue-value').waitFor();
    await page.getByTestId('top-customer-row').first().waitFor();
    await page.getByTestId('recent-deposit-row').first().waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'reports-mobile', { fullPage: true });
    // The tables at a phone's real size, one screen each.
    for (const section of ['report-categories', 'report-top-customers', 'report-recent-deposits', 'report-promotions']) {
      await page.getByTestId(section).scrollIntoViewIfNeeded();
      await screenshot(page, `reports-mobile-${section.replace('report-', '')}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
