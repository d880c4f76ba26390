// The rules an order must pass, in one place: purchase() applies them while it holds its locks, the bot's and the
// Mini App's confirmation (quotePurchase) before it, so a customer is refused in advance exactly as they would be.
import { DomainError } from '../errors';
import { insufficientBalance } from '../wallet/ledger';
import { costCents } from '../wallet/money';

/** One purchase is one transaction; beyond this size it would hold locks (and, on PGlite, the process) too long. */
export const MAX_PURCHASE_QUANTITY = 100_000;

/** At least the shop's minimum (its cost at the shop price is part of the refusal), at most MAX_PURCHASE_QUANTITY. */
export function checkQuantity(quantity: number, minimum: number, shopPriceMicros: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < minimum) {
    throw new DomainError('QUANTITY_TOO_SMALL', { quantity, minimum, minimumCostCents: costCents(minimum, shopPriceMicros) });
  }
  if (quantity > MAX_PURCHASE_QUANTITY) throw new DomainError('QUANTITY_TOO_LARGE', { quantity, maximum: MAX_PURCHASE_QUANTITY });
}

export function outOfStock(available: number, minimum: number): DomainError {
  return new DomainError('OUT_OF_STOCK', { available, minimum });
}

export function checkStock(available: number, quantity: number, minimum: number): void {
  if (available < quantity) throw outOfStock(available, minimum);
}

export function checkBalance(costCents: number, balanceCents: number): void {
  if (costCents > balanceCents) throw insufficientBalance(costCents, balanceCents);
}
