// The gate of every admin command and panel button: the chat must be a bot admin holding the permission it names.
import type { BotAdminPermission } from '../contracts/telegram';
import { type BotAdmin, botAdminByChat, holdsPermission } from '../domain/users/bot-admins';
import type { BotContext } from './context';

/**
 * The admin when the chat may do what `permission` allows; otherwise null, after telling the sender why: everyone else
 * gets 'Command reserved for administrators' (SPEC §5), an admin without the permission its name.
 */
export async function adminAllowed(ctx: BotContext, permission: BotAdminPermission): Promise<BotAdmin | null> {
  const chatId = ctx.from?.id;
  const admin = chatId == null ? null : await botAdminByChat(ctx.deps.db, chatId);
  if (!admin) {
    await ctx.reply(ctx.t('admin-only'));
    return null;
  }
  if (!holdsPermission(admin, permission)) {
    await ctx.reply(ctx.t('admin-permission-missing', { permission: ctx.t(`admin-permission-${permission}`) }), { parse_mode: 'HTML' });
    return null;
  }
  return admin;
}
