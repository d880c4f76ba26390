// Shows a screen (text + inline keyboard): edits the message whose button was tapped where Telegram allows, else sends.
import { GrammyError, type InlineKeyboard } from 'grammy';
import type { BotContext } from './context';
import { splitText } from '../messenger/split-text';

export { escapeHtml } from '../messenger/i18n';

export type Screen = { text: string; keyboard?: InlineKeyboard };

/** Keyboards are built in a grid with `.row()` between groups: drop the empty rows that leaves at the ends. */
function tidy(keyboard: InlineKeyboard | undefined): InlineKeyboard | undefined {
  const rows = keyboard?.inline_keyboard ?? [];
  for (let i = rows.length - 1; i >= 0; i--) if (rows[i].length === 0) rows.splice(i, 1);
  return keyboard;
}

const notModified = (error: unknown) => error instanceof GrammyError && /message is not modified/.test(error.description);
const cannotEdit = (error: unknown) =>
  error instanceof GrammyError && error.error_code === 400 && /message (to edit not found|can't be edited)|there is no text in the message/.test(error.description);

/** Navigation: the tapped message becomes the new screen (no pile of menus in the chat). */
export async function show(ctx: BotContext, screen: Screen): Promise<void> {
  tidy(screen.keyboard);
  const message = ctx.callbackQuery?.message;
  if (message && ctx.chat) {
    try {
      await ctx.api.editMessageText(ctx.chat.id, message.message_id, screen.text, {
        parse_mode: 'HTML',
        reply_markup: screen.keyboard,
        link_preview_options: { is_disabled: true },
      });
      return;
    } catch (error) {
      if (notModified(error)) return;
      if (!cannotEdit(error)) throw error;
      // A document or a too-old message: say it anew below.
    }
  }
  await say(ctx, screen);
}

/** A new message (long texts in several; the keyboard under the last part). */
export async function say(ctx: BotContext, screen: Screen): Promise<number> {
  tidy(screen.keyboard);
  const parts = splitText(screen.text);
  let lastId = 0;
  for (const [i, part] of parts.entries()) {
    const sent = await ctx.reply(part, {
      parse_mode: 'HTML',
      reply_markup: i === parts.length - 1 ? screen.keyboard : undefined,
      link_preview_options: { is_disabled: true },
    });
    lastId = sent.message_id;
  }
  return lastId;
}

/**
 * A text the admin wrote (welcome, help) in Telegram's HTML: sent as HTML, and as plain text if Telegram cannot parse
 * it, so a stray "<" in a setting never silences the bot.
 */
export async function showAdminText(ctx: BotContext, screen: Screen): Promise<void> {
  try {
    await show(ctx, screen);
  } catch (error) {
    if (!(error instanceof GrammyError && /can't parse entities/.test(error.description))) throw error;
    const plain = screen.text.replace(/<[^>]*>/g, '');
    if (ctx.callbackQuery?.message && ctx.chat) {
      await ctx.api.editMessageText(ctx.chat.id, ctx.callbackQuery.message.message_id, plain, { reply_markup: screen.keyboard }).catch(async () => {
        await ctx.reply(plain, { reply_markup: screen.keyboard });
      });
    } else {
      for (const part of splitText(plain)) await ctx.reply(part, { reply_markup: screen.keyboard });
    }
  }
}

/** A new message holding a text the admin wrote (manual top-up instructions): as HTML, else as plain text. */
export async function sayAdminText(ctx: BotContext, screen: Screen): Promise<void> {
  try {
    await say(ctx, screen);
  } catch (error) {
    if (!(error instanceof GrammyError && /can't parse entities/.test(error.description))) throw error;
    for (const part of splitText(screen.text.replace(/<[^>]*>/g, ''))) await ctx.reply(part, { reply_markup: screen.keyboard });
  }
}
