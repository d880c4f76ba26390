// The shop welcome and the main menu (/start for a known customer, the "Menu" buttons): Boutique, Solde, Historique, Aide, Canaux, Langue.
import { Composer, InlineKeyboard } from 'grammy';
import { getSaleSettings } from '../../domain/settings/shop-settings';
import { type BotMenuSettings, getBotMenuSettings } from '../../domain/settings/bot-menu';
import { ownLanguageText } from '../../domain/settings/language-texts';
import { costCents } from '../../domain/wallet/money';
import { CALLBACK } from '../callback-data';
import type { BotContext } from '../context';
import { languageOf } from '../../messenger/i18n';
import { escapeHtml, type Screen, showAdminText } from '../screen';

function mainMenuKeyboard(ctx: BotContext, menu: BotMenuSettings): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  // The Mini App shop, only where Telegram accepts it (an https PUBLIC_URL).
  if (ctx.deps.shopUrl) keyboard.webApp(ctx.t('menu-open-shop'), ctx.deps.shopUrl).row();
  keyboard
    .text(ctx.t('menu-shop'), CALLBACK.shop)
    .row()
    .text(ctx.t('menu-balance'), CALLBACK.balance)
    .text(ctx.t('menu-history'), CALLBACK.history)
    .row();
  if (menu.showHelpButton) keyboard.text(ctx.t('menu-help'), CALLBACK.help);
  if (menu.showChannelButton) keyboard.text(ctx.t('menu-channels'), CALLBACK.channels);
  return keyboard.text(ctx.t('menu-language'), CALLBACK.languages);
}

/**
 * The welcome: the admin's text in the customer's language when written, else the built-in greeting in that language
 * with the prices from the settings (decision 0125: a French welcome no longer reaches an English customer).
 */
async function welcomeScreen(ctx: BotContext): Promise<Screen> {
  const [menu, sale, own] = await Promise.all([
    getBotMenuSettings(ctx.deps.db),
    getSaleSettings(ctx.deps.db),
    ownLanguageText(ctx.deps.db, 'welcome', languageOf(ctx)),
  ]);
  const f = ctx.figures;
  const text =
    own ??
    ctx.t('welcome-default', {
      shop: escapeHtml(menu.shopName),
      price: f.unitPrice(sale.unitPriceMicros),
      minimum: f.count(sale.minimumQuantity),
      minimumCost: f.euros(costCents(sale.minimumQuantity, sale.unitPriceMicros)),
    });
  return { text, keyboard: mainMenuKeyboard(ctx, menu) };
}

export async function showWelcome(ctx: BotContext): Promise<void> {
  await showAdminText(ctx, await welcomeScreen(ctx));
}

export const menuFeature = new Composer<BotContext>();
menuFeature.callbackQuery(CALLBACK.menu, showWelcome);
