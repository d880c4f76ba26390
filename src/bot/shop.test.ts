// The bot as a customer sees it: the real bot service polls the Bot API stand-in over HTTP, on the test database.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BotHarness } from '../../tests/support/bot-harness';
import type { StandInUser } from '../../tests/support/bot-api-stand-in';
import { balanceOf, countOf, createCatalogue, createNumlist, setSetting } from '../../tests/support/wallet-fixtures';
import { register, tapCallback, textOf } from '../../tests/support/bot-customer';
import { queryRows } from '../db/query';
import { generateGiftCards } from '../domain/wallet/gift-cards';
import { createI18n } from '../messenger/i18n';
import { availableNumbersOf } from '../domain/stock/sale-tallies';
import { harnessPerTest } from '../../tests/support/harness-per-test';

const i18n = createI18n();
const fr = (key: string, vars?: Record<string, string>) => i18n.t('fr', key, vars);

let h: BotHarness | undefined;
const harnesses = harnessPerTest();

async function shopWithStock(count: number, names = { country: 'Botlande', operator: 'BotOp' }) {
  h = await harnesses.start({ admins: [990001] });
  const catalogue = await createCatalogue(h.database.db, names);
  const numlistId = await createNumlist(h.database.db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count });
  return { h, catalogue, numlistId };
}

/** A registered French customer of a shop with `count` numbers in stock, on BotOp's quantities (openOperator). */
async function customerAtOperator(count: number, telegramId: number) {
  const { h } = await shopWithStock(count);
  const user = h.standIn.user(telegramId);
  await register(user);
  await openOperator(user);
  return { h, user };
}

/** The same customer, one step further: Autre quantité tapped, the prompt for a typed quantity shown. */
async function customerTypingQuantity(count: number, telegramId: number) {
  const opened = await customerAtOperator(count, telegramId);
  await opened.user.tap(/Autre quantité/);
  await opened.user.waitForMessage((m) => textOf(m).includes('Tapez le nombre'));
  return opened;
}

async function userIdOf(harness: BotHarness, telegramId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(harness.database.db, sql`select id from users where telegram_id = ${telegramId}`);
  return row.id;
}

/** Boutique → continent → country → operator: the quantity screen is on screen. */
async function openOperator(user: StandInUser, names = { country: 'Botlande', operator: 'BotOp' }) {
  await tapCallback(user, 'shop');
  // By its data: the continent's label is in the customer's language (ヨーロッパ in Japanese).
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'cont:europe'));
  await tapCallback(user, 'cont:europe');
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.text.includes(names.country)));
  await user.tap(new RegExp(names.country));
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.text.includes(names.operator)));
  await user.tap(new RegExp(names.operator));
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('cq:') ?? false));
}

const confirmButton = (user: StandInUser) => user.messages().flatMap((m) => m.buttons.flat().filter((b) => b.callbackData?.startsWith('buy:')).map((b) => ({ b, m })))[0];

describe('bot shop', () => {
  it('registers a customer whose login name tg_<id> an older back-office user already has, under a free name', async () => {
    h = await harnesses.start();
    // Data from before the back office refused these names: an admin-made user called tg_555000011 (and a TG_ twin).
    await h.database.db.execute(sql`insert into users (username) values ('tg_555000011'), ('TG_555000011_2')`);
    const user = h.standIn.user(555000011, { username: 'legacy_clash', firstName: 'Léa', languageCode: 'fr' });
    await user.send('/start');
    await user.waitForMessage((m) => textOf(m).includes(fr('language-choose')));
    await user.tap(/Français/);
    await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'shop'));
    expect(user.messages().map(textOf).join('\n')).not.toContain(fr('error-generic'));
    const rows = await queryRows<{ username: string; telegram_id: string | null }>(
      h.database.db,
      sql`select username, telegram_id from users where lower(username) like 'tg_555000011%' order by id`,
    );
    expect(rows.map((r) => [r.username, r.telegram_id === null ? null : Number(r.telegram_id)])).toEqual([
      ['tg_555000011', null],
      ['TG_555000011_2', null],
      ['tg_555000011_3', 555000011],
    ]);
    // A second /start finds the same customer (by Telegram id), whatever their login name.
    const seen = Math.max(...user.messages().map((m) => m.messageId));
    await user.send('/start');
    await user.waitForMessage((m) => m.messageId > seen && m.buttons.flat().some((b) => b.callbackData === 'shop'));
    expect(user.messages().map(textOf).join('\n')).not.toContain(fr('error-generic'));
    expect(await countOf(h.database.db, sql`select count(*) as n from users where telegram_id = 555000011`)).toBe(1);
  });

  it('registers on /start with the opening balance, offers the 14 languages, then welcomes with the menu', async () => {
    h = await harnesses.start();
    const ana = h.standIn.user(501, { username: 'ana_b', firstName: 'Ana', lastName: 'Bot', languageCode: 'fr' });
    await ana.send('/start');
    const choice = await ana.waitForMessage((m) => textOf(m).includes(fr('language-choose')));
    expect(choice.buttons.flat()).toHaveLength(14);
    const [user] = await queryRows<{ username: string; telegram_username: string; first_name: string; balance_cents: string }>(
      h.database.db,
      sql`select username, telegram_username, first_name, balance_cents from users where telegram_id = 501`,
    );
    expect(user).toMatchObject({ username: 'tg_501', telegram_username: 'ana_b', first_name: 'Ana' });
    expect(Number(user.balance_cents)).toBe(120);

    await ana.tap(/日本語/);
    const welcome = await ana.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'shop'));
    expect(textOf(welcome)).toContain(i18n.t('ja', 'welcome-default', { shop: 'AutoShop', price: '€0.006', minimum: '100', minimumCost: '€0.60' }).split('\n')[0]);
    expect(welcome.buttons.flat().map((b) => b.text)).toEqual(
      ['menu-shop', 'menu-balance', 'menu-history', 'menu-help', 'menu-language'].map((k) => i18n.t('ja', k)),
    );
    const [{ language }] = await queryRows<{ language: string }>(h.database.db, sql`select language from users where telegram_id = 501`);
    expect(language).toBe('ja');
    // A second /start does not register again or ask the language again.
    await ana.send('/start');
    await h.standIn.waitFor(() => ana.messages().length >= 2);
    expect(await countOf(h.database.db, sql`select count(*) as n from users where telegram_id = 501`)).toBe(1);
    expect(h.standIn.commands('ja').map((c) => c.command)).toEqual(['start', 'shop', 'balance', 'history', 'redeem', 'referral', 'help', 'support', 'language', 'paysupport', 'terms']);
  });

  it('asks someone who never sent /start to send it, for commands and buttons alike', async () => {
    h = await harnesses.start();
    const stranger = h.standIn.user(502);
    await stranger.send('/shop');
    await stranger.waitForMessage((m) => textOf(m) === fr('error-user-not-found'));
    expect(await countOf(h.database.db, sql`select count(*) as n from users where telegram_id = 502`)).toBe(0);
  });

  it('sells 100 numbers in French: the .txt holds exactly the numbers taken from stock, and admins are told', async () => {
    const { h, numlistId } = await shopWithStock(300);
    const bob = h.standIn.user(503, { username: 'bob' });
    await register(bob);
    await openOperator(bob);
    await bob.tap('100');
    const confirmation = await bob.waitForMessage((m) => textOf(m).includes('Confirmez votre achat'));
    expect(textOf(confirmation)).toContain('Coût : <b>0,60 €</b>');
    expect(textOf(confirmation)).toContain('Solde actuel : 1,20 €');
    expect(textOf(confirmation)).toContain("Solde après l'achat : <b>0,60 €</b>");
    await bob.tap(/Confirmer/);
    const file = await bob.waitForMessage((m) => m.document !== undefined);
    const lines = file.document?.content.toString('utf8').trim().split('\n') ?? [];
    expect(lines).toHaveLength(100);
    expect(new Set(lines).size).toBe(100);
    expect(lines.every((l) => /^\+\d{8,15}$/.test(l))).toBe(true);
    expect(file.document?.fileName).toMatch(/^Botlande-BotOp-100-n\d+\.txt$/);
    const [order] = await queryRows<{ id: number }>(h.database.db, sql`select id from purchase_history where telegram_id = 503`);
    const sold = await queryRows<{ number: string }>(h.database.db, sql`select number from order_numbers where purchase_id = ${order.id} order by id`);
    expect(lines).toEqual(sold.map((r) => r.number));
    // Gone from stock: none of them is still in the numlist, and its count dropped by 100.
    const still = await countOf(h.database.db, sql`select count(*) as n from numlist_numbers where numlist_id = ${numlistId} and ('+' || number::text) = any(string_to_array(${lines.join(',')}, ','))`);
    expect(still).toBe(0);
    expect(await countOf(h.database.db, sql`select ${availableNumbersOf()} as n from numlists where id = ${numlistId}`)).toBe(200);
    expect(await balanceOf(h.database.db, await userIdOf(h, 503))).toBe(60);
    await bob.waitForMessage((m) => textOf(m).includes('Achat réussi'));
    const notice = await h.standIn.waitFor(() => h.standIn.chat(990001).find((m) => textOf(m).includes('Nouvel achat')));
    expect(textOf(notice)).toContain('@bob');
    expect(textOf(notice)).toContain('0,60 €');
    // Every tap was answered exactly once (Telegram shows a spinner until then and refuses a second answer).
    const taps = h.standIn.updates().filter((u) => u.update.callback_query).length;
    expect(h.standIn.calls('answerCallbackQuery').filter((c) => !c.failed)).toHaveLength(taps);
  });

  it('sells in Japanese with Japanese texts and figures', async () => {
    const { h } = await shopWithStock(300);
    const yuki = h.standIn.user(504, { languageCode: 'ja' });
    await register(yuki, /日本語/);
    await openOperator(yuki);
    await yuki.tap('100');
    await yuki.waitForMessage((m) => textOf(m).startsWith(i18n.t('ja', 'purchase-confirm', { operator: 'BotOp', flag: '🇫🇷', country: 'Botlande', quantity: '100', price: '€0.006', cost: '€0.60', balance: '€1.20', balanceAfter: '€0.60' }).slice(0, 12)));
    await yuki.tap(i18n.t('ja', 'purchase-confirm-button'));
    const file = await yuki.waitForMessage((m) => m.document !== undefined);
    expect(file.document?.caption).toBe(i18n.t('ja', 'purchase-file-caption', { quantity: '100', operator: 'BotOp', country: 'Botlande', order: file.document?.caption?.match(/\d+(?=\D*$)/)?.[0] ?? '' }));
    expect(file.document?.content.toString('utf8').trim().split('\n')).toHaveLength(100);
  });

  it('takes a typed quantity, refuses too few, more than stock and more than the balance with figures, charging nothing', async () => {
    const { h, user: cid } = await customerAtOperator(300, 505);
    // From a refusal: back to the operators, the operator again, its quantity prompt, then a typed quantity.
    const ask = async (typed: string, expected: string, from: number) => {
      await cid.tap(/Opérateurs/, { messageId: from });
      await cid.waitForMessage((m) => m.messageId === from && m.buttons.flat().some((b) => /BotOp/.test(b.text)));
      await cid.tap(/BotOp/, { messageId: from });
      await cid.waitForMessage((m) => m.messageId === from && m.buttons.flat().some((b) => /Autre quantité/.test(b.text)));
      await cid.tap(/Autre quantité/, { messageId: from });
      await cid.waitForMessage((m) => m.messageId === from && textOf(m).includes('Tapez le nombre'));
      await cid.send(typed);
      return cid.waitForMessage((m) => m.messageId > from && textOf(m).includes(expected));
    };
    await cid.tap(/Autre quantité/);
    await cid.waitForMessage((m) => textOf(m).includes('Tapez le nombre'));
    await cid.send('beaucoup');
    await cid.waitForMessage((m) => textOf(m).includes('Entrez un nombre valide (minimum 100)'));
    await cid.send('50');
    const tooFew = await cid.waitForMessage((m) => textOf(m).includes('Quantité invalide'));
    expect(textOf(tooFew)).toContain('minimum 100 numéros (0,60 € minimum)');
    const tooMany = await ask('400', 'Quantité non disponible', tooFew.messageId);
    expect(textOf(tooMany)).toContain('Maximum disponible : 300 numéros (minimum 100)');
    const tooDear = await ask('250', 'Solde insuffisant', tooMany.messageId);
    expect(textOf(tooDear)).toContain('Coût : 1,50 € — votre solde : 1,20 €');
    expect(await balanceOf(h.database.db, await userIdOf(h, 505))).toBe(120);
    expect(await countOf(h.database.db, sql`select count(*) as n from purchase_history where telegram_id = 505`)).toBe(0);
    const ok = await ask('1 50', 'Confirmez votre achat', tooDear.messageId);
    expect(textOf(ok)).toContain('Quantité : <b>150</b>');
    await cid.tap(/Confirmer/, { messageId: ok.messageId });
    const file = await cid.waitForMessage((m) => m.document !== undefined);
    expect(file.document?.content.toString('utf8').trim().split('\n')).toHaveLength(150);
  });

  it('keeps the typed-quantity prompt open after a refused quantity: the next number typed is read as a quantity', async () => {
    const { user: gus } = await customerTypingQuantity(300, 515);
    await gus.send('50');
    const tooFew = await gus.waitForMessage((m) => textOf(m).includes('Quantité invalide'));
    await gus.send('200');
    const next = await gus.waitForMessage((m) => m.messageId > tooFew.messageId);
    expect(textOf(next)).toContain('Confirmez votre achat');
    expect(textOf(next)).toContain('Quantité : <b>200</b> numéros');
    // Confirmed: the prompt is closed, a later number is not a quantity any more.
    await gus.send('150');
    const after = await gus.waitForMessage((m) => m.messageId > next.messageId);
    expect(textOf(after)).not.toContain('Confirmez votre achat');
  });

  it('says "1 message" when the numbers fit in one inline message (the count is a number to Fluent)', async () => {
    const { h, user: ivy } = await customerAtOperator(300, 516);
    h.standIn.failNext('sendDocument', { status: 400, description: 'Bad Request: file must be non-empty' }, 5);
    await ivy.tap('100');
    await ivy.waitForMessage((m) => textOf(m).includes('Confirmez'));
    await ivy.tap(/Confirmer/);
    const notice = await ivy.waitForMessage((m) => textOf(m).includes("L'envoi du fichier a échoué"));
    expect(textOf(notice)).toContain('voici vos numéros en 1 message.');
  });

  it('sends the numbers inline, in labelled parts under 4,096 characters, when the document cannot be sent', async () => {
    const { h } = await shopWithStock(1000);
    const dan = h.standIn.user(506);
    await register(dan);
    await h.database.db.execute(sql`update users set balance_cents = 10000, opening_balance_cents = 10000 where telegram_id = 506`);
    await openOperator(dan);
    h.standIn.failNext('sendDocument', { status: 400, description: 'Bad Request: file must be non-empty' }, 5);
    await dan.tap('1K');
    await dan.waitForMessage((m) => textOf(m).includes('Confirmez'));
    await dan.tap(/Confirmer/);
    await dan.waitForMessage((m) => /Partie (\d+)\/\1\n/.test(textOf(m)));
    const parts = dan.messages().filter((m) => textOf(m).startsWith('📄 Partie'));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((m) => textOf(m).length < 4096)).toBe(true);
    const numbers = parts.flatMap((m) => textOf(m).split('\n').slice(1));
    expect(numbers).toHaveLength(1000);
    expect(new Set(numbers).size).toBe(1000);
    const [order] = await queryRows<{ id: number }>(h.database.db, sql`select id from purchase_history where telegram_id = 506`);
    const sold = await queryRows<{ number: string }>(h.database.db, sql`select number from order_numbers where purchase_id = ${order.id} order by id`);
    expect(numbers).toEqual(sold.map((r) => r.number));
  });

  it('buys once when Confirm is tapped twice', async () => {
    const { h, user: eve } = await customerAtOperator(300, 507);
    await eve.tap('100');
    await eve.waitForMessage((m) => textOf(m).includes('Confirmez'));
    const { b, m } = confirmButton(eve);
    await Promise.all([eve.tapData(b.callbackData as string, m.messageId), eve.tapData(b.callbackData as string, m.messageId)]);
    await eve.waitForMessage((x) => textOf(x).includes('déjà été passée'));
    expect(await countOf(h.database.db, sql`select count(*) as n from purchase_history where telegram_id = 507`)).toBe(1);
    expect(await balanceOf(h.database.db, await userIdOf(h, 507))).toBe(60);
    expect(eve.messages().filter((x) => x.document)).toHaveLength(1);
  });

  it('serves eight customers buying at once: no number sold twice, stock exact', async () => {
    const { h, numlistId } = await shopWithStock(1000);
    const buyers = Array.from({ length: 8 }, (_, i) => h.standIn.user(600 + i));
    await Promise.all(buyers.map((u) => register(u)));
    await Promise.all(buyers.map((u) => openOperator(u)));
    await Promise.all(buyers.map((u) => u.tap('100')));
    await Promise.all(buyers.map((u) => u.waitForMessage((m) => textOf(m).includes('Confirmez'))));
    await Promise.all(buyers.map((u) => u.tap(/Confirmer/)));
    const files = await Promise.all(buyers.map((u) => u.waitForMessage((m) => m.document !== undefined, 15_000)));
    const all = files.flatMap((f) => f.document?.content.toString('utf8').trim().split('\n') ?? []);
    expect(all).toHaveLength(800);
    expect(new Set(all).size).toBe(800);
    expect(await countOf(h.database.db, sql`select ${availableNumbersOf()} as n from numlists where id = ${numlistId}`)).toBe(200);
    expect(await countOf(h.database.db, sql`select count(*) as n from numlist_numbers where numlist_id = ${numlistId}`)).toBe(200);
  });

  it('continues a typed-quantity step after the bot restarts', async () => {
    const { h, user: fay } = await customerTypingQuantity(300, 508);
    await h.bot.stop();
    await h.startAnother();
    await fay.send('120');
    const confirmation = await fay.waitForMessage((m) => textOf(m).includes('Confirmez'), 10_000);
    expect(textOf(confirmation)).toContain('Quantité : <b>120</b>');
  });

  it('forgets a typed-quantity step when the customer goes elsewhere', async () => {
    const { user: hal } = await customerTypingQuantity(300, 511);
    await hal.send('/balance');
    await hal.waitForMessage((m) => textOf(m).includes('Votre solde'));
    await hal.send('150');
    // Not read as a quantity: the menu comes back, no confirmation.
    await hal.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'shop') && m.messageId > 2);
    expect(hal.messages().some((m) => textOf(m).includes('Confirmez'))).toBe(false);
  });

  it('redeems a gift card from Recharger, and refuses it the second time with /redeem', async () => {
    const { h } = await shopWithStock(100);
    const { cards } = await generateGiftCards(h.database.db, { count: 1, amountCents: 1000, expiresAt: null }, null);
    const ivy = h.standIn.user(512);
    await register(ivy);
    await ivy.send('/balance');
    await ivy.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'topup'));
    await tapCallback(ivy, 'topup');
    await ivy.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'gift'));
    await tapCallback(ivy, 'gift');
    await ivy.waitForMessage((m) => textOf(m).includes('code de votre carte cadeau'));
    await ivy.send(cards[0].code.toLowerCase());
    const done = await ivy.waitForMessage((m) => textOf(m).includes('Carte cadeau utilisée'));
    expect(textOf(done)).toContain('+10,00 €');
    expect(textOf(done)).toContain('11,20 €');
    await ivy.send(`/redeem ${cards[0].code}`);
    await ivy.waitForMessage((m) => textOf(m) === fr('gift-card-used'));
    expect(await balanceOf(h.database.db, await userIdOf(h, 512))).toBe(1120);
  });

  it('drops a flood of updates from one user with a single notice', async () => {
    h = await harnesses.start({ bot: { refreshMs: 200, leaseMs: 1500, bot: { flood: { updates: 3, windowMs: 10_000 } } } });
    const spam = h.standIn.user(510);
    await spam.send('/start');
    await spam.waitForMessage((m) => textOf(m).includes(fr('language-choose')));
    for (let i = 0; i < 6; i++) await spam.send('/help');
    await spam.waitForMessage((m) => textOf(m) === fr('error-flood'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answers = spam.messages();
    // /start and two /help answered, one notice, the other four dropped.
    expect(answers.filter((m) => textOf(m) === fr('error-flood'))).toHaveLength(1);
    expect(answers).toHaveLength(4);
  });

  it('shows the balance, the history with re-download, help in the customer language, and channels', async () => {
    const { h } = await shopWithStock(300);
    await setSetting(h.database.db, 'help_message', '<b>Aide FR</b>');
    await setSetting(h.database.db, 'help_message_en', '<b>Help EN</b>');
    await setSetting(h.database.db, 'show_channel_menu_button', 'true');
    await setSetting(h.database.db, 'main_channel_url', '@autoshop_news');
    const gus = h.standIn.user(509);
    await register(gus, /English/);
    await gus.send('/history');
    await gus.waitForMessage((m) => textOf(m) === i18n.t('en', 'history-empty'));
    await openOperator(gus);
    await gus.tap('100');
    await gus.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('buy:') ?? false));
    await gus.tap(i18n.t('en', 'purchase-confirm-button'));
    await gus.waitForMessage((m) => m.document !== undefined);
    await gus.send('/balance');
    const balance = await gus.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'topup'));
    expect(textOf(balance)).toContain(i18n.t('en', 'balance-view', { balance: '€0.60', totalPurchases: '€0.60', totalDeposits: '€0.00' }));
    await gus.send('/history');
    const history = await gus.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('dl:') ?? false));
    expect(textOf(history)).toContain('BotOp');
    await gus.tap(/📥/);
    await h.standIn.waitFor(() => gus.messages().filter((m) => m.document).length === 2);
    await gus.send('/help');
    const help = await gus.waitForMessage((m) => textOf(m).startsWith('<b>Help EN</b>'));
    // Below the admin's text, every command of the command menu (the one list set with setMyCommands), described in English.
    const menu = h.standIn.commands('en');
    expect(menu.map((c) => c.command)).toEqual(expect.arrayContaining(['redeem', 'referral']));
    for (const c of menu) expect(textOf(help)).toContain(`/${c.command} — ${c.description}`);
    await gus.send('/start');
    await gus.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'chan'));
    await tapCallback(gus, 'chan');
    const channels = await gus.waitForMessage((m) => m.buttons.flat().some((b) => b.url === 'https://t.me/autoshop_news'));
    expect(channels).toBeTruthy();
  });
});
