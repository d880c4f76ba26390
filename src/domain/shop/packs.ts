// The packs an operator sells in the Mini App: the admin's packs for it, or else the bot's preset quantities.
import { MAX_PURCHASE_QUANTITY } from '../orders/order-rules';
import { type PricedList, plannedMicros } from '../offers/pricing';
import { microsToCents } from '../wallet/money';

/** SPEC §2's preset quantities (100, 500, 1K, 5K, 10K): the bot's quantity buttons and the packs of an operator without its own. */
export const PRESET_PACK_QUANTITIES = [100, 500, 1000, 5000, 10_000];

/** A quantity the shop may sell as a pack now: at least its minimum order, at most one purchase's maximum. */
export const isSellable = (quantity: number, sale: { minimumQuantity: number }) => quantity >= sale.minimumQuantity && quantity <= MAX_PURCHASE_QUANTITY;

/** A pack as sold: a quantity of numbers from one operator (and category), priced and stocked from its lists now. */
export type Pack = {
  quantity: number;
  /** The admin's name for it; null for a preset (the page names it from its quantity, in the reader's language). */
  name: string | null;
  priceCents: number;
  /** How many such packs the operator's lists can fill. */
  stock: number;
};

export type PackDefinition = { quantity: number; name: string | null };

/**
 * The packs of an operator's lists of one category. With the admin's definitions: all of them that the shop's minimum
 * allows, in the admin's order, even those out of stock (shown, not buyable). Without any (or none allowed, the minimum
 * raised since): the presets that fit the stock, or the smallest one allowed, out of stock, so a short operator still
 * shows what it would sell.
 */
export function packsOf(lists: PricedList[], defined: PackDefinition[], sale: { minimumQuantity: number; unitPriceMicros: number }): Pack[] {
  const available = lists.reduce((sum, l) => sum + l.available, 0);
  const allowed = (q: number) => isSellable(q, sale);
  const sellable = defined.filter((d) => allowed(d.quantity));
  let chosen: PackDefinition[];
  if (sellable.length > 0) {
    // In the admin's order (the page shows them as given).
    chosen = sellable;
  } else {
    const presets = PRESET_PACK_QUANTITIES.filter(allowed);
    const fitting = presets.filter((q) => q <= available);
    chosen = (fitting.length > 0 ? fitting : presets.slice(0, 1)).map((quantity) => ({ quantity, name: null }));
  }
  return chosen.map(({ quantity, name }) => ({
      quantity,
      name,
      // Out of stock, the missing numbers are priced at the shop's price: a figure to show, never charged.
      priceCents: microsToCents(plannedMicros([...lists, { available: quantity, unitPriceMicros: null }], quantity, sale.unitPriceMicros)),
      stock: Math.floor(available / quantity),
    }));
}
