// /broadcast (and the admin panel's button): a bot admin with the broadcasts permission types a message, sees it as
// customers will, picks the audience (a preset, and the customers' language if they like) with its count, and sends,
// free or paid (its cost in Stars shown, refused when the bot's Star balance is short); the broadcast sender tells them
// "in progress" and "done", or schedules it (features/broadcast-schedule.ts). The back office offers every filter (decision 0151).
import { randomBytes } from 'node:crypto';
import { Composer, InlineKeyboard } from 'grammy';
import { BOT_LANGUAGES, isBotLanguage } from '../../contracts/telegram';
import { clearStep, saveStep, takeBroadcastPreview } from '../../domain/customers/conversation-steps';
import { type BroadcastAudience, countAudience } from '../../domain/broadcasts/audience';
import { createBroadcast } from '../../domain/broadcasts/broadcasts';
import { checkStarsFor, paidBroadcastCost } from '../../domain/broadcasts/paid';
import { checkedBroadcastHtml } from '../../domain/broadcasts/message';
import { DomainError } from '../../domain/errors';
import { adminAllowed } from '../admin-guard';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { LANGUAGE_NAMES } from '../keyboards/languages';
import { say, show } from '../screen';

export const broadcastFeature = new Composer<BotContext>();

/** The audiences offered in the bot (the back office offers a language and any number of days too). */
export const AUDIENCES = {
  all: { kind: 'all' },
  buyers: { kind: 'buyers' },
  depositors: { kind: 'depositors' },
  inactive30: { kind: 'inactive', days: 30 },
} as const satisfies Record<string, BroadcastAudience>;
export type AudienceCode = keyof typeof AUDIENCES;

/** An audience's kind in the admin's words (a language kind reads as all customers: its language is named beside). */
export const audienceKindName = (ctx: BotContext, audience: BroadcastAudience) =>
  audience.kind === 'inactive'
    ? ctx.t('broadcast-audience-inactive', { days: ctx.figures.count(audience.days) })
    : ctx.t(`broadcast-audience-${audience.kind === 'language' ? 'all' : audience.kind}`);

const presetName = (ctx: BotContext, code: AudienceCode) => audienceKindName(ctx, AUDIENCES[code]);

/** `any`, or the code of the one language the broadcast's customers speak. */
type LanguageChoice = string;
const languageOf = (choice: LanguageChoice) => (isBotLanguage(choice) ? choice : null);

export const audienceOf = (code: AudienceCode, choice: LanguageChoice): BroadcastAudience => {
  const language = languageOf(choice);
  return language ? { ...AUDIENCES[code], filters: { language } } : AUDIENCES[code];
};

export const audienceName = (ctx: BotContext, code: AudienceCode, choice: LanguageChoice) => {
  const language = languageOf(choice);
  return language ? `${presetName(ctx, code)} · ${LANGUAGE_NAMES[language]}` : presetName(ctx, code);
};

const cancelKeyboard = (ctx: BotContext) => new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.broadcastCancel);

async function prompt(ctx: BotContext) {
  if (!ctx.chat || !(await adminAllowed(ctx, 'broadcasts'))) return;
  await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'broadcastText' });
  ctx.step = { kind: 'broadcastText' };
  await show(ctx, { text: ctx.t('broadcast-prompt'), keyboard: cancelKeyboard(ctx).text(ctx.t('broadcast-scheduled-button'), CALLBACK.broadcastScheduled) });
}

/** The audience choice under the preview: the chosen one marked, its recipient count, send (free, or paid with its cost) and cancel. */
async function confirmScreen(ctx: BotContext, nonce: string, chosen: AudienceCode, choice: LanguageChoice = 'any', note?: string) {
  const count = await countAudience(ctx.deps.db, audienceOf(chosen, choice));
  const paid = ctx.deps.paidBroadcast;
  const cost = paid ? paidBroadcastCost(count, paid.terms.milliStarsPerMessage) : 0;
  const keyboard = new InlineKeyboard();
  for (const [i, code] of (Object.keys(AUDIENCES) as AudienceCode[]).entries()) {
    if (i === 2) keyboard.row();
    keyboard.text(`${code === chosen ? '● ' : ''}${presetName(ctx, code)}`, CALLBACK.broadcastAudience(nonce, code, choice));
  }
  const language = languageOf(choice);
  keyboard.row().text(language ? `🌐 ${LANGUAGE_NAMES[language]}` : ctx.t('broadcast-language-any'), CALLBACK.broadcastLanguages(nonce, chosen));
  keyboard.row();
  if (count > 0) keyboard.text(ctx.t('broadcast-send-button', { count: ctx.figures.count(count) }), CALLBACK.broadcastSend(nonce, chosen, choice));
  keyboard.text(ctx.t('quantity-cancel'), CALLBACK.broadcastCancel);
  if (count > 0) keyboard.row().text(ctx.t('broadcast-schedule-button'), CALLBACK.broadcastSchedule(nonce, chosen, choice));
  if (count > 0 && paid) keyboard.row().text(ctx.t('broadcast-paid-button', { cost: ctx.figures.count(cost) }), CALLBACK.broadcastSend(nonce, chosen, choice, true));
  let text =
    count > 0 ? ctx.t('broadcast-confirm', { audience: audienceName(ctx, chosen, choice), count: ctx.figures.count(count) }) : ctx.t('broadcast-no-recipients');
  // The paid send's cost, shown before it is chosen (Telegram's price per message, from the bot's Star balance).
  if (count > 0 && paid) {
    const f = ctx.figures;
    text += `\n\n${ctx.t('broadcast-paid-note', { rate: f.count(paid.perSecond), price: f.milliStars(paid.terms.milliStarsPerMessage), cost: f.count(cost) })}`;
  }
  if (note) text = `${note}\n\n${text}`;
  return { text, keyboard };
}

/** The customers' language: any, or one of the 14 (each named in its own language). */
function languagesScreen(ctx: BotContext, nonce: string, chosen: AudienceCode) {
  const keyboard = new InlineKeyboard().text(ctx.t('broadcast-language-any'), CALLBACK.broadcastAudience(nonce, chosen)).row();
  BOT_LANGUAGES.forEach((code, i) => {
    keyboard.text(LANGUAGE_NAMES[code], CALLBACK.broadcastAudience(nonce, chosen, code));
    if (i % 2 === 1) keyboard.row();
  });
  return { text: ctx.t('broadcast-language-choose'), keyboard };
}

broadcastFeature.command('broadcast', prompt);
broadcastFeature.callbackQuery(CALLBACK.adminBroadcast, prompt);

broadcastFeature.callbackQuery(CALLBACK.broadcastCancel, async (ctx) => {
  if (ctx.chat) await clearStep(ctx.deps.db, ctx.chat.id);
  ctx.step = null;
  await show(ctx, { text: ctx.t('broadcast-cancelled') });
});

// The admin's message, while the stored step awaits it (after a restart too).
broadcastFeature.on('message:text', async (ctx, next) => {
  if (ctx.step?.kind !== 'broadcastText' || ctx.message.text.startsWith('/')) return next();
  if (!(await adminAllowed(ctx, 'broadcasts'))) return;
  let html: string;
  try {
    html = checkedBroadcastHtml(ctx.message.text);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const text =
      error.code === 'BROADCAST_TOO_LONG' ? ctx.t('broadcast-too-long', { length: ctx.figures.count(Number(error.data.length)) }) : ctx.t('broadcast-empty');
    await say(ctx, { text, keyboard: cancelKeyboard(ctx) });
    return;
  }
  const nonce = randomBytes(6).toString('hex');
  await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'broadcastPreview', html, nonce });
  ctx.step = { kind: 'broadcastPreview', html, nonce };
  // The preview is the message itself, exactly as customers will get it.
  await ctx.reply(html, { parse_mode: 'HTML' });
  await say(ctx, await confirmScreen(ctx, nonce, 'all'));
});

/** The preview of this nonce is on hold: as it is, or while its start time is awaited (then back to the preview). */
async function previewHeld(ctx: BotContext, nonce: string): Promise<boolean> {
  if (ctx.step?.kind === 'broadcastPreview' && ctx.step.nonce === nonce) return true;
  if (ctx.step?.kind !== 'broadcastSchedule' || ctx.step.nonce !== nonce || !ctx.chat) return false;
  ctx.step = { kind: 'broadcastPreview', html: ctx.step.html, nonce };
  await saveStep(ctx.deps.db, ctx.chat.id, ctx.step);
  return true;
}

broadcastFeature.callbackQuery(MATCH.broadcastAudience, async (ctx) => {
  const [, nonce, code, choice] = ctx.match;
  if (!(await adminAllowed(ctx, 'broadcasts'))) return;
  if (!(await previewHeld(ctx, nonce))) {
    await show(ctx, { text: ctx.t('broadcast-expired') });
    return;
  }
  await show(ctx, await confirmScreen(ctx, nonce, code as AudienceCode, choice));
});

broadcastFeature.callbackQuery(MATCH.broadcastLanguages, async (ctx) => {
  const [, nonce, code] = ctx.match;
  if (!(await adminAllowed(ctx, 'broadcasts'))) return;
  if (ctx.step?.kind !== 'broadcastPreview' || ctx.step.nonce !== nonce) {
    await show(ctx, { text: ctx.t('broadcast-expired') });
    return;
  }
  await show(ctx, languagesScreen(ctx, nonce, code as AudienceCode));
});

/** The paid send's refusal for a short Star balance, over the same screen (the admin may send free, or top up and retry). */
async function refuseShortStars(ctx: BotContext, nonce: string, code: AudienceCode, choice: LanguageChoice, error: DomainError) {
  const note = ctx.t('broadcast-paid-short', { cost: ctx.figures.count(Number(error.data.cost)), balance: ctx.figures.count(Number(error.data.balance)) });
  await show(ctx, await confirmScreen(ctx, nonce, code, choice, note));
}

broadcastFeature.callbackQuery(MATCH.broadcastSend, async (ctx) => {
  const [, nonce, code, choice, paidMark] = ctx.match;
  const chatId = ctx.chat?.id;
  if (chatId == null || !(await adminAllowed(ctx, 'broadcasts'))) return;
  const paid = paidMark === ':p' ? ctx.deps.paidBroadcast : undefined;
  if (paidMark && !paid) return;
  if (paid) {
    if (ctx.step?.kind !== 'broadcastPreview' || ctx.step.nonce !== nonce) {
      await show(ctx, { text: ctx.t('broadcast-expired') });
      return;
    }
    // Checked before the preview is taken, so a short balance leaves the screen to send free or give up.
    try {
      await checkStarsFor(await countAudience(ctx.deps.db, audienceOf(code as AudienceCode, choice)), paid.terms);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'BROADCAST_STARS_SHORT') return refuseShortStars(ctx, nonce, code as AudienceCode, choice, error);
      throw error;
    }
  }
  // The first tap takes the preview; a second tap, another process or a redelivered update finds it gone.
  const html = await takeBroadcastPreview(ctx.deps.db, chatId, nonce);
  ctx.step = null;
  if (!html) {
    await show(ctx, { text: ctx.t('broadcast-expired') });
    return;
  }
  try {
    const broadcast = await createBroadcast(
      ctx.deps.db,
      {
        message: html,
        audience: audienceOf(code as AudienceCode, choice),
        paid: paid !== undefined,
        createdByUserId: null,
        notifyChatId: chatId,
        notifyLanguage: ctx.customer?.language ?? null,
        requestKey: `bot-${chatId}-${nonce}`,
      },
      paid?.terms,
    );
    await show(ctx, { text: ctx.t('broadcast-queued', { id: String(broadcast.id), audience: audienceName(ctx, code as AudienceCode, choice) }) });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'BROADCAST_NO_RECIPIENTS') {
      await show(ctx, { text: ctx.t('broadcast-no-recipients') });
      return;
    }
    // The balance fell short between the check and the send (the preview is gone: start again with /broadcast).
    if (error instanceof DomainError && error.code === 'BROADCAST_STARS_SHORT') {
      await show(ctx, { text: ctx.t('broadcast-paid-short', { cost: ctx.figures.count(Number(error.data.cost)), balance: ctx.figures.count(Number(error.data.balance)) }) });
      return;
    }
    throw error;
  }
});
