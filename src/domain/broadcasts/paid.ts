// Paid broadcasts (allow_paid_broadcast, decision 0150): Telegram charges each message from the bot's Star balance, so
// the cost is known before sending and a broadcast the balance cannot pay for is refused.
import { DomainError } from '../errors';

/** What a paid broadcast costs and where the balance is read (the messenger's getMyStarBalance). */
export type PaidBroadcastTerms = {
  /** Telegram's price of one message, in thousandths of a Star (0.1 Star: 100). */
  milliStarsPerMessage: number;
  /** The bot's Star balance, in whole Stars. */
  starBalance(): Promise<number>;
};

/** The Stars a paid broadcast to `recipients` costs at most (whole Stars, rounded up: Telegram charges whole ones). */
export function paidBroadcastCost(recipients: number, milliStarsPerMessage: number): number {
  return Math.ceil((recipients * milliStarsPerMessage) / 1000);
}

/** The cost and the balance; throws BROADCAST_STARS_SHORT with both when the balance does not cover the cost. */
export async function checkStarsFor(recipients: number, terms: PaidBroadcastTerms): Promise<{ cost: number; balance: number }> {
  const cost = paidBroadcastCost(recipients, terms.milliStarsPerMessage);
  const balance = await terms.starBalance();
  if (balance < cost) throw new DomainError('BROADCAST_STARS_SHORT', { cost, balance, recipients });
  return { cost, balance };
}
