// A bad order reported and refunded without leaving Telegram (issue 28, decision 0147), through the real bot and the
// Bot API stand-in: a customer buys, opens a ticket from Historique about the order; the admins holding the refund
// permission get the notice with its refund button (one without it gets none); two of them paste the same two numbers
// as "dead" and confirm at once: one refund, linked to the ticket; the customer gets the refund notice and the answer
// written as a reply to the notice; the numbers are suppressed.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, StandInUser } from '../../tests/support/bot-api-stand-in';
import { hasButton, newestMessageId, register, tapCallback, tapFor, textOf } from '../../tests/support/bot-customer';
import type { BotHarness } from '../../tests/support/bot-harness';
import { harnessPerTest } from '../../tests/support/harness-per-test';
import { balanceOf, countOf, createCatalogue, createNumlist } from '../../tests/support/wallet-fixtures';
import { claim, complete } from '../db/jobs';
import { queryRows } from '../db/query';
import { REFUND_NOTICES_QUEUE } from '../domain/orders/refund';
import { SUPPORT_NOTICES_QUEUE } from '../domain/support/tickets';
import { addBotAdmin } from '../domain/users/bot-admins';
import { checkLedger } from '../domain/wallet/check-ledger';
import { refundNotices } from '../jobs/refund-notices';
import { supportNotices } from '../jobs/support-notices';
import { figuresFor } from '../messenger/figures';
import { createI18n } from '../messenger/i18n';

const i18n = createI18n();
const fr = (key: string, vars?: Record<string, unknown>) => textOf({ text: i18n.t('fr', key, vars as never) });
const f = figuresFor('fr');
const logger = pino({ level: 'silent' });
const harnesses = harnessPerTest();
const BOSS = 730_001;
const SECOND = 730_002;
const CLERK = 730_003;
const BUYER = 730_101;

async function answerTo(user: StandInUser, text: string, check: (m: ChatMessage) => boolean) {
  const last = newestMessageId(user);
  await user.send(text);
  return user.waitForMessage((m) => m.messageId > last && check(m));
}

/** Runs the jobs of a queue queued so far, as the job runner would. */
async function runQueue(h: BotHarness, queue: string, handler: (job: never, signal: AbortSignal) => Promise<void>) {
  for (let job = await claim(h.database.db, [queue], 'test', 30_000); job; job = await claim(h.database.db, [queue], 'test', 30_000)) {
    await handler(job as never, new AbortController().signal);
    await complete(h.database.db, job, 'test');
  }
}
const deliverSupport = (h: BotHarness) => runQueue(h, SUPPORT_NOTICES_QUEUE, supportNotices(h.database.db, h.messenger, logger).handler);
const deliverRefunds = (h: BotHarness) => runQueue(h, REFUND_NOTICES_QUEUE, refundNotices(h.database.db, h.messenger, logger).handler);

describe('refunding a ticket’s order from its notice', () => {
  it('refunds two pasted dead numbers once when two admins confirm at once, and the customer gets the refund and the answer', async () => {
    const h = await harnesses.start();
    const db = h.database.db;
    const cat = await createCatalogue(db, { country: 'Botlande', operator: 'BotOp' });
    // 0,01 € a number: two numbers are worth exactly 0,02 €.
    await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 300, unitPriceMicros: 10_000 });
    const boss = h.standIn.user(BOSS, { username: 'boss', firstName: 'Boss', languageCode: 'fr' });
    const second = h.standIn.user(SECOND, { username: 'second', firstName: 'Second', languageCode: 'fr' });
    const clerk = h.standIn.user(CLERK, { username: 'clerk', firstName: 'Clerk', languageCode: 'fr' });
    for (const admin of [boss, second, clerk]) await register(admin);
    await addBotAdmin(db, { telegramChatId: BOSS, permissions: ['support', 'credits'] }, null);
    await addBotAdmin(db, { telegramChatId: SECOND, permissions: ['support', 'credits'] }, null);
    await addBotAdmin(db, { telegramChatId: CLERK, permissions: ['support'] }, null);

    // The customer buys 100 numbers in the bot (the opening balance is 1,20 €).
    const buyer = h.standIn.user(BUYER, { username: 'buyer', firstName: 'Bea', languageCode: 'fr' });
    await register(buyer);
    await tapCallback(buyer, 'shop');
    await buyer.waitForMessage(hasButton('cont:europe'));
    await tapCallback(buyer, 'cont:europe');
    await buyer.waitForMessage((m) => m.buttons.flat().some((b) => b.text.includes('Botlande')));
    await buyer.tap(/Botlande/);
    await buyer.waitForMessage((m) => m.buttons.flat().some((b) => b.text.includes('BotOp')));
    await buyer.tap(/BotOp/);
    await buyer.waitForMessage((m) => m.buttons.flat().some((b) => b.text === '100'));
    await buyer.tap('100');
    await buyer.waitForMessage((m) => textOf(m).includes('Confirmez votre achat'));
    await buyer.tap(/Confirmer/);
    const file = await buyer.waitForMessage((m) => m.document !== undefined);
    const delivered = file.document?.content.toString('utf8').trim().split('\n') ?? [];
    expect(delivered).toHaveLength(100);
    const [{ id: customerId }] = await queryRows<{ id: number }>(db, sql`select id from users where telegram_id = ${BUYER}`);
    const [{ id: orderId }] = await queryRows<{ id: number }>(db, sql`select id from purchase_history where user_id = ${customerId}`);
    const balanceBefore = await balanceOf(db, customerId);
    expect(balanceBefore).toBe(20);
    const dead = [delivered[3], delivered[42]];

    // A ticket from Historique about that order, naming the two dead numbers.
    await buyer.send('/history');
    await buyer.waitForMessage(hasButton(`sup:${orderId}`));
    await tapCallback(buyer, `sup:${orderId}`);
    await buyer.waitForMessage((m) => textOf(m).includes(`Un problème avec la commande n° ${orderId}`));
    await buyer.send(`Ces deux numéros ne répondent pas :\n${dead.join('\n')}`);
    const opened = await buyer.waitForMessage((m) => /Ticket n° \d+ ouvert/.test(textOf(m)));
    const ticketId = Number(/n° (\d+)/.exec(textOf(opened))?.[1]);

    // The notice: with the refund button for the admins who may refund, without it for the clerk.
    await deliverSupport(h);
    const entry = `adm:rfn:${orderId}:${ticketId}`;
    const isNotice = (m: ChatMessage) => textOf(m).includes(`Nouveau ticket n° ${ticketId}`);
    const notice = await boss.waitForMessage(isNotice);
    expect(textOf(notice)).toContain(dead[0]);
    expect(notice.buttons.flat().map((b) => [b.text, b.callbackData])).toEqual([[fr('admin-refund-open'), entry]]);
    await second.waitForMessage((m) => isNotice(m) && hasButton(entry)(m));
    const clerkNotice = await clerk.waitForMessage(isNotice);
    expect(clerkNotice.buttons.flat()).toEqual([]);

    // Both refunders open the order from the notice: its screen comes below, the notice stays as it was.
    const screen = await tapFor(boss, entry, hasButton(`adm:rfp:${orderId}:${ticketId}:0`));
    expect(screen.messageId).toBeGreaterThan(notice.messageId);
    expect(boss.messages().find((m) => m.messageId === notice.messageId)?.editCount).toBe(notice.editCount);
    expect(textOf(screen)).toContain(`Commande n° ${orderId}`);
    expect(textOf(screen)).toContain(fr('admin-refund-ticket', { ticket: String(ticketId) }));
    expect(screen.buttons.flat().map((b) => textOf({ text: b.text }))).toEqual([fr('admin-refund-whole', { amount: '1,00 €' }), fr('admin-refund-some'), fr('admin-refund-paste'), fr('admin-back-panel')]);
    await tapFor(second, entry, hasButton(`adm:rfp:${orderId}:${ticketId}:0`));

    // Pasting: a number of another order is refused by name (the step stays), then the two numbers.
    for (const admin of [boss, second]) await tapFor(admin, `adm:rfp:${orderId}:${ticketId}:0`, (m) => textOf(m) === fr('admin-refund-paste-prompt'));
    const stranger = '+447700900999';
    const refused = await answerTo(boss, `${dead[0]}\n${stranger}`, (m) => textOf(m).startsWith('❌'));
    expect(textOf(refused)).toBe(`${fr('admin-refund-paste-foreign', { count: f.count(1), numbers: `<code>${stranger}</code>` })}\n\n${fr('admin-refund-paste-retry')}`);
    const check = `adm:rfk:${orderId}:${ticketId}:p2:0:d:s`;
    const confirmData = `adm:rfy:${orderId}:${ticketId}:p2:0:d:s`;
    for (const admin of [boss, second]) {
      const reasons = await answerTo(admin, dead.join(', '), hasButton(check));
      expect(textOf(reasons)).toBe(`${fr('admin-refund-paste-found', { count: f.count(2) })}\n\n${fr('admin-refund-reason')}`);
      const confirm = await tapFor(admin, check, hasButton(confirmData));
      expect(textOf(confirm)).toBe(
        `${fr('admin-refund-confirm', { order: String(orderId), count: f.count(2), amount: textOf({ text: f.euros(2) }), reason: fr('refund-reason-dead'), suppress: fr('admin-refund-suppress-yes') })}\n📋 ${dead.map((n) => `<code>${n}</code>`).join(', ')}`,
      );
    }

    // Both confirm at once: one refund; the other is told the order changed and shown what is left.
    const confirms = [boss, second].map((admin) => [...admin.messages()].reverse().find(hasButton(confirmData)) as ChatMessage);
    await Promise.all([boss.tapData(confirmData, confirms[0].messageId), second.tapData(confirmData, confirms[1].messageId)]);
    const outcome = (admin: StandInUser, i: number) =>
      admin.waitForMessage((m) => m.messageId === confirms[i].messageId && m.editCount > confirms[i].editCount && /^(✅|⚠️)/.test(textOf(m)));
    const [bossDone, secondDone] = await Promise.all([outcome(boss, 0), outcome(second, 1)]);
    const texts = [textOf(bossDone), textOf(secondDone)];
    const done = fr('admin-refund-done', { amount: textOf({ text: f.euros(2) }), count: f.count(2), order: String(orderId), balance: textOf({ text: f.euros(balanceBefore + 2) }) });
    expect(texts.filter((t) => t === done)).toHaveLength(1);
    expect(texts.filter((t) => t.startsWith(fr('admin-refund-changed')))).toHaveLength(1);

    expect(await balanceOf(db, customerId)).toBe(balanceBefore + 2);
    const refunds = await queryRows<{ ticket_id: number; quantity: number; reason: string; suppressed: number; amount_cents: string }>(
      db,
      sql`select ticket_id, quantity, reason, suppressed, amount_cents from order_refunds where purchase_id = ${orderId}`,
    );
    expect(refunds).toEqual([{ ticket_id: ticketId, quantity: 2, reason: 'dead', suppressed: 2, amount_cents: refunds[0]?.amount_cents }]);
    expect(Number(refunds[0]?.amount_cents)).toBe(2);
    const digits = dead.map((n) => n.slice(1)).join(',');
    expect(await countOf(db, sql`select count(*) as n from suppressed_numbers where number::text = any(string_to_array(${digits}, ','))`)).toBe(2);
    expect((await checkLedger(db)).problems).toEqual([]);

    // The customer's refund notice, then the answer the boss writes as a reply to the notice.
    await deliverRefunds(h);
    const refundNotice = await buyer.waitForMessage((m) => textOf(m).includes(fr('refund-reason-dead')));
    expect(textOf(refundNotice)).toContain(`Commande n° ${orderId}`);
    expect(textOf(refundNotice)).toContain(textOf({ text: f.euros(balanceBefore + 2) }));
    await boss.replyTo(notice.messageId, 'Les deux numéros vous sont remboursés. Désolés pour la gêne.');
    await boss.waitForMessage((m) => textOf(m) === fr('admin-support-sent', { ticket: String(ticketId) }));
    await deliverSupport(h);
    const answer = await buyer.waitForMessage((m) => textOf(m).includes('Les deux numéros vous sont remboursés'));
    expect(textOf(answer)).toContain(`ticket n° ${ticketId}`);
  });

  it('keeps the refund screens from an admin without the refund permission who forges the button', async () => {
    const h = await harnesses.start();
    const clerk = h.standIn.user(CLERK, { username: 'clerk', languageCode: 'fr' });
    await register(clerk);
    await addBotAdmin(h.database.db, { telegramChatId: CLERK, permissions: ['support'] }, null);
    const last = clerk.last();
    await clerk.tapData('adm:rfn:1:1', last?.messageId ?? 0);
    const refused = await clerk.waitForMessage((m) => textOf(m).includes(fr('admin-permission-credits')));
    expect(textOf(refused)).toBe(fr('admin-permission-missing', { permission: fr('admin-permission-credits') }));
  });
});
