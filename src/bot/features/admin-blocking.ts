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

/**
 * What /block and /unblock share: the admin (with the customers permission), the customer the arguments name and the
 * reason typed after it (required by /block, refused by /unblock); null once the admin has been told what was wrong.
 */
async function commandTarget(ctx: BotContext, args: string, format: 'admin-block-format' | 'admin-unblock-format', reasonRequired: boolean) {
  const admin = ctx.customer;
  if (!admin || !(await adminAllowed(ctx, 'customers'))) return null;
  const match = TARGET_ARGS.exec(args.trim());
  const reason = match?.[2]?.trim().slice(0, 300);
  if (!match || Boolean(reason) !== reasonRequired) {
    await ctx.reply(ctx.t(format));
    return null;
  }
  const target = await targetOf(ctx, match[1]);
  if (!target) {
    await ctx.reply(ctx.t('admin-credit-user-not-found', { username: escapeHtml(match[1]) }), { parse_mode: 'HTML' });
    return null;
  }
  return { admin, target, typed: match[1], reason: reason ?? '' };
}

adminBlockingFeature.command('block', async (ctx) => {
  const command = await commandTarget(ctx, ctx.match, 'admin-block-format', true);
  if (!command) return;
  const { admin, target, typed, reason } = command;
  try {
    await blockCustomer(ctx.deps.db, { userId: target.id, reason, actorUserId: admin.id });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CANNOT_BLOCK_ADMIN') {
      await ctx.reply(ctx.t('admin-block-admin'));
      return;
    }
    throw error;
  }
  await ctx.reply(ctx.t('admin-block-done', { username: nameOf(target, typed), reason: escapeHtml(reason) }), { parse_mode: 'HTML' });
});

adminBlockingFeature.command('unblock', async (ctx) => {
  const command = await commandTarget(ctx, ctx.match, 'admin-unblock-format', false);
  if (!command) return;
  const { admin, target, typed } = command;
  const { unblocked } = await unblockCustomer(ctx.deps.db, { userId: target.id, actorUserId: admin.id });
  await ctx.reply(ctx.t(unblocked ? 'admin-unblock-done' : 'admin-unblock-not-blocked', { username: nameOf(target, typed) }), { parse_mode: 'HTML' });
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
