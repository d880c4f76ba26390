// The customer's account: Solde (balance, totals, top-up and referral entries), Historique (latest orders, re-download a file).
import { Composer, InlineKeyboard } from 'grammy';
import { latestOrdersOf, orderNumbers, orderOf } from '../../domain/orders/read';
import { REVIEW_CALLBACK } from '../../messenger/notices/review';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { deliverNumbers } from '../delivery';
import { escapeHtml, show } from '../screen';

/** SPEC §9: the history shows the latest orders and an "and N more" line. */
const HISTORY_SIZE = 10;

export const accountFeature = new Composer<BotContext>();

async function showBalance(ctx: BotContext) {
  const customer = ctx.customer;
  if (!customer) return;
  const f = ctx.figures;
  await show(ctx, {
    text: ctx.t('balance-view', {
      balance: f.euros(customer.balanceCents),
      totalPurchases: f.euros(customer.totalPurchasesCents),
      totalDeposits: f.euros(customer.totalDepositsCents),
    }),
    keyboard: new InlineKeyboard()
      .text(ctx.t('balance-topup'), CALLBACK.topUp)
      .text(ctx.t('balance-referrals'), CALLBACK.referrals)
      .row()
      .text(ctx.t('menu-main'), CALLBACK.menu),
  });
}
accountFeature.command('balance', showBalance);
accountFeature.callbackQuery(CALLBACK.balance, showBalance);

async function showHistory(ctx: BotContext) {
  const customer = ctx.customer;
  if (!customer) return;
  const { orders, total } = await latestOrdersOf(ctx.deps.db, customer.id, HISTORY_SIZE);
  const keyboard = new InlineKeyboard();
  if (!orders.length) {
    await show(ctx, { text: ctx.t('history-empty'), keyboard: keyboard.text(ctx.t('back-shop'), CALLBACK.shop).text(ctx.t('menu-main'), CALLBACK.menu) });
    return;
  }
  const f = ctx.figures;
  const lines = orders.map(
    (o) =>
      ctx.t('history-line', {
        date: f.date(o.purchaseDate),
        quantity: f.count(o.quantity),
        operator: escapeHtml(o.operatorName ?? ''),
        flag: o.countryFlag ?? '',
        country: escapeHtml(o.countryName ?? ''),
        cost: f.euros(o.priceCents),
      }) + (o.discountCents > 0 ? ` ${ctx.t('promo-history-discount', { discount: f.euros(o.discountCents) })}` : ''),
  );
  if (total > orders.length) lines.push(ctx.t('history-more', { count: f.count(total - orders.length) }));
  // Each order: its file, its review (rate it, or change the rating within 7 days) and "a problem with this order" (a
  // support ticket about it).
  for (const o of orders) {
    keyboard.text(ctx.t('history-download', { order: String(o.id) }), CALLBACK.download(o.id));
    if (o.status === 'completed' || o.status === 'refunded') keyboard.text(ctx.t('history-review', { order: String(o.id) }), REVIEW_CALLBACK.open(o.id));
    keyboard.text(ctx.t('history-problem'), CALLBACK.supportOrder(o.id)).row();
  }
  keyboard.text(ctx.t('menu-main'), CALLBACK.menu);
  await show(ctx, { text: `${ctx.t('history-title')}\n\n${lines.join('\n')}`, keyboard });
}
accountFeature.command('history', showHistory);
accountFeature.callbackQuery(CALLBACK.history, showHistory);

accountFeature.callbackQuery(MATCH.download, async (ctx) => {
  const customer = ctx.customer;
  if (!customer || !ctx.chat) return;
  const order = await orderOf(ctx.deps.db, customer.id, Number(ctx.match[1]));
  if (!order) {
    await ctx.answerCallbackQuery({ text: ctx.t('history-download-missing'), show_alert: true });
    return;
  }
  await ctx.answerCallbackQuery();
  await deliverNumbers(ctx, ctx.chat.id, order, await orderNumbers(ctx.deps.db, order.id));
});
