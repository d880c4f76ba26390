// The dashboard in a real browser: the five figures, category shares, top countries and recent transactions match the API;
// trend arrows, the 4 loading placeholders and the error text; desktop, 390 px and dark screenshots.
import type { DashboardStats } from '../../src/contracts/dashboard';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, MOBILE, openPage, type Shop, screenshot as saveScreenshot, scrollWidth, signInOverApi, startShop } from './harness';
import { type AdminApi, adminApi, buy, deposit, euros, plain, userIdOf } from './shop-data';

let shop: Shop;
let browser: Browser;
let api: AdminApi;

let before: DashboardStats;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  api = await adminApi(shop);
  before = await api.get<DashboardStats>('/api/dashboard/stats');
  // Today's activity on top of the demo's: two deposits, three purchases in three categories and countries, an admin credit.
  await deposit(shop, 'marie_dupont', 1000, 'btc');
  await deposit(shop, 'sofia_garcia', 1000, 'usdt');
  await buy(api, shop, 'marie_dupont', 'France Orange SMS', 100); // 0.60
  await buy(api, shop, 'sofia_garcia', 'UK Vodafone Data', 100); // 0.60
  await buy(api, shop, 'john_smith', 'Australie Optus Voix', 200); // 1.20
  await api.send('POST', `/api/users/${await userIdOf(shop, 'lukas_meyer')}/add-credit`, { amount: '4.50' });
});

/** Screenshots from the top of the page: a scrolled page would show the sticky header half-way down the full-page picture. */
async function shot(page: Page, name: string, options?: { fullPage?: boolean }) {
  await page.evaluate('window.scrollTo(0, 0)');
  return saveScreenshot(page, name, options);
}

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const text = async (page: Page, testId: string) => plain(await page.getByTestId(testId).textContent());
const formatCount = (n: number) => new Intl.NumberFormat('fr-FR').format(n);
const cents = (euros: string) => Math.round(Number(euros) * 100);
const percent = (value: number) => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** What a card's trend line must read for the API's figure. */
function trendText(trend: { percentage: number | null } | null): string {
  if (trend === null) return "— pas d'historique du stock";
  const p = trend.percentage;
  if (p === null) return '— pas de données sur la période précédente';
  return plain(`${p > 0 ? '↑' : p < 0 ? '↓' : '='} ${percent(Math.abs(p))} sur 30 jours, vs les 30 jours précédents`);
}

describe('dashboard', () => {
  test('the figures, shares, countries and transactions are those of the API', async () => {
    const stats = await api.get<DashboardStats>('/api/dashboard/stats');
    // The activity above moved the figures by exactly that much.
    expect(cents(stats.totalSales) - cents(before.totalSales)).toBe(240);
    expect(cents(stats.totalDeposits) - cents(before.totalDeposits)).toBe(2000);
    expect(stats.totalTransactions - before.totalTransactions).toBe(6);
    expect(before.totalStock - stats.totalStock).toBe(400);

    const { page, context, errors } = await openPage(browser);
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/dashboard`);
    await page.getByTestId('stat-cards').waitFor();

    expect(await text(page, 'stat-total-sales-value')).toBe(plain(euros(stats.totalSales)));
    expect(await text(page, 'stat-total-deposits-value')).toBe(plain(euros(stats.totalDeposits)));
    expect(await text(page, 'stat-active-users-value')).toBe(plain(formatCount(stats.activeUsers)));
    expect(await text(page, 'stat-transactions-value')).toBe(plain(formatCount(stats.totalTransactions)));
    expect(await text(page, 'stat-total-stock-value')).toBe(plain(formatCount(stats.totalStock)));
    // Each trend is the API's computed one (this 30-day period against the previous), never a fixed text.
    expect(await text(page, 'stat-total-sales-trend')).toBe(trendText(stats.trends.totalSales));
    expect(await text(page, 'stat-total-deposits-trend')).toBe(trendText(stats.trends.totalDeposits));
    expect(await text(page, 'stat-active-users-trend')).toBe(trendText(stats.trends.activeUsers));
    expect(await text(page, 'stat-transactions-trend')).toBe(trendText(stats.trends.totalTransactions));
    expect(await text(page, 'stat-total-stock-trend')).toBe("— pas d'historique du stock");

    // Sales by category, in the API's order with its percentages; every category is listed, SMS, Data and Voix among them.
    const categoryNames = await page.getByTestId('category-name').allTextContents();
    expect(categoryNames).toEqual(stats.categoryStats.map((c) => c.name));
    expect(categoryNames).toEqual(expect.arrayContaining(['SMS', 'Data', 'Voix']));
    const percentages = (await page.getByTestId('category-percentage').allTextContents()).map(plain);
    expect(percentages).toEqual(stats.categoryStats.map((c) => plain(percent(c.percentage))));
    const bars = page.getByTestId('category-share').getByRole('progressbar');
    expect(await bars.count()).toBe(stats.categoryStats.length);
    expect(await bars.first().getAttribute('aria-valuenow')).toBe(String(stats.categoryStats[0].percentage));

    // Top countries with flag and sales, best first.
    expect(stats.topCountries.length).toBeGreaterThan(0);
    expect(await page.getByTestId('country-name').allTextContents()).toEqual(stats.topCountries.map((c) => c.name));
    expect((await page.getByTestId('country-sales').allTextContents()).map(plain)).toEqual(stats.topCountries.map((c) => plain(euros(c.sales))));
    expect(await page.getByTestId('top-countries').getByRole('img', { name: 'FR' }).count()).toBe(1);

    // The 5 latest transactions: TXN + 6 digits, French type and status labels, newest first.
    const rows = page.getByTestId('transaction-row');
    expect(await rows.count()).toBe(5);
    const ids = (await rows.locator('td:nth-child(1)').allTextContents()).map(plain);
    expect(ids).toEqual(stats.recentTransactions.map((t) => `TXN${String(t.id).padStart(6, '0')}`));
    for (const id of ids) expect(id).toMatch(/^TXN\d{6}$/);
    expect(await rows.locator('td:nth-child(2)').allTextContents()).toEqual(['Crédit admin', 'Achat', 'Achat', 'Achat', 'Dépôt']);
    const firstCells = (await rows.first().getByRole('cell').allTextContents()).map(plain);
    expect(firstCells.slice(2, 5)).toEqual([plain(stats.recentTransactions[0].description), plain(euros('4.50')), 'Réussi']);
    await shot(page, 'dashboard-stats');

    // Dark mode.
    await page.getByTestId('theme-toggle').click();
    await shot(page, 'dashboard-stats-dark');
    await page.getByTestId('theme-toggle').click();

    expect(errors).toEqual([]);
    await context.close();
  });

  test('trends: ↑ and ↓ with their percentage, — without a previous period', async () => {
    const stats = await api.get<DashboardStats>('/api/dashboard/stats');
    const { page, context } = await openPage(browser);
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/dashboard`);
    // The server computes trends from 30-day periods the test data cannot span; the page's rendering of each case is checked here.
    await page.route('**/api/dashboard/stats', (route) =>
      route.fulfill({
        json: {
          ...stats,
          trends: {
            totalSales: { current: '120.00', previous: '100.00', percentage: 20 },
            totalDeposits: { current: '50.00', previous: '200.00', percentage: -75 },
            activeUsers: { current: 10, previous: 10, percentage: 0 },
            totalTransactions: { current: 4, previous: 0, percentage: null },
            totalStock: null,
          },
        } satisfies DashboardStats,
      }),
    );
    await page.getByTestId('dashboard-refresh').click();
    await page.getByTestId('stat-total-sales-trend').getByText('↑ 20 %').waitFor();
    expect(await text(page, 'stat-total-sales-trend')).toBe('↑ 20 % sur 30 jours, vs les 30 jours précédents');
    expect(await text(page, 'stat-total-deposits-trend')).toBe('↓ 75 % sur 30 jours, vs les 30 jours précédents');
    expect(await text(page, 'stat-active-users-trend')).toBe('= 0 % sur 30 jours, vs les 30 jours précédents');
    expect(await text(page, 'stat-transactions-trend')).toBe('— pas de données sur la période précédente');
    await context.close();
  });

  test('loading shows 4 placeholder cards; a failure shows the error text', async () => {
    const { page, context } = await openPage(browser);
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/dashboard`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/dashboard/stats', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } });
    });
    await page.reload();
    await page.getByTestId('dashboard-loading').waitFor();
    expect(await page.getByTestId('stat-placeholder').count()).toBe(4);
    release();
    // One retry after a second (SPEC §9), then the error.
    await page.getByTestId('dashboard-error').waitFor({ timeout: 10_000 });
    expect(await text(page, 'dashboard-error')).toContain('Erreur lors du chargement des statistiques');
    expect(await page.getByTestId('stat-cards').count()).toBe(0);
    await context.close();
  });

  test('at 390 px the cards stack and nothing sticks out sideways', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await signInOverApi(page, shop);
    await page.goto(`${shop.url}/dashboard`);
    await page.getByTestId('stat-cards').waitFor();
    await page.getByTestId('recent-transactions').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await shot(page, 'dashboard-stats-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
