// A broadcast scheduled from the bot (issue 30): « Programmer » on the preview's confirmation asks for a Paris date
// and time, typed until it is one to come; « Programmées » lists the broadcasts waiting for their time (the back
// office's too), each with a cancel that asks first. The rules are the domain's (decision 0151): a past time refused,
// a cancel that stops only a broadcast still scheduled, once whatever number of admins tap.
import { Composer, InlineKeyboard } from 'grammy';
import { parisParts, parisTypedInstant } from '../../contracts/paris-time';
import { isBotLanguage } from '../../contracts/telegram';
import { type BroadcastAudience, countAudience } from '../../domain/broadcasts/audience';
import { type Broadcast, cancelBroadcast, createBroadcast, getBroadcast, listScheduledBroadcasts } from '../../domain/broadcasts/broadcasts';
import { clearStep, saveStep } from '../../domain/customers/conversation-steps';
import { DomainError } from '../../domain/errors';
import { adminAllowed } from '../admin-guard';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { LANGUAGE_NAMES } from '../keyboards/languages';
import { say, show } from '../screen';
import { AUDIENCES, type AudienceCode, audienceKindName, audienceName, audienceOf } from './broadcast';

export const broadcastScheduleFeature = new Composer<BotContext>();

/** Tomorrow 18:30 in Paris, in the three forms the bot reads: examples the admin can copy and change. */
function examples(now = new Date()) {
  const p = parisParts(new Date(now.getTime() + 24 * 3600_000));
  return { example: `${p.day}/${p.month} 18:30`, exampleYear: `${p.day}/${p.month}/${p.year} 18:30`, exampleIso: `${p.year}-${p.month}-${p.day} 18:30` };
}

/** Back to the preview's confirmation (its audience kept), or give up. */
const promptKeyboard = (ctx: BotContext, nonce: string, code: string, choice: string) =>
  new InlineKeyboard().text(ctx.t('back'), CALLBACK.broadcastAudience(nonce, code, choice)).text(ctx.t('quantity-cancel'), CALLBACK.broadcastCancel);

broadcastScheduleFeature.callbackQuery(MATCH.broadcastSchedule, async (ctx) => {
  const [, nonce, code, choice] = ctx.match;
  if (!ctx.chat || !(await adminAllowed(ctx, 'broadcasts'))) return;
  const step = ctx.step;
  const held = (step?.kind === 'broadcastPreview' || step?.kind === 'broadcastSchedule') && step.nonce === nonce ? step : null;
  if (!held) {
    await show(ctx, { text: ctx.t('broadcast-expired') });
    return;
  }
  ctx.step = { kind: 'broadcastSchedule', html: held.html, nonce, audience: code, language: choice };
  await saveStep(ctx.deps.db, ctx.chat.id, ctx.step);
  await show(ctx, { text: ctx.t('broadcast-schedule-prompt', examples()), keyboard: promptKeyboard(ctx, nonce, code, choice) });
});

// The start time typed, while the stored step awaits it (after a restart too); refused ones leave the step to type again.
broadcastScheduleFeature.on('message:text', async (ctx, next) => {
  const step = ctx.step;
  if (step?.kind !== 'broadcastSchedule' || ctx.message.text.startsWith('/')) return next();
  if (!(await adminAllowed(ctx, 'broadcasts'))) return;
  const code = (step.audience in AUDIENCES ? step.audience : 'all') as AudienceCode;
  const keyboard = promptKeyboard(ctx, step.nonce, code, step.language);
  const scheduledAt = parisTypedInstant(ctx.message.text);
  if (!scheduledAt) {
    await say(ctx, { text: ctx.t('broadcast-schedule-invalid', examples()), keyboard });
    return;
  }
  let broadcast: Broadcast;
  try {
    // The preview's key: a text typed twice, or by a second process, schedules one broadcast.
    broadcast = await createBroadcast(ctx.deps.db, {
      message: step.html,
      audience: audienceOf(code, step.language),
      scheduledAt,
      createdByUserId: null,
      notifyChatId: ctx.chat.id,
      notifyLanguage: ctx.customer?.language ?? null,
      requestKey: `bot-${ctx.chat.id}-${step.nonce}`,
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'BROADCAST_SCHEDULE_PAST') {
      await say(ctx, { text: ctx.t('broadcast-schedule-past', { time: ctx.figures.date(scheduledAt), ...examples() }), keyboard });
      return;
    }
    if (error instanceof DomainError && error.code === 'BROADCAST_NO_RECIPIENTS') {
      await say(ctx, { text: ctx.t('broadcast-no-recipients'), keyboard });
      return;
    }
    throw error;
  }
  await clearStep(ctx.deps.db, ctx.chat.id);
  ctx.step = null;
  const count = await countAudience(ctx.deps.db, broadcast.audience);
  await say(ctx, {
    text: ctx.t('broadcast-schedule-done', {
      id: String(broadcast.id),
      time: ctx.figures.date(broadcast.scheduledAt ?? scheduledAt),
      audience: audienceName(ctx, code, step.language),
      count: ctx.figures.count(count),
    }),
    keyboard: new InlineKeyboard().text(ctx.t('broadcast-scheduled-button'), CALLBACK.broadcastScheduled).text(ctx.t('admin-back-panel'), CALLBACK.adminPanel),
  });
});

/** Any stored audience in the admin's words: the bot's presets, a language, and a mark when the back office narrowed it more. */
function storedAudienceName(ctx: BotContext, audience: BroadcastAudience): string {
  const { filters, ...preset } = audience;
  const parts = [audienceKindName(ctx, preset)];
  for (const language of [preset.kind === 'language' ? preset.language : undefined, filters?.language]) {
    if (language && isBotLanguage(language)) parts.push(LANGUAGE_NAMES[language]);
  }
  if (filters && Object.keys(filters).some((k) => k !== 'language')) parts.push(ctx.t('broadcast-audience-more-filters'));
  return parts.join(' · ');
}

/** The message's first words, still escaped HTML without its tags (no entity cut in two). */
function excerpt(html: string): string {
  const text = html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return text.length <= 40 ? text : `${text.slice(0, 40).replace(/&[#a-z0-9]*$/i, '')}…`;
}

async function scheduledScreen(ctx: BotContext, note?: string) {
  const waiting = await listScheduledBroadcasts(ctx.deps.db);
  const keyboard = new InlineKeyboard();
  const lines: string[] = [];
  for (const b of waiting) {
    const count = await countAudience(ctx.deps.db, b.audience);
    const time = b.scheduledAt ? ctx.figures.date(b.scheduledAt) : '';
    lines.push(ctx.t('broadcast-scheduled-item', { id: String(b.id), time, audience: storedAudienceName(ctx, b.audience), count: ctx.figures.count(count), excerpt: excerpt(b.message) }));
    keyboard.text(ctx.t('broadcast-unschedule-button', { id: String(b.id) }), CALLBACK.broadcastUnschedule(b.id)).row();
  }
  keyboard.text(ctx.t('broadcast-new-button'), CALLBACK.adminBroadcast).text(ctx.t('admin-back-panel'), CALLBACK.adminPanel);
  const body = waiting.length > 0 ? `${ctx.t('broadcast-scheduled-list')}\n\n${lines.join('\n\n')}` : ctx.t('broadcast-scheduled-none');
  return { text: note ? `${note}\n\n${body}` : body, keyboard };
}

broadcastScheduleFeature.callbackQuery(CALLBACK.broadcastScheduled, async (ctx) => {
  if (!ctx.chat || !(await adminAllowed(ctx, 'broadcasts'))) return;
  // Opened from the prompt: a message typed now is no longer taken as a broadcast.
  if (ctx.step?.kind === 'broadcastText') {
    await clearStep(ctx.deps.db, ctx.chat.id);
    ctx.step = null;
  }
  await show(ctx, await scheduledScreen(ctx));
});

broadcastScheduleFeature.callbackQuery(MATCH.broadcastUnschedule, async (ctx) => {
  const id = Number(ctx.match[1]);
  if (!(await adminAllowed(ctx, 'broadcasts'))) return;
  const broadcast = await getBroadcast(ctx.deps.db, id).catch(() => null);
  if (broadcast?.status !== 'scheduled' || !broadcast.scheduledAt) {
    await show(ctx, await scheduledScreen(ctx, ctx.t('broadcast-unschedule-gone', { id: String(id) })));
    return;
  }
  const keyboard = new InlineKeyboard()
    .text(ctx.t('broadcast-unschedule-yes'), CALLBACK.broadcastUnscheduleConfirmed(id))
    .text(ctx.t('back'), CALLBACK.broadcastScheduled);
  const text = ctx.t('broadcast-unschedule-confirm', {
    id: String(id),
    time: ctx.figures.date(broadcast.scheduledAt),
    audience: storedAudienceName(ctx, broadcast.audience),
    excerpt: excerpt(broadcast.message),
  });
  await show(ctx, { text, keyboard });
});

broadcastScheduleFeature.callbackQuery(MATCH.broadcastUnscheduleConfirmed, async (ctx) => {
  const id = Number(ctx.match[1]);
  if (!(await adminAllowed(ctx, 'broadcasts'))) return;
  let note: string;
  try {
    // Only while it is still scheduled: one that started since the list was shown keeps sending.
    await cancelBroadcast(ctx.deps.db, id, { scheduledOnly: true });
    note = ctx.t('broadcast-unscheduled', { id: String(id) });
  } catch (error) {
    if (!(error instanceof DomainError) || (error.code !== 'BROADCAST_FINISHED' && error.code !== 'NOT_FOUND')) throw error;
    note = ctx.t('broadcast-unschedule-gone', { id: String(id) });
  }
  await show(ctx, await scheduledScreen(ctx, note));
});
