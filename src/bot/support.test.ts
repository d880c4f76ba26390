// Support tickets as a customer and as a bot admin through the Bot API stand-in (issue 28): opening from Aide and from
// an order, a photo, an admin's answer by Telegram reply, closing, reopening, auto-close with the job's clock, and a
// second shop process that handles the admin's reply once.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, tapCallback, textOf } from '../../tests/support/bot-customer';
import { type BotHarness, startBotHarness } from '../../tests/support/bot-harness';
import { claim, complete } from '../db/jobs';
import { purchaseHistory, supportMessages, supportTickets, users } from '../db/schema';
import { eq } from 'drizzle-orm';
import { closeTicket } from '../domain/support/tickets';
import { SUPPORT_NOTICES_QUEUE } from '../domain/support/tickets';
import { addBotAdmin } from '../domain/users/bot-admins';
import { supportAutoClose, supportNotices } from '../jobs/support-notices';

const ADMIN = 720_001;
const logger = pino({ level: 'silent' });
let h: BotHarness;

/** Runs the support notices queued so far, as the job runner would. */
async function deliverNotices() {
  const job = supportNotices(h.database.db, h.messenger, logger);
  for (let next = await claim(h.database.db, [SUPPORT_NOTICES_QUEUE], 'test', 30_000); next; next = await claim(h.database.db, [SUPPORT_NOTICES_QUEUE], 'test', 30_000)) {
    await job.handler(next, new AbortController().signal);
    await complete(h.database.db, next, 'test');
  }
}

beforeAll(async () => {
  h = await startBotHarness();
  await addBotAdmin(h.database.db, { telegramChatId: ADMIN, permissions: ['support'] }, null);
});
afterAll(() => h?.close());

describe('support tickets in the bot', () => {
  it('opens a ticket from Aide, tells the admin, and carries the admin’s reply back to the customer', async () => {
    const admin = h.standIn.user(ADMIN, { username: 'boss', languageCode: 'fr' });
    await register(admin);
    const customer = h.standIn.user(720_101, { username: 'buyer', languageCode: 'fr' });
    await register(customer);
    await tapCallback(customer, 'help');
    await customer.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'sup'));
    await customer.tap('💬 Contacter le support');
    await customer.waitForMessage((m) => textOf(m).includes('Écrivez votre message'));
    await customer.send('Mes numéros ne répondent pas');
    const opened = await customer.waitForMessage((m) => /Ticket n° \d+ ouvert/.test(textOf(m)));
    const ticketId = Number(/n° (\d+)/.exec(textOf(opened))?.[1]);

    await deliverNotices();
    const notice = await admin.waitForMessage((m) => textOf(m).includes(`Nouveau ticket n° ${ticketId}`));
    expect(textOf(notice)).toContain('@buyer');
    expect(textOf(notice)).toContain('langue : fr');
    expect(textOf(notice)).toContain('Mes numéros ne répondent pas');
    await deliverNotices(); // a second run sends nothing more
    expect(admin.messages().filter((m) => textOf(m).includes(`Nouveau ticket n° ${ticketId}`))).toHaveLength(1);

    // A second shop process running beside the first: the admin's reply is still handled once.
    const second = await h.startAnother();
    await admin.replyTo(notice.messageId, 'Nous vérifions, un instant.');
    await admin.waitForMessage((m) => textOf(m) === `✅ Réponse envoyée au ticket n° ${ticketId}.`);
    await deliverNotices();
    const answer = await customer.waitForMessage((m) => textOf(m).includes('Nous vérifions, un instant.'));
    expect(textOf(answer)).toContain(`ticket n° ${ticketId}`);
    await second.stop();
    const adminMessages = await h.database.db.select().from(supportMessages).where(eq(supportMessages.author, 'admin'));
    expect(adminMessages).toHaveLength(1);
    expect(adminMessages[0]).toMatchObject({ ticketId, adminName: '@boss', source: 'bot' });
    const [ticket] = await h.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
    expect(ticket?.status).toBe('waiting');
    expect(ticket?.firstAnsweredAt).not.toBeNull();

    // A photo from the customer joins the open ticket and reaches the admin as a photo with the text as caption.
    await customer.sendPhoto('Capture de l’erreur', Buffer.from('fake-jpeg-bytes'));
    await customer.waitForMessage((m) => textOf(m) === `✉️ Message ajouté au ticket n° ${ticketId}.`);
    await deliverNotices();
    const photo = await admin.waitForMessage((m) => Boolean(m.document?.caption?.includes('Capture de l’erreur')));
    expect(photo.document?.caption).toContain(`Ticket n° ${ticketId}`);
    expect(photo.document?.content.toString()).toBe('fake-jpeg-bytes');

    // Closed by an admin: the customer is told; their next message reopens it.
    await closeTicket(h.database.db, ticketId, null);
    await deliverNotices();
    await customer.waitForMessage((m) => textOf(m).includes(`Le ticket n° ${ticketId} est fermé`));
    await customer.send('Toujours en panne');
    await h.standIn.waitFor(() => customer.messages().filter((m) => textOf(m) === `✉️ Message ajouté au ticket n° ${ticketId}.`).length === 2);
    const [reopened] = await h.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
    expect(reopened?.status).toBe('open');

    // Auto-close, with the job's clock 8 days ahead (the default is 7): closed, and the customer told.
    await supportAutoClose(h.database.db, logger, () => new Date(Date.now() + 8 * 86_400_000)).handler({ id: 0, queue: 'support-auto-close', key: null, payload: {}, attempts: 1, maxAttempts: 1 }, new AbortController().signal);
    await deliverNotices();
    await customer.waitForMessage((m) => textOf(m).includes(`Le ticket n° ${ticketId} a été fermé faute de nouveau message`));
  });

  it('opens a ticket about an order from Historique, and refuses another customer’s order', async () => {
    const customer = h.standIn.user(720_102, { username: 'second', languageCode: 'fr' });
    await register(customer);
    const [user] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.telegramId, 720_102));
    const [order] = await h.database.db
      .insert(purchaseHistory)
      .values({ userId: user?.id ?? 0, telegramId: 720_102, quantity: 100, priceCents: 60, unitPriceMicros: 6000, operatorName: 'Orange', countryName: 'France', countryFlag: '🇫🇷' })
      .returning({ id: purchaseHistory.id });
    await customer.send('/history');
    await customer.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === `sup:${order?.id}`));
    await customer.tap('⚠️ Un problème');
    await customer.waitForMessage((m) => textOf(m).includes(`Un problème avec la commande n° ${order?.id}`));
    await customer.send('La moitié des numéros sont morts');
    const opened = await customer.waitForMessage((m) => /Ticket n° \d+ ouvert/.test(textOf(m)));
    const ticketId = Number(/n° (\d+)/.exec(textOf(opened))?.[1]);
    const [ticket] = await h.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
    expect(ticket?.orderId).toBe(order?.id);
    await deliverNotices();
    const admin = h.standIn.user(ADMIN);
    const notice = await admin.waitForMessage((m) => textOf(m).includes(`Nouveau ticket n° ${ticketId}`));
    expect(textOf(notice)).toContain(`n° ${order?.id} — Orange 🇫🇷, quantité : 100`);

    // Forged callback data for an order of someone else: nothing is opened.
    const other = h.standIn.user(720_103, { username: 'other', languageCode: 'fr' });
    await register(other);
    const screen = other.last();
    await other.tapData(`sup:${order?.id}`, screen?.messageId ?? 0);
    await h.standIn.waitFor(() => other.callbackAnswers().find((a) => a.text === '❌ Commande introuvable.' && a.showAlert));
    expect(other.messages().some((m) => textOf(m).includes('Un problème avec la commande'))).toBe(false);
    const tickets = await h.database.db.select().from(supportTickets).where(eq(supportTickets.orderId, order?.id ?? 0));
    expect(tickets).toHaveLength(1);
  });
});
