// Aide (the admin's help message in the customer's language, else the built-in guide in it) and Canaux (main and proof channel links).
import { Composer, InlineKeyboard } from 'grammy';
import { helpMessageFor } from '../../domain/settings/help-messages';
import { getBotMenuSettings } from '../../domain/settings/bot-menu';
import { CALLBACK } from '../callback-data';
import type { BotContext } from '../context';
import { languageOf } from '../../messenger/i18n';
import { escapeHtml, show, showAdminText } from '../screen';
import { commandLines } from '../commands';

export const helpFeature = new Composer<BotContext>();

// The admin's text (or the built-in title), then every command the customer has, listed from the command menu's own
// list: a command added there shows here too, in the customer's language.
async function showHelp(ctx: BotContext) {
  const language = languageOf(ctx);
  const intro = (await helpMessageFor(ctx.deps.db, language)) ?? ctx.t('help-default');
  const commands = escapeHtml(commandLines((_language, key) => ctx.t(key), language));
  await showAdminText(ctx, { text: `${intro}\n\n${commands}`, keyboard: new InlineKeyboard().text(ctx.t('help-contact-support'), CALLBACK.support).row().text(ctx.t('menu-main'), CALLBACK.menu) });
}
helpFeature.command('help', showHelp);
helpFeature.callbackQuery(CALLBACK.help, showHelp);

helpFeature.callbackQuery(CALLBACK.channels, async (ctx) => {
  const menu = await getBotMenuSettings(ctx.deps.db);
  const keyboard = new InlineKeyboard();
  if (menu.mainChannelUrl) keyboard.url(ctx.t('channels-main'), menu.mainChannelUrl).row();
  if (menu.proofChannelUrl) keyboard.url(ctx.t('channels-proof'), menu.proofChannelUrl).row();
  keyboard.text(ctx.t('menu-main'), CALLBACK.menu);
  const any = menu.mainChannelUrl || menu.proofChannelUrl;
  await show(ctx, { text: any ? ctx.t('channels-title') : ctx.t('channels-none'), keyboard });
});
