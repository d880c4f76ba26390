// Rapports → Support and the dashboard's open tickets in a real browser over the demo shop with tickets (decision 0146):
// the figures the domain computes, the lists' lines with "Sans commande", the card's link to Support; 1440 and 390 px.
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { purchase } from '../../src/domain/orders/purchase';
import { resolvePeriod } from '../../src/domain/reports/report-period';
import { getSupportReport } from '../../src/domain/reports/report-support';
import { closeTicket, openTicket, replyToTicket } from '../../src/domain/support/tickets';
import { createCustomer } from '../support/wallet-fixtures';
import { poll, signedInPage } from './back-office';
import { launchBrowser, MOBILE, screenshot, scrollWidth, type Shop, startShop } from './harness';
import { plain } from './shop-data';

let shop: Shop;
let browser: Browser;
const DESKTOP = { width: 1440, height: 900 };

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const db = shop.db.db;
  const lists = await queryRows<{ id: number }>(db, sql`select id from numlists where is_active and available_numbers >= 300 order by id limit 2`);
  const ticket = async (n: number, input: { list?: number; answerAfterMinutes?: number; by?: 'bot' | 'backoffice'; close?: boolean; hoursAgo: number }) => {
    const userId = await createCustomer(db, { balanceCents: 50_000, telegramId: 7_470_000 + n, telegramUsername: `client_support_${n}` });
    const orderId = input.list ? (await purchase(db, { userId, numlistId: input.list, quantity: 100, idempotencyKey: `e2e-support-${n}` })).order.id : null;
    const { ticket: t } = await openTicket(db, { customerId: userId, orderId, content: { text: 'Plusieurs numéros ne répondent pas' } });
    if (input.answerAfterMinutes !== undefined) {
      await replyToTicket(db, { ticketId: t.id, admin: { userId: null, telegramId: null, name: 'admin' }, content: { text: 'Nous vérifions' }, source: input.by ?? 'backoffice' });
      await db.execute(sql`update support_tickets set first_answered_at = now() - make_interval(hours => ${input.hoursAgo}) + make_interval(mins => ${input.answerAfterMinutes}) where id = ${t.id}`);
    }
    if (input.close) await closeTicket(db, t.id, null);
    await db.execute(sql`update support_tickets set created_at = now() - make_interval(hours => ${input.hoursAgo}) where id = ${t.id}`);
  };
  await ticket(1, { list: lists[0].id, answerAfterMinutes: 20, hoursAgo: 50, close: true });
  await ticket(2, { list: lists[0].id, answerAfterMinutes: 90, by: 'bot', hoursAgo: 30 });
  await ticket(3, { list: lists[1].id, hoursAgo: 72 });
  await ticket(4, { answerAfterMinutes: 45, hoursAgo: 100 });
  await ticket(5, { hoursAgo: 5 });
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const value = async (page: Page, id: string) => plain(await page.getByTestId(`${id}-value`).textContent());

describe('Rapports → Support and the open tickets on the dashboard', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    test(`shows the support figures and the open count (${name})`, async () => {
      const r = await getSupportReport(shop.db.db, resolvePeriod({ preset: '7d' }));
      expect(r.opened.current).toBe(5);
      const { page, errors } = await signedInPage(browser, shop, '/reports?period=7d', { viewport });
      const section = page.getByTestId('report-support');
      await page.getByTestId('figure-open-tickets-value').waitFor();
      expect(await value(page, 'figure-open-tickets')).toBe('4');
      expect(plain(await page.getByTestId('figure-open-tickets').textContent())).toContain('2 en attente de réponse · 2 en attente du client');
      expect(await value(page, 'figure-tickets-opened')).toBe('5');
      // 20, 45 and 90 minutes: 45 min.
      expect(await value(page, 'figure-first-answer')).toBe('45 min');
      expect(plain(await page.getByTestId('figure-first-answer').textContent())).toContain('aucune réponse la période précédente');
      expect(await value(page, 'figure-unanswered')).toBe('2');
      const rows = page.getByTestId('support-list-row');
      await poll(() => rows.count()).toBe(r.byList.length);
      expect(plain(await rows.last().textContent())).toContain('Sans commande');
      expect(plain(await rows.first().textContent())).toContain(r.byList[0].name ?? '');
      await page.getByTestId('support-daily-plot').locator('.recharts-bar-rectangle').first().waitFor();
      await section.scrollIntoViewIfNeeded();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `reports-support-${name}`, { fullPage: false });

      await page.goto(`${shop.url}/dashboard`);
      await page.getByTestId('stat-open-tickets-value').waitFor();
      expect(await value(page, 'stat-open-tickets')).toBe('4');
      expect(plain(await page.getByTestId('stat-open-tickets-detail').textContent())).toBe('2 en attente de réponse · 2 en attente du client');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      await page.getByTestId('stat-open-tickets').scrollIntoViewIfNeeded();
      await screenshot(page, `dashboard-open-tickets-${name}`, { fullPage: false });
      await page.getByTestId('stat-open-tickets-link').click();
      await poll(() => new URL(page.url()).pathname).toBe('/support');
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
