// /block @username reason and /unblock @username (decision 0142): a bot admin with the customers permission blocks or
// unblocks a customer through the domain (audited, naming the admin); the panel's Blocages lists who is blocked.
import { Composer, InlineKeyboard } from 'grammy';
import { botUserOf, type Customer, findCustomerByTelegramUsername } from '../../domain/customers/customers';
import { blockCustomer, blockedCustomers, unblockCustomer } from '../../domain/abuse/blocking';
import { DomainError } from '../../domain/errors';
import { adminAllowed } from '../admin-guard';
import { CALLBACK } from '../callback-data';
import type { BotContext } from '../context';
import { escapeHtml, show } from '../screen';

export const adminBlockingFeature = new Composer<BotContext>();

/** "@username reason…" or "123456789 reason…" (a Telegram id); the reason is required to block. */
const TARGET_ARGS = /^@?([A-Za-z0-9_]{1,64})(?:\s+([\s\S]+))?$/;

async function targetOf(ctx: BotContext, name: string): Promise<Customer | null> {
  if (/^\d{1,15}$/.test(name)) return (await botUserOf(ctx.deps.db, Number(name))).customer;
  return findCustomerByTelegramUsername(ctx.deps.db, name);
}

const nameOf = (customer: Customer, typed: string) => escapeHtml(customer.telegramUsername ?? typed);

adminBlockingFeature.command('block', async (ctx) => {
  const admin = ctx.customer;
  if (!admin || !(await adminAllowed(ctx, 'customers'))) return;
  const match = TARGET_ARGS.exec(ctx.match.trim());
  const reason = match?.[2]?.trim().slice(0, 300);
  if (!match || !reason) {
    await ctx.reply(ctx.t('admin-block-format'));
    return;
  }
  const target = await targetOf(ctx, match[1]);
  if (!target) {
    await ctx.reply(ctx.t('admin-credit-user-not-found', { username: escapeHtml(match[1]) }), { parse_mode: 'HTML' });
    return;
  }
  try {
    await blockCustomer(ctx.deps.db, { userId: target.id, reason, actorUserId: admin.id });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CANNOT_BLOCK_ADMIN') {
      await ctx.reply(ctx.t('admin-block-admin'));
      return;
    }
    throw error;
  }
  await ctx.reply(ctx.t('admin-block-done', { username: nameOf(target, match[1]), reason: escapeHtml(reason) }), { parse_mode: 'HTML' });
});

adminBlockingFeature.command('unblock', async (ctx) => {
  const admin = ctx.customer;
  if (!admin || !(await adminAllowed(ctx, 'customers'))) return;
  const match = TARGET_ARGS.exec(ctx.match.trim());
  if (!match || match[2]) {
    await ctx.reply(ctx.t('admin-unblock-format'));
    return;
  }
  const target = await targetOf(ctx, match[1]);
  if (!target) {
    await ctx.reply(ctx.t('admin-credit-user-not-found', { username: escapeHtml(match[1]) }), { parse_mode: 'HTML' });
    return;
  }
  const { unblocked } = await unblockCustomer(ctx.deps.db, { userId: target.id, actorUserId: admin.id });
  await ctx.reply(ctx.t(unblocked ? 'admin-unblock-done' : 'admin-unblock-not-blocked', { username: nameOf(target, match[1]) }), { parse_mode: 'HTML' });
});

/** The panel's Blocages: the ten latest blocks with their reasons, and how to block or unblock. */
adminBlockingFeature.callbackQuery(CALLBACK.adminBlocking, async (ctx) => {
  if (!(await adminAllowed(ctx, 'customers'))) return;
  const { customers, total } = await blockedCustomers(ctx.deps.db, 10);
  const list = customers.length
    ? customers.map((c) => `• ${escapeHtml(c.telegramUsername ? `@${c.telegramUsername}` : c.username)} — ${escapeHtml(c.reason)}`).join('\n')
    : ctx.t('admin-blocking-none');
  await show(ctx, {
    text: ctx.t('admin-blocking', { count: ctx.figures.count(total), list }),
    keyboard: new InlineKeyboard().text(ctx.t('admin-back-panel'), CALLBACK.adminPanel),
  });
});
