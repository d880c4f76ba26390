// /broadcast through the real bot and the Bot API stand-in: who may, the prompt, the preview as customers will see
// it, the audience's count, the send, and the admin told "in progress, N recipients" then "done, sent/total".
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../src/messenger/i18n';
import { addBotAdmin } from '../src/domain/users/bot-admins';
import { queryRows } from '../src/db/query';
import { broadcastSender } from '../src/jobs/broadcast-sender';
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
    expect(textOf(confirm)).toBe(fr('broadcast-confirm', { audience: fr('broadcast-audience-all'), count: 5 }));

    await admin.tap(new RegExp(fr('broadcast-audience-buyers')));
    await admin.waitForMessage((m) => m.messageId === confirm.messageId && textOf(m) === fr('broadcast-confirm', { audience: fr('broadcast-audience-buyers'), count: 2 }));
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
