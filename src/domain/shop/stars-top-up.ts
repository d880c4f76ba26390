// Topping up in Telegram Stars from the Mini App (decision 0138): what a Star is worth and the bounds, the deposit
// recorded before its invoice link (startStarsTopUp, the bot's path), and the deposit's state while the page waits.
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { deposits, users } from '../../db/schema';
import { notFound } from '../errors';
import { getShopSettings } from '../settings/shop-settings';
import { type Deposit, failDeposit } from '../wallet/deposits';
import { STARS_PROVIDER } from '../wallet/payment-gateway';
import { getStarsSettings, starsLimits, starsPresets } from '../wallet/stars';
import { startStarsTopUp } from '../wallet/stars-top-up';

export type StarsOffer = {
  /** Stars on, and some number of Stars within both the Stars bounds and the deposit limits. */
  available: boolean;
  starValueMicroEuros: number;
  minimumStars: number;
  maximumStars: number;
  presets: number[];
};

/** What the Mini App offers: one Star's worth, the fewest and most Stars a payment may be, the preset amounts. */
export async function starsOffer(db: Executor): Promise<StarsOffer> {
  const [settings, limits] = await Promise.all([getStarsSettings(db), getShopSettings(db)]);
  const bounds = starsLimits(settings, limits);
  const available = settings.enabled && bounds.minimumStars <= bounds.maximumStars;
  return { available, starValueMicroEuros: settings.starValueMicroEuros, ...bounds, presets: available ? starsPresets(settings, limits) : [] };
}

/**
 * A Stars top-up of `stars` with its invoice as a link: the deposit first (STARS_DISABLED, STARS_AMOUNT_REFUSED,
 * nothing recorded), then `invoiceLink` (Telegram's createInvoiceLink, through the messenger). A link that cannot be
 * made fails the deposit at once: nobody can pay it, and it must not wait an hour among the open ones.
 */
export async function startStarsInvoiceLink(
  db: Db,
  input: { userId: number; stars: number },
  invoiceLink: (topUp: { deposit: Deposit; payload: string }) => Promise<string>,
): Promise<{ deposit: Deposit; invoiceUrl: string }> {
  const topUp = await startStarsTopUp(db, input);
  try {
    return { deposit: topUp.deposit, invoiceUrl: await invoiceLink(topUp) };
  } catch (error) {
    await failDeposit(db, { depositId: topUp.deposit.id, reason: 'invoice_not_created' });
    throw error;
  }
}

/**
 * A Stars deposit of this customer, as the page polls it after paying, with their balance read in the same statement
 * (a credited deposit never shows beside the balance before it); another's deposit or none: NOT_FOUND.
 */
export async function customerStarsDeposit(db: Executor, input: { userId: number; depositId: number }): Promise<{ deposit: Deposit; balanceCents: number }> {
  const [row] = await db
    .select({ deposit: deposits, balanceCents: users.balanceCents })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(and(eq(deposits.id, input.depositId), eq(deposits.userId, input.userId), eq(deposits.provider, STARS_PROVIDER)));
  if (!row) throw notFound('deposit', { id: input.depositId });
  return row;
}
