// Giving back a Stars deposit (decision 0137): the balance is debited first, under the deposit's row lock, so the
// money cannot be spent while Telegram is asked; then Telegram refunds the Stars; its answer settles the refund, and a
// refusal puts the money back. A crash between the two leaves the deposit 'refunding', settled later by asking again.
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { deposits, transactions, users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { DomainError, notFound } from '../errors';
import type { Deposit } from './deposits';
import { applyBalanceChange, insufficientBalance } from './ledger';
import { formatEuros } from './money';
import { STARS_PROVIDER } from './payment-gateway';

/**
 * What Telegram answered refundStarPayment: refunded (now, or already before: a second ask of a refunded charge),
 * refused (a definite no: the charge is unknown, the user gone…), or unknown (no answer: the network, a timeout).
 */
type TelegramRefundAnswer = { kind: 'refunded' } | { kind: 'refused'; reason: string } | { kind: 'unknown'; reason: string };

/** Asks Telegram to refund a charge (the messenger's refundStarPayment, given by the caller: the domain calls no Telegram). */
export type RefundAtTelegram = (charge: { telegramUserId: number; chargeId: string }) => Promise<TelegramRefundAnswer>;

/** Why a deposit cannot be refunded: not a Stars deposit, not credited, already refunded or being refunded, no Telegram user. */
type RefundRefusal = 'not_stars' | 'not_credited' | 'refunded' | 'refunding' | 'no_telegram_user';

export type StarsRefundOutcome = { deposit: Deposit; balanceCents: number };

const refused = (deposit: Deposit, reason: RefundRefusal) => new DomainError('STARS_REFUND_REFUSED', { depositId: deposit.id, reason });

/**
 * Step one, one transaction: the deposit locked and checked, the balance debited by its euro value (a 'deposit_refund'
 * ledger row; INSUFFICIENT_BALANCE when the balance no longer covers it: nothing changes), the deposit marked
 * 'refunding', audited with the admin.
 */
async function reserveRefund(db: Db, depositId: number, actorUserId: number): Promise<{ deposit: Deposit; telegramUserId: number; chargeId: string }> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, depositId)).for('update');
    if (!deposit) throw notFound('deposit', { id: depositId });
    if (deposit.provider !== STARS_PROVIDER) throw refused(deposit, 'not_stars');
    if (deposit.refundStatus === 'refunded' || deposit.refundStatus === 'refunding') throw refused(deposit, deposit.refundStatus);
    if (deposit.status !== 'completed' || deposit.telegramPaymentChargeId == null) throw refused(deposit, 'not_credited');
    const [user] = await tx.select({ telegramId: users.telegramId }).from(users).where(eq(users.id, deposit.userId));
    if (user?.telegramId == null) throw refused(deposit, 'no_telegram_user');
    const applied = await applyBalanceChange(tx, {
      userId: deposit.userId,
      amountCents: -deposit.amountCents,
      kind: 'deposit_refund',
      referenceType: 'deposit',
      referenceId: deposit.id,
      actorUserId,
      totalDepositsDeltaCents: -deposit.amountCents,
    }).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'INSUFFICIENT_BALANCE') {
        throw insufficientBalance(deposit.amountCents, Number(error.data.balanceCents), { operation: 'stars_refund', depositId: deposit.id });
      }
      throw error;
    });
    const [updated] = await tx
      .update(deposits)
      .set({ refundStatus: 'refunding', refundStartedAt: sql`now()` })
      .where(eq(deposits.id, deposit.id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: 'deposit.refund',
      entityType: 'deposit',
      entityId: deposit.id,
      details: {
        userId: deposit.userId,
        amount: formatEuros(deposit.amountCents),
        stars: Number(deposit.payAmount),
        telegramPaymentChargeId: deposit.telegramPaymentChargeId,
        balanceAfter: formatEuros(applied.balanceAfterCents),
      },
    });
    return { deposit: updated, telegramUserId: user.telegramId, chargeId: deposit.telegramPaymentChargeId };
  });
}

async function balanceOf(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, userId));
  return row?.balanceCents ?? 0;
}

/**
 * Step two: Telegram's answer applied to a deposit still 'refunding' (under its lock, so the admin's own call and the
 * reconciliation's retry settle it once). Refunded: the deposit and its transaction marked refunded. Refused: the
 * euro value credited back (a second 'deposit_refund' row, positive), the deposit no longer refunding, audited.
 * Unknown: left 'refunding' for the next ask. Returns the deposit as it stands.
 */
async function settleStarsRefund(db: Db, depositId: number, answer: TelegramRefundAnswer): Promise<StarsRefundOutcome> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, depositId)).for('update');
    if (!deposit) throw notFound('deposit', { id: depositId });
    if (deposit.refundStatus !== 'refunding' || answer.kind === 'unknown') return { deposit, balanceCents: await balanceOf(tx, deposit.userId) };
    if (answer.kind === 'refunded') {
      const [updated] = await tx
        .update(deposits)
        .set({ refundStatus: 'refunded', refundedAt: sql`now()` })
        .where(eq(deposits.id, deposit.id))
        .returning();
      if (deposit.transactionId != null) await tx.update(transactions).set({ status: 'refunded' }).where(eq(transactions.id, deposit.transactionId));
      return { deposit: updated, balanceCents: await balanceOf(tx, deposit.userId) };
    }
    const applied = await applyBalanceChange(tx, {
      userId: deposit.userId,
      amountCents: deposit.amountCents,
      kind: 'deposit_refund',
      referenceType: 'deposit',
      referenceId: deposit.id,
      reason: `Remboursement refusé par Telegram : ${answer.reason}`.slice(0, 200),
      totalDepositsDeltaCents: deposit.amountCents,
    });
    const [updated] = await tx.update(deposits).set({ refundStatus: null, refundStartedAt: null }).where(eq(deposits.id, deposit.id)).returning();
    await recordAudit(tx, {
      actorUserId: null,
      action: 'deposit.refund_cancelled',
      entityType: 'deposit',
      entityId: deposit.id,
      details: { userId: deposit.userId, amount: formatEuros(deposit.amountCents), reason: answer.reason, balanceAfter: formatEuros(applied.balanceAfterCents) },
    });
    return { deposit: updated, balanceCents: applied.balanceAfterCents };
  });
}

/**
 * An admin refunds a credited Stars deposit: reserve (debit), ask Telegram, settle. Telegram refusing answers
 * STARS_REFUND_FAILED (the balance given back); no answer, STARS_REFUND_PENDING (the reconciliation asks again).
 */
export async function refundStarsDeposit(
  db: Db,
  input: { depositId: number; actorUserId: number; refundAtTelegram: RefundAtTelegram },
): Promise<StarsRefundOutcome> {
  const reserved = await reserveRefund(db, input.depositId, input.actorUserId);
  const answer = await askTelegram(input.refundAtTelegram, reserved);
  const settled = await settleStarsRefund(db, reserved.deposit.id, answer);
  if (answer.kind === 'refused') throw new DomainError('STARS_REFUND_FAILED', { depositId: reserved.deposit.id, reason: answer.reason });
  if (answer.kind === 'unknown') throw new DomainError('STARS_REFUND_PENDING', { depositId: reserved.deposit.id, reason: answer.reason });
  return settled;
}

async function askTelegram(refundAtTelegram: RefundAtTelegram, charge: { telegramUserId: number; chargeId: string }): Promise<TelegramRefundAnswer> {
  try {
    return await refundAtTelegram({ telegramUserId: charge.telegramUserId, chargeId: charge.chargeId });
  } catch (error) {
    // Whatever broke on our side of the call, Telegram may have refunded: only asking again can tell.
    return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Telegram's refunded_payment message for a charge: the refund of a deposit still 'refunding' is settled by it (the
 * answer to our own call may have been lost); a refund of a deposit the shop never debited (made outside the shop) is
 * said ('not_debited') so the caller reports it. 'unknown': no deposit has this charge.
 */
export async function refundSeenAtTelegram(db: Db, chargeId: string): Promise<'settled' | 'already' | 'not_debited' | 'unknown'> {
  const [deposit] = await db.select({ id: deposits.id, refundStatus: deposits.refundStatus }).from(deposits).where(eq(deposits.telegramPaymentChargeId, chargeId));
  if (!deposit) return 'unknown';
  if (deposit.refundStatus === 'refunded') return 'already';
  if (deposit.refundStatus !== 'refunding') return 'not_debited';
  await settleStarsRefund(db, deposit.id, { kind: 'refunded' });
  return 'settled';
}

/**
 * Refunds left 'refunding' for longer than `olderThanMs` (the process died, or Telegram did not answer): Telegram is
 * asked again (a charge already refunded answers so) and its answer settles each. Returns how many were settled.
 */
export async function settleStaleStarsRefunds(db: Db, refundAtTelegram: RefundAtTelegram, olderThanMs: number, limit = 50): Promise<number> {
  const stale = await db
    .select({ id: deposits.id, chargeId: deposits.telegramPaymentChargeId, telegramUserId: users.telegramId })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(and(eq(deposits.refundStatus, 'refunding'), lt(deposits.refundStartedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`)))
    .orderBy(asc(deposits.refundStartedAt))
    .limit(limit);
  let settled = 0;
  for (const row of stale) {
    if (row.chargeId == null || row.telegramUserId == null) continue;
    const answer = await askTelegram(refundAtTelegram, { telegramUserId: row.telegramUserId, chargeId: row.chargeId });
    if (answer.kind === 'unknown') continue;
    await settleStarsRefund(db, row.id, answer);
    settled += 1;
  }
  return settled;
}
