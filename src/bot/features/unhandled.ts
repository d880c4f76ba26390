// Last in the chain: what no feature handled. An old button gets a short notice, anything else the main menu.
import { Composer } from 'grammy';
import type { BotContext } from '../context';
import { showWelcome } from './menu';

export const unhandledFeature = new Composer<BotContext>();

unhandledFeature.on('callback_query', async (ctx) => {
  await ctx.answerCallbackQuery({ text: ctx.t('error-stale-button') });
});

unhandledFeature.on('message', async (ctx) => {
  if (ctx.chat.type !== 'private') return;
  await showWelcome(ctx);
});
