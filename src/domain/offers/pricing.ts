// What a quantity costs when drawn from an operator's lists in sale order: one rule for the quote and the charge.

/** A list as the sale sees it: its numbers for sale and its own unit price (null: the shop's). */
export type PricedList = { available: number; unitPriceMicros: number | null };

/** Micro-euros the quantity would cost if taken from the lists in order, as their counts stand now. */
export function plannedMicros(lists: PricedList[], quantity: number, shopPrice: number): number {
  let missing = quantity;
  let micros = 0;
  for (const list of lists) {
    const n = Math.min(missing, list.available);
    micros += n * (list.unitPriceMicros ?? shopPrice);
    missing -= n;
    if (missing === 0) break;
  }
  return micros;
}

/** The lists the quantity draws from, in order (a promotion's category condition reads their categories). */
export function drawnLists<L extends PricedList>(lists: L[], quantity: number): L[] {
  const drawn: L[] = [];
  let missing = quantity;
  for (const list of lists) {
    if (missing <= 0) break;
    if (list.available <= 0) continue;
    drawn.push(list);
    missing -= list.available;
  }
  return drawn;
}
