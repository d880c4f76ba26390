// /addcredit @username amount and /removecredit @username amount (SPEC §5): a bot admin with the credits permission
// changes a customer's balance through the wallet (transaction, ledger and audit rows naming the admin); the
// customer is told in their language.
import { Composer } from 'grammy';
import { readEuroCents } from '../../contracts/money';
import { findCustomerByTelegramUsername } from '../../domain/customers/customers';
import { DomainError } from '../../domain/errors';
import { adjustCredit, type CreditDirection } from '../../domain/wallet/admin-credit';
import { adminAllowed } from '../admin-guard';
import type { BotContext } from '../context';
import { figuresFor } from '../../messenger/figures';
import { readerLanguage } from '../../messenger/i18n';
import { escapeHtml } from '../screen';

export const adminCreditsFeature = new Composer<BotContext>();

/** "@username 25.50" (or "25,50"); the @ is optional. */
const CREDIT_ARGS = /^@?([A-Za-z0-9_]{1,64})\s+(-?[\d\s.,]+)\s*€?$/;

type Reading = { ok: true; username: string; amountCents: number } | { ok: false; text: string };

function readArgs(ctx: BotContext, args: string): Reading {
  const match = CREDIT_ARGS.exec(args.trim());
  if (!match) return { ok: false, text: ctx.t('admin-credit-format') };
  const [, username, amountText] = match;
  if (amountText.trim().startsWith('-')) return { ok: false, text: ctx.t('admin-credit-positive') };
  const amount = readEuroCents(amountText, { max: 100_000_000 });
  if (!amount.ok) return { ok: false, text: ctx.t('admin-credit-format') };
  if (amount.value <= 0) return { ok: false, text: ctx.t('admin-credit-positive') };
  return { ok: true, username, amountCents: amount.value };
}

/** The command's work, also done for "@username amount" typed after the admin panel's credit prompt; true once changed. */
export async function changeCredit(ctx: BotContext, direction: CreditDirection, args: string): Promise<boolean> {
  const admin = ctx.customer;
  if (!admin || !(await adminAllowed(ctx, 'credits'))) return false;
  const reading = readArgs(ctx, args);
  if (!reading.ok) {
    await ctx.reply(reading.text);
    return false;
  }
  const { username, amountCents } = reading;
  const target = await findCustomerByTelegramUsername(ctx.deps.db, username);
  if (!target) {
    await ctx.reply(ctx.t('admin-credit-user-not-found', { username }));
    return false;
  }
  const f = ctx.figures;
  let balanceAfterCents: number;
  try {
    ({ balanceAfterCents } = await adjustCredit(ctx.deps.db, {
      userId: target.id,
      amountCents,
      direction,
      // The admin as the shop knows them (their chat is a registered customer): named on the ledger and audit rows.
      actorUserId: admin.id,
      reason: `/${direction === 'add' ? 'addcredit' : 'removecredit'} (bot, chat ${ctx.from?.id})`,
    }));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'INSUFFICIENT_BALANCE') {
      await ctx.reply(ctx.t('admin-credit-insufficient', { username, balance: f.euros(Number(error.data.balanceCents)) }));
      return false;
    }
    throw error;
  }
  const label = escapeHtml(target.telegramUsername ?? username);
  await ctx.reply(
    ctx.t(direction === 'add' ? 'admin-credit-added' : 'admin-credit-removed', { amount: f.euros(amountCents), username: label, balance: f.euros(balanceAfterCents) }),
    { parse_mode: 'HTML' },
  );
  // The customer learns of it in their own language; a customer who blocked the bot changes nothing above.
  const language = readerLanguage(target.language);
  const theirs = figuresFor(language);
  const notice = ctx.deps.i18n.t(language, direction === 'add' ? 'credit-added-notice' : 'credit-removed-notice', {
    amount: theirs.euros(amountCents),
    balance: theirs.euros(balanceAfterCents),
  });
  await ctx.api.sendMessage(target.telegramId, notice, { parse_mode: 'HTML' }).catch((error) => {
    ctx.deps.logger.warn({ err: error, userId: target.id }, 'credit notice not delivered');
  });
  return true;
}

adminCreditsFeature.command('addcredit', async (ctx) => {
  await changeCredit(ctx, 'add', ctx.match);
});
adminCreditsFeature.command('removecredit', async (ctx) => {
  await changeCredit(ctx, 'remove', ctx.match);
});
