// /broadcast (and the admin panel's button): a bot admin with the broadcasts permission types a message, sees it as
// customers will, picks the audience with its count, and sends; the broadcast sender tells them "in progress" and "done".
import { randomBytes } from 'node:crypto';
import { Composer, InlineKeyboard } from 'grammy';
import { clearStep, saveStep, takeBroadcastPreview } from '../../domain/customers/conversation-steps';
import { type BroadcastAudience, countAudience } from '../../domain/broadcasts/audience';
import { createBroadcast } from '../../domain/broadcasts/broadcasts';
import { checkedBroadcastHtml } from '../../domain/broadcasts/message';
import { DomainError } from '../../domain/errors';
import { adminAllowed } from '../admin-guard';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { say, show } from '../screen';

export const broadcastFeature = new Composer<BotContext>();

/** The audiences offered in the bot (the back office offers a language and any number of days too). */
const AUDIENCES = {
  all: { kind: 'all' },
  buyers: { kind: 'buyers' },
  depositors: { kind: 'depositors' },
  inactive30: { kind: 'inactive', days: 30 },
} as const satisfies Record<string, BroadcastAudience>;
type AudienceCode = keyof typeof AUDIENCES;

const audienceName = (ctx: BotContext, code: AudienceCode) =>
  code === 'inactive30' ? ctx.t('broadcast-audience-inactive', { days: ctx.figures.count(30) }) : ctx.t(`broadcast-audience-${code}`);

const cancelKeyboard = (ctx: BotContext) => new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.broadcastCancel);

async function prompt(ctx: BotContext) {
  if (!ctx.chat || !(await adminAllowed(ctx, 'broadcasts'))) return;
  await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'broadcastText' });
  ctx.step = { kind: 'broadcastText' };
  await show(ctx, { text: ctx.t('broadcast-prompt'), keyboard: cancelKeyboard(ctx) });
}

/** The audience choice under the preview: the chosen one marked, its recipient count, send and cancel. */
async function confirmScreen(ctx: BotContext, nonce: string, chosen: AudienceCode) {
  const count = await countAudience(ctx.deps.db, AUDIENCES[chosen]);
  const keyboard = new InlineKeyboard();
  for (const [i, code] of (Object.keys(AUDIENCES) as AudienceCode[]).entries()) {
    if (i === 2) keyboard.row();
    keyboard.text(`${code === chosen ? '● ' : ''}${audienceName(ctx, code)}`, CALLBACK.broadcastAudience(nonce, code));
  }
  keyboard.row();
  if (count > 0) keyboard.text(ctx.t('broadcast-send-button', { count: ctx.figures.count(count) }), CALLBACK.broadcastSend(nonce, chosen));
  keyboard.text(ctx.t('quantity-cancel'), CALLBACK.broadcastCancel);
  const text = count > 0 ? ctx.t('broadcast-confirm', { audience: audienceName(ctx, chosen), count: ctx.figures.count(count) }) : ctx.t('broadcast-no-recipients');
  return { text, keyboard };
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

broadcastFeature.callbackQuery(MATCH.broadcastAudience, async (ctx) => {
  const [, nonce, code] = ctx.match;
  if (!(await adminAllowed(ctx, 'broadcasts'))) return;
  if (ctx.step?.kind !== 'broadcastPreview' || ctx.step.nonce !== nonce) {
    await show(ctx, { text: ctx.t('broadcast-expired') });
    return;
  }
  await show(ctx, await confirmScreen(ctx, nonce, code as AudienceCode));
});

broadcastFeature.callbackQuery(MATCH.broadcastSend, async (ctx) => {
  const [, nonce, code] = ctx.match;
  const chatId = ctx.chat?.id;
  if (chatId == null || !(await adminAllowed(ctx, 'broadcasts'))) return;
  // The first tap takes the preview; a second tap, another process or a redelivered update finds it gone.
  const html = await takeBroadcastPreview(ctx.deps.db, chatId, nonce);
  ctx.step = null;
  if (!html) {
    await show(ctx, { text: ctx.t('broadcast-expired') });
    return;
  }
  try {
    const broadcast = await createBroadcast(ctx.deps.db, {
      message: html,
      audience: AUDIENCES[code as AudienceCode],
      createdByUserId: null,
      notifyChatId: chatId,
      notifyLanguage: ctx.customer?.language ?? null,
      requestKey: `bot-${chatId}-${nonce}`,
    });
    await show(ctx, { text: ctx.t('broadcast-queued', { id: String(broadcast.id), audience: audienceName(ctx, code as AudienceCode) }) });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'BROADCAST_NO_RECIPIENTS') {
      await show(ctx, { text: ctx.t('broadcast-no-recipients') });
      return;
    }
    throw error;
  }
});
