// A bot admin refunds an order from Telegram through the real bot and the Bot API stand-in: the order typed, a count,
// a reason, the suppression box, the confirmation (a double tap refunds once); the customer's notice in their language.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, StandInUser } from '../../tests/support/bot-api-stand-in';
import { hasButton, newestMessageId, register, tapFor, textOf } from '../../tests/support/bot-customer';
import { harnessPerTest } from '../../tests/support/harness-per-test';
import { balanceOf, countOf, createCatalogue, createNumlist, setSetting } from '../../tests/support/wallet-fixtures';
import type { Job } from '../db/jobs';
import { queryRows } from '../db/query';
import { purchase } from '../domain/orders/purchase';
import { REFUND_NOTICES_QUEUE } from '../domain/orders/refund';
import { addBotAdmin } from '../domain/users/bot-admins';
import { adjustCredit } from '../domain/wallet/admin-credit';
import { checkLedger } from '../domain/wallet/check-ledger';
import { refundNotices } from '../jobs/refund-notices';
import { figuresFor } from '../messenger/figures';
import { createI18n } from '../messenger/i18n';

const i18n = createI18n();
const t = (language: string) => (key: string, vars?: Record<string, unknown>) => textOf({ text: i18n.t(language, key, vars as never) });
const fr = t('fr');
const harnesses = harnessPerTest();
async function answerTo(user: StandInUser, text: string, check: (m: ChatMessage) => boolean = () => true) {
  const last = newestMessageId(user);
  await user.send(text);
  return user.waitForMessage((m) => m.messageId > last && m.text !== text && check(m));
}

describe('refunds from the bot admin panel', () => {
  it('refunds a count with a reason, refuses a bad count, confirms once, and tells the customer in English', async () => {
    const h = await harnesses.start();
    const db = h.database.db;
    await setSetting(db, 'minimum_purchase_quantity', '1');
    const cat = await createCatalogue(db);
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 100, unitPriceMicros: 10_000 });
    const boss = h.standIn.user(9101, { username: 'boss', firstName: 'Boss', languageCode: 'fr' });
    await register(boss);
    await addBotAdmin(db, { telegramChatId: 9101, permissions: ['credits'] }, null);
    const buyer = h.standIn.user(9102, { username: 'buyer', firstName: 'Buyer', languageCode: 'en' });
    await register(buyer, /English/);
    const buyerId = (await queryRows<{ id: number }>(db, sql`select id from users where telegram_id = 9102`))[0].id;
    const bossId = (await queryRows<{ id: number }>(db, sql`select id from users where telegram_id = 9101`))[0].id;
    await adjustCredit(db, { userId: buyerId, amountCents: 500, direction: 'add', actorUserId: bossId });
    const { order } = await purchase(db, { userId: buyerId, numlistId: list, quantity: 10, idempotencyKey: 'bot-refund' });
    expect(order.priceCents).toBe(10);
    const before = await balanceOf(db, buyerId);

    await boss.send('/adminstats');
    await boss.waitForMessage(hasButton('adm:refunds'));
    await tapFor(boss, 'adm:refunds', (m) => textOf(m) === fr('admin-refund-prompt'));
    const unknown = await answerTo(boss, '999999');
    expect(textOf(unknown)).toBe(fr('admin-refund-order-unknown', { order: '999999' }));
    const screen = await answerTo(boss, `#${order.id}`, hasButton(`adm:rfs:${order.id}:0:0`));
    expect(textOf(screen)).toContain(`Commande n° ${order.id}`);
    expect(textOf(screen)).toContain('Reste à rembourser : 10');
    expect(textOf({ text: screen.buttons.flat()[0].text })).toBe(fr('admin-refund-whole', { amount: '0,10 €' }));

    await tapFor(boss, `adm:rfs:${order.id}:0:0`, (m) => textOf(m) === fr('admin-refund-count-prompt', { left: figuresFor('fr').count(10) }));
    expect(textOf(await answerTo(boss, '11'))).toBe(fr('admin-refund-count-invalid', { left: figuresFor('fr').count(10) }));
    expect(textOf(await answerTo(boss, 'zéro'))).toBe(fr('admin-refund-count-invalid', { left: figuresFor('fr').count(10) }));
    const reasons = await answerTo(boss, '3', hasButton(`adm:rfk:${order.id}:0:3:0:d:s`));
    expect(reasons.buttons.flat().map((b) => b.text)).toEqual([...['dead', 'duplicate', 'wrong_target', 'other'].map((r) => fr(`refund-reason-${r}`)), fr('quantity-cancel')]);

    const confirm = await tapFor(boss, `adm:rfk:${order.id}:0:3:0:d:s`, hasButton(`adm:rfy:${order.id}:0:3:0:d:s`));
    const f = figuresFor('fr');
    expect(textOf(confirm)).toBe(
      fr('admin-refund-confirm', { order: String(order.id), count: f.count(3), amount: '0,03 €', reason: fr('refund-reason-dead'), suppress: fr('admin-refund-suppress-yes') }),
    );
    // The box switched off, then the refund confirmed, twice (a double tap): one refund.
    await tapFor(boss, `adm:rfk:${order.id}:0:3:0:d:n`, hasButton(`adm:rfy:${order.id}:0:3:0:d:n`));
    const done = await tapFor(boss, `adm:rfy:${order.id}:0:3:0:d:n`, (m) => textOf(m).startsWith('✅'));
    const balance = f.euros(before + 3);
    expect(textOf(done)).toBe(fr('admin-refund-done', { amount: '0,03 €', count: f.count(3), order: String(order.id), balance: textOf({ text: balance }) }));
    expect(done.buttons.flat().map((b) => b.callbackData)).toEqual([`adm:rfo:${order.id}:0`, 'adm:panel']);
    await boss.tapData(`adm:rfy:${order.id}:0:3:0:d:n`, done.messageId);
    await boss.waitForMessage((m) => textOf(m).startsWith(`${fr('admin-refund-changed')}`));
    expect(await balanceOf(db, buyerId)).toBe(before + 3);
    expect(await countOf(db, sql`select count(*) as n from order_refunds where purchase_id = ${order.id} and reason = 'dead' and quantity = 3 and suppressed = 0`)).toBe(1);
    expect((await checkLedger(db)).problems).toEqual([]);

    // The customer is told in their language, with the count, the amount and the balance.
    const [queued] = await queryRows<{ id: string; key: string; payload: { refundId: number } }>(db, sql`select id, key, payload from jobs where queue = ${REFUND_NOTICES_QUEUE}`);
    const job: Job = { id: Number(queued.id), queue: REFUND_NOTICES_QUEUE, key: queued.key, payload: queued.payload, attempts: 1, maxAttempts: 8 };
    await refundNotices(db, h.messenger, pino({ level: 'silent' })).handler(job, new AbortController().signal);
    const en = figuresFor('en');
    const notice = t('en')('refund-notice', { amount: en.euros(3), order: String(order.id), quantity: en.count(3), reason: t('en')('refund-reason-dead'), balance: en.euros(before + 3) });
    expect(notice).toContain('3 numbers refunded');
    expect(notice).toContain('Dead numbers');
    await buyer.waitForMessage((m) => textOf(m) === notice);

    // The rest, whole, from the done message's button; the order is then refunded in full.
    await tapFor(boss, `adm:rfo:${order.id}:0`, hasButton(`adm:rfr:${order.id}:0:0:3`));
    await tapFor(boss, `adm:rfr:${order.id}:0:0:3`, hasButton(`adm:rfk:${order.id}:0:0:3:o:n`));
    await tapFor(boss, `adm:rfk:${order.id}:0:0:3:o:n`, hasButton(`adm:rfy:${order.id}:0:0:3:o:n`));
    await tapFor(boss, `adm:rfy:${order.id}:0:0:3:o:n`, (m) => textOf(m).startsWith('✅'));
    expect(await balanceOf(db, buyerId)).toBe(before + 10);
    expect((await queryRows<{ status: string }>(db, sql`select status from purchase_history where id = ${order.id}`))[0].status).toBe('refunded');
  });

  it('asks for the credits permission', async () => {
    const h = await harnesses.start();
    const clerk = h.standIn.user(9201, { username: 'clerk', firstName: 'Clerk', languageCode: 'fr' });
    await register(clerk);
    await addBotAdmin(h.database.db, { telegramChatId: 9201, permissions: ['reports'] }, null);
    await clerk.send('/adminstats');
    await clerk.waitForMessage(hasButton('adm:refunds'));
    const refused = await tapFor(clerk, 'adm:refunds', (m) => textOf(m).includes(fr('admin-permission-credits')));
    expect(textOf(refused)).toBe(fr('admin-permission-missing', { permission: fr('admin-permission-credits') }));
  });
});
