// Bot admins with the credits permission refund an order from Telegram: whole, a count of its numbers or the numbers
// pasted, a reason, the suppression box, a confirmation (decisions 0140, 0147). Entered from the admin panel (the order
// typed) or from a ticket's notice (order and ticket given). The rule is the back office's: refundOrder in the domain.
import { Composer, InlineKeyboard } from 'grammy';
import { refundAmountCents } from '../../contracts/refunds';
import { clearStep, saveStep } from '../../domain/customers/conversation-steps';
import { findCustomerById } from '../../domain/customers/customers';
import { DomainError } from '../../domain/errors';
import { checkPastedNumbers, refundOrder, refundStateOf } from '../../domain/orders/refund';
import { buyerLabel } from '../../messenger/notices/purchase';
import { SUPPORT_REFUND_MATCH } from '../../messenger/notices/support';
import { adminAllowed } from '../admin-guard';
import { CALLBACK, MATCH, type RefundChoice, readRefundChoice } from '../callback-data';
import type { BotContext } from '../context';
import { refundConfirmKeyboard, refundOrderKeyboard, refundReasonKeyboard, refundScopeKeyboard } from '../keyboards/refunds';
import { escapeHtml, say, show } from '../screen';

export const adminRefundsFeature = new Composer<BotContext>();

const backToPanel = (ctx: BotContext) => new InlineKeyboard().text(ctx.t('admin-back-panel'), CALLBACK.adminPanel);

/** What to say of an order: its figures, then what may be refunded; `notice` (a refusal) goes above. */
async function orderScreen(ctx: BotContext, orderId: number, ticketId: number, notice?: string) {
  const state = await refundStateOf(ctx.deps.db, orderId).catch((error) => {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (!state) return { text: ctx.t('admin-refund-order-unknown', { order: String(orderId) }), keyboard: backToPanel(ctx), found: false };
  const { order, left } = state;
  const f = ctx.figures;
  const buyer = await findCustomerById(ctx.deps.db, order.userId);
  const summary = ctx.t('admin-refund-order', {
    order: String(order.id),
    customer: buyer ? buyerLabel(buyer) : String(order.userId),
    quantity: f.count(order.quantity),
    cost: f.euros(order.priceCents),
    refunded: f.euros(order.refundedCents),
    left: f.count(left),
  });
  const ticket = ticketId ? ctx.t('admin-refund-ticket', { ticket: String(ticketId) }) : '';
  const lines = [notice, ticket ? `${summary}\n${ticket}` : summary].filter(Boolean);
  if (left === 0) return { text: [...lines, ctx.t('admin-refund-nothing-left')].join('\n\n'), keyboard: backToPanel(ctx), found: true };
  const wholeAmount = f.euros(refundAmountCents(order, left));
  return { text: lines.join('\n\n'), keyboard: refundScopeKeyboard(ctx.t, { orderId, ticketId, before: order.refundedQuantity, wholeAmount }), found: true };
}

adminRefundsFeature.callbackQuery(CALLBACK.adminRefunds, async (ctx) => {
  if (!ctx.chat || !(await adminAllowed(ctx, 'credits'))) return;
  await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'adminRefundOrder' });
  await show(ctx, { text: ctx.t('admin-refund-prompt'), keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.adminPanel) });
});

// From a ticket's notice: the order's screen in a new message below it, so the notice keeps the customer's words and
// stays the message an answer replies to; the rest of the flow is the panel's, with the ticket kept on the refund.
adminRefundsFeature.callbackQuery(SUPPORT_REFUND_MATCH, async (ctx) => {
  if (!(await adminAllowed(ctx, 'credits'))) return;
  await say(ctx, await orderScreen(ctx, Number(ctx.match[1]), Number(ctx.match[2])));
});

adminRefundsFeature.callbackQuery(MATCH.adminRefundOrder, async (ctx) => {
  if (!(await adminAllowed(ctx, 'credits'))) return;
  await show(ctx, await orderScreen(ctx, Number(ctx.match[1]), Number(ctx.match[2])));
});

adminRefundsFeature.callbackQuery(MATCH.adminRefundSome, async (ctx) => {
  if (!ctx.chat || !(await adminAllowed(ctx, 'credits'))) return;
  const [orderId, ticketId, refundedBefore] = [Number(ctx.match[1]), Number(ctx.match[2]), Number(ctx.match[3])];
  const state = await refundStateOf(ctx.deps.db, orderId);
  await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'adminRefundCount', orderId, ticketId, refundedBefore });
  await show(ctx, {
    text: ctx.t('admin-refund-count-prompt', { left: ctx.figures.count(state.left) }),
    keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.adminRefundOrder(orderId, ticketId || null)),
  });
});

adminRefundsFeature.callbackQuery(MATCH.adminRefundPaste, async (ctx) => {
  if (!ctx.chat || !(await adminAllowed(ctx, 'credits'))) return;
  const [orderId, ticketId, refundedBefore] = [Number(ctx.match[1]), Number(ctx.match[2]), Number(ctx.match[3])];
  await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'adminRefundPaste', orderId, ticketId, refundedBefore });
  await show(ctx, {
    text: ctx.t('admin-refund-paste-prompt'),
    keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.adminRefundOrder(orderId, ticketId || null)),
  });
});

adminRefundsFeature.callbackQuery(MATCH.adminRefundReason, async (ctx) => {
  if (!(await adminAllowed(ctx, 'credits'))) return;
  const [orderId, ticketId, count, before] = [1, 2, 3, 4].map((i) => Number(ctx.match[i]));
  await show(ctx, { text: ctx.t('admin-refund-reason'), keyboard: refundReasonKeyboard(ctx.t, { orderId, ticketId, count, pasted: false, before }) });
});

/** The numbers an admin pasted for this choice, kept in their chat's step; null once gone (another tap, a refund). */
function pastedOf(ctx: BotContext, choice: RefundChoice): string[] | null {
  const step = ctx.step;
  if (step?.kind !== 'adminRefundPasted' || step.orderId !== choice.orderId || step.numbers.length !== choice.count) return null;
  return step.numbers;
}

/** At most ten numbers shown, then "…": enough to recognise the list pasted. */
const someNumbers = (numbers: string[]) => numbers.slice(0, 10).map((n) => `<code>${escapeHtml(n)}</code>`).join(', ') + (numbers.length > 10 ? ', …' : '');

/** The confirmation's text: what the refund will give back, computed by the domain's rule from the order now. */
async function confirmScreen(ctx: BotContext, choice: RefundChoice) {
  const { order, left } = await refundStateOf(ctx.deps.db, choice.orderId);
  if (left === 0 || order.refundedQuantity !== choice.before) return orderScreen(ctx, choice.orderId, choice.ticketId, ctx.t('admin-refund-changed'));
  const pasted = choice.pasted ? pastedOf(ctx, choice) : null;
  if (choice.pasted && !pasted) return orderScreen(ctx, choice.orderId, choice.ticketId, ctx.t('admin-refund-paste-lost'));
  const count = choice.count === 0 ? left : Math.min(choice.count, left);
  const text = ctx.t('admin-refund-confirm', {
    order: String(order.id),
    count: ctx.figures.count(count),
    amount: ctx.figures.euros(refundAmountCents(order, count)),
    reason: ctx.t(`refund-reason-${choice.reason}`),
    suppress: ctx.t(choice.suppress ? 'admin-refund-suppress-yes' : 'admin-refund-suppress-no'),
  });
  return { text: pasted ? `${text}\n📋 ${someNumbers(pasted)}` : text, keyboard: refundConfirmKeyboard(ctx.t, choice) };
}

adminRefundsFeature.callbackQuery(MATCH.adminRefundCheck, async (ctx) => {
  if (!(await adminAllowed(ctx, 'credits'))) return;
  await show(ctx, await confirmScreen(ctx, readRefundChoice(ctx.match)));
});

adminRefundsFeature.callbackQuery(MATCH.adminRefundConfirm, async (ctx) => {
  if (!(await adminAllowed(ctx, 'credits'))) return;
  const choice = readRefundChoice(ctx.match);
  const pasted = choice.pasted ? pastedOf(ctx, choice) : null;
  if (choice.pasted && !pasted) {
    await show(ctx, await orderScreen(ctx, choice.orderId, choice.ticketId, ctx.t('admin-refund-paste-lost')));
    return;
  }
  try {
    const done = await refundOrder(ctx.deps.db, {
      purchaseId: choice.orderId,
      selection: pasted ? { kind: 'numbers', numbers: pasted.join('\n') } : choice.count === 0 ? { kind: 'all' } : { kind: 'count', count: choice.count },
      reason: choice.reason,
      suppress: choice.suppress,
      ticketId: choice.ticketId || null,
      actorUserId: ctx.customer?.id ?? null,
      ifRefundedQuantity: choice.before,
    });
    if (pasted && ctx.chat) {
      await clearStep(ctx.deps.db, ctx.chat.id);
      ctx.step = null;
    }
    const f = ctx.figures;
    const text = ctx.t('admin-refund-done', {
      amount: f.euros(done.refund.amountCents),
      count: f.count(done.refund.quantity),
      order: String(done.order.id),
      balance: f.euros(done.balanceCents),
    });
    // What is left of the order may be refunded from here too.
    const keyboard = done.order.status === 'completed' ? refundOrderKeyboard(ctx.t, done.order.id, choice.ticketId) : backToPanel(ctx);
    await show(ctx, { text, keyboard: keyboard.row().text(ctx.t('admin-back-panel'), CALLBACK.adminPanel) });
  } catch (error) {
    const changed = ['ORDER_REFUNDS_CHANGED', 'ORDER_ALREADY_REFUNDED', 'REFUND_COUNT_INVALID', 'NUMBERS_ALREADY_REFUNDED'];
    if (!(error instanceof DomainError) || !changed.includes(error.code)) throw error;
    await show(ctx, await orderScreen(ctx, choice.orderId, choice.ticketId, ctx.t('admin-refund-changed')));
  }
});

// ─── What an admin types: the order's id, then a count or the numbers ─────────────────────────────────────────────

/** The numbers pasted: refused with those the order never had or already refunded (the step stays), else the reasons. */
async function pastedNumbersTyped(ctx: BotContext & { chat: { id: number } }, step: { orderId: number; ticketId: number; refundedBefore: number }, text: string) {
  const check = await checkPastedNumbers(ctx.deps.db, step.orderId, text);
  const cancel = new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.adminRefundOrder(step.orderId, step.ticketId || null));
  const problems = [
    check.notInOrder.length ? ctx.t('admin-refund-paste-foreign', { count: ctx.figures.count(check.notInOrder.length), numbers: someNumbers(check.notInOrder) }) : '',
    check.alreadyRefunded.length ? ctx.t('admin-refund-paste-again', { count: ctx.figures.count(check.alreadyRefunded.length), numbers: someNumbers(check.alreadyRefunded) }) : '',
  ].filter(Boolean);
  if (problems.length || check.numbers.length === 0) {
    await say(ctx, { text: [...problems, ctx.t(problems.length ? 'admin-refund-paste-retry' : 'admin-refund-paste-empty')].join('\n\n'), keyboard: cancel });
    return;
  }
  const kept = { kind: 'adminRefundPasted' as const, orderId: step.orderId, ticketId: step.ticketId, refundedBefore: step.refundedBefore, numbers: check.numbers };
  await saveStep(ctx.deps.db, ctx.chat.id, kept);
  ctx.step = kept;
  const o = { orderId: step.orderId, ticketId: step.ticketId, count: check.numbers.length, pasted: true, before: step.refundedBefore };
  const found = ctx.t('admin-refund-paste-found', { count: ctx.figures.count(check.numbers.length) });
  await say(ctx, { text: `${found}\n\n${ctx.t('admin-refund-reason')}`, keyboard: refundReasonKeyboard(ctx.t, o) });
}

adminRefundsFeature.on('message:text', async (ctx, next) => {
  const step = ctx.step;
  const typing = step?.kind === 'adminRefundOrder' || step?.kind === 'adminRefundCount' || step?.kind === 'adminRefundPaste';
  if (!step || !typing || ctx.message.text.startsWith('/')) return next();
  if (!(await adminAllowed(ctx, 'credits'))) return;
  if (step.kind === 'adminRefundPaste') {
    await pastedNumbersTyped(ctx, step, ctx.message.text);
    return;
  }
  const typed = ctx.message.text.trim().replace(/^[#n°º.\s]+/i, '');
  if (step.kind === 'adminRefundOrder') {
    const orderId = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
    const screen = await orderScreen(ctx, orderId, 0);
    // The step stays after an unknown order, so the admin can type another.
    if (screen.found) {
      await clearStep(ctx.deps.db, ctx.chat.id);
      ctx.step = null;
    }
    await say(ctx, screen);
    return;
  }
  const count = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  const { left } = await refundStateOf(ctx.deps.db, step.orderId);
  if (count < 1 || count > left) {
    await say(ctx, {
      text: ctx.t('admin-refund-count-invalid', { left: ctx.figures.count(left) }),
      keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.adminRefundOrder(step.orderId, step.ticketId || null)),
    });
    return;
  }
  await clearStep(ctx.deps.db, ctx.chat.id);
  ctx.step = null;
  const o = { orderId: step.orderId, ticketId: step.ticketId, count, pasted: false, before: step.refundedBefore };
  await say(ctx, { text: ctx.t('admin-refund-reason'), keyboard: refundReasonKeyboard(ctx.t, o) });
});
