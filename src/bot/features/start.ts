// /start and the language: registers the Telegram user (referred by a `ref_` link when new), offers the 14 languages on first contact, then the welcome;
// a broadcast's deep link (`bc<broadcast>_<operator>`) is recorded as opened and leads to the operator.
import { Composer } from 'grammy';
import { isBotLanguage } from '../../contracts/telegram';
import { readBroadcastPayload } from '../../domain/broadcasts/buttons';
import { recordBroadcastOpen } from '../../domain/broadcasts/opens';
import { setCustomerLanguage } from '../../domain/customers/customers';
import { registerWithReferral } from '../../domain/referrals/register';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { figuresFor } from '../../messenger/figures';
import { languagesKeyboard } from '../keyboards/languages';
import { say, show } from '../screen';
import { showWelcome } from './menu';
import { showOperatorOffer } from './shop';

export const startFeature = new Composer<BotContext>();

startFeature.command('start', async (ctx) => {
  if (!ctx.from || ctx.chat.type !== 'private') return;
  // A deep link's payload (`/start ref_<code>`) refers a new customer; registerWithReferral says what it did.
  const { customer, created, referral } = await registerWithReferral(
    ctx.deps.db,
    { telegramId: ctx.from.id, username: ctx.from.username, firstName: ctx.from.first_name, lastName: ctx.from.last_name },
    ctx.match,
  );
  ctx.customer = customer;
  if (created) {
    await say(ctx, { text: ctx.t('language-choose'), keyboard: languagesKeyboard() });
    return;
  }
  if (referral === 'self') await say(ctx, { text: ctx.t('referral-own-link') });
  if (referral === 'existing') await say(ctx, { text: ctx.t('referral-already-customer') });
  const link = readBroadcastPayload(ctx.match);
  if (link) {
    const { countryId } = await recordBroadcastOpen(ctx.deps.db, { ...link, customerId: customer.id });
    await showOperatorOffer(ctx, countryId, link.operatorId);
    return;
  }
  await showWelcome(ctx);
});

async function offerLanguages(ctx: BotContext) {
  await show(ctx, { text: ctx.t('language-choose'), keyboard: languagesKeyboard() });
}
startFeature.command('language', offerLanguages);
startFeature.callbackQuery(CALLBACK.languages, offerLanguages);

startFeature.callbackQuery(MATCH.language, async (ctx) => {
  const code = ctx.match[1];
  if (!ctx.customer || !isBotLanguage(code)) return;
  await setCustomerLanguage(ctx.deps.db, ctx.customer.id, code);
  ctx.customer = { ...ctx.customer, language: code };
  await ctx.i18n.renegotiateLocale();
  ctx.figures = figuresFor(code);
  await ctx.answerCallbackQuery({ text: ctx.t('language-saved') });
  await showWelcome(ctx);
});
