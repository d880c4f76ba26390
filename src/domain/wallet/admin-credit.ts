// An admin adds credit to a user's balance or removes it: a transaction row, a ledger row and an audit row, together.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions, users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { notFound } from '../errors';
import { applyBalanceChange, insufficientBalance } from './ledger';
import { formatEuros, parsePositiveAmount } from './money';

export type CreditDirection = 'add' | 'remove';

export type CreditResult = {
  userId: number;
  amountCents: number;
  balanceAfterCents: number;
  ledgerEntryId: number;
  transactionId: number;
};

/**
 * `amount` is what the admin typed ("12.50", "12,5"): > 0, at most 2 decimals, else 'Veuillez entrer un montant valide'.
 * Removing more than the balance is refused (INSUFFICIENT_BALANCE); a balance never goes negative.
 * Admin credits are not deposits: users.total_deposits_cents does not move.
 */
export async function adjustCredit(
  db: Db,
  input: { userId: number; amount: string | number; direction: CreditDirection; actorUserId: number },
): Promise<CreditResult> {
  const amountCents = parsePositiveAmount(String(input.amount));
  const add = input.direction === 'add';
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username, balanceCents: users.balanceCents })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) throw notFound('Utilisateur');
    if (!add && user.balanceCents < amountCents) {
      throw insufficientBalance(
        amountCents,
        user.balanceCents,
        `Solde insuffisant : impossible de retirer ${formatEuros(amountCents)} €, le solde de ${user.username} est de ${formatEuros(user.balanceCents)} €`,
      );
    }
    const [txn] = await tx
      .insert(transactions)
      .values({
        userId: user.id,
        type: add ? 'admin_credit' : 'admin_debit',
        amountCents,
        status: 'completed',
        description: add ? `Crédit ajouté par un administrateur` : `Crédit retiré par un administrateur`,
        metadata: { actorUserId: input.actorUserId },
        completedAt: sql`now()`,
      })
      .returning({ id: transactions.id });
    // The row lock makes the check above exact; the SQL condition inside stays the last word all the same.
    const applied = await applyBalanceChange(tx, {
      userId: user.id,
      amountCents: add ? amountCents : -amountCents,
      kind: add ? 'admin_credit' : 'admin_debit',
      referenceType: 'admin',
      referenceId: txn.id,
      actorUserId: input.actorUserId,
    });
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: add ? 'user.add_credit' : 'user.remove_credit',
      entityType: 'user',
      entityId: user.id,
      details: { amount: formatEuros(amountCents), balanceAfter: formatEuros(applied.balanceAfterCents), transactionId: txn.id },
    });
    return { userId: user.id, amountCents, balanceAfterCents: applied.balanceAfterCents, ledgerEntryId: applied.ledgerEntryId, transactionId: txn.id };
  });
}
