// Gift cards in the bot: Solde → Recharger → Carte cadeau (or /redeem CODE) → the code credits the balance once.
import { Composer, InlineKeyboard } from 'grammy';
import { clearStep, saveStep } from '../../domain/customers/conversation-steps';
import { redeemGiftCard } from '../../domain/wallet/gift-cards';
import { CALLBACK } from '../callback-data';
import type { BotContext } from '../context';
import { type RefusalTexts, refusalFrom } from '../error-messages';
import { say, show } from '../screen';

export const giftCardFeature = new Composer<BotContext>();

const afterRedemption = (ctx: BotContext) =>
  new InlineKeyboard().text(ctx.t('back-shop'), CALLBACK.shop).text(ctx.t('menu-main'), CALLBACK.menu);

async function askForCode(ctx: BotContext) {
  if (!ctx.chat) return;
  await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'giftCard' });
  ctx.step = { kind: 'giftCard' };
  await show(ctx, { text: ctx.t('gift-card-prompt'), keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.balance) });
}

/** The refusals of a code in the customer's words; anything else is left to the error boundary. */
const codeRefusals: RefusalTexts = {
  GIFT_CARD_UNKNOWN: (ctx) => ctx.t('gift-card-unknown'),
  GIFT_CARD_USED: (ctx) => ctx.t('gift-card-used'),
  GIFT_CARD_EXPIRED: (ctx) => ctx.t('gift-card-expired'),
  GIFT_CARD_DISABLED: (ctx) => ctx.t('gift-card-disabled'),
  GIFT_CARD_TOO_MANY_ATTEMPTS: (ctx, data) => ctx.t('gift-card-too-many', { minutes: ctx.figures.count(Number(data.minutes)) }),
};

async function redeem(ctx: BotContext, code: string) {
  const customer = ctx.customer;
  if (!customer || !ctx.chat) return;
  try {
    const done = await redeemGiftCard(ctx.deps.db, { userId: customer.id, code });
    if (ctx.step) await clearStep(ctx.deps.db, ctx.chat.id);
    ctx.step = null;
    ctx.customer = { ...customer, balanceCents: done.balanceCents };
    await say(ctx, {
      text: ctx.t('gift-card-redeemed', { amount: ctx.figures.euros(done.amountCents), balance: ctx.figures.euros(done.balanceCents) }),
      keyboard: afterRedemption(ctx),
    });
  } catch (error) {
    const text = refusalFrom(codeRefusals, ctx, error);
    if (!text) throw error;
    // The step stays: the customer may type the code again (wrong codes are counted and slowed down).
    await say(ctx, { text, keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.balance) });
  }
}

giftCardFeature.callbackQuery(CALLBACK.giftCard, askForCode);

giftCardFeature.command('redeem', async (ctx) => {
  const code = ctx.match.trim();
  if (code) await redeem(ctx, code);
  else await askForCode(ctx);
});

giftCardFeature.on('message:text', async (ctx, next) => {
  if (ctx.step?.kind !== 'giftCard' || ctx.message.text.startsWith('/')) return next();
  await redeem(ctx, ctx.message.text);
});
