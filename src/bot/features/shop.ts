// The shop: continents (admin's order) → countries with stock marks → operators with stock and price → quantity.
import { Composer, InlineKeyboard } from 'grammy';
import { continentsOnSale, countriesOnSale, operatorOffer, operatorsOnSale } from '../../domain/offers/on-sale';
import { DomainError } from '../../domain/errors';
import { MAX_PURCHASE_QUANTITY } from '../../domain/orders/purchase';
import { getCountry } from '../../domain/catalogue/countries';
import { packQuantitiesOf } from '../../domain/shop/pack-definitions';
import { PRESET_PACK_QUANTITIES } from '../../domain/shop/packs';
import { operatorReviews } from '../../domain/reviews/summary';
import { operatorReviewsText } from '../../messenger/notices/review';
import { CALLBACK, fitsCallbackData, MATCH } from '../callback-data';
import type { BotContext } from '../context';
import { continentName, countryName, countryNames } from '../place-names';
import { escapeHtml, type Screen, show } from '../screen';


/** SPEC §2: preset quantities 100, 500, 1K, 5K, 10K (only those between the minimum and the stock are offered). */
const PRESET_QUANTITIES = PRESET_PACK_QUANTITIES;
const presetLabel = (q: number) => (q >= 1000 && q % 1000 === 0 ? `${q / 1000}K` : String(q));

export const shopFeature = new Composer<BotContext>();

async function continentsScreen(ctx: BotContext): Promise<Screen> {
  const continents = await continentsOnSale(ctx.deps.db);
  const keyboard = new InlineKeyboard();
  for (const [i, c] of continents.entries()) {
    const mark = c.available > 0 ? '🟢' : '🔴';
    // Continent names are short; one that does not fit a button's 64 bytes goes by its place in the list.
    keyboard.text(`${mark} ${continentName(ctx, c.name)}`, fitsCallbackData(CALLBACK.continent(c.name)) ? CALLBACK.continent(c.name) : CALLBACK.continent(`#${i}`)).row();
  }
  keyboard.text(ctx.t('menu-main'), CALLBACK.menu);
  return { text: continents.length ? ctx.t('shop-continents') : ctx.t('shop-no-continents'), keyboard };
}

async function showContinents(ctx: BotContext) {
  await show(ctx, await continentsScreen(ctx));
}
shopFeature.command('shop', showContinents);
shopFeature.callbackQuery(CALLBACK.shop, showContinents);

async function countriesScreen(ctx: BotContext, continent: string): Promise<Screen> {
  const [countries, names] = await Promise.all([countriesOnSale(ctx.deps.db, continent), countryNames(ctx)]);
  const keyboard = new InlineKeyboard();
  countries.forEach((c, i) => {
    const mark = c.available > 0 ? '✅' : '❌';
    keyboard.text(`${c.flag} ${names.get(c.id) ?? c.name} ${mark}`, CALLBACK.country(c.id));
    if (i % 2 === 1) keyboard.row();
  });
  keyboard.row().text(ctx.t('back-continents'), CALLBACK.shop);
  return {
    text: countries.length ? ctx.t('shop-countries', { continent: escapeHtml(continentName(ctx, continent)) }) : ctx.t('shop-no-countries'),
    keyboard,
  };
}

shopFeature.callbackQuery(MATCH.continent, async (ctx) => {
  let name = ctx.match[1];
  if (/^#\d+$/.test(name)) name = (await continentsOnSale(ctx.deps.db))[Number(name.slice(1))]?.name ?? name;
  await show(ctx, await countriesScreen(ctx, name));
});

async function operatorsScreen(ctx: BotContext, countryId: number): Promise<Screen> {
  const country = await getCountry(ctx.deps.db, countryId);
  const operators = country.isActive ? await operatorsOnSale(ctx.deps.db, countryId) : [];
  const f = ctx.figures;
  const keyboard = new InlineKeyboard();
  for (const o of operators) {
    const stock = o.available > 0 ? f.count(o.available) : ctx.t('shop-out-of-stock');
    keyboard.text(ctx.t('shop-operator-button', { operator: o.name, available: stock, price: f.unitPrice(o.fromPriceMicros) }), CALLBACK.operator(countryId, o.id)).row();
  }
  // A continent name too long for a button's 64 bytes: back to the continents instead.
  const back = CALLBACK.continent(country.continent);
  keyboard.text(ctx.t('back-countries'), fitsCallbackData(back) ? back : CALLBACK.shop).text(ctx.t('back-shop'), CALLBACK.shop);
  return {
    text: operators.length
      ? ctx.t('shop-operators', { flag: country.flag, country: escapeHtml(await countryName(ctx, countryId, country.name)) })
      : ctx.t('shop-no-operators'),
    keyboard,
  };
}

shopFeature.callbackQuery(MATCH.country, async (ctx) => {
  await show(ctx, await operatorsScreen(ctx, Number(ctx.match[1])));
});

/** The quantity screen: the offer, a button per pack (or preset) that fits the stock, and a button to type another quantity. */
async function quantityScreen(ctx: BotContext, countryId: number, operatorId: number): Promise<Screen> {
  const [offer, reviews] = await Promise.all([operatorOffer(ctx.deps.db, countryId, operatorId), operatorReviews(ctx.deps.db, operatorId)]);
  const f = ctx.figures;
  const keyboard = new InlineKeyboard();
  // The operator's Mini App packs when admins defined some (decision 0101), else SPEC §2's presets.
  const quantities = (await packQuantitiesOf(ctx.deps.db, operatorId)) ?? PRESET_QUANTITIES;
  const presets = quantities.filter((q) => q >= offer.minimum && q <= Math.min(offer.available, MAX_PURCHASE_QUANTITY));
  presets.forEach((q, i) => {
    keyboard.text(presetLabel(q), CALLBACK.quantity(countryId, operatorId, q));
    if (i % 3 === 2) keyboard.row();
  });
  if (offer.available >= offer.minimum) keyboard.row().text(ctx.t('quantity-custom'), CALLBACK.customQuantity(countryId, operatorId));
  keyboard.row().text(ctx.t('back-operators'), CALLBACK.country(countryId)).text(ctx.t('back-shop'), CALLBACK.shop);
  const offerText = ctx.t('quantity-choose', {
    operator: escapeHtml(offer.operatorName),
    flag: offer.countryFlag,
    country: escapeHtml(await countryName(ctx, countryId, offer.countryName)),
    available: f.count(offer.available),
    price: f.unitPrice(offer.lists[0]?.unitPriceMicros ?? offer.shopPriceMicros),
    minimum: f.count(offer.minimum),
  });
  const reviewLines = operatorReviewsText(ctx.t.bind(ctx), f, reviews);
  const text = reviewLines ? `${offerText}\n\n${reviewLines}` : offerText;
  if (offer.available < offer.minimum) {
    return { text: `${text}\n\n${ctx.t('error-stock', { available: f.count(offer.available), minimum: f.count(offer.minimum) })}`, keyboard };
  }
  return { text, keyboard };
}

/**
 * Where a broadcast's deep link leads (decision 0151): the operator's quantity screen, or the shop with a word when
 * the operator is gone or no longer sold.
 */
export async function showOperatorOffer(ctx: BotContext, countryId: number | null, operatorId: number): Promise<void> {
  try {
    if (countryId != null) {
      await show(ctx, await quantityScreen(ctx, countryId, operatorId));
      return;
    }
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'NOT_FOUND')) throw error;
  }
  const shop = await continentsScreen(ctx);
  await show(ctx, { ...shop, text: `${ctx.t('error-operator-not-found')}\n\n${shop.text}` });
}

shopFeature.callbackQuery(MATCH.operator, async (ctx) => {
  try {
    await show(ctx, await quantityScreen(ctx, Number(ctx.match[1]), Number(ctx.match[2])));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') {
      await ctx.answerCallbackQuery({ text: ctx.t('error-operator-not-found'), show_alert: true });
      return;
    }
    throw error;
  }
});
