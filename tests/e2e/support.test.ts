// The Support page in a real browser (issue 28): the ticket list with its status filter and search, a thread with the
// customer's language and the order beside it (the slot for the refund dialog), an answer sent, closing and reopening,
// the auto-close delay; at 1440 and 390 px, with screenshots.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { purchaseHistory } from '../../src/db/schema';
import { openTicket } from '../../src/domain/support/tickets';
import { createCustomer } from '../support/wallet-fixtures';
import { signedInPage, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, startShop } from './harness';
import { plain } from './shop-data';

let shop: Shop;
let browser: Browser;
let ticketId: number;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const db = shop.db.db;
  const userId = await createCustomer(db, { balanceCents: 0, telegramId: 740_001, telegramUsername: 'marie_k', username: 'tg_740001' });
  const other = await createCustomer(db, { balanceCents: 0, telegramId: 740_002, telegramUsername: 'paul', username: 'tg_740002' });
  const [order] = await db
    .insert(purchaseHistory)
    .values({ userId, telegramId: 740_001, quantity: 500, priceCents: 300, unitPriceMicros: 6000, operatorName: 'Orange', countryName: 'France', countryFlag: '🇫🇷' })
    .returning({ id: purchaseHistory.id });
  ticketId = (await openTicket(db, { customerId: userId, orderId: order?.id, content: { text: 'La moitié des numéros de cette commande ne répondent pas.' } })).ticket.id;
  await openTicket(db, { customerId: other, content: { text: 'Comment payer en Stars ?' } });
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('Support page', () => {
  test('list, search, thread with its order, answer, close and reopen at 1440 px', async () => {
    const { page, errors } = await signedInPage(browser, shop, '/support', { viewport: { width: 1440, height: 900 } });
    const list = page.getByTestId('support-tickets');
    await list.getByTestId(`ticket-${ticketId}`).waitFor();
    expect(await list.locator('li').count()).toBe(2);
    await page.getByRole('searchbox', { name: 'Rechercher (n°, client, message)' }).fill('moitié');
    await expect.poll(() => list.locator('li').count()).toBe(1);
    await list.getByTestId(`ticket-${ticketId}`).click();
    const thread = page.getByTestId('support-thread');
    await thread.waitFor();
    expect(await page.getByTestId('support-language').textContent()).toBe('FR');
    expect(plain(await page.getByTestId('ticket-order').textContent())).toContain('Orange');
    expect(await page.locator('[data-slot="ticket-order-actions"]').count()).toBe(1);
    await screenshot(page, 'support-1440');

    // The refund dialog opens from the ticket, on its order (the refund itself: tests/e2e/refunds.test.ts).
    await page.getByTestId('ticket-refund').click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.getByTestId('refund-form').waitFor();
    expect(plain(await dialog.textContent())).toContain('Rembourser la commande n°');
    await screenshot(page, 'support-refund-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByTestId('support-reply').fill('Nous remboursons les numéros morts.');
    await page.getByTestId('support-send').click();
    expect(await toastText(page, 'Réponse envoyée')).toBeTruthy();
    await expect.poll(async () => plain(await page.getByTestId('support-messages').textContent())).toContain('Nous remboursons les numéros morts.');
    expect(plain(await thread.textContent())).toContain('En attente du client');

    await page.getByTestId('support-close').click();
    await page.getByTestId('support-reopen').waitFor();
    expect(plain(await thread.textContent())).toContain('Fermé');
    await screenshot(page, 'support-1440-closed');
    await page.getByTestId('support-reopen').click();
    await page.getByTestId('support-close').waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('fits a 390 px phone', async () => {
    const { page, errors } = await signedInPage(browser, shop, '/support', { viewport: MOBILE });
    await page.getByTestId('support-status').waitFor();
    await page.getByTestId(`ticket-${ticketId}`).click();
    await page.getByTestId('support-thread').waitFor();
    const width = await page.evaluate('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'support-390');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
