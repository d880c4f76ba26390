// Reviews in a real browser: the back office's Avis page at 1440 and 390 px (filters, hiding an abusive review with a
// reason, a missing reason refused in French, showing it again, the settings), and the Mini App's operator view with
// the average, per list, the latest comments, the hidden review out of all of it.
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { purchase } from '../../src/domain/orders/purchase';
import { saveReview } from '../../src/domain/reviews/reviews';
import { createCatalogue, createCustomer, createNumlist } from '../support/wallet-fixtures';
import { choose, dismissToasts, errorToastText, poll, signedInPage, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, openPage, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { plain } from './shop-data';

const WIDE = { width: 1440, height: 900 } as const;

let shop: Shop;
let browser: Browser;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const db = shop.db.db;
  catalogue = await createCatalogue(db, { category: `Avis-${process.pid}`, operator: 'Lumière Mobile', country: `Avisie-${process.pid}` });
  const lists = {
    a: await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, categoryId: catalogue.categoryId, count: 1500, name: 'Source Nord' }),
    b: await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, categoryId: catalogue.categoryId, count: 1500, offset: 2000, name: 'Source Sud' }),
  };
  const reviews: Array<[keyof typeof lists, number, string | null, string]> = [
    ['a', 5, 'Excellents numéros, tous actifs, livraison immédiate. Je recommande vivement cette liste à tout le monde, et je reviendrai pour la prochaine campagne.', 'great'],
    ['a', 4, null, 'quiet'],
    ['b', 1, 'Arnaque !!! Vendeur voleur, n’achetez jamais ici', 'abusive'],
    ['b', 3, 'Correct, quelques numéros inactifs', 'fair'],
  ];
  for (const [i, [list, rating, comment, name]] of reviews.entries()) {
    const userId = await createCustomer(db, { balanceCents: 10_000, telegramId: 991_000_000 + i, telegramUsername: `acheteur_${name}` });
    const { order } = await purchase(db, { userId, numlistId: lists[list], quantity: 100, idempotencyKey: `e2e-review-${i}` });
    ids[name] = (await saveReview(db, { orderId: order.id, userId, rating, comment })).id;
  }
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const rows = (page: Page) => page.getByTestId('review-row');
const row = (page: Page, id: number) => page.locator(`[data-testid="review-row"][data-review-id="${id}"]`);
const operatorFilter = (page: Page) => choose(page, page.getByTestId('review-operator-filter'), 'Lumière Mobile');

describe('the Avis page and the Mini App’s reviews', () => {
  test('1440 px: lists and filters the reviews, hides an abusive one with a reason (refused without), shows it again, saves the settings', async () => {
    const { page, context, errors } = await signedInPage(browser, shop, '/reviews', { viewport: WIDE });
    await page.getByRole('heading', { name: 'Avis', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Avis' }).count()).toBeGreaterThan(0);
    await operatorFilter(page);
    await poll(() => rows(page).count()).toBe(4);
    expect(plain(await row(page, ids.great).textContent())).toContain('Lumière Mobile');
    expect(plain(await row(page, ids.great).textContent())).toContain('Source Nord');
    expect(plain(await row(page, ids.quiet).textContent())).toContain('Sans commentaire');
    expect(await row(page, ids.abusive).getByTestId('review-row-rating').getAttribute('aria-label')).toBe('1 sur 5');

    await choose(page, page.getByTestId('review-rating-filter'), /\(1\)/);
    await poll(() => rows(page).count()).toBe(1);
    await choose(page, page.getByTestId('review-rating-filter'), 'Toutes les notes');
    await page.getByTestId('review-search').fill('inactifs');
    await poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).getAttribute('data-review-id')).toBe(String(ids.fair));
    await page.getByTestId('review-search').fill('');
    await poll(() => rows(page).count()).toBe(4);
    await screenshot(page, 'reviews-desktop');

    // Hiding without a reason is refused in French, nothing sent; with one, the review is hidden and says why.
    await row(page, ids.abusive).getByTestId('review-row-hide').click();
    const dialog = page.getByTestId('review-visibility-dialog');
    await dialog.waitFor();
    expect(plain(await dialog.textContent())).toContain('Arnaque');
    await page.getByTestId('review-visibility-submit').click();
    await dialog.getByText('Indiquez pourquoi cet avis est masqué').waitFor();
    await screenshot(page, 'reviews-hide-dialog-desktop', { fullPage: false });
    await page.getByTestId('review-visibility-reason').fill('Propos injurieux envers la boutique');
    await page.getByTestId('review-visibility-submit').click();
    await toastText(page, 'Avis masqué');
    await poll(() => row(page, ids.abusive).getAttribute('data-hidden')).toBe('true');
    expect(plain(await row(page, ids.abusive).getByTestId('review-row-hidden').textContent())).toContain('Masqué : Propos injurieux envers la boutique (admin,');
    await choose(page, page.getByTestId('review-visibility-filter'), /^Masqué$/);
    await poll(() => rows(page).count()).toBe(1);
    await screenshot(page, 'reviews-hidden-desktop');

    // The settings: a delay out of range refused in French; a good one and the proof posts saved.
    await page.getByTestId('review-delay').fill('0');
    await page.getByTestId('review-settings-save').click();
    expect(plain(await errorToastText(page))).toContain('Délai invalide : un nombre entier d’heures entre 1 et 720');
    await dismissToasts(page);
    await page.getByTestId('review-delay').fill('48');
    await page.getByTestId('review-proof-posts').click();
    await page.getByTestId('review-settings-save').click();
    await toastText(page, 'Réglages des avis enregistrés');
    const stored = await queryRows<{ key: string; value: string }>(shop.db.db, sql`select key, value from settings where key like 'review_%' order by key`);
    expect(stored).toEqual([
      { key: 'review_proof_posts_enabled', value: 'true' },
      { key: 'review_request_delay_hours', value: '48' },
    ]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('390 px: the Mini App’s operator view leaves the hidden review out; the Avis page fits and shows it again', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await page.goto(`${shop.url}/shop`);
    await page.getByTestId(`category-${catalogue.categoryId}`).click();
    await page.getByTestId(`country-${catalogue.countryId}`).click();
    await page.getByTestId(`operator-${catalogue.operatorId}`).click();
    const reviews = page.getByTestId('shop-reviews');
    await reviews.waitFor();
    // Hidden by the first test: 5, 4 and 3 remain.
    expect(plain(await page.getByTestId('shop-reviews-summary').textContent())).toBe('★ 4,0/5 · 3 avis');
    // Customers see a list under its category, never the admin's list name.
    expect(plain(await reviews.textContent())).not.toContain('Source Nord');
    expect(plain(await reviews.textContent())).toMatch(/#2 ?3,0\/5 · 1 avis/);
    const comments = (await page.getByTestId('shop-review-comment').allTextContents()).map(plain);
    expect(comments).toHaveLength(2);
    expect(comments[0]).toBe('★★★ Correct, quelques numéros inactifs');
    expect(comments[1]).toMatch(/^★★★★★ Excellents numéros.*…$/);
    expect(comments.join(' ')).not.toContain('Arnaque');
    await reviews.scrollIntoViewIfNeeded();
    await screenshot(page, 'reviews-mini-app-390');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();

    const admin = await signedInPage(browser, shop, '/reviews', { viewport: MOBILE });
    await operatorFilter(admin.page);
    await poll(() => rows(admin.page).count()).toBe(4);
    expect(await scrollWidth(admin.page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(admin.page, 'reviews-mobile');
    await row(admin.page, ids.abusive).getByTestId('review-row-show').click();
    await admin.page.getByTestId('review-visibility-dialog').waitFor();
    await admin.page.getByTestId('review-visibility-submit').click();
    await toastText(admin.page, 'Avis affiché');
    await poll(() => row(admin.page, ids.abusive).getAttribute('data-hidden')).toBe('false');
    expect(unexpectedErrors(admin.errors)).toEqual([]);
    await admin.context.close();
  });
});
