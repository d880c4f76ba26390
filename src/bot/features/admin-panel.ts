// The bot admins' panel (/adminstats): reports, broadcast, credits, continents, channels, refunds and blocking, each behind its permission.
import { Composer, InlineKeyboard } from 'grammy';
import { BOT_ADMIN_PERMISSIONS } from '../../contracts/telegram';
import { SETTING_KEYS, settingUpsertSchema } from '../../contracts/settings';
import { botAdminByChat, holdsPermission } from '../../domain/users/bot-admins';
import { clearStep, type ConversationStep, saveStep } from '../../domain/customers/conversation-steps';
import { getBotMenuSettings } from '../../domain/settings/bot-menu';
import { saveSetting } from '../../domain/settings/settings';
import { adminAllowed } from '../admin-guard';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { checkProofChannel } from '../proof-channel';
import { escapeHtml, say, show } from '../screen';
import { changeCredit } from './admin-credits';

export const adminPanelFeature = new Composer<BotContext>();

/** Every entry is shown to every bot admin; the tap checks the permission and names it when missing. */
async function showPanel(ctx: BotContext) {
  const admin = ctx.from ? await botAdminByChat(ctx.deps.db, ctx.from.id) : null;
  if (!admin) {
    await adminAllowed(ctx, 'reports');
    return;
  }
  const held = BOT_ADMIN_PERMISSIONS.filter((p) => holdsPermission(admin, p)).map((p) => ctx.t(`admin-permission-${p}`));
  const keyboard = new InlineKeyboard()
    .text(ctx.t('admin-panel-reports'), CALLBACK.adminReports)
    .text(ctx.t('admin-panel-broadcast'), CALLBACK.adminBroadcast)
    .row()
    .text(ctx.t('admin-panel-credits'), CALLBACK.adminCredits)
    .text(ctx.t('admin-panel-continents'), CALLBACK.adminContinents)
    .row()
    .text(ctx.t('admin-panel-channels'), CALLBACK.adminChannels)
    .text(ctx.t('admin-panel-refunds'), CALLBACK.adminRefunds)
    .text(ctx.t('admin-panel-blocking'), CALLBACK.adminBlocking)
    .row()
    .text(ctx.t('menu-main'), CALLBACK.menu);
  await show(ctx, {
    text: ctx.t('admin-panel', { permissions: held.length ? held.join(', ') : ctx.t('admin-panel-no-permission') }),
    keyboard,
  });
}

adminPanelFeature.command('adminstats', showPanel);
adminPanelFeature.callbackQuery(CALLBACK.adminPanel, showPanel);

// ─── Credits: the prompt, then "@username amount" typed (the /addcredit and /removecredit path) ────────────────────

adminPanelFeature.callbackQuery(CALLBACK.adminCredits, async (ctx) => {
  if (!(await adminAllowed(ctx, 'credits'))) return;
  await show(ctx, {
    text: ctx.t('admin-credits'),
    keyboard: new InlineKeyboard()
      .text(ctx.t('admin-credits-add'), CALLBACK.adminCredit('add'))
      .text(ctx.t('admin-credits-remove'), CALLBACK.adminCredit('remove'))
      .row()
      .text(ctx.t('admin-back-panel'), CALLBACK.adminPanel),
  });
});

/** Asks an admin to type a value: the step is kept for their next message, Annuler goes back to `backTo`. */
async function askToType(ctx: BotContext, step: ConversationStep, prompt: string, backTo: string) {
  if (!ctx.chat) return;
  await saveStep(ctx.deps.db, ctx.chat.id, step);
  await show(ctx, { text: ctx.t(prompt), keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), backTo) });
}

adminPanelFeature.callbackQuery(MATCH.adminCredit, async (ctx) => {
  if (!ctx.chat || !(await adminAllowed(ctx, 'credits'))) return;
  const direction = ctx.match[1] as 'add' | 'remove';
  const prompt = direction === 'add' ? 'admin-credits-prompt-add' : 'admin-credits-prompt-remove';
  await askToType(ctx, { kind: 'adminCredit', direction }, prompt, CALLBACK.adminCredits);
});

// ─── Channels: the main and proof links, and proof posts on or off ─────────────────────────────────────────────────

async function showChannels(ctx: BotContext) {
  const menu = await getBotMenuSettings(ctx.deps.db);
  const none = ctx.t('admin-channels-none');
  await show(ctx, {
    text: ctx.t('admin-channels', {
      main: escapeHtml(menu.mainChannelUrl ?? none),
      proof: escapeHtml(menu.proofChannelUrl ?? none),
      posts: ctx.t(menu.proofPosts ? 'admin-proof-posts-on' : 'admin-proof-posts-off'),
    }),
    keyboard: new InlineKeyboard()
      .text(ctx.t('admin-channels-edit-main'), CALLBACK.adminChannelEdit('main'))
      .row()
      .text(ctx.t('admin-channels-edit-proof'), CALLBACK.adminChannelEdit('proof'))
      .row()
      .text(ctx.t(menu.proofPosts ? 'admin-proof-turn-off' : 'admin-proof-turn-on'), CALLBACK.adminProofPosts(!menu.proofPosts))
      .row()
      .text(ctx.t('admin-back-panel'), CALLBACK.adminPanel),
  });
}

adminPanelFeature.callbackQuery(CALLBACK.adminChannels, async (ctx) => {
  if (await adminAllowed(ctx, 'settings')) await showChannels(ctx);
});

adminPanelFeature.callbackQuery(MATCH.adminChannelEdit, async (ctx) => {
  if (!ctx.chat || !(await adminAllowed(ctx, 'settings'))) return;
  const channel = ctx.match[1] as 'main' | 'proof';
  const prompt = channel === 'main' ? 'admin-channel-prompt-main' : 'admin-channel-prompt-proof';
  await askToType(ctx, { kind: 'channelLink', channel }, prompt, CALLBACK.adminChannels);
});

adminPanelFeature.callbackQuery(MATCH.adminProofPosts, async (ctx) => {
  const customer = ctx.customer;
  if (!customer || !(await adminAllowed(ctx, 'settings'))) return;
  const on = ctx.match[1] === 'on';
  if (on) {
    const menu = await getBotMenuSettings(ctx.deps.db);
    const check = await checkProofChannel(ctx.api, menu.proofChannelUrl, ctx.me.id);
    if (!check.ok) {
      await say(ctx, { text: ctx.t(`admin-proof-${check.reason}`, { bot: ctx.me.username }), keyboard: backToChannels(ctx) });
      return;
    }
  }
  await saveSetting(ctx.deps.db, { key: SETTING_KEYS.proofPostsEnabled, value: String(on) }, { actorUserId: customer.id });
  await showChannels(ctx);
});

const backToChannels = (ctx: BotContext) => new InlineKeyboard().text(ctx.t('admin-back-channels'), CALLBACK.adminChannels);

// ─── What an admin types after a prompt ────────────────────────────────────────────────────────────────────────────

adminPanelFeature.on('message:text', async (ctx, next) => {
  const step = ctx.step;
  if ((step?.kind !== 'adminCredit' && step?.kind !== 'channelLink') || ctx.message.text.startsWith('/')) return next();
  if (step.kind === 'adminCredit') {
    // The step stays after a refusal, so the admin can type it again; it ends with the change made.
    if (await changeCredit(ctx, step.direction, ctx.message.text)) {
      await clearStep(ctx.deps.db, ctx.chat.id);
      ctx.step = null;
    }
    return;
  }
  const customer = ctx.customer;
  if (!customer || !(await adminAllowed(ctx, 'settings'))) return;
  const typed = ctx.message.text.trim();
  const key = step.channel === 'main' ? SETTING_KEYS.mainChannelUrl : SETTING_KEYS.proofChannelUrl;
  const checked = settingUpsertSchema.safeParse({ key, value: typed === '-' ? '' : typed });
  if (!checked.success) {
    await say(ctx, { text: ctx.t('admin-channel-invalid'), keyboard: backToChannels(ctx) });
    return;
  }
  await saveSetting(ctx.deps.db, checked.data, { actorUserId: customer.id });
  await clearStep(ctx.deps.db, ctx.chat.id);
  ctx.step = null;
  await say(ctx, { text: ctx.t('admin-channel-saved'), keyboard: backToChannels(ctx) });
});
