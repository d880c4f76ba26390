// Solde → 👥 Parrainage (or /referral): the customer's link, how many customers it brought, and what it earned them.
import { Composer, InlineKeyboard } from 'grammy';
import { REFERRAL_PAYLOAD_PREFIX, referralCodeOf } from '../../domain/referrals/codes';
import { referralSummaryOf } from '../../domain/referrals/read';
import { getShopSettings } from '../../domain/settings/shop-settings';
import { CALLBACK } from '../callback-data';
import type { BotContext } from '../context';
import { show } from '../screen';

export const referralsFeature = new Composer<BotContext>();

/** The deep link Telegram opens as `/start ref_<code>` in this bot. */
const referralLink = (botUsername: string, code: string) => `https://t.me/${botUsername}?start=${REFERRAL_PAYLOAD_PREFIX}${code}`;

async function showReferrals(ctx: BotContext) {
  const customer = ctx.customer;
  if (!customer) return;
  const db = ctx.deps.db;
  const [code, summary, { referralShareBasisPoints }] = await Promise.all([referralCodeOf(db, customer.id), referralSummaryOf(db, customer.id), getShopSettings(db)]);
  const link = referralLink(ctx.me.username, code);
  const f = ctx.figures;
  const share = `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(ctx.t('referral-share-text'))}`;
  await show(ctx, {
    text: ctx.t('referral-view', {
      link,
      share: f.basisPoints(referralShareBasisPoints),
      referred: f.count(summary.referredCount),
      rewarded: f.count(summary.rewardedCount),
      earned: f.euros(summary.earnedCents),
    }),
    keyboard: new InlineKeyboard().url(ctx.t('referral-share-button'), share).row().text(ctx.t('referral-back-balance'), CALLBACK.balance).text(ctx.t('menu-main'), CALLBACK.menu),
  });
}
referralsFeature.command('referral', showReferrals);
referralsFeature.callbackQuery(CALLBACK.referrals, showReferrals);
