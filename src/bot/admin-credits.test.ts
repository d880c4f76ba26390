// /addcredit and /removecredit through the real bot and the Bot API stand-in: who may, the spec's refusals, the
// wallet's rows naming the admin, the customer's notice in their language, and two admins racing on one balance.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BotHarness } from '../../tests/support/bot-harness';
import { register, textOf } from '../../tests/support/bot-customer';
import { balanceOf, countOf } from '../../tests/support/wallet-fixtures';
import { queryRows } from '../db/query';
import { addBotAdmin } from '../domain/users/bot-admins';
import { checkLedger } from '../domain/wallet/check-ledger';
import { createI18n } from '../messenger/i18n';
import { harnessPerTest } from '../../tests/support/harness-per-test';

const i18n = createI18n();
const say = (language: string, key: string, vars?: Record<string, string>) => textOf({ text: i18n.t(language, key, vars) });
const fr = (key: string, vars?: Record<string, string>) => say('fr', key, vars);

let h: BotHarness | undefined;
const harnesses = harnessPerTest();

const userIdOf = async (harness: BotHarness, telegramId: number) =>
  (await queryRows<{ id: number }>(harness.database.db, sql`select id from users where telegram_id = ${telegramId}`))[0].id;

/** A registered customer with a Telegram @username, in French unless told. */
async function customer(harness: BotHarness, telegramId: number, username: string, languageButton?: RegExp) {
  const user = harness.standIn.user(telegramId, { username, firstName: username, languageCode: 'fr' });
  await register(user, languageButton);
  return user;
}

/** The bot's next answer in this chat after `text` is sent. */
async function answerTo(user: Awaited<ReturnType<typeof customer>>, text: string) {
  const last = Math.max(0, ...user.messages().map((m) => m.messageId));
  await user.send(text);
  return textOf(await user.waitForMessage((m) => m.messageId > last && m.text !== text));
}

describe('credits from the bot', () => {
  it('refuses everyone but an admin holding the credits permission, and names what is missing', async () => {
    h = await harnesses.start();
    const stranger = await customer(h, 8101, 'stranger');
    const clerk = await customer(h, 8102, 'clerk');
    await customer(h, 8103, 'bob');
    await addBotAdmin(h.database.db, { telegramChatId: 8102, permissions: ['reports'] }, null);
    const bob = await userIdOf(h, 8103);

    expect(await answerTo(stranger, '/addcredit @bob 10')).toBe(fr('admin-only'));
    expect(await answerTo(stranger, '/removecredit @bob 1')).toBe(fr('admin-only'));
    expect(await answerTo(clerk, '/addcredit @bob 10')).toBe(fr('admin-permission-missing', { permission: fr('admin-permission-credits') }));
    expect(await balanceOf(h.database.db, bob)).toBe(120);
  });

  it("says the spec's messages for a bad command, credits and debits through the wallet, and tells the customer", async () => {
    h = await harnesses.start();
    const admin = await customer(h, 8201, 'boss');
    const alice = await customer(h, 8202, 'Alice_99', /English/);
    await addBotAdmin(h.database.db, { telegramChatId: 8201, permissions: ['credits'] }, null);
    const aliceId = await userIdOf(h, 8202);
    const adminId = await userIdOf(h, 8201);

    expect(await answerTo(admin, '/addcredit')).toBe(fr('admin-credit-format'));
    expect(await answerTo(admin, '/addcredit @alice_99')).toBe(fr('admin-credit-format'));
    expect(await answerTo(admin, '/addcredit @alice_99 dix')).toBe(fr('admin-credit-format'));
    expect(await answerTo(admin, '/addcredit @alice_99 0')).toBe(fr('admin-credit-positive'));
    expect(await answerTo(admin, '/addcredit @alice_99 -5')).toBe(fr('admin-credit-positive'));
    expect(await answerTo(admin, '/addcredit @nobody 5')).toBe(fr('admin-credit-user-not-found', { username: 'nobody' }));
    expect(await balanceOf(h.database.db, aliceId)).toBe(120);

    // Any case of the @username; "25.50" as the spec writes it.
    expect(await answerTo(admin, '/addcredit @alice_99 25.50')).toBe(
      fr('admin-credit-added', { amount: '25,50 €', username: 'Alice_99', balance: '26,70 €' }),
    );
    await alice.waitForMessage((m) => textOf(m) === say('en', 'credit-added-notice', { amount: '€25.50', balance: '€26.70' }));
    expect(await balanceOf(h.database.db, aliceId)).toBe(2670);

    expect(await answerTo(admin, '/removecredit Alice_99 100')).toBe(fr('admin-credit-insufficient', { username: 'Alice_99', balance: '26,70 €' }));
    expect(await answerTo(admin, '/removecredit @alice_99 6,70')).toBe(fr('admin-credit-removed', { amount: '6,70 €', username: 'Alice_99', balance: '20,00 €' }));
    await alice.waitForMessage((m) => textOf(m) === say('en', 'credit-removed-notice', { amount: '€6.70', balance: '€20.00' }));

    // A transaction, a ledger row and an audit row for each change, all naming the admin.
    const ledger = await queryRows<{ kind: string; amount_cents: string; actor_user_id: number }>(
      h.database.db,
      sql`select kind, amount_cents, actor_user_id from ledger_entries where user_id = ${aliceId} and kind like 'admin_%' order by id`,
    );
    expect(ledger.map((r) => [r.kind, Number(r.amount_cents), r.actor_user_id])).toEqual([
      ['admin_credit', 2550, adminId],
      ['admin_debit', -670, adminId],
    ]);
    expect(await countOf(h.database.db, sql`select count(*) as n from audit_log where entity_id = ${String(aliceId)} and actor_user_id = ${adminId}`)).toBe(2);
    expect((await checkLedger(h.database.db)).ok).toBe(true);
  });

  it('never takes a balance below zero when two admins debit it at the same moment', async () => {
    h = await harnesses.start();
    const first = await customer(h, 8301, 'admin_one');
    const second = await customer(h, 8302, 'admin_two');
    await customer(h, 8303, 'target');
    await addBotAdmin(h.database.db, { telegramChatId: 8301, isMainAdmin: true }, null);
    await addBotAdmin(h.database.db, { telegramChatId: 8302, permissions: ['credits'] }, null);
    const target = await userIdOf(h, 8303);
    await answerTo(first, '/addcredit @target 8.80');
    expect(await balanceOf(h.database.db, target)).toBe(1000);

    // 10 € and 2 × 5 debits of 3 €: three can pass, whoever sends them.
    await Promise.all([first, second].flatMap((admin) => Array.from({ length: 5 }, () => admin.send('/removecredit @target 3'))));
    const done = (user: typeof first) => user.messages().filter((m) => /(retirés|insuffisant|n'a que)/.test(textOf(m))).length;
    for (const admin of [first, second]) await admin.waitForMessage(() => done(admin) === 5, 15_000);
    const removed = [first, second].flatMap((admin) => admin.messages()).filter((m) => textOf(m).includes('retirés'));
    expect(removed).toHaveLength(3);
    expect(await balanceOf(h.database.db, target)).toBe(100);
    expect((await checkLedger(h.database.db)).ok).toBe(true);
  });
});
