// The Diffusions page's audiences, buttons, schedules and a broadcast's figures in a real browser (decision 0151):
// filters change the count, a bad link and a past date are refused on the page, a scheduled broadcast is listed and
// cancelled, and a sent broadcast's page shows delivered/blocked/failed/uncertain, opens and the sales after them.
// At 1440 px and 390 px.
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { answerConfirm, poll, signedInPage, toastText, unexpectedErrors } from './back-office';
import { createCatalogue, createNumlist } from '../support/wallet-fixtures';
import { launchBrowser, MOBILE, openPage, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { miniAppUrl } from './mini-app';
import { plain } from './shop-data';

const WIDE = { width: 1440, height: 900 } as const;
const BOT_TOKEN = '123456789:E2E-broadcast-token_000000000000000000';
let shop: Shop;
let browser: Browser;
let sentId = 0;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ config: { telegramBotToken: BOT_TOKEN } }), launchBrowser()]);
  const db = shop.db.db;
  // Five Korean-speaking customers with balances 0, 10, 20, 30, 40 €: no demo customer speaks Korean.
  await db.execute(sql`
    insert into users (username, telegram_id, language, balance_cents, opening_balance_cents)
    select 'tg_ko_' || g, 750000000 + g, 'ko', (g - 1) * 1000, (g - 1) * 1000 from generate_series(1, 5) g`);
  // A broadcast already sent to them: 3 delivered, 1 blocked, 1 uncertain; two opened its deep link, one bought twice
  // after (8,00 € and 4,50 €), and once more 9 days after (not counted).
  const [b] = await queryRows<{ id: number }>(
    db,
    sql`insert into broadcasts (message, audience, buttons, status, recipient_count, sent_count, blocked_count, uncertain_count, started_at, finished_at)
        values ('<b>Soldes</b> de printemps', '{"kind":"language","language":"ko"}'::jsonb,
                '[[{"kind":"url","text":"Notre site","url":"https://example.com"}]]'::jsonb, 'done', 5, 3, 1, 1, now() - interval '10 days', now() - interval '10 days')
        returning id`,
  );
  sentId = Number(b.id);
  await db.execute(sql`
    insert into broadcast_recipients (broadcast_id, user_id, chat_id, language, status)
    select ${sentId}, id, telegram_id, 'ko', 'sent' from users where language = 'ko'`);
  await db.execute(sql`
    insert into broadcast_opens (broadcast_id, user_id, opened_at)
    select ${sentId}, id, now() - interval '10 days' from users where username in ('tg_ko_1', 'tg_ko_2')`);
  await db.execute(sql`
    insert into purchase_history (user_id, quantity, price_cents, unit_price_micros, purchase_date)
    select u.id, 100, p.cents, 8000, now() - p.ago from users u,
      (values (800, interval '9 days'), (450, interval '8 days'), (9900, interval '1 day')) as p(cents, ago)
    where u.username = 'tg_ko_1'`);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('broadcast audiences, buttons and schedules', () => {
  test('filters count, a bad button and a past date refused, a broadcast scheduled then cancelled (1440 px)', async () => {
    const { page, errors } = await signedInPage(browser, shop, '/broadcasts', { viewport: WIDE });
    await page.getByRole('heading', { name: 'Diffusions', level: 2 }).waitFor();
    const recipients = page.getByTestId('broadcast-recipients');
    const filters = page.getByTestId('broadcast-filters');
    await filters.getByLabel('Langue').selectOption('ko');
    await poll(async () => plain(await recipients.textContent())).toBe('5 destinataires');
    await filters.getByLabel('Solde au moins (€)').fill('20');
    await poll(async () => plain(await recipients.textContent())).toBe('3 destinataires');
    await filters.getByLabel('Solde au moins (€)').fill('30,50');
    await poll(async () => plain(await recipients.textContent())).toBe('1 destinataire');
    await filters.getByLabel('Solde au moins (€)').fill('20');

    await page.getByLabel('Message', { exact: true }).fill('<b>Nouveau</b> stock');
    const buttons = page.getByTestId('broadcast-buttons');
    await buttons.getByRole('button', { name: 'Ajouter un bouton' }).click();
    await buttons.getByLabel('Texte du bouton').fill('Notre site');
    await buttons.getByLabel('Adresse du lien').fill('javascript:alert(1)');
    await buttons.getByText('Lien invalide : une adresse http(s)://…').waitFor();
    const send = page.getByRole('button', { name: 'Envoyer maintenant' });
    expect(await send.isDisabled()).toBe(true);
    await buttons.getByLabel('Adresse du lien').fill('https://example.com/promo');
    await buttons.getByRole('button', { name: 'Ajouter un bouton' }).click();
    await buttons.getByLabel('Type de bouton').nth(1).selectOption('bot');
    await buttons.getByLabel('Texte du bouton').nth(1).fill('Acheter');
    await buttons.getByText('Choisissez un opérateur').waitFor();
    const operatorSelect = buttons.getByLabel('Choisir un opérateur');
    const firstOperator = await operatorSelect.locator('option').nth(1).getAttribute('value');
    await operatorSelect.selectOption(firstOperator ?? '');
    await page.getByTestId('broadcast-preview-buttons').getByText('Acheter').waitFor();

    const schedule = page.getByTestId('broadcast-schedule');
    await schedule.getByLabel('À une date et une heure').check();
    const at = schedule.getByLabel('Date et heure (Europe/Paris)');
    await at.fill('2020-01-01T10:00');
    await schedule.getByText('Cette date est passée : choisissez une date à venir').waitFor();
    expect(await page.getByRole('button', { name: 'Programmer' }).isDisabled()).toBe(true);
    await at.fill('2099-06-01T18:30');
    await screenshot(page, 'broadcast-audiences-compose-1440', { fullPage: true });
    await page.getByRole('button', { name: 'Programmer' }).click();
    expect(plain(await answerConfirm(page, 'Programmer cette diffusion ?'))).toContain('01/06/2099 18:30 (Europe/Paris)');
    await toastText(page, 'Diffusion programmée');

    const scheduled = page.getByTestId('broadcast-scheduled');
    await scheduled.waitFor();
    const line = plain(await scheduled.textContent());
    expect(line).toContain('01/06/2099 18:30 (Europe/Paris)');
    expect(line).toContain('Tous les clients · langue : coréen');
    expect(line).toContain('solde ≥ 20,00 €');
    const [row] = await queryRows<{ id: number; scheduled_at: Date; buttons: unknown }>(
      shop.db.db,
      sql`select id, scheduled_at, buttons from broadcasts where status = 'scheduled'`,
    );
    expect(new Date(row.scheduled_at).toISOString()).toBe('2099-06-01T16:30:00.000Z');
    expect(row.buttons).toEqual([
      [{ kind: 'url', text: 'Notre site', url: 'https://example.com/promo' }],
      [{ kind: 'operator', text: 'Acheter', operatorId: Number(firstOperator), opens: 'bot' }],
    ]);
    await screenshot(page, 'broadcast-audiences-scheduled-1440');
    await scheduled.getByRole('button', { name: 'Annuler' }).click();
    await answerConfirm(page, 'Annuler cette diffusion programmée ?');
    await scheduled.waitFor({ state: 'detached' });
    await poll(async () => plain(await page.getByTestId('broadcast-history').locator('tbody tr').first().textContent())).toContain('Annulée');
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  }, 120_000);

  test("a broadcast's page shows what it reached and what sold after it, at 1440 and 390 px", async () => {
    for (const [viewport, name] of [
      [WIDE, '1440'],
      [MOBILE, '390'],
    ] as const) {
      const { page, errors } = await signedInPage(browser, shop, '/broadcasts', { viewport });
      await page.getByTestId('broadcast-history').getByRole('link', { name: String(sentId), exact: true }).click();
      const reach = page.getByTestId('broadcast-figures');
      await poll(async () => plain(await reach.textContent())).toContain('Délivrés3 / 5');
      expect(plain(await reach.textContent())).toMatch(/Bloqués1.*Échecs0.*Incertains1/);
      const sales = page.getByTestId('broadcast-sales');
      await poll(async () => plain(await sales.textContent())).toBe('Ouvertures2Acheteurs1Achats2Montant des achats12,50 €');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `broadcast-figures-${name}`, { fullPage: true });
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.close();
    }
  }, 60_000);

  test('the composer with filters and buttons fits a phone', async () => {
    const { page } = await signedInPage(browser, shop, '/broadcasts', { viewport: MOBILE });
    await page.getByRole('heading', { name: 'Diffusions', level: 2 }).waitFor();
    await page.getByTestId('broadcast-buttons').getByRole('button', { name: 'Ajouter un bouton' }).click();
    await page.getByTestId('broadcast-schedule').getByLabel('À une date et une heure').check();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'broadcast-audiences-compose-390', { fullPage: true });
    await page.close();
  });

  test("the Mini App opened from a broadcast's startapp link lands at the operator and records the open once", async () => {
    const db = shop.db.db;
    const catalogue = await createCatalogue(db, { operator: 'Opérateur-Promo' });
    await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, categoryId: catalogue.categoryId, count: 300, unitPriceMicros: 10_000 });
    const [ko] = await queryRows<{ id: number; telegram_id: string }>(db, sql`select id, telegram_id from users where username = 'tg_ko_3'`);
    const payload = `bc${sentId}_${catalogue.operatorId}`;
    for (let i = 0; i < 2; i++) {
      const { page, errors } = await openPage(browser, { viewport: MOBILE });
      await page.goto(miniAppUrl(shop.url, Number(ko.telegram_id), BOT_TOKEN, payload));
      await poll(async () => plain(await page.getByTestId('breadcrumb').textContent())).toContain('Opérateur-Promo');
      if (i === 0) await screenshot(page, 'broadcast-mini-app-landing-390');
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.close();
    }
    const opens = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from broadcast_opens where broadcast_id = ${sentId} and user_id = ${ko.id}`);
    expect(opens[0].n).toBe(1);
  }, 60_000);
});
