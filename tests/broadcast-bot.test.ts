// /broadcast through the real bot and the Bot API stand-in: who may, the prompt, the preview as customers will see
// it, the audience's count, the send, and the admin told "in progress, N recipients" then "done, sent/total".
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../src/messenger/i18n';
import { addBotAdmin } from '../src/domain/users/bot-admins';
import { queryRows } from '../src/db/query';
import { broadcastSender } from '../src/jobs/broadcast-sender';
import { createBroadcast } from '../src/domain/broadcasts/broadcasts';
import { broadcastSales } from '../src/domain/broadcasts/opens';
import { createCatalogue, createNumlist } from './support/wallet-fixtures';
import { type BotHarness, startBotHarness } from './support/bot-harness';
import { register, textOf } from './support/bot-customer';
import type { StandInUser } from './support/bot-api-stand-in';

const i18n = createI18n();
const fr = (key: string, vars?: Record<string, string | number>) => textOf({ text: i18n.t('fr', key, vars) });

let h: BotHarness | undefined;
let stopSender: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopSender?.();
  stopSender = undefined;
  await h?.close();
  h = undefined;
});

async function customer(harness: BotHarness, telegramId: number, language = /Français/) {
  const user = harness.standIn.user(telegramId, { firstName: `c${telegramId}`, languageCode: 'fr' });
  await register(user, language);
  return user;
}

/** The newest message in the chat after `since` that satisfies check. */
const nextMessage = (user: StandInUser, since: number, check: (text: string) => boolean) =>
  user.waitForMessage((m) => m.messageId > since && check(textOf(m)), 10_000);
const lastId = (user: StandInUser) => Math.max(0, ...user.messages().map((m) => m.messageId));
/** The confirmation as the bot shows it: audience and count, then the paid send's terms (1,000/s, 0.1 ⭐ a message). */
const confirmText = (audience: string, count: number, cost: number) =>
  `${fr('broadcast-confirm', { audience, count })}\n\n${fr('broadcast-paid-note', { rate: '1 000', price: '0,1', cost })}`;

describe('/broadcast in the bot', () => {
  it('is refused to customers and to admins without the broadcasts permission, by command and by the panel button', async () => {
    h = await startBotHarness();
    const stranger = await customer(h, 9101);
    const clerk = await customer(h, 9102);
    await addBotAdmin(h.database.db, { telegramChatId: 9102, permissions: ['credits'] }, null);
    let since = lastId(stranger);
    await stranger.send('/broadcast');
    await nextMessage(stranger, since, (t) => t === fr('admin-only'));
    since = lastId(stranger);
    await stranger.tapData('adm:broadcast', since);
    await nextMessage(stranger, since, (t) => t === fr('admin-only'));
    since = lastId(clerk);
    await clerk.send('/broadcast');
    await nextMessage(clerk, since, (t) => t === fr('admin-permission-missing', { permission: fr('admin-permission-broadcasts') }));
    // A message typed afterwards is not taken as a broadcast.
    since = lastId(clerk);
    await clerk.send('Hello everyone');
    await new Promise((r) => setTimeout(r, 300));
    expect(clerk.messages().filter((m) => m.messageId > since).some((m) => textOf(m).includes(fr('broadcast-audience-all')))).toBe(false);
  });

  it('prompts, previews, counts the audience, sends once, and tells the admin in progress then done', async () => {
    h = await startBotHarness();
    const admin = await customer(h, 9201);
    const buyers = [await customer(h, 9202), await customer(h, 9203)];
    const others = [await customer(h, 9204, /English/), await customer(h, 9205)];
    await addBotAdmin(h.database.db, { telegramChatId: 9201, permissions: ['broadcasts'] }, null);
    await h.database.db.execute(sql`update users set total_purchases_cents = 600 where telegram_id in (9202, 9203)`);
    // The bot's own process: its messenger (25 a second, the default), shared with the bot's replies.
    const sender = broadcastSender(h.database.db, h.messenger, { logger: pino({ level: 'silent' }), pollMs: 50 });
    await sender.start();
    stopSender = () => sender.stop();

    // The admin panel's button starts the same prompt as the command.
    let since = lastId(admin);
    await admin.tapData('adm:broadcast', since);
    await nextMessage(admin, since - 1, (t) => t === fr('broadcast-prompt'));

    // An empty message (only tags) is refused, the prompt stays.
    since = lastId(admin);
    await admin.send('<b> </b>');
    await nextMessage(admin, since, (t) => t === fr('broadcast-empty'));

    since = lastId(admin);
    await admin.send('<b>Nouveau</b> stock <blink>!</blink>');
    // The preview is the message as customers get it: the unknown tag shown as typed.
    const preview = await nextMessage(admin, since, (t) => t.includes('Nouveau'));
    expect(preview.text).toBe('<b>Nouveau</b> stock &lt;blink&gt;!&lt;/blink&gt;');
    const confirm = await nextMessage(admin, since, (t) => t.includes(fr('broadcast-audience-all')));
    expect(textOf(confirm)).toBe(confirmText(fr('broadcast-audience-all'), 5, 1));

    await admin.tap(new RegExp(fr('broadcast-audience-buyers')));
    await admin.waitForMessage((m) => m.messageId === confirm.messageId && textOf(m) === confirmText(fr('broadcast-audience-buyers'), 2, 1));
    await admin.tap(/✅/);
    await admin.waitForMessage((m) => m.messageId === confirm.messageId && textOf(m).startsWith('⏳'));
    // A second tap on the same preview sends nothing more.
    await admin.tapData(confirm.buttons.flat().find((b) => b.text.startsWith('✅'))?.callbackData ?? '', confirm.messageId);

    await nextMessage(admin, confirm.messageId, (t) => t === fr('broadcast-in-progress', { id: '1', count: '2' }));
    await nextMessage(admin, confirm.messageId, (t) => t === fr('broadcast-done', { id: '1', sent: '2', total: '2' }));
    for (const b of buyers) await b.waitForMessage((m) => m.text === '<b>Nouveau</b> stock &lt;blink&gt;!&lt;/blink&gt;');
    for (const o of others) expect(o.messages().some((m) => m.text?.includes('Nouveau'))).toBe(false);
    const [count] = await queryRows<{ n: number }>(h.database.db, sql`select count(*)::int as n from broadcasts`);
    expect(count.n).toBe(1);
    expect(h.standIn.calls('sendMessage').filter((c) => c.chatId === 9202 && String(c.params.text).includes('Nouveau'))).toHaveLength(1);
  });

  it('offers a paid send with its cost, refuses it while the Star balance is short, then sends it paid', async () => {
    h = await startBotHarness();
    const admin = await customer(h, 9401);
    const audience = [admin];
    for (let id = 9402; id <= 9412; id++) audience.push(await customer(h, id));
    await addBotAdmin(h.database.db, { telegramChatId: 9401, permissions: ['broadcasts'] }, null);
    const sender = broadcastSender(h.database.db, h.messenger, { logger: pino({ level: 'silent' }), pollMs: 50 });
    await sender.start();
    stopSender = () => sender.stop();

    let since = lastId(admin);
    await admin.send('/broadcast');
    await nextMessage(admin, since, (t) => t === fr('broadcast-prompt'));
    since = lastId(admin);
    await admin.send('Soldes <b>flash</b>');
    // 12 customers at 0.1 ⭐: 1.2, so 2 Stars (Telegram charges whole ones); the bot has 1.
    const confirm = await nextMessage(admin, since, (t) => t.includes(fr('broadcast-audience-all')));
    expect(textOf(confirm)).toBe(confirmText(fr('broadcast-audience-all'), 12, 2));
    expect(confirm.buttons.flat().map((b) => b.text)).toContain(fr('broadcast-paid-button', { cost: 2 }));
    h.standIn.setStarBalance(1);
    await admin.tap(/⚡/);
    const short = fr('broadcast-paid-short', { cost: 2, balance: 1 });
    await admin.waitForMessage((m) => m.messageId === confirm.messageId && textOf(m) === `${short}\n\n${confirmText(fr('broadcast-audience-all'), 12, 2)}`);
    const [none] = await queryRows<{ n: number }>(h.database.db, sql`select count(*)::int as n from broadcasts`);
    expect(none.n).toBe(0);

    // Topped up: the same screen's paid button sends, each message with allow_paid_broadcast, Telegram taking 1.2 ⭐.
    h.standIn.setStarBalance(5);
    await admin.tap(/⚡/);
    await admin.waitForMessage((m) => m.messageId === confirm.messageId && textOf(m).startsWith('⏳'));
    await nextMessage(admin, confirm.messageId, (t) => t === fr('broadcast-done', { id: '1', sent: '12', total: '12' }));
    const [row] = await queryRows<{ paid: boolean }>(h.database.db, sql`select paid from broadcasts`);
    expect(row.paid).toBe(true);
    // The 12 customers (the admin among them) once each, paid; the bot's own messages (preview, notices) not paid.
    const paid = h.standIn.calls('sendMessage').filter((c) => c.params.allow_paid_broadcast === true);
    expect(new Set(paid.map((c) => c.chatId))).toEqual(new Set(audience.map((u) => u.id)));
    expect(paid).toHaveLength(12);
    expect(paid.every((c) => c.params.text === 'Soldes <b>flash</b>')).toBe(true);
    expect(h.standIn.starBalanceMilli()).toBe(5000 - 1200);
  });

  it('a customer who blocked the bot is skipped by later broadcasts until they write to it again', async () => {
    h = await startBotHarness();
    const alice = await customer(h, 9301);
    await h.database.db.execute(sql`update users set bot_blocked_at = now() where telegram_id = 9301`);
    const since = lastId(alice);
    await alice.send('/start');
    await nextMessage(alice, since, () => true);
    const [row] = await queryRows<{ blocked: Date | null }>(h.database.db, sql`select bot_blocked_at as blocked from users where telegram_id = 9301`);
    expect(row.blocked).toBeNull();
  });
});

describe('broadcast audiences, buttons and deep links in the bot (decision 0151)', () => {
  it('narrows an audience to a language, counts it, and sends to those customers only', async () => {
    h = await startBotHarness();
    const admin = await customer(h, 9401);
    const english = [await customer(h, 9402, /English/), await customer(h, 9403, /English/)];
    const german = await customer(h, 9404, /Deutsch/);
    await addBotAdmin(h.database.db, { telegramChatId: 9401, permissions: ['broadcasts'] }, null);
    await h.database.db.execute(sql`update users set total_purchases_cents = 600 where telegram_id in (9402, 9404)`);
    const sender = broadcastSender(h.database.db, h.messenger, { logger: pino({ level: 'silent' }), pollMs: 50 });
    await sender.start();
    stopSender = () => sender.stop();

    let since = lastId(admin);
    await admin.send('/broadcast');
    await nextMessage(admin, since, (t) => t === fr('broadcast-prompt'));
    since = lastId(admin);
    await admin.send('Only English buyers');
    const confirm = await nextMessage(admin, since, (t) => t.includes(fr('broadcast-audience-all')));
    await admin.tap(new RegExp(fr('broadcast-language-any')));
    await admin.waitForMessage((m) => m.messageId === confirm.messageId && textOf(m) === fr('broadcast-language-choose'));
    await admin.tap(/English/);
    const englishAll = `${fr('broadcast-audience-all')} · 🇬🇧 English`;
    // The confirmation, then the paid send's terms (decision 0150).
    await admin.waitForMessage((m) => m.messageId === confirm.messageId && textOf(m).startsWith(fr('broadcast-confirm', { audience: englishAll, count: 2 })));
    // The language stays when the preset changes.
    await admin.tap(new RegExp(fr('broadcast-audience-buyers')));
    const englishBuyers = `${fr('broadcast-audience-buyers')} · 🇬🇧 English`;
    await admin.waitForMessage((m) => m.messageId === confirm.messageId && textOf(m).startsWith(fr('broadcast-confirm', { audience: englishBuyers, count: 1 })));
    await admin.tap(/✅/);
    await english[0].waitForMessage((m) => m.text === 'Only English buyers');
    await nextMessage(admin, confirm.messageId, (t) => t === fr('broadcast-done', { id: '1', sent: '1', total: '1' }));
    expect(english[1].messages().some((m) => m.text === 'Only English buyers')).toBe(false);
    expect(german.messages().some((m) => m.text === 'Only English buyers')).toBe(false);
  });

  it('sends the buttons; the deep link is recorded once per customer and opens the operator’s quantity screen', async () => {
    h = await startBotHarness();
    const db = h.database.db;
    const alice = await customer(h, 9501);
    const bob = await customer(h, 9502);
    const catalogue = await createCatalogue(db, { operator: 'Orangina' });
    await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 500, unitPriceMicros: 10_000 });
    const b = await createBroadcast(db, {
      message: 'Nouveau stock',
      audience: { kind: 'all' },
      buttons: [
        [{ kind: 'operator', text: 'Acheter', operatorId: catalogue.operatorId, opens: 'bot' }],
        [{ kind: 'url', text: 'Notre site', url: 'https://example.com/promo' }],
      ],
    });
    const sender = broadcastSender(db, h.messenger, { logger: pino({ level: 'silent' }), pollMs: 50 });
    await sender.start();
    stopSender = () => sender.stop();

    const got = await alice.waitForMessage((m) => m.text === 'Nouveau stock', 10_000);
    const payload = `bc${b.id}_${catalogue.operatorId}`;
    expect(got.buttons).toEqual([
      [{ text: 'Acheter', url: `https://t.me/${h.standIn.botInfo.username}?start=${payload}` }],
      [{ text: 'Notre site', url: 'https://example.com/promo' }],
    ]);
    // Opening the link is Telegram sending /start with its payload, twice here.
    let since = lastId(alice);
    await alice.send(`/start ${payload}`);
    const screen = await nextMessage(alice, since, (t) => t.includes('Orangina'));
    expect(screen.buttons.flat().some((button) => button.callbackData === `qty:${catalogue.countryId}:${catalogue.operatorId}:100`)).toBe(true);
    since = lastId(alice);
    await alice.send(`/start ${payload}`);
    await nextMessage(alice, since, (t) => t.includes('Orangina'));
    await bob.waitForMessage((m) => m.text === 'Nouveau stock', 10_000);
    since = lastId(bob);
    await bob.send(`/start ${payload}`);
    await nextMessage(bob, since, (t) => t.includes('Orangina'));
    const opens = await queryRows<{ user_id: number }>(db, sql`select user_id from broadcast_opens where broadcast_id = ${b.id}`);
    expect(opens).toHaveLength(2);
    expect((await broadcastSales(db, b.id)).opens).toBe(2);
  });
});
