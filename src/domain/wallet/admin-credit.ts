// An admin adds credit to a user's balance or removes it: a transaction row, a ledger row and an audit row, together.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions, users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { notFound } from '../errors';
import { applyBalanceChange, insufficientBalance } from './ledger';
import { formatEuros, requireCents } from './money';

export type CreditDirection = 'add' | 'remove';

export type CreditInput = {
  userId: number;
  /** > 0, in cents (the contract has read what the admin typed). */
  amountCents: number;
  direction: CreditDirection;
  actorUserId: number;
  /** Why, as the admin wrote it (trimmed, at most 200 characters by the contract); kept on the ledger row and audited. */
  reason?: string | null;
};

export type CreditResult = {
  userId: number;
  amountCents: number;
  balanceAfterCents: number;
  ledgerEntryId: number;
  transactionId: number;
};

/**
 * Removing more than the balance is refused (INSUFFICIENT_BALANCE with operation 'admin_debit' and the username);
 * a balance never goes negative. Admin credits are not deposits: users.total_deposits_cents does not move.
 */
export async function adjustCredit(db: Db, input: CreditInput): Promise<CreditResult> {
  const amountCents = requireCents(input.amountCents, { field: 'amount' });
  const add = input.direction === 'add';
  const kind = add ? 'admin_credit' : 'admin_debit';
  const reason = input.reason?.trim() || null;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username, balanceCents: users.balanceCents })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) throw notFound('user', { id: input.userId });
    if (!add && user.balanceCents < amountCents) {
      throw insufficientBalance(amountCents, user.balanceCents, { operation: 'admin_debit', userId: user.id, username: user.username });
    }
    const [txn] = await tx
      .insert(transactions)
      .values({
        userId: user.id,
        type: kind,
        amountCents,
        status: 'completed',
        metadata: { actorUserId: input.actorUserId, ...(reason ? { reason } : {}) },
        completedAt: sql`now()`,
      })
      .returning({ id: transactions.id });
    // The row lock makes the check above exact; the SQL condition inside stays the last word all the same.
    const applied = await applyBalanceChange(tx, {
      userId: user.id,
      amountCents: add ? amountCents : -amountCents,
      kind,
      referenceType: 'admin',
      referenceId: txn.id,
      actorUserId: input.actorUserId,
      reason,
    });
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: add ? 'user.add_credit' : 'user.remove_credit',
      entityType: 'user',
      entityId: user.id,
      details: {
        amount: formatEuros(amountCents),
        balanceAfter: formatEuros(applied.balanceAfterCents),
        transactionId: txn.id,
        ...(reason ? { reason } : {}),
      },
    });
    return { userId: user.id, amountCents, balanceAfterCents: applied.balanceAfterCents, ledgerEntryId: applied.ledgerEntryId, transactionId: txn.id };
  });
}
