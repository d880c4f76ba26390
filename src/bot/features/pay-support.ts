// /paysupport and /terms, as Telegram asks of bots that take payments (decision 0137): who to write to about a payment
// or a refund (the shop's support contact), and the shop's terms in the customer's language (else French).
import { Composer, InlineKeyboard } from 'grammy';
import { getBotMenuSettings } from '../../domain/settings/bot-menu';
import { languageTextOrFrench } from '../../domain/settings/language-texts';
import { CALLBACK } from '../callback-data';
import type { BotContext } from '../context';
import { languageOf } from '../../messenger/i18n';
import { escapeHtml, show, showAdminText } from '../screen';

export const paySupportFeature = new Composer<BotContext>();

const backToMenu = (ctx: BotContext) => new InlineKeyboard().text(ctx.t('menu-main'), CALLBACK.menu);

paySupportFeature.command('paysupport', async (ctx) => {
  const { supportContact } = await getBotMenuSettings(ctx.deps.db);
  const text = supportContact ? ctx.t('paysupport-contact', { contact: escapeHtml(supportContact) }) : ctx.t('paysupport-none');
  await show(ctx, { text, keyboard: backToMenu(ctx) });
});

paySupportFeature.command('terms', async (ctx) => {
  const terms = await languageTextOrFrench(ctx.deps.db, 'terms', languageOf(ctx));
  if (terms) await showAdminText(ctx, { text: terms, keyboard: backToMenu(ctx) });
  else await show(ctx, { text: ctx.t('terms-none'), keyboard: backToMenu(ctx) });
});
