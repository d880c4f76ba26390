// The back-office shell in a real browser: sign-in (bad password first), dashboard, dark mode, language, mobile menu, sign-out, 404.
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  isDarkTheme,
  launchBrowser,
  MOBILE,
  openPage,
  type Shop,
  screenshot,
  scrollWidth,
  setStorageItem,
  signIn,
  startShop,
  storageItem,
} from './harness';

/**
 * SPEC §2, in order, plus the suppression list of DESIGN "Phone numbers and the law", the gift cards of issue 11, and the
 * reports and broadcasts of issue 12,
 * the products, referrals and promotions of issue 13, the reviews of issue 28.
 */
const sidebarEntries = [
  'Tableau de bord',
  'Rapports',
  'Catégories',
  'Pays',
  'Opérateurs',
  'Produits',
  'Continents',
  'Numlists',
  'Nouvelle numlist',
  "Liste d'exclusion",
  'Utilisateurs',
  'Dépôts',
  'Cartes cadeaux',
  'Parrainages',
  'Promotions',
  'Historique des achats',
  'Avis',
  'Support',
  'Telegram',
  'Diffusions',
  "Message d'aide",
  'Paramètres',
];

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const title = (page: Page) => page.getByTestId('page-title').textContent();

describe('back-office shell', () => {
  test('sign in, dashboard, dark mode, language, sign out, 404', async () => {
    const { page, context, errors } = await openPage(browser);

    // Signed out: an admin page sends to /login.
    await page.goto(`${shop.url}/dashboard`);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await screenshot(page, 'login');

    // Empty fields are refused in the browser, nothing is sent.
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText("Le nom d'utilisateur est requis").waitFor();
    await page.getByText('Le mot de passe est requis').waitFor();

    // A wrong password shows the server's error and keeps us on /login.
    await page.getByLabel("Nom d'utilisateur").fill(shop.admin.username);
    await page.getByLabel('Mot de passe').fill('not-the-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const loginError = page.getByTestId('login-error');
    await loginError.waitFor();
    expect(await loginError.textContent()).toContain("Nom d'utilisateur ou mot de passe incorrect");
    // Shown once: in the form, not also in a toast (issue 9). A toast would be up within the same render; give it time.
    await page.waitForTimeout(500);
    expect(await page.getByText("Nom d'utilisateur ou mot de passe incorrect").count()).toBe(1);
    expect(await page.locator('[data-slot="toast"]').count()).toBe(0);
    await screenshot(page, 'login-error');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storageItem(page, 'autoshop_token')).toBeNull();

    // The right password lands on the dashboard with a stored session.
    await page.getByLabel('Mot de passe').fill(shop.admin.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('page-title').waitFor();
    expect(await title(page)).toBe('Tableau de bord');
    await page.getByText(`Bienvenue, ${shop.admin.username}`).waitFor();
    expect(await storageItem(page, 'autoshop_token')).toBeTruthy();
    expect(JSON.parse((await storageItem(page, 'autoshop_user')) ?? '{}')).toMatchObject({ username: 'admin', isAdmin: true });

    const sidebar = page.getByTestId('sidebar');
    const links = await sidebar.getByRole('navigation').getByRole('link').allTextContents();
    expect(links.map((text) => text.trim())).toEqual(sidebarEntries);
    expect(await sidebar.getByTestId('sidebar-username').textContent()).toBe(shop.admin.username);
    expect(await sidebar.textContent()).toContain('Administrateur');

    // With a session, /login goes straight back to the dashboard; / is the dashboard too.
    await page.goto(`${shop.url}/login`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${shop.url}/`);
    await page.getByText(`Bienvenue, ${shop.admin.username}`).waitFor();
    expect(await title(page)).toBe('Tableau de bord');
    await page.goto(`${shop.url}/dashboard`);
    await page.getByText(`Bienvenue, ${shop.admin.username}`).waitFor();
    await screenshot(page, 'dashboard-light');

    // Dark mode, kept after a reload.
    expect(await isDarkTheme(page)).toBe(false);
    await page.getByTestId('theme-toggle').click();
    expect(await isDarkTheme(page)).toBe(true);
    await page.reload();
    await page.getByText(`Bienvenue, ${shop.admin.username}`).waitFor();
    expect(await isDarkTheme(page)).toBe(true);
    expect(await storageItem(page, 'autoshop_theme')).toBe('dark');
    await screenshot(page, 'dashboard-dark');
    await page.getByTestId('theme-toggle').click();
    expect(await isDarkTheme(page)).toBe(false);

    // English, kept after a reload, then back to French.
    await page.getByTestId('language-picker').click();
    await page.getByTestId('language-en').click();
    await page.getByTestId('page-title').getByText('Dashboard').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.reload();
    await page.getByTestId('page-title').getByText('Dashboard').waitFor();
    expect(await page.getByTestId('sidebar').getByRole('link', { name: 'Purchase history' }).count()).toBe(1);
    await page.getByTestId('language-picker').click();
    await page.getByTestId('language-fr').click();
    await page.getByTestId('page-title').getByText('Tableau de bord').waitFor();
    expect(await storageItem(page, 'autoshop_language')).toBe('fr');

    // Sign out: back on /login, the session is gone, admin pages send to /login again.
    await page.getByTestId('logout-button').click();
    await page.waitForURL('**/login');
    expect(await storageItem(page, 'autoshop_token')).toBeNull();
    expect(await storageItem(page, 'autoshop_user')).toBeNull();
    await page.goto(`${shop.url}/dashboard`);
    await page.waitForURL('**/login');

    // Unknown path: the French 404 page, with a way back.
    await page.goto(`${shop.url}/cette-page-n-existe-pas`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page introuvable');
    await screenshot(page, '404');
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
    await page.waitForURL('**/login');

    expect(errors).toEqual([]);
    await context.close();
  });

  test('a revoked or unreadable stored session goes back to /login', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, shop);
    const token = await storageItem(page, 'autoshop_token');

    // The server revokes the session behind the browser's back (as a logout elsewhere would).
    const revoked = await fetch(`${shop.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(200);
    await page.reload();
    await page.waitForURL('**/login');
    expect(await storageItem(page, 'autoshop_token')).toBeNull();
    expect(await storageItem(page, 'autoshop_user')).toBeNull();

    // A stored user that cannot be parsed deletes both entries (SPEC §4).
    await setStorageItem(page, 'autoshop_token', 'some-token');
    await setStorageItem(page, 'autoshop_user', '{not json');
    await page.goto(`${shop.url}/dashboard`);
    await page.waitForURL('**/login');
    expect(await storageItem(page, 'autoshop_token')).toBeNull();
    expect(await storageItem(page, 'autoshop_user')).toBeNull();

    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a phone-sized screen the sidebar opens behind the menu toggle (sliding in, unless the visitor asks for less motion)', async () => {
    // Every other browser test runs as a visitor who asks for less motion (harness.ts); this one with the animations.
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE, motion: 'full' });
    await signIn(page, shop);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    // Nothing may stick out sideways at 390 px.
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);

    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-sidebar');
    await menu.waitFor();
    expect(await animationSeconds(page, 'mobile-sidebar')).toBeGreaterThan(0.1);
    expect((await menu.getByRole('link').allTextContents()).map((text) => text.trim())).toEqual(sidebarEntries);
    expect(await menu.getByTestId('sidebar-username').textContent()).toBe(shop.admin.username);
    await screenshot(page, 'mobile-menu', { fullPage: false });

    // Choosing an entry closes the menu.
    await menu.getByRole('link', { name: 'Tableau de bord' }).click();
    await menu.waitFor({ state: 'hidden' });
    await screenshot(page, 'mobile-dashboard');

    expect(errors).toEqual([]);
    await context.close();

    // Asking the system for less motion: the same menu opens at once.
    const still = await openPage(browser, { viewport: MOBILE });
    await signIn(still.page, shop);
    await still.page.getByTestId('mobile-menu-button').click();
    await still.page.getByTestId('mobile-sidebar').waitFor();
    expect(await animationSeconds(still.page, 'mobile-sidebar')).toBeLessThan(0.01);
    expect(still.errors).toEqual([]);
    await still.context.close();
  });

  test("the sidebar's background reaches the bottom of a long page, and its menu stays in view", async () => {
    // 100 more orders, so that Historique des achats shows 100 rows.
    await shop.db.db.execute(sql`
      insert into purchase_history (user_id, quantity, price_cents, unit_price_micros, operator_name, country_name, status, purchase_date)
      select (select min(id) from users), 100, 60, 6000, 'Orange', 'France', 'completed', now() - make_interval(days => 60, secs => g)
      from generate_series(1, 100) g`);
    const { page, context, errors } = await openPage(browser);
    await signIn(page, shop);
    const sidebarReachesBottom = async () => {
      await page.evaluate('window.scrollTo(0, 0)');
      const box = await page.getByTestId('sidebar').boundingBox();
      const pageHeight = await (page.evaluate('document.documentElement.scrollHeight') as Promise<number>);
      const viewport = page.viewportSize()?.height ?? 0;
      expect(pageHeight).toBeGreaterThan(viewport * 2);
      expect(box?.y).toBe(0);
      // Within a pixel: the layout rounds sub-pixel heights.
      expect(Math.abs((box?.height ?? 0) - pageHeight)).toBeLessThanOrEqual(1);
      // At the bottom of the page the menu is still on screen.
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      const link = await page.getByTestId('sidebar').getByRole('link', { name: 'Tableau de bord' }).boundingBox();
      expect(link && link.y >= 0 && link.y + link.height <= viewport).toBe(true);
      const user = await page.getByTestId('sidebar').getByTestId('sidebar-username').boundingBox();
      expect(user && user.y + user.height <= viewport).toBe(true);
      await page.evaluate('window.scrollTo(0, 0)');
    };

    await page.goto(`${shop.url}/purchase-history`);
    await page.getByTestId('history-row').first().waitFor();
    await page.getByRole('combobox', { name: 'Par page' }).click();
    await page.getByRole('option', { name: '100' }).click();
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(100);
    await sidebarReachesBottom();
    await screenshot(page, 'sidebar-long-history');

    await page.goto(`${shop.url}/users`);
    await page.getByTestId('page-title').waitFor();
    await page.getByTestId('user-username').first().waitFor();
    const pageHeight = await (page.evaluate('document.documentElement.scrollHeight') as Promise<number>);
    expect(Math.abs(((await page.getByTestId('sidebar').boundingBox())?.height ?? 0) - pageHeight)).toBeLessThanOrEqual(1);
    await screenshot(page, 'sidebar-users');

    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The CSS animation length, in seconds, of the element with this test id (the longest of its comma-separated list). */
async function animationSeconds(page: Page, testId: string): Promise<number> {
  const durations = (await page.evaluate(`getComputedStyle(document.querySelector('[data-testid="${testId}"]')).animationDuration`)) as string;
  return Math.max(...durations.split(',').map((d) => (d.trim().endsWith('ms') ? Number.parseFloat(d) / 1000 : Number.parseFloat(d))));
}
