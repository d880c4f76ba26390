// Support tickets in the bot (issue 28, decision 0139): the customer opens one from Aide, from an order of Historique,
// with /support or /paysupport, and writes; a bot admin holding `support` answers by replying to the ticket's notice.
import { Composer, InlineKeyboard } from 'grammy';
import type { Message } from 'grammy/types';
import { clearStep, saveStep } from '../../domain/customers/conversation-steps';
import { orderOf } from '../../domain/orders/read';
import { getBotMenuSettings } from '../../domain/settings/bot-menu';
import { ticketOfNotice } from '../../domain/support/notices';
import { addCustomerMessage, hasActiveTicket, type MessageContent, openTicket, replyToTicket } from '../../domain/support/tickets';
import { botAdminByChat, holdsPermission } from '../../domain/users/bot-admins';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { escapeHtml, show } from '../screen';

export const supportReplyFeature = new Composer<BotContext>();
export const supportFeature = new Composer<BotContext>();

/** What a Telegram message carries for a ticket: its text or caption, and its photo (largest size) or document. */
function messageContent(message: Message): MessageContent | null {
  const text = (message.text ?? message.caption ?? '').trim();
  const photo = message.photo?.at(-1);
  if (photo) return { text, fileId: photo.file_id, fileKind: 'photo' };
  if (message.document) return { text, fileId: message.document.file_id, fileKind: 'document', fileName: message.document.file_name ?? null };
  return text ? { text } : null;
}

const menuKeyboard = (ctx: BotContext) => new InlineKeyboard().text(ctx.t('menu-main'), CALLBACK.menu);

async function askForMessage(ctx: BotContext, orderId: number | null, extra = '') {
  if (!ctx.chat || !ctx.customer) return;
  await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'supportMessage', orderId });
  ctx.step = { kind: 'supportMessage', orderId };
  const prompt = orderId === null ? ctx.t('support-prompt') : ctx.t('support-prompt-order', { order: String(orderId) });
  await show(ctx, { text: prompt + extra, keyboard: menuKeyboard(ctx) });
}

supportFeature.callbackQuery(CALLBACK.support, (ctx) => askForMessage(ctx, null));
supportFeature.callbackQuery(MATCH.supportOrder, async (ctx) => {
  const orderId = Number(ctx.match[1]);
  // Only the customer's own order (a forged button names another's): openTicket checks it again.
  if (!ctx.customer || !(await orderOf(ctx.deps.db, ctx.customer.id, orderId))) {
    await ctx.answerCallbackQuery({ text: ctx.t('history-download-missing'), show_alert: true });
    return;
  }
  await askForMessage(ctx, orderId);
});
supportFeature.command('support', (ctx) => askForMessage(ctx, null));
// Telegram asks bots that take payments to answer /paysupport (decision 0137): it opens a ticket, and still names the
// shop's support contact when there is one.
supportFeature.command('paysupport', async (ctx) => {
  const { supportContact } = await getBotMenuSettings(ctx.deps.db);
  await askForMessage(ctx, null, supportContact ? `\n\n${ctx.t('paysupport-contact-line', { contact: escapeHtml(supportContact) })}` : '');
});

// The customer's message: the one a support step waits for opens (or joins) a ticket; without any step, a message joins
// the customer's active ticket (decision 0139). Other steps' features ran before and took their own messages.
supportFeature.on(['message:text', 'message:photo', 'message:document'], async (ctx, next) => {
  const customer = ctx.customer;
  if (!customer || ctx.chat.type !== 'private' || ctx.message.text?.startsWith('/')) return next();
  const step = ctx.step;
  if (step?.kind !== 'supportMessage' && (step !== null || !(await hasActiveTicket(ctx.deps.db, customer.id)))) return next();
  const content = messageContent(ctx.message);
  if (!content) {
    await ctx.reply(ctx.t('support-empty'));
    return;
  }
  if (step?.kind === 'supportMessage') {
    const opened = await openTicket(ctx.deps.db, { customerId: customer.id, orderId: step.orderId, content });
    await clearStep(ctx.deps.db, ctx.chat.id);
    ctx.step = null;
    const key = opened.created ? 'support-opened' : 'support-added';
    await show(ctx, { text: ctx.t(key, { ticket: String(opened.ticket.id) }), keyboard: menuKeyboard(ctx) });
    return;
  }
  const added = await addCustomerMessage(ctx.deps.db, { customerId: customer.id, content });
  if (!added) return next();
  await ctx.reply(ctx.t('support-added', { ticket: String(added.ticket.id) }));
});

// A bot admin's reply (reply_to_message) to a ticket's notice: the answer reaches the customer in the admin's words.
supportReplyFeature.on(['message:text', 'message:photo', 'message:document'], async (ctx, next) => {
  const repliedTo = ctx.message.reply_to_message;
  if (!repliedTo || ctx.chat.type !== 'private' || ctx.message.text?.startsWith('/')) return next();
  const ticketId = await ticketOfNotice(ctx.deps.db, ctx.chat.id, repliedTo.message_id);
  if (ticketId === null) return next();
  const admin = await botAdminByChat(ctx.deps.db, ctx.chat.id);
  if (!admin || !holdsPermission(admin, 'support')) {
    await ctx.reply(ctx.t('admin-permission-missing', { permission: ctx.t('admin-permission-support') }), { parse_mode: 'HTML' });
    return;
  }
  const content = messageContent(ctx.message);
  if (!content) {
    await ctx.reply(ctx.t('support-empty'));
    return;
  }
  const from = ctx.from;
  const name = from.username ? `@${from.username}` : [from.first_name, from.last_name].filter(Boolean).join(' ');
  await replyToTicket(ctx.deps.db, { ticketId, admin: { userId: null, telegramId: from.id, name }, content, source: 'bot' });
  await ctx.reply(ctx.t('admin-support-sent', { ticket: String(ticketId) }));
});
