// Continent management from the bot (admin panel → Continents): list, rename, delete with a yes/no confirmation,
// refused while the continent has countries (SPEC §4), behind the catalogue permission.
import { createHash } from 'node:crypto';
import { Composer, InlineKeyboard } from 'grammy';
import { continentName } from '../../contracts/catalogue';
import { clearStep, saveStep } from '../../domain/customers/conversation-steps';
import { deleteContinent, listContinentsOrdered, renameContinent } from '../../domain/catalogue/continents';
import { DomainError } from '../../domain/errors';
import type { Continent } from '../../contracts/catalogue';
import { adminAllowed } from '../admin-guard';
import { CALLBACK, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { escapeHtml, say, show } from '../screen';

export const adminContinentsFeature = new Composer<BotContext>();

/** Names up to 50 characters of any script do not fit in callback data: a button carries a digest of the name. */
export const continentToken = (name: string) => createHash('sha256').update(name).digest('hex').slice(0, 12);

async function continentByToken(ctx: BotContext, token: string): Promise<Continent | null> {
  return (await listContinentsOrdered(ctx.deps.db)).find((c) => continentToken(c.name) === token) ?? null;
}

const backToList = (ctx: BotContext) => new InlineKeyboard().text(ctx.t('admin-back-continents'), CALLBACK.adminContinents);

async function showList(ctx: BotContext) {
  const continents = await listContinentsOrdered(ctx.deps.db);
  const keyboard = new InlineKeyboard();
  for (const c of continents) keyboard.text(`${c.name} (${ctx.figures.count(c.countryCount)})`, CALLBACK.adminContinent(continentToken(c.name))).row();
  keyboard.text(ctx.t('admin-back-panel'), CALLBACK.adminPanel);
  await show(ctx, { text: ctx.t(continents.length ? 'admin-continents' : 'admin-continents-none'), keyboard });
}

async function showContinent(ctx: BotContext, continent: Continent) {
  const token = continentToken(continent.name);
  await show(ctx, {
    text: ctx.t('admin-continent', {
      name: escapeHtml(continent.name),
      countries: ctx.figures.count(continent.countryCount),
      available: ctx.figures.count(continent.availableNumbers),
    }),
    keyboard: new InlineKeyboard()
      .text(ctx.t('admin-continent-rename'), CALLBACK.adminContinentRename(token))
      .text(ctx.t('admin-continent-delete'), CALLBACK.adminContinentDelete(token))
      .row()
      .text(ctx.t('admin-back-continents'), CALLBACK.adminContinents),
  });
}

/** The continent a button names, or null after telling the admin it is gone (renamed or deleted meanwhile). */
async function tapped(ctx: BotContext): Promise<Continent | null> {
  if (!(await adminAllowed(ctx, 'catalogue'))) return null;
  const token = Array.isArray(ctx.match) ? ctx.match[1] : '';
  const continent = await continentByToken(ctx, token);
  if (!continent) await show(ctx, { text: ctx.t('admin-continent-gone'), keyboard: backToList(ctx) });
  return continent;
}

adminContinentsFeature.callbackQuery(CALLBACK.adminContinents, async (ctx) => {
  if (await adminAllowed(ctx, 'catalogue')) await showList(ctx);
});

adminContinentsFeature.callbackQuery(MATCH.adminContinent, async (ctx) => {
  const continent = await tapped(ctx);
  if (continent) await showContinent(ctx, continent);
});

adminContinentsFeature.callbackQuery(MATCH.adminContinentRename, async (ctx) => {
  const continent = await tapped(ctx);
  if (!continent || !ctx.chat) return;
  await saveStep(ctx.deps.db, ctx.chat.id, { kind: 'continentRename', name: continent.name });
  await show(ctx, {
    text: ctx.t('admin-continent-rename-prompt', { name: escapeHtml(continent.name) }),
    keyboard: new InlineKeyboard().text(ctx.t('quantity-cancel'), CALLBACK.adminContinent(continentToken(continent.name))),
  });
});

adminContinentsFeature.callbackQuery(MATCH.adminContinentDelete, async (ctx) => {
  const continent = await tapped(ctx);
  if (!continent) return;
  const token = continentToken(continent.name);
  if (continent.countryCount > 0) {
    await show(ctx, {
      text: ctx.t('admin-continent-not-empty', { name: escapeHtml(continent.name), countries: ctx.figures.count(continent.countryCount) }),
      keyboard: new InlineKeyboard().text(ctx.t('back'), CALLBACK.adminContinent(token)),
    });
    return;
  }
  await show(ctx, {
    text: ctx.t('admin-continent-delete-confirm', { name: escapeHtml(continent.name) }),
    keyboard: new InlineKeyboard().text(ctx.t('admin-yes'), CALLBACK.adminContinentDeleteConfirmed(token)).text(ctx.t('admin-no'), CALLBACK.adminContinent(token)),
  });
});

adminContinentsFeature.callbackQuery(MATCH.adminContinentDeleteConfirmed, async (ctx) => {
  const continent = await tapped(ctx);
  if (!continent) return;
  try {
    await deleteContinent(ctx.deps.db, continent.name);
  } catch (error) {
    // A country was added since the confirmation was shown: the rule holds at the moment of deleting.
    if (!(error instanceof DomainError && error.code === 'CONTINENT_NOT_EMPTY')) throw error;
    await show(ctx, {
      text: ctx.t('admin-continent-not-empty', { name: escapeHtml(continent.name), countries: ctx.figures.count(Number(error.data.countries)) }),
      keyboard: backToList(ctx),
    });
    return;
  }
  await show(ctx, { text: ctx.t('admin-continent-deleted', { name: escapeHtml(continent.name) }), keyboard: backToList(ctx) });
});

adminContinentsFeature.on('message:text', async (ctx, next) => {
  const step = ctx.step;
  if (step?.kind !== 'continentRename' || ctx.message.text.startsWith('/')) return next();
  if (!(await adminAllowed(ctx, 'catalogue'))) return;
  const name = continentName.safeParse(ctx.message.text);
  if (!name.success) {
    await say(ctx, { text: ctx.t('admin-continent-invalid-name'), keyboard: backToList(ctx) });
    return;
  }
  try {
    await renameContinent(ctx.deps.db, step.name, name.data);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'CONTINENT_MERGE_REFUSED') {
      await say(ctx, { text: ctx.t('admin-continent-exists', { name: escapeHtml(name.data) }), keyboard: backToList(ctx) });
      return;
    }
    if (error.code !== 'NOT_FOUND') throw error;
    await clearStep(ctx.deps.db, ctx.chat.id);
    ctx.step = null;
    await say(ctx, { text: ctx.t('admin-continent-gone'), keyboard: backToList(ctx) });
    return;
  }
  await clearStep(ctx.deps.db, ctx.chat.id);
  ctx.step = null;
  await say(ctx, {
    text: ctx.t('admin-continent-renamed', { from: escapeHtml(step.name), to: escapeHtml(name.data) }),
    keyboard: backToList(ctx),
  });
});
