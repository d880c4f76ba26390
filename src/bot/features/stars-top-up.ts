// Stars top-ups in the bot (decision 0135): Recharger → ⭐ Telegram Stars → an amount (what it gives in euros) →
// the deposit, then Telegram's invoice for it; the payment itself is answered and credited in stars-payments.ts.
import { randomBytes } from 'node:crypto';
import { Composer, InlineKeyboard } from 'grammy';
import { clearStep, saveStep, takeTopUpStep } from '../../domain/customers/conversation-steps';
import { DomainError } from '../../domain/errors';
import { getShopSettings } from '../../domain/settings/shop-settings';
import { getStarsSettings, starsAmountRefusal, starsLimits, starsPresets, starsToCents } from '../../domain/wallet/stars';
import { startStarsTopUp } from '../../domain/wallet/stars-top-up';
import { starsInvoice } from '../../messenger/stars-invoice';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { say, show } from '../screen';

export const starsTopUpFeature = new Composer<BotContext>();

async function starsFigures(ctx: BotContext) {
  const [settings, limits] = await Promise.all([getStarsSettings(ctx.deps.db), getShopSettings(ctx.deps.db)]);
  return { settings, limits, bounds: starsLimits(settings, limits) };
}

starsTopUpFeature.callbackQuery(CALLBACK.topUpStars, async (ctx) => {
  if (!ctx.chat) return;
  const { settings, limits, bounds } = await starsFigures(ctx);
  const back = new InlineKeyboard().text(ctx.t('back'), CALLBACK.topUp).text(ctx.t('menu-main'), CALLBACK.menu);
  if (!settings.enabled || bounds.minimumStars > bounds.maximumStars) {
    await show(ctx, { text: ctx.t('topup-stars-unavailable'), keyboard: back });
    return;
  }
  const nonce = randomBytes(6).toString('hex');
  const offeredStars = starsPresets(settings, limits);
  ctx.step = { kind: 'topUpStars', nonce, offeredStars };
  await saveStep(ctx.deps.db, ctx.chat.id, ctx.step);
  const f = ctx.figures;
  const keyboard = new InlineKeyboard();
  offeredStars.forEach((stars, i) => {
    keyboard.text(ctx.t('topup-stars-choice', { stars: f.count(stars), amount: f.euros(starsToCents(stars, settings)) }), CALLBACK.topUpStarsAmount(stars, nonce));
    if (i % 2 === 1) keyboard.row();
  });
  keyboard.row().text(ctx.t('back'), CALLBACK.topUp).text(ctx.t('menu-main'), CALLBACK.menu);
  const text = ctx.t('topup-stars-prompt', {
    value: f.unitPrice(settings.starValueMicroEuros),
    minimum: f.count(bounds.minimumStars),
    maximum: f.count(bounds.maximumStars),
  });
  await show(ctx, { text, keyboard });
});

starsTopUpFeature.callbackQuery(MATCH.topUpStarsAmount, async (ctx) => {
  const [, stars, nonce] = ctx.match;
  const step = ctx.step?.kind === 'topUpStars' && ctx.step.nonce === nonce ? ctx.step : null;
  if (step && !step.offeredStars.includes(Number(stars))) {
    // Callback data this screen did not make: nothing recorded, the prompt stays open.
    await say(ctx, { text: await refusalText(ctx) });
    return;
  }
  if (!step || !ctx.chat || !(await takeTopUpStep(ctx.deps.db, ctx.chat.id, nonce))) {
    await say(ctx, { text: ctx.t('topup-stars-already') });
    return;
  }
  ctx.step = null;
  await sendStarsInvoice(ctx, Number(stars));
});

// A typed number of Stars while the Stars amount screen waits for one.
starsTopUpFeature.on('message:text', async (ctx, next) => {
  const step = ctx.step;
  if (step?.kind !== 'topUpStars' || ctx.message.text.startsWith('/')) return next();
  const typed = ctx.message.text.replace(/[\s\u00a0\u202f⭐]/g, '');
  const stars = /^\d{1,9}$/.test(typed) ? Number(typed) : Number.NaN;
  const { settings, limits } = await starsFigures(ctx);
  if (starsAmountRefusal(stars, settings, limits)) {
    await say(ctx, { text: await refusalText(ctx), keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.balance) });
    return;
  }
  if (!(await takeTopUpStep(ctx.deps.db, ctx.chat.id, step.nonce))) return;
  ctx.step = null;
  await sendStarsInvoice(ctx, stars);
});

async function refusalText(ctx: BotContext) {
  const { bounds } = await starsFigures(ctx);
  return ctx.t('topup-stars-invalid', { minimum: ctx.figures.count(bounds.minimumStars), maximum: ctx.figures.count(bounds.maximumStars) });
}

/** The deposit first (so the pre-checkout finds it), then the invoice naming it: one price in whole Stars. */
async function sendStarsInvoice(ctx: BotContext, stars: number) {
  const customer = ctx.customer;
  if (!customer || !ctx.chat) return;
  const back = new InlineKeyboard().text(ctx.t('menu-balance'), CALLBACK.balance).text(ctx.t('menu-main'), CALLBACK.menu);
  try {
    const { deposit, payload } = await startStarsTopUp(ctx.deps.db, { userId: customer.id, stars });
    const invoice = starsInvoice(ctx.t, ctx.figures, { depositId: deposit.id, stars, amountCents: deposit.amountCents, payload });
    await ctx.replyWithInvoice(invoice.title, invoice.description, invoice.payload, invoice.currency, invoice.prices, { provider_token: '' });
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'STARS_DISABLED' || error.code === 'STARS_AMOUNT_REFUSED' || error.code.startsWith('DEPOSIT_TOO_'))) {
      // Stars turned off, or the limits changed, between the screen and the choice.
      await say(ctx, { text: error.code === 'STARS_DISABLED' ? ctx.t('topup-stars-unavailable') : await refusalText(ctx), keyboard: back });
      return;
    }
    throw error;
  } finally {
    await clearStep(ctx.deps.db, ctx.chat.id).catch(() => {});
  }
}
