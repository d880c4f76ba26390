// The Diffusions page in a real browser: the audience's count, a refused day count, the live preview, a variant, a
// too-long message, send with a confirmation, live progress against the Bot API stand-in, the history; desktop and 390 px.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/db/query';
import { storeBotToken } from '../../src/domain/settings/bot-config';
import { countAudience } from '../../src/domain/broadcasts/audience';
import { broadcastSender } from '../../src/jobs/broadcast-sender';
import { type BotApiStandIn, startBotApiStandIn } from '../support/bot-api-stand-in';
import { answerConfirm, poll, signedInPage, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { plain } from './shop-data';
import { createMessenger } from '../../src/messenger/messenger';

let shop: Shop;
let browser: Browser;
let standIn: BotApiStandIn;
let sender: ReturnType<typeof broadcastSender>;

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  // The back office's messenger at the stand-in too: the paid choice reads the bot's Star balance there.
  [shop, browser] = await Promise.all([startShop({ config: { telegramApiRoot: standIn.url } }), launchBrowser()]);
  await storeBotToken(shop.db.db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username }, null);
  await shop.db.db.execute(sql`
    insert into users (username, telegram_id, language) select 'tg_e2e_' || g, 740000000 + g, 'fr' from generate_series(1, 60) g`);
  // Slow on purpose, so the page shows the broadcast under way.
  const logger = pino({ level: 'silent' });
  sender = broadcastSender(shop.db.db, createMessenger({ db: shop.db.db, apiRoot: standIn.url, logger, perSecond: 8 }), { logger, pollMs: 200 });
  await sender.start();
});

afterAll(async () => {
  await sender?.stop();
  await browser?.close();
  await shop?.close();
  await standIn?.close();
});

describe('broadcasts page', () => {
  test('count, preview, variant, limits, send, live progress, history', async () => {
    const everyone = await countAudience(shop.db.db, { kind: 'all' });
    const { page, errors } = await signedInPage(browser, shop, '/broadcasts');
    await page.getByRole('heading', { name: 'Diffusions', level: 2 }).waitFor();
    const recipients = page.getByTestId('broadcast-recipients');
    await poll(async () => plain(await recipients.textContent())).toBe(`${everyone} destinataires`);

    // Inactive for N days: 0 is refused on the page, 30 counts.
    await page.getByLabel('Audience').selectOption('inactive');
    const days = page.getByLabel('Jours sans activité');
    await days.fill('0');
    await page.getByText('Un entier de 1 à 3 650').waitFor();
    expect(await page.getByRole('button', { name: 'Envoyer maintenant' }).isDisabled()).toBe(true);
    await days.fill('30');
    await page.getByLabel('Audience').selectOption('all');
    await poll(async () => plain(await recipients.textContent())).toBe(`${everyone} destinataires`);

    // The preview draws Telegram's HTML; an unknown tag stays text.
    const message = page.getByLabel('Message', { exact: true });
    await message.fill('<b>Promo</b> de <i>printemps</i> <blink>!</blink>\n<a href="https://example.org">Voir</a>');
    const preview = page.getByTestId('broadcast-preview');
    await preview.locator('strong', { hasText: 'Promo' }).waitFor();
    await preview.locator('em', { hasText: 'printemps' }).waitFor();
    expect(plain(await preview.textContent())).toContain('<blink>!</blink>');
    expect(await preview.locator('a').getAttribute('href')).toBe('https://example.org');

    // An English variant, then a French text over the limit.
    await page.getByLabel('Variante').selectOption('en');
    await message.fill('Spring <b>sale</b>');
    await preview.locator('strong', { hasText: 'sale' }).waitFor();
    await page.getByRole('tab', { name: /Français/ }).click();
    expect(await message.inputValue()).toContain('Promo');
    await screenshot(page, 'broadcasts-compose-desktop');
    const saved = await message.inputValue();
    await message.fill('a'.repeat(4097));
    await page.getByText('4 096 caractères au maximum (limite Telegram)').waitFor();
    expect(await page.getByRole('button', { name: 'Envoyer maintenant' }).isDisabled()).toBe(true);
    await message.fill(saved);

    // The paid choice: its cost and the bot's Star balance, the send refused while the balance is short.
    standIn.setStarBalance(0);
    await page.getByLabel(/Envoi payant, jusqu’à 1\s000 messages par seconde/).click();
    const paid = page.getByTestId('broadcast-paid');
    await paid.getByText(`Coût : ${Math.ceil(everyone / 10)} étoiles`).waitFor();
    await paid.getByText('Solde du bot : 0 étoiles').waitFor();
    await paid.getByText(/Solde insuffisant : il manque/).waitFor();
    expect(await page.getByRole('button', { name: 'Envoyer maintenant' }).isDisabled()).toBe(true);
    await screenshot(page, 'broadcasts-paid-short-desktop');
    await page.getByLabel(/Envoi payant/).click();

    await page.getByRole('button', { name: 'Envoyer maintenant' }).click();
    expect(plain(await answerConfirm(page, 'Envoyer cette diffusion ?'))).toContain(`${everyone} clients`);
    await toastText(page, 'Diffusion lancée');

    // Live progress: the figures move while it runs.
    const progress = page.getByTestId('broadcast-progress');
    await progress.waitFor();
    await poll(async () => /Envoyés\s*([1-9]\d*) \//.test(plain(await progress.textContent()))).toBe(true);
    expect(plain(await progress.textContent())).toMatch(/Rythme/);
    await screenshot(page, 'broadcasts-progress-desktop');
    await progress.waitFor({ state: 'detached', timeout: 60_000 });

    const history = page.getByTestId('broadcast-history');
    const firstRow = plain(await history.locator('tbody tr').first().textContent());
    expect(firstRow).toContain('Terminée');
    expect(firstRow).toContain(`${everyone} / ${everyone}`);
    expect(firstRow).toContain('Tous les clients');
    await screenshot(page, 'broadcasts-history-desktop', { fullPage: true });

    // What customers got: the French text to French customers, the variant to the English ones, once each.
    const calls = standIn.calls('sendMessage');
    expect(calls).toHaveLength(everyone);
    expect(new Set(calls.map((c) => c.chatId)).size).toBe(everyone);
    const [english] = await queryRows<{ telegram_id: string }>(shop.db.db, sql`select telegram_id from users where language = 'en' and telegram_id is not null limit 1`);
    if (english) expect(standIn.chat(Number(english.telegram_id))[0]?.text).toBe('Spring <b>sale</b>');
    expect(standIn.chat(740000001)[0]?.text).toBe('<b>Promo</b> de <i>printemps</i> &lt;blink&gt;!&lt;/blink&gt;\n<a href="https://example.org">Voir</a>');
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  }, 120_000);

  test('fits a phone screen', async () => {
    const { page } = await signedInPage(browser, shop, '/broadcasts', { viewport: MOBILE });
    // On a phone the top bar names the page too (an h1): the page's own header is the h2.
    await page.getByRole('heading', { name: 'Diffusions', level: 2 }).waitFor();
    await page.getByLabel('Message', { exact: true }).fill('<b>Bonjour</b> à tous');
    await page.getByTestId('broadcast-preview').locator('strong').waitFor();
    standIn.setStarBalance(5000);
    await page.getByLabel(/Envoi payant/).click();
    await page.getByTestId('broadcast-paid').getByText('Solde du bot : 5').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'broadcasts-mobile', { fullPage: true });
    await page.close();
  });
});
