// Aide (the admin's help message in the customer's language, else the built-in guide in it) and Canaux (main and proof channel links).
import { Composer, InlineKeyboard } from 'grammy';
import { helpMessageFor } from '../../domain/settings/help-messages';
import { getBotMenuSettings } from '../../domain/settings/bot-menu';
import { CALLBACK } from '../callback-data';
import type { BotContext } from '../context';
import { languageOf } from '../i18n';
import { show, showAdminText } from '../screen';

export const helpFeature = new Composer<BotContext>();

async function showHelp(ctx: BotContext) {
  const language = languageOf(ctx);
  const text = (await helpMessageFor(ctx.deps.db, language)) ?? ctx.t('help-default');
  await showAdminText(ctx, { text, keyboard: new InlineKeyboard().text(ctx.t('menu-main'), CALLBACK.menu) });
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
