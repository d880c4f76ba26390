// Crypto top-ups: a pending deposit, credited exactly once per provider payment id, or failed (rejected, expired).
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { deposits, transactions, users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { DomainError, notFound } from '../errors';
import { getShopSettings } from '../settings/shop-settings';
import { applyBalanceChange } from './ledger';
import { formatEuros } from './money';


export type Deposit = typeof deposits.$inferSelect;

export type NewDeposit = {
  userId: number;
  /** Payment provider name, e.g. "nowpayments"; with providerPaymentId, the deposit's identity. */
  provider: string;
  providerPaymentId: string;
  crypto: string;
  amountCents: number;
  expiresAt?: Date | null;
};

/**
 * Records a pending deposit and its pending 'deposit' transaction (metadata: crypto, paymentId, provider, depositId;
 * the list's description, "Dépôt BTC", is rendered from the crypto when shown).
 * The same provider payment id twice returns the first deposit (created: false). Below the shop's minimum deposit:
 * DEPOSIT_TOO_SMALL.
 */
export async function createDeposit(db: Db, input: NewDeposit): Promise<{ deposit: Deposit; created: boolean }> {
  return db.transaction(async (tx) => {
    // The shop's minimum deposit (setting minimum_deposit_cents, 6 € by default), read as the deposit is made.
    const { minimumDepositCents } = await getShopSettings(tx);
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < minimumDepositCents) {
      throw new DomainError('DEPOSIT_TOO_SMALL', { amountCents: input.amountCents, minimumCents: minimumDepositCents });
    }
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!user) throw notFound('user', { id: input.userId });
    const [inserted] = await tx
      .insert(deposits)
      .values({
        userId: input.userId,
        provider: input.provider,
        providerPaymentId: input.providerPaymentId,
        crypto: input.crypto,
        amountCents: input.amountCents,
        status: 'pending',
        expiresAt: input.expiresAt ?? null,
      })
      .onConflictDoNothing({ target: [deposits.provider, deposits.providerPaymentId] })
      .returning();
    if (!inserted) {
      const existing = await depositByPaymentId(tx, input.provider, input.providerPaymentId);
      if (!existing) throw new DomainError('DEPOSIT_BEING_CREATED', { provider: input.provider, providerPaymentId: input.providerPaymentId });
      return { deposit: existing, created: false };
    }
    const [txn] = await tx
      .insert(transactions)
      .values({
        userId: input.userId,
        type: 'deposit',
        amountCents: input.amountCents,
        status: 'pending',
        metadata: { crypto: input.crypto, paymentId: input.providerPaymentId, provider: input.provider, depositId: inserted.id },
      })
      .returning({ id: transactions.id });
    const [deposit] = await tx.update(deposits).set({ transactionId: txn.id }).where(eq(deposits.id, inserted.id)).returning();
    return { deposit, created: true };
  });
}

/** The deposit of one provider payment; `forUpdate` locks its row (the one way credit and fail serialise). */
async function depositByPaymentId(db: Executor, provider: string, providerPaymentId: string, forUpdate = false): Promise<Deposit | undefined> {
  const query = db
    .select()
    .from(deposits)
    .where(and(eq(deposits.provider, provider), eq(deposits.providerPaymentId, providerPaymentId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Locks the deposit of one provider payment for the rest of the transaction, or NOT_FOUND. */
async function lockDeposit(tx: Executor, provider: string, providerPaymentId: string): Promise<Deposit> {
  const deposit = await depositByPaymentId(tx, provider, providerPaymentId, true);
  if (!deposit) throw notFound('deposit', { provider, providerPaymentId });
  return deposit;
}

export type CreditOutcome = { deposit: Deposit; credited: boolean; balanceCents: number };

/**
 * Credits a confirmed deposit: balance, users.total_deposits_cents, a 'deposit' ledger row, the deposit and its
 * transaction marked completed, all in one transaction. Idempotent per provider payment id: a second call (a
 * provider retrying its webhook, a double click on approve) credits nothing and says so (credited: false).
 * A deposit that had been marked failed (expired) is still credited when the provider confirms it: the money arrived.
 */
export async function creditDeposit(
  db: Db,
  input: {
    provider: string;
    providerPaymentId: string;
    actorUserId?: number | null;
    /** Admin approval: only a deposit still pending under the row lock may be credited (not one rejected meanwhile). */
    onlyIfPending?: boolean;
  },
): Promise<CreditOutcome> {
  return db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, input.provider, input.providerPaymentId);
    if (input.onlyIfPending && deposit.status !== 'pending') throw alreadyProcessed(deposit);
    if (deposit.status === 'completed') {
      const [user] = await tx.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, deposit.userId));
      return { deposit, credited: false, balanceCents: user?.balanceCents ?? 0 };
    }
    const applied = await applyBalanceChange(tx, {
      userId: deposit.userId,
      amountCents: deposit.amountCents,
      kind: 'deposit',
      referenceType: 'deposit',
      referenceId: deposit.id,
      actorUserId: input.actorUserId ?? null,
      totalDepositsDeltaCents: deposit.amountCents,
    });
    // The database clock, like every other date the rollups sum by.
    const now = sql`now()`;
    const [updated] = await tx
      .update(deposits)
      .set({ status: 'completed', completedAt: now })
      .where(eq(deposits.id, deposit.id))
      .returning();
    if (deposit.transactionId != null) {
      await tx.update(transactions).set({ status: 'completed', completedAt: now }).where(eq(transactions.id, deposit.transactionId));
    }
    await tx.update(users).set({ lastActivity: sql`now()` }).where(eq(users.id, deposit.userId));
    await auditDecision(tx, input.actorUserId, 'deposit.approve', deposit, { transactionId: deposit.transactionId });
    return { deposit: updated, credited: true, balanceCents: applied.balanceAfterCents };
  });
}

/** Marks a pending deposit failed (rejected by an admin, or expired). A completed deposit cannot fail afterwards. */
export async function failDeposit(
  db: Db,
  input: { provider: string; providerPaymentId: string; actorUserId?: number | null; reason?: string },
): Promise<Deposit> {
  return db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, input.provider, input.providerPaymentId);
    if (deposit.status === 'failed') return deposit;
    if (deposit.status !== 'pending') throw new DomainError('DEPOSIT_ALREADY_CREDITED', { depositId: deposit.id });
    const now = sql`now()`;
    const [updated] = await tx.update(deposits).set({ status: 'failed', completedAt: now }).where(eq(deposits.id, deposit.id)).returning();
    if (deposit.transactionId != null) {
      await tx
        .update(transactions)
        .set({
          status: 'failed',
          completedAt: now,
          metadata: sql`${transactions.metadata} || ${JSON.stringify({ failureReason: input.reason ?? 'rejected' })}::jsonb`,
        })
        .where(eq(transactions.id, deposit.transactionId));
    }
    await auditDecision(tx, input.actorUserId, 'deposit.reject', deposit, { reason: input.reason ?? 'rejected' });
    return updated;
  });
}

/** An admin's approval or rejection, audited; the provider's own confirmations and expiries (no actor) are not. */
async function auditDecision(
  tx: Executor,
  actorUserId: number | null | undefined,
  action: 'deposit.approve' | 'deposit.reject',
  deposit: Deposit,
  extra: Record<string, unknown>,
): Promise<void> {
  if (actorUserId == null) return;
  await recordAudit(tx, {
    actorUserId,
    action,
    entityType: 'deposit',
    entityId: deposit.id,
    details: { userId: deposit.userId, amount: formatEuros(deposit.amountCents), ...extra },
  });
}

/** The pending deposit behind a back-office transaction row, for approve/reject (SPEC §7 addresses deposits by transaction id). */
async function pendingDepositOfTransaction(db: Executor, transactionId: number): Promise<Deposit> {
  const [txn] = await db.select({ id: transactions.id, type: transactions.type }).from(transactions).where(eq(transactions.id, transactionId));
  if (!txn) throw notFound('transaction', { id: transactionId });
  if (txn.type !== 'deposit') throw new DomainError('NOT_A_DEPOSIT', { transactionId, type: txn.type });
  const [deposit] = await db.select().from(deposits).where(eq(deposits.transactionId, transactionId));
  if (!deposit) throw notFound('deposit', { transactionId });
  if (deposit.status !== 'pending') throw alreadyProcessed(deposit);
  return deposit;
}

function alreadyProcessed(deposit: Deposit): DomainError {
  return new DomainError('DEPOSIT_ALREADY_PROCESSED', { depositId: deposit.id, status: deposit.status });
}

/** Admin approval of a pending deposit: credits it (creditDeposit), audited with the admin. */
export async function approveDepositTransaction(db: Db, transactionId: number, actorUserId: number): Promise<CreditOutcome> {
  const deposit = await pendingDepositOfTransaction(db, transactionId);
  // onlyIfPending: two admins approving at once, or approve racing reject, end in one outcome, never a second credit.
  return creditDeposit(db, { provider: deposit.provider, providerPaymentId: deposit.providerPaymentId, actorUserId, onlyIfPending: true });
}

/** Admin rejection of a pending deposit: marks it failed, audited with the admin. */
export async function rejectDepositTransaction(db: Db, transactionId: number, actorUserId: number): Promise<Deposit> {
  const deposit = await pendingDepositOfTransaction(db, transactionId);
  return failDeposit(db, { provider: deposit.provider, providerPaymentId: deposit.providerPaymentId, actorUserId, reason: 'rejected' });
}
