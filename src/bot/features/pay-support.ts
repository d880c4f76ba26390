// /terms, as Telegram asks of bots that take payments (decision 0137): the shop's terms in the customer's language (else
// French). /paysupport opens a support ticket (src/bot/features/support.ts, decision 0139).
import { Composer, InlineKeyboard } from 'grammy';
import { languageTextOrFrench } from '../../domain/settings/language-texts';
import { CALLBACK } from '../callback-data';
import type { BotContext } from '../context';
import { languageOf } from '../../messenger/i18n';
import { show, showAdminText } from '../screen';

export const paySupportFeature = new Composer<BotContext>();

const backToMenu = (ctx: BotContext) => new InlineKeyboard().text(ctx.t('menu-main'), CALLBACK.menu);

paySupportFeature.command('terms', async (ctx) => {
  const terms = await languageTextOrFrench(ctx.deps.db, 'terms', languageOf(ctx));
  if (terms) await showAdminText(ctx, { text: terms, keyboard: backToMenu(ctx) });
  else await show(ctx, { text: ctx.t('terms-none'), keyboard: backToMenu(ctx) });
});
