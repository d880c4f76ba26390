// The bot admins' panel through the real bot and the Bot API stand-in: who may open what, credits from the prompt,
// continent management (rename, delete with confirmation, refused while it has countries), channels and proof posts.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { BotHarness } from '../../tests/support/bot-harness';
import type { ChatMessage, StandInUser } from '../../tests/support/bot-api-stand-in';
import { hasButton, newestMessageId, register, textOf } from '../../tests/support/bot-customer';
import { balanceOf, createCatalogue, createCustomer, createNumlist, setSetting } from '../../tests/support/wallet-fixtures';
import { queryRows } from '../db/query';
import { addBotAdmin } from '../domain/users/bot-admins';
import { purchase } from '../domain/orders/purchase';
import { checkLedger } from '../domain/wallet/check-ledger';
import { jobRunner } from '../jobs/runner';
import { purchaseProofs } from '../jobs/purchase-proofs';
import { continentToken } from './features/admin-continents';
import { createI18n } from '../messenger/i18n';
import { harnessPerTest } from '../../tests/support/harness-per-test';

const i18n = createI18n();
const fr = (key: string, vars?: Record<string, string>) => textOf({ text: i18n.t('fr', key, vars) });

let h: BotHarness | undefined;
const harnesses = harnessPerTest();

async function person(harness: BotHarness, telegramId: number, username: string) {
  const user = harness.standIn.user(telegramId, { username, firstName: username, languageCode: 'fr' });
  await register(user);
  return user;
}


/** Sends a text and returns the bot's next message. */
async function answerTo(user: StandInUser, text: string) {
  const last = newestMessageId(user);
  await user.send(text);
  return textOf(await user.waitForMessage((m) => m.messageId > last && m.text !== text));
}

/**
 * Taps the newest button with this data and returns what the tap showed once it satisfies check: the tapped message
 * edited (a screen), or a new message (a refusal). Older messages do not count.
 */
async function tapFor(user: StandInUser, data: string, check: (m: ChatMessage) => boolean, messageId?: number) {
  const tapped = messageId ?? [...user.messages()].reverse().find(hasButton(data))?.messageId;
  if (tapped === undefined) throw new Error(`no button with data ${data}`);
  const edits = user.messages().find((m) => m.messageId === tapped)?.editCount ?? 0;
  const last = newestMessageId(user);
  await user.tapData(data, tapped);
  return user.waitForMessage((m) => ((m.messageId === tapped && m.editCount > edits) || m.messageId > last) && check(m));
}
const saying = (text: string) => (m: ChatMessage) => textOf(m) === text;

describe('the admin panel', () => {
  it('opens for bot admins only, and each entry asks for its permission by name', async () => {
    h = await harnesses.start();
    const stranger = await person(h, 8301, 'stranger');
    const clerk = await person(h, 8302, 'clerk');
    await addBotAdmin(h.database.db, { telegramChatId: 8302, permissions: ['reports', 'stock'] }, null);

    expect(await answerTo(stranger, '/adminstats')).toBe(fr('admin-only'));
    await clerk.send('/adminstats');
    const panel = await clerk.waitForMessage(hasButton('adm:credits'));
    expect(textOf(panel)).toBe(fr('admin-panel', { permissions: 'Rapports, Stock' }));
    expect(panel.buttons.flat().map((b) => b.callbackData)).toEqual(['adm:reports', 'adm:broadcast', 'adm:credits', 'adm:conts', 'adm:chan', 'adm:refunds', 'adm:block', 'menu']);

    const missing = (permission: string) => saying(fr('admin-permission-missing', { permission: fr(`admin-permission-${permission}`) }));
    await tapFor(clerk, 'adm:credits', missing('credits'));
    await tapFor(clerk, 'adm:conts', missing('catalogue'));
    await tapFor(clerk, 'adm:chan', missing('settings'));
    await tapFor(clerk, 'adm:refunds', missing('credits'));
    await tapFor(clerk, 'adm:block', missing('customers'));
    // An old panel in a stranger's chat (they were an admin once) is refused too.
    await h.database.db.execute(sql`delete from admin_settings where telegram_chat_id = 8302`);
    await tapFor(clerk, 'adm:credits', saying(fr('admin-only')));
  });

  it('credits and debits from the prompt through the wallet, keeps the prompt after a bad entry, and ends it once done', async () => {
    h = await harnesses.start();
    const boss = await person(h, 8401, 'boss');
    const bob = await person(h, 8402, 'bob');
    await addBotAdmin(h.database.db, { telegramChatId: 8401, permissions: ['credits'] }, null);
    const bobId = (await queryRows<{ id: number }>(h.database.db, sql`select id from users where telegram_id = 8402`))[0].id;

    await boss.send('/adminstats');
    await boss.waitForMessage(hasButton('adm:credits'));
    await tapFor(boss, 'adm:credits', hasButton('adm:cr:add'));
    await tapFor(boss, 'adm:cr:add', saying(fr('admin-credits-prompt-add')));
    expect(await answerTo(boss, '@bob douze')).toBe(fr('admin-credit-format'));
    expect(await answerTo(boss, '@nobody 5')).toBe(fr('admin-credit-user-not-found', { username: 'nobody' }));
    expect(await answerTo(boss, '@bob 12,50')).toBe(fr('admin-credit-added', { amount: '12,50 €', username: 'bob', balance: '13,70 €' }));
    expect(await balanceOf(h.database.db, bobId)).toBe(1370);
    await bob.waitForMessage((m) => textOf(m).includes('12,50'));
    // The prompt is over: another amount is not read as a credit.
    await boss.send('@bob 12,50');
    await boss.waitForMessage(hasButton('shop'));
    expect(await balanceOf(h.database.db, bobId)).toBe(1370);

    await boss.send('/adminstats');
    await boss.waitForMessage(hasButton('adm:credits'));
    await tapFor(boss, 'adm:credits', hasButton('adm:cr:remove'));
    await tapFor(boss, 'adm:cr:remove', saying(fr('admin-credits-prompt-remove')));
    expect(await answerTo(boss, '@bob 100')).toBe(fr('admin-credit-insufficient', { username: 'bob', balance: '13,70 €' }));
    expect(await answerTo(boss, '@bob 3.70')).toBe(fr('admin-credit-removed', { amount: '3,70 €', username: 'bob', balance: '10,00 €' }));
    expect(await balanceOf(h.database.db, bobId)).toBe(1000);
    expect(await checkLedger(h.database.db)).toMatchObject({ ok: true });
  });

  it('renames a continent, refuses to delete one with countries, and deletes an empty one after a yes', async () => {
    h = await harnesses.start();
    const db = h.database.db;
    const admin = await person(h, 8501, 'cartographer');
    await addBotAdmin(db, { telegramChatId: 8501, permissions: ['catalogue'] }, null);
    await createCatalogue(db);
    await setSetting(db, 'continents_order', JSON.stringify(['europe', 'Océanie']));
    const europe = continentToken('europe');
    const oceania = continentToken('Océanie');

    await admin.send('/adminstats');
    await admin.waitForMessage(hasButton('adm:conts'));
    const list = await tapFor(admin, 'adm:conts', hasButton(`adm:ct:${oceania}`));
    expect(list.buttons.flat().map((b) => b.text)).toEqual(['europe (2)', 'Océanie (0)', fr('admin-back-panel')]);

    await tapFor(admin, `adm:ct:${europe}`, hasButton(`adm:ctd:${europe}`));
    await tapFor(admin, `adm:ctd:${europe}`, saying(fr('admin-continent-not-empty', { name: 'europe', countries: '2' })));
    await tapFor(admin, `adm:ct:${europe}`, hasButton(`adm:ctr:${europe}`));
    await tapFor(admin, `adm:ctr:${europe}`, saying(fr('admin-continent-rename-prompt', { name: 'europe' })));
    expect(await answerTo(admin, 'Océanie')).toBe(fr('admin-continent-exists', { name: 'Océanie' }));
    expect(await answerTo(admin, ' ')).toBe(fr('admin-continent-invalid-name'));
    expect(await answerTo(admin, 'Europe')).toBe(fr('admin-continent-renamed', { from: 'europe', to: 'Europe' }));
    const continents = await queryRows<{ continent: string }>(db, sql`select distinct continent from countries`);
    expect(continents.map((c) => c.continent)).toEqual(['Europe']);

    await tapFor(admin, 'adm:conts', hasButton(`adm:ct:${oceania}`));
    await tapFor(admin, `adm:ct:${oceania}`, hasButton(`adm:ctd:${oceania}`));
    await tapFor(admin, `adm:ctd:${oceania}`, hasButton(`adm:ctdy:${oceania}`));
    // "No" goes back to the continent, which is still there.
    await tapFor(admin, `adm:ct:${oceania}`, hasButton(`adm:ctd:${oceania}`));
    await tapFor(admin, `adm:ctd:${oceania}`, hasButton(`adm:ctdy:${oceania}`));
    const confirmation = [...admin.messages()].reverse().find(hasButton(`adm:ctdy:${oceania}`))?.messageId;
    await tapFor(admin, `adm:ctdy:${oceania}`, saying(fr('admin-continent-deleted', { name: 'Océanie' })));
    const after = await tapFor(admin, 'adm:conts', (m) => hasButton('adm:panel')(m) && !hasButton(`adm:ct:${oceania}`)(m));
    expect(after.buttons.flat().map((b) => b.text)).toEqual(['Europe (2)', fr('admin-back-panel')]);
    // An old button of the deleted continent says it is gone.
    await tapFor(admin, `adm:ctdy:${oceania}`, saying(fr('admin-continent-gone')), confirmation);
  });

  it('sets the proof channel, turns proof posts on only where the bot can post, and posts each purchase anonymised', async () => {
    h = await harnesses.start();
    const db = h.database.db;
    const admin = await person(h, 8601, 'owner');
    await addBotAdmin(db, { telegramChatId: 8601, permissions: ['settings'] }, null);
    const runner = jobRunner(db, [purchaseProofs(db, h.messenger, pino({ level: 'silent' }))], pino({ level: 'silent' }), { pollMs: 20 });
    await runner.start();
    harnesses.stopAfterTest(() => runner.stop());

    await admin.send('/adminstats');
    await admin.waitForMessage(hasButton('adm:chan'));
    await tapFor(admin, 'adm:chan', hasButton('adm:che:proof'));
    await tapFor(admin, 'adm:prf:on', saying(fr('admin-proof-no-channel', { bot: h.standIn.botInfo.username })));
    await tapFor(admin, 'adm:che:proof', saying(fr('admin-channel-prompt-proof')));
    expect(await answerTo(admin, 'not a link')).toBe(fr('admin-channel-invalid'));
    expect(await answerTo(admin, 'https://t.me/+AbCdEfInvite')).toBe(fr('admin-channel-saved'));
    await tapFor(admin, 'adm:chan', hasButton('adm:prf:on'));
    await tapFor(admin, 'adm:prf:on', saying(fr('admin-proof-not-addressable', { bot: h.standIn.botInfo.username })));

    await tapFor(admin, 'adm:chan', hasButton('adm:che:proof'));
    await tapFor(admin, 'adm:che:proof', saying(fr('admin-channel-prompt-proof')));
    expect(await answerTo(admin, '@ShopProofs')).toBe(fr('admin-channel-saved'));
    await tapFor(admin, 'adm:chan', hasButton('adm:prf:on'));
    await tapFor(admin, 'adm:prf:on', saying(fr('admin-proof-not-found', { bot: h.standIn.botInfo.username })));
    h.standIn.addChannel('ShopProofs', { status: 'member' });
    await tapFor(admin, 'adm:chan', hasButton('adm:prf:on'));
    await tapFor(admin, 'adm:prf:on', saying(fr('admin-proof-cannot-post', { bot: h.standIn.botInfo.username })));
    const setting = async () => (await queryRows<{ value: string }>(db, sql`select value from settings where key = 'proof_posts_enabled'`))[0]?.value;
    expect(await setting()).toBeUndefined();

    // A sale before the posts are on is not posted.
    const catalogue = await createCatalogue(db, { operator: 'Free' });
    await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 1_000 });
    const buyer = await createCustomer(db, { balanceCents: 10_000, telegramUsername: 'secret_buyer', telegramId: 8602 });
    await purchase(db, { userId: buyer, countryId: catalogue.countryId, operatorId: catalogue.operatorId, quantity: 100, idempotencyKey: 'before' });

    // Made an administrator allowed to post: the posts go on.
    h.standIn.addChannel('ShopProofs', { status: 'administrator', canPost: true });
    await tapFor(admin, 'adm:chan', hasButton('adm:prf:on'));
    await tapFor(admin, 'adm:prf:on', hasButton('adm:prf:off'));
    expect(await setting()).toBe('true');

    const order = await purchase(db, { userId: buyer, countryId: catalogue.countryId, operatorId: catalogue.operatorId, quantity: 150, idempotencyKey: 'after' });
    const channelChat = () => h?.standIn.calls('sendMessage').filter((c) => c.params.chat_id === '@ShopProofs') ?? [];
    await h.standIn.waitFor(() => channelChat().length === 1);
    const post = String(channelChat()[0].params.text);
    expect(post).toContain('150');
    expect(post).toContain('Free');
    expect(post).not.toContain('secret_buyer');
    expect(post).not.toContain('8602');
    for (const number of order.numbers) expect(post).not.toContain(number.slice(1));

    // Turned off: the next sale is not posted.
    await tapFor(admin, 'adm:prf:off', hasButton('adm:prf:on'));
    await purchase(db, { userId: buyer, countryId: catalogue.countryId, operatorId: catalogue.operatorId, quantity: 100, idempotencyKey: 'off' });
    await new Promise((r) => setTimeout(r, 300));
    expect(channelChat()).toHaveLength(1);
  });
});
