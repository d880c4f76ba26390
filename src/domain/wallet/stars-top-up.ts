// A Stars top-up (decision 0135): the deposit before the invoice, Telegram's pre-checkout answered from it, and the
// successful payment credited once per charge through the wallet's one credit path (creditDeposit).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { deposits, users } from '../../db/schema';
import { DomainError } from '../errors';
import { getShopSettings } from '../settings/shop-settings';
import { type CreditOutcome, createDeposit, creditDeposit, type Deposit, OPEN_DEPOSIT_STATUSES } from './deposits';
import { STARS_PROVIDER } from './payment-gateway';
import { getStarsSettings, STARS_CURRENCY, starsAmountRefusal, starsToCents } from './stars';

/** The invoice payload naming a deposit ("deposit:42"), and the deposit id read back from one. */
export const starsInvoicePayload = (depositId: number) => `deposit:${depositId}`;
const depositIdOf = (payload: string) => {
  const match = /^deposit:(\d{1,12})$/.exec(payload);
  return match ? Number(match[1]) : null;
};

/**
 * Records the deposit of a Stars top-up of `stars` (its euro worth rounded down, the Stars kept as pay_amount), before
 * any invoice is sent. Stars off: STARS_DISABLED; outside the limits: STARS_AMOUNT_REFUSED (nothing recorded).
 */
export async function startStarsTopUp(db: Db, input: { userId: number; stars: number }): Promise<{ deposit: Deposit; payload: string }> {
  const [settings, limits] = await Promise.all([getStarsSettings(db), getShopSettings(db)]);
  if (!settings.enabled) throw new DomainError('STARS_DISABLED');
  const refusal = starsAmountRefusal(input.stars, settings, limits);
  if (refusal) throw refusal;
  const { deposit } = await createDeposit(db, {
    userId: input.userId,
    provider: STARS_PROVIDER,
    crypto: STARS_CURRENCY,
    amountCents: starsToCents(input.stars, settings),
    payAmount: String(input.stars),
  });
  return { deposit, payload: starsInvoicePayload(deposit.id) };
}

/** What Telegram says is about to be paid (pre_checkout_query) or was paid (successful_payment). */
export type StarsPayment = { payload: string; currency: string; totalAmount: number; telegramUserId: number };

/**
 * Why a Stars payment is refused: no such deposit, the deposit no longer open, not this amount or customer, or the
 * customer blocked since the invoice was sent (decision 0142: the pre-checkout stops the payment).
 */
export type StarsRefusal = 'unknown' | 'closed' | 'mismatch' | 'blocked';

async function starsDepositOf(db: Executor, payment: StarsPayment): Promise<{ deposit: Deposit; telegramId: number | null; blocked: boolean } | null> {
  const depositId = depositIdOf(payment.payload);
  if (depositId === null) return null;
  const [row] = await db
    .select({ deposit: deposits, telegramId: users.telegramId, blocked: sql<boolean>`(${users.blockedAt} is not null)` })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(and(eq(deposits.id, depositId), eq(deposits.provider, STARS_PROVIDER)));
  return row ?? null;
}

const matches = (found: { deposit: Deposit; telegramId: number | null }, payment: StarsPayment) =>
  payment.currency === STARS_CURRENCY && found.deposit.payAmount === String(payment.totalAmount) && found.telegramId === payment.telegramUserId;

/**
 * Telegram's pre-checkout question: may this payment go ahead? Yes only for an open Stars deposit of exactly these
 * Stars, of this customer. One read, no lock: Telegram gives 10 seconds, and nothing is credited here.
 */
export async function checkStarsPreCheckout(db: Executor, payment: StarsPayment): Promise<StarsRefusal | null> {
  const found = await starsDepositOf(db, payment);
  if (!found) return 'unknown';
  if (!matches(found, payment)) return 'mismatch';
  if (found.blocked) return 'blocked';
  return (OPEN_DEPOSIT_STATUSES as readonly string[]).includes(found.deposit.status) ? null : 'closed';
}

/**
 * A successful Stars payment: the charge id is written on its deposit (unique: a charge belongs to one deposit), then
 * the deposit is credited through creditDeposit, which credits a deposit once however many deliveries race here.
 * A charge that names no Stars deposit of this customer and amount, or a deposit already paid by another charge, is
 * not credited (refused: the caller logs it for an admin).
 */
export async function creditStarsPayment(
  db: Db,
  payment: StarsPayment & { chargeId: string },
): Promise<{ credited: CreditOutcome | null; refused: StarsRefusal | 'other_charge' | null }> {
  const found = await starsDepositOf(db, payment);
  if (!found) return { credited: null, refused: 'unknown' };
  if (!matches(found, payment)) return { credited: null, refused: 'mismatch' };
  await db
    .update(deposits)
    .set({ telegramPaymentChargeId: payment.chargeId })
    .where(and(eq(deposits.id, found.deposit.id), isNull(deposits.telegramPaymentChargeId)));
  const [{ chargeId }] = await db.select({ chargeId: deposits.telegramPaymentChargeId }).from(deposits).where(eq(deposits.id, found.deposit.id));
  if (chargeId !== payment.chargeId) return { credited: null, refused: 'other_charge' };
  const credited = await creditDeposit(db, {
    depositId: found.deposit.id,
    providerStatus: 'paid',
    paidAmount: String(payment.totalAmount),
    auditDetails: { telegramPaymentChargeId: payment.chargeId, stars: payment.totalAmount },
  });
  return { credited, refused: null };
}
