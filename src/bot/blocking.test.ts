// Blocking in the bot (decision 0142), through the real bot and the Bot API stand-in: a blocked customer's purchase,
// gift card, Stars top-up and the pre-checkout of an invoice sent before the block are refused in their language;
// the purchase-rate rule's refusal; /block and /unblock for an admin with the customers permission, audited.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ABUSE_RULE_DEFAULTS } from '../contracts/abuse';
import { register, tapCallback, textOf } from '../../tests/support/bot-customer';
import { harnessPerTest } from '../../tests/support/harness-per-test';
import { balanceOf, countOf, createCatalogue, createNumlist } from '../../tests/support/wallet-fixtures';
import { queryRows } from '../db/query';
import { saveAbuseRules } from '../domain/abuse/rules';
import { blockCustomer, unblockCustomer } from '../domain/abuse/blocking';
import { addBotAdmin } from '../domain/users/bot-admins';
import { generateGiftCards } from '../domain/wallet/gift-cards';
import { saveStarsSettings } from '../domain/wallet/stars';
import { CALLBACK } from './callback-data';
import { createI18n } from '../messenger/i18n';
import { figuresFor } from '../messenger/figures';

const i18n = createI18n();
const said = (language: string, key: string, vars?: Record<string, unknown>) => textOf({ text: i18n.t(language, key, vars as Record<string, string>) });
const harnesses = harnessPerTest();

type User = ReturnType<Awaited<ReturnType<typeof harnesses.start>>['standIn']['user']>;

/** The bot's next message in this chat (a new one, or one edited) after `act`, as shown. */
async function replyTo(user: User, act: () => Promise<unknown>, expected: string) {
  await act();
  return textOf(await user.waitForMessage((m) => textOf(m) === expected, 5000).catch(() => user.last()));
}

/** /start → Solde → Recharger → ⭐ Telegram Stars: the Stars amount screen (its presets, and a typed amount awaited). */
async function openStarsScreen(user: User) {
  const since = user.last()?.messageId ?? 0;
  await user.send('/start');
  await user.waitForMessage((m) => m.messageId > since && m.buttons.flat().some((b) => b.callbackData === CALLBACK.balance));
  await tapCallback(user, CALLBACK.balance);
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === CALLBACK.topUp));
  await tapCallback(user, CALLBACK.topUp);
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === CALLBACK.topUpStars));
  await tapCallback(user, CALLBACK.topUpStars);
  return user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('tsa:') ?? false));
}

describe('a blocked customer in the bot', () => {
  it('is told in their language that buying, a gift card and a Stars top-up are refused; unblocking restores them', async () => {
    const h = await harnesses.start();
    const db = h.database.db;
    const cat = await createCatalogue(db, { operator: 'Sperrfunk' });
    await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 300, offset: 12_000 });
    await saveStarsSettings(db, { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });
    const user = h.standIn.user(9301, { username: 'gesperrt', firstName: 'Jonas', languageCode: 'de' });
    await register(user, /Deutsch/);
    const [{ id: userId }] = await queryRows<{ id: number }>(db, sql`select id from users where telegram_id = 9301`);
    await db.execute(sql`update users set balance_cents = 5000, opening_balance_cents = 5000 where id = ${userId}`);
    const { cards } = await generateGiftCards(db, { count: 1, amountCents: 800, expiresAt: null }, null);

    // A Stars invoice sent before the block: its pre-checkout is refused once blocked.
    const starsScreen = await openStarsScreen(user);
    const preset = starsScreen.buttons.flat().find((b) => b.callbackData?.startsWith('tsa:500:'));
    await user.tapData(preset?.callbackData as string, starsScreen.messageId);
    const { invoice } = await user.waitForMessage((m) => m.invoice !== undefined);
    if (!invoice) throw new Error('no invoice');

    await blockCustomer(db, { userId, reason: 'Betrug', actorUserId: null });
    const blocked = said('de', 'error-customer-blocked');
    expect(blocked).toContain('gesperrt');

    expect(await user.preCheckout(invoice)).toEqual({ ok: false, errorMessage: said('de', 'stars-refused-blocked') });
    expect(await replyTo(user, () => user.send(`/redeem ${cards[0].code}`), blocked)).toBe(blocked);
    const last = user.last()?.messageId ?? 0;
    expect(await replyTo(user, () => user.tapData(CALLBACK.confirm(cat.countryId, cat.operatorId, 100, 'blockednonce1'), last), blocked)).toBe(blocked);
    // The Stars amount typed on the Stars screen: no deposit, no invoice.
    await openStarsScreen(user);
    expect(await replyTo(user, () => user.send('600'), blocked)).toBe(blocked);

    expect(await balanceOf(db, userId)).toBe(5000);
    expect(await countOf(db, sql`select count(*) as n from purchase_history where user_id = ${userId}`)).toBe(0);
    expect(await countOf(db, sql`select count(*) as n from deposits where user_id = ${userId}`)).toBe(1);
    expect(await countOf(db, sql`select count(*) as n from gift_cards where used_by = ${userId}`)).toBe(0);

    await unblockCustomer(db, { userId, actorUserId: null });
    const f = figuresFor('de');
    const redeemed = said('de', 'gift-card-redeemed', { amount: f.euros(800), balance: f.euros(5800) });
    expect(await replyTo(user, () => user.send(`/redeem ${cards[0].code}`), redeemed)).toBe(redeemed);
    expect(await user.preCheckout(invoice)).toEqual({ ok: true, errorMessage: undefined });
  });

  it('rule 1 refuses the fourth purchase of the hour of a new account, saying when to try again', async () => {
    const h = await harnesses.start();
    const db = h.database.db;
    const cat = await createCatalogue(db, { operator: 'Rapido' });
    await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 600, offset: 13_000 });
    await saveAbuseRules(db, { ...ABUSE_RULE_DEFAULTS, purchaseRate: { enabled: true, maxPurchases: 1, accountAgeDays: 3 } }, null);
    const user = h.standIn.user(9401, { username: 'rapido', firstName: 'Lucía', languageCode: 'es' });
    await register(user, /Español/);
    await db.execute(sql`update users set balance_cents = 5000, opening_balance_cents = 5000 where telegram_id = 9401`);
    const last = user.last()?.messageId ?? 0;
    await user.tapData(CALLBACK.confirm(cat.countryId, cat.operatorId, 100, 'ratenonce1'), last);
    await user.waitForMessage((m) => m.document !== undefined || /100/.test(textOf(m)));
    const f = figuresFor('es');
    const refused = said('es', 'error-purchase-rate', { maximum: f.count(1), minutes: f.count(60) });
    expect(refused).toContain('60 minutos');
    expect(await replyTo(user, () => user.tapData(CALLBACK.confirm(cat.countryId, cat.operatorId, 100, 'ratenonce2'), last), refused)).toBe(refused);
  });
});

describe('/block and /unblock', () => {
  it('are for admins with the customers permission; block with a reason, unblock, both audited; the panel lists them', async () => {
    const h = await harnesses.start();
    const db = h.database.db;
    const boss = h.standIn.user(9501, { username: 'boss', firstName: 'Boss', languageCode: 'fr' });
    const clerk = h.standIn.user(9502, { username: 'clerk', firstName: 'Clerk', languageCode: 'fr' });
    const target = h.standIn.user(9503, { username: 'Spammer_1', firstName: 'Spam', languageCode: 'fr' });
    for (const u of [boss, clerk, target]) await register(u);
    await addBotAdmin(db, { telegramChatId: 9501, permissions: ['customers'] }, null);
    await addBotAdmin(db, { telegramChatId: 9502, permissions: ['credits'] }, null);
    const fr = (key: string, vars?: Record<string, unknown>) => said('fr', key, vars);

    expect(await replyTo(target, () => target.send('/block @clerk abus'), fr('admin-only'))).toBe(fr('admin-only'));
    const missing = fr('admin-permission-missing', { permission: fr('admin-permission-customers') });
    expect(await replyTo(clerk, () => clerk.send('/block @spammer_1 abus'), missing)).toBe(missing);
    expect(await replyTo(boss, () => boss.send('/block @spammer_1'), fr('admin-block-format'))).toBe(fr('admin-block-format'));
    const nobody = fr('admin-credit-user-not-found', { username: 'nobody' });
    expect(await replyTo(boss, () => boss.send('/block @nobody abus'), nobody)).toBe(nobody);

    const done = fr('admin-block-done', { username: 'Spammer_1', reason: 'Spam &amp; insultes' });
    expect(await replyTo(boss, () => boss.send('/block @spammer_1 Spam & insultes'), done)).toBe(done);
    const [row] = await queryRows<{ blocked_reason: string; blocked_by: number }>(
      db,
      sql`select blocked_reason, blocked_by_user_id as blocked_by from users where telegram_id = 9503`,
    );
    const [boss_] = await queryRows<{ id: number }>(db, sql`select id from users where telegram_id = 9501`);
    expect(row).toEqual({ blocked_reason: 'Spam & insultes', blocked_by: boss_.id });

    await boss.send('/adminstats');
    await boss.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === CALLBACK.adminBlocking));
    await tapCallback(boss, CALLBACK.adminBlocking);
    const panel = await boss.waitForMessage((m) => textOf(m).includes('Spam &amp; insultes'));
    expect(textOf(panel)).toContain('@Spammer_1');

    const unblocked = fr('admin-unblock-done', { username: 'Spammer_1' });
    expect(await replyTo(boss, () => boss.send('/unblock @spammer_1'), unblocked)).toBe(unblocked);
    const already = fr('admin-unblock-not-blocked', { username: 'Spammer_1' });
    expect(await replyTo(boss, () => boss.send('/unblock @spammer_1'), already)).toBe(already);
    expect(await countOf(db, sql`select count(*) as n from audit_log where actor_user_id = ${boss_.id} and action in ('customer.block', 'customer.unblock')`)).toBe(2);
  });
});
