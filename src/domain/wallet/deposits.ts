// Crypto top-ups: a pending deposit, credited exactly once per provider payment id, or failed (rejected, expired).
import { PAYMENT_PROVIDER_NAMES } from '../../contracts/payments';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { enqueue } from '../../db/jobs';
import { deposits, transactions, users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { rewardReferrerOfFirstDeposit } from './referral-reward';
import { DomainError, notFound } from '../errors';
import { checkUnpaidTopUps, countingRefusals, getAbuseRules } from '../abuse/rules';
import { refuseIfBlocked } from '../abuse/blocking';
import { getShopSettings } from '../settings/shop-settings';
import { queueCheckoutOrder } from './deposit-checkouts';
import { applyBalanceChange } from './ledger';
import { MANUAL_PROVIDER, STARS_PROVIDER } from './payment-gateway';
import { formatEuros } from './money';
import type { TransactionMetadata } from './transactions';
import { money, recordEvent } from '../webhooks/events';


export type Deposit = typeof deposits.$inferSelect;

export type NewDeposit = {
  userId: number;
  /** Payment provider name ("btcpay", "nowpayments", "manual"); with providerPaymentId, the deposit's identity. */
  provider: string;
  /** Null until the provider has made its payment (the deposit id goes into the provider's metadata first). */
  providerPaymentId?: string | null;
  crypto: string;
  amountCents: number;
  expiresAt?: Date | null;
  /** How much to pay in the deposit's currency when known before any provider (a Stars invoice's Stars). */
  payAmount?: string | null;
};

/** The deposit limits of the shop settings (minimum_deposit_cents, maximum_deposit_cents). */
export type DepositLimits = { minimumDepositCents: number; maximumDepositCents: number };

/**
 * Why the shop refuses a deposit of `amountCents`, or null when it accepts it: whole cents, at least the minimum and at
 * most the maximum deposit. The one rule: createDeposit applies it, and the bot uses it to choose the amounts it offers.
 */
export function depositAmountRefusal(amountCents: number, limits: DepositLimits): DomainError | null {
  if (!Number.isSafeInteger(amountCents) || amountCents < limits.minimumDepositCents) {
    return new DomainError('DEPOSIT_TOO_SMALL', { amountCents, minimumCents: limits.minimumDepositCents, maximumCents: limits.maximumDepositCents });
  }
  if (amountCents > limits.maximumDepositCents) {
    return new DomainError('DEPOSIT_TOO_LARGE', { amountCents, minimumCents: limits.minimumDepositCents, maximumCents: limits.maximumDepositCents });
  }
  return null;
}

/**
 * The providers that settle their deposits themselves (webhooks, reconciliation, Telegram's successful payment for
 * Stars); any other waits for an admin. An admin approving one of these is asked to confirm when it is not known paid.
 */
export const SELF_SETTLING_PROVIDERS = [...PAYMENT_PROVIDER_NAMES, STARS_PROVIDER] as const;

/** Deposit statuses that still wait for money or an admin. */
export const OPEN_DEPOSIT_STATUSES = ['pending', 'detected'] as const;

/** Open deposits made through a provider and not held for an admin, oldest first: what reconciliation re-checks. */
export async function openProviderDeposits(db: Executor, limit: number) {
  return db
    .select()
    .from(deposits)
    .where(and(inArray(deposits.status, [...OPEN_DEPOSIT_STATUSES]), ne(deposits.provider, MANUAL_PROVIDER), isNull(deposits.reviewReason)))
    .orderBy(asc(deposits.createdAt))
    .limit(limit);
}
const isOpen = (deposit: Deposit) => (OPEN_DEPOSIT_STATUSES as readonly string[]).includes(deposit.status);

/**
 * Records a pending deposit and its pending 'deposit' transaction (metadata: crypto, paymentId, provider, depositId;
 * the list's description, "Dépôt BTC", is rendered from the crypto when shown).
 * The same provider payment id twice returns the first deposit (created: false). Below the shop's minimum deposit:
 * DEPOSIT_TOO_SMALL; above its maximum: DEPOSIT_TOO_LARGE; a blocked customer: CUSTOMER_BLOCKED; past the unpaid
 * top-ups rule: UNPAID_TOP_UPS_LIMIT (nothing recorded either way).
 */
export async function createDeposit(db: Db, input: NewDeposit): Promise<{ deposit: Deposit; created: boolean }> {
  return countingRefusals(db, () =>
    db.transaction(async (tx) => {
      // The shop's deposit limits (6 € and 10,000 € by default), read as the deposit is made.
      const refusal = depositAmountRefusal(input.amountCents, await getShopSettings(tx));
      if (refusal) throw refusal;
      // Under the customer's row lock (decision 0142): a blocked customer asks for nothing, and the unpaid requests are
      // counted one request after the other, so 100 at once let exactly the rule's maximum through.
      await refuseIfBlocked(tx, input.userId);
      await checkUnpaidTopUps(tx, input.userId, await getAbuseRules(tx));
      return insertDeposit(tx, { ...input, providerPaymentId: input.providerPaymentId ?? null, requestedCents: input.amountCents });
    }),
  );
}

async function insertDeposit(
  tx: Executor,
  input: NewDeposit & { providerPaymentId: string | null; requestedCents: number } & Partial<Pick<Deposit, 'reviewReason' | 'paidCents' | 'paidAmount' | 'parentDepositId' | 'payAddress' | 'providerStatus'>>,
): Promise<{ deposit: Deposit; created: boolean }> {
  const [inserted] = await tx
    .insert(deposits)
    .values({
      userId: input.userId,
      provider: input.provider,
      providerPaymentId: input.providerPaymentId,
      crypto: input.crypto,
      amountCents: input.amountCents,
      requestedCents: input.requestedCents,
      status: 'pending',
      expiresAt: input.expiresAt ?? null,
      reviewReason: input.reviewReason ?? null,
      paidCents: input.paidCents ?? null,
      paidAmount: input.paidAmount ?? null,
      parentDepositId: input.parentDepositId ?? null,
      payAddress: input.payAddress ?? null,
      payAmount: input.payAmount ?? null,
      providerStatus: input.providerStatus ?? null,
    })
    .onConflictDoNothing({ target: [deposits.provider, deposits.providerPaymentId] })
    .returning();
  if (!inserted) {
    const existing = input.providerPaymentId == null ? undefined : await depositByPaymentId(tx, input.provider, input.providerPaymentId);
    if (!existing) throw new DomainError('DEPOSIT_BEING_CREATED', { provider: input.provider, providerPaymentId: input.providerPaymentId });
    return { deposit: existing, created: false };
  }
  const metadata: TransactionMetadata = { crypto: input.crypto, provider: input.provider, depositId: inserted.id };
  if (input.providerPaymentId != null) metadata.paymentId = input.providerPaymentId;
  const [txn] = await tx
    .insert(transactions)
    .values({ userId: input.userId, type: 'deposit', amountCents: input.amountCents, status: 'pending', metadata })
    .returning({ id: transactions.id });
  const [deposit] = await tx.update(deposits).set({ transactionId: txn.id }).where(eq(deposits.id, inserted.id)).returning();
  return { deposit, created: true };
}

/** What the provider answered for a deposit's payment: its id, where and how much to pay. */
export type ProviderPayment = {
  providerPaymentId: string;
  crypto: string;
  payAddress: string | null;
  payAmount: string | null;
  payExtraId: string | null;
  paymentUri: string | null;
  checkoutUrl: string | null;
  expiresAt: Date | null;
  providerStatus: string;
};

/** Ties a pending deposit to the provider's payment made for it; its transaction's metadata gains the payment's facts. */
export async function attachProviderPayment(db: Db, depositId: number, payment: ProviderPayment): Promise<Deposit> {
  return db.transaction(async (tx) => {
    const deposit = await lockDepositById(tx, depositId);
    const [updated] = await tx
      .update(deposits)
      .set({
        providerPaymentId: payment.providerPaymentId,
        crypto: payment.crypto,
        payAddress: payment.payAddress,
        payAmount: payment.payAmount,
        payExtraId: payment.payExtraId,
        paymentUri: payment.paymentUri,
        checkoutUrl: payment.checkoutUrl,
        expiresAt: payment.expiresAt,
        providerStatus: payment.providerStatus,
      })
      .where(eq(deposits.id, deposit.id))
      .returning();
    await mergeTransactionMetadata(tx, deposit, {
      crypto: payment.crypto,
      paymentId: payment.providerPaymentId,
      payAddress: payment.payAddress ?? undefined,
      cryptoAmount: payment.payAmount ?? undefined,
    });
    return updated;
  });
}

async function mergeTransactionMetadata(tx: Executor, deposit: Deposit, facts: TransactionMetadata): Promise<void> {
  if (deposit.transactionId == null) return;
  const defined = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined));
  await tx
    .update(transactions)
    .set({ metadata: sql`${transactions.metadata} || ${JSON.stringify(defined)}::jsonb` })
    .where(eq(transactions.id, deposit.transactionId));
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

/** A deposit by id, or by its provider payment, without a lock (undefined when there is none). */
export async function findDeposit(db: Executor, ref: DepositRef): Promise<Deposit | undefined> {
  if ('depositId' in ref) {
    const [row] = await db.select().from(deposits).where(eq(deposits.id, ref.depositId));
    return row;
  }
  return depositByPaymentId(db, ref.provider, ref.providerPaymentId);
}

async function lockDepositById(tx: Executor, depositId: number): Promise<Deposit> {
  const [row] = await tx.select().from(deposits).where(eq(deposits.id, depositId)).for('update');
  if (!row) throw notFound('deposit', { id: depositId });
  return row;
}

/** Which deposit: by our id, or by the provider's payment id. */
export type DepositRef = { depositId: number } | { provider: string; providerPaymentId: string };

/** Locks a deposit for the rest of the transaction, or NOT_FOUND. */
async function lockDeposit(tx: Executor, ref: DepositRef): Promise<Deposit> {
  if ('depositId' in ref) return lockDepositById(tx, ref.depositId);
  const deposit = await depositByPaymentId(tx, ref.provider, ref.providerPaymentId, true);
  if (!deposit) throw notFound('deposit', ref);
  return deposit;
}

export type CreditOutcome = { deposit: Deposit; credited: boolean; balanceCents: number };

/**
 * Credits a deposit: balance, users.total_deposits_cents, a 'deposit' ledger row, the deposit and its transaction
 * marked completed (with the amount credited), the customer's and admins' notices queued, and, for a referred
 * customer's first deposit, their referrer's reward (src/domain/wallet/referral-reward.ts), all in one transaction.
 * The amount is the provider's confirmed figure (`amountCents`) when given; an admin approving a deposit under review
 * credits the share actually paid; otherwise the amount asked. Idempotent per deposit: a second call (a provider
 * retrying its webhook, a double click on approve) credits nothing and says so (credited: false).
 * A deposit that had been marked failed (expired) is still credited when the provider confirms it: the money arrived.
 */
export async function creditDeposit(
  db: Db,
  input: DepositRef & {
    /** The provider's confirmed amount, re-fetched from its API (never from a webhook body). */
    amountCents?: number;
    actorUserId?: number | null;
    /** Admin approval: only a deposit still open under the row lock may be credited (not one rejected meanwhile). */
    onlyIfPending?: boolean;
    /** The provider's status word and paid crypto amount, kept on the deposit. */
    providerStatus?: string;
    paidAmount?: string | null;
    /** More facts for the admin's audit row (what the provider said when the admin approved). */
    auditDetails?: Record<string, unknown>;
  },
): Promise<CreditOutcome> {
  return db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, input);
    if (input.onlyIfPending && !isOpen(deposit)) throw alreadyProcessed(deposit);
    if (deposit.status === 'completed') {
      const [user] = await tx.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, deposit.userId));
      return { deposit, credited: false, balanceCents: user?.balanceCents ?? 0 };
    }
    const creditCents = input.amountCents ?? (deposit.reviewReason != null ? (deposit.paidCents ?? 0) : deposit.amountCents);
    if (!Number.isSafeInteger(creditCents) || creditCents <= 0) {
      throw new DomainError('DEPOSIT_NOTHING_PAID', { depositId: deposit.id, amountCents: creditCents });
    }
    const applied = await applyBalanceChange(tx, {
      userId: deposit.userId,
      amountCents: creditCents,
      kind: 'deposit',
      referenceType: 'deposit',
      referenceId: deposit.id,
      actorUserId: input.actorUserId ?? null,
      totalDepositsDeltaCents: creditCents,
    });
    // The database clock, like every other date the rollups sum by.
    const now = sql`now()`;
    const [updated] = await tx
      .update(deposits)
      .set({
        status: 'completed',
        completedAt: now,
        amountCents: creditCents,
        ...(input.providerStatus !== undefined ? { providerStatus: input.providerStatus } : {}),
        ...(input.paidAmount != null ? { paidAmount: input.paidAmount } : {}),
      })
      .where(eq(deposits.id, deposit.id))
      .returning();
    if (deposit.transactionId != null) {
      await tx.update(transactions).set({ status: 'completed', completedAt: now, amountCents: creditCents }).where(eq(transactions.id, deposit.transactionId));
    }
    await tx.update(users).set({ lastActivity: sql`now()` }).where(eq(users.id, deposit.userId));
    // The customer's first credited deposit pays their referrer, once, here: under this deposit's lock, in this credit.
    await rewardReferrerOfFirstDeposit(tx, deposit, creditCents);
    await auditDecision(tx, input.actorUserId, 'deposit.approve', deposit, {
      transactionId: deposit.transactionId,
      credited: formatEuros(creditCents),
      ...input.auditDetails,
    });
    await queueDepositNotice(tx, deposit.id, 'credited');
    await recordEvent(tx, 'deposit.credited', { depositId: deposit.id, customerId: deposit.userId, provider: deposit.provider, amount: money(creditCents), currency: 'EUR' });
    // A deposit paying an order's missing amount: the order is placed after this commit, by a job (decision 0136).
    await queueCheckoutOrder(tx, deposit.id);
    return { deposit: updated, credited: true, balanceCents: applied.balanceAfterCents };
  });
}

/** What the customer (and, for a credit, the bot admins) are told about a deposit; sent by the deposit-notices job. */
export type DepositNoticeEvent = 'detected' | 'credited';
export const DEPOSIT_NOTICES_QUEUE = 'deposit-notices';

/** Queued in the transaction that changes the deposit, keyed so a notice is sent once whatever repeats the change. */
async function queueDepositNotice(tx: Executor, depositId: number, event: DepositNoticeEvent): Promise<void> {
  await enqueue(tx, DEPOSIT_NOTICES_QUEUE, { depositId, event }, { key: `${depositId}:${event}`, maxAttempts: 8 });
}

/**
 * The provider has seen the payment, not yet confirmed: pending → detected (the customer is told once). Anything but
 * a pending deposit is left as it is (a late "detected" after the credit changes nothing).
 */
export async function markDepositDetected(db: Db, ref: DepositRef, seen: { providerStatus: string; paidAmount?: string | null }): Promise<Deposit> {
  return db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, ref);
    if (deposit.status !== 'pending') return deposit;
    const [updated] = await tx
      .update(deposits)
      .set({ status: 'detected', detectedAt: sql`now()`, providerStatus: seen.providerStatus, paidAmount: seen.paidAmount ?? deposit.paidAmount })
      .where(eq(deposits.id, deposit.id))
      .returning();
    await queueDepositNotice(tx, deposit.id, 'detected');
    return updated;
  });
}

/**
 * Money arrived that is not credited by itself (a partial payment, a second payment to the same address): the deposit
 * stays open, marked for an admin, with the share actually paid; approving it credits that share.
 */
export async function markDepositForReview(
  db: Db,
  ref: DepositRef,
  review: { reason: 'partial' | 'repeat' | 'late'; paidCents: number; paidAmount: string | null; providerStatus: string },
): Promise<Deposit> {
  return db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, ref);
    if (deposit.status === 'completed') return deposit;
    const [updated] = await tx
      .update(deposits)
      .set({
        // A partial payment that expired on the provider's side still waits for the admin: money did arrive.
        status: deposit.status === 'failed' ? 'pending' : deposit.status,
        reviewReason: review.reason,
        paidCents: review.paidCents,
        paidAmount: review.paidAmount,
        providerStatus: review.providerStatus,
      })
      .where(eq(deposits.id, deposit.id))
      .returning();
    if (deposit.status === 'failed' && deposit.transactionId != null) {
      await tx.update(transactions).set({ status: 'pending', completedAt: null }).where(eq(transactions.id, deposit.transactionId));
    }
    return updated;
  });
}

/**
 * A payment the provider made by itself for an earlier deposit's address (NOWPayments' repeated deposit, with a
 * parent_payment_id): a new deposit of the same customer, waiting for an admin with the share paid. Once per payment.
 */
export async function recordRepeatPayment(
  db: Db,
  parent: Deposit,
  payment: { providerPaymentId: string; paidCents: number; paidAmount: string | null; providerStatus: string },
): Promise<{ deposit: Deposit; created: boolean }> {
  return db.transaction((tx) =>
    insertDeposit(tx, {
      userId: parent.userId,
      provider: parent.provider,
      providerPaymentId: payment.providerPaymentId,
      crypto: parent.crypto,
      amountCents: payment.paidCents,
      requestedCents: 0,
      reviewReason: 'repeat',
      paidCents: payment.paidCents,
      paidAmount: payment.paidAmount,
      parentDepositId: parent.id,
      payAddress: parent.payAddress,
      providerStatus: payment.providerStatus,
    }),
  );
}

/** Keeps the provider's latest status word on the deposit (shown to admins), without changing its state. */
export async function recordProviderStatus(db: Executor, depositId: number, providerStatus: string): Promise<void> {
  await db.update(deposits).set({ providerStatus }).where(eq(deposits.id, depositId));
}

/** Marks an open deposit failed (rejected by an admin, expired, invalid, refunded). A completed deposit cannot fail afterwards. */
export async function failDeposit(
  db: Db,
  input: DepositRef & {
    actorUserId?: number | null;
    reason?: string;
    providerStatus?: string;
    /** An admin's rejection: only an open deposit. */
    onlyIfOpen?: boolean;
    /** The provider's expiry: a deposit held for an admin (money did arrive) or already credited stays as it is. */
    fromProvider?: boolean;
  },
): Promise<Deposit> {
  return db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, input);
    if (input.onlyIfOpen && !isOpen(deposit)) throw alreadyProcessed(deposit);
    if (deposit.status === 'failed') return deposit;
    if (input.fromProvider && (deposit.status === 'completed' || deposit.reviewReason != null)) {
      if (input.providerStatus !== undefined) await tx.update(deposits).set({ providerStatus: input.providerStatus }).where(eq(deposits.id, deposit.id));
      return deposit;
    }
    if (!isOpen(deposit)) throw new DomainError('DEPOSIT_ALREADY_CREDITED', { depositId: deposit.id });
    const now = sql`now()`;
    const [updated] = await tx
      .update(deposits)
      .set({ status: 'failed', completedAt: now, ...(input.providerStatus !== undefined ? { providerStatus: input.providerStatus } : {}) })
      .where(eq(deposits.id, deposit.id))
      .returning();
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
    await recordEvent(tx, 'deposit.failed', {
      depositId: deposit.id,
      customerId: deposit.userId,
      provider: deposit.provider,
      amount: money(deposit.amountCents),
      currency: 'EUR',
      reason: input.reason ?? 'rejected',
    });
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
export async function pendingDepositOfTransaction(db: Executor, transactionId: number): Promise<Deposit> {
  const [txn] = await db.select({ id: transactions.id, type: transactions.type }).from(transactions).where(eq(transactions.id, transactionId));
  if (!txn) throw notFound('transaction', { id: transactionId });
  if (txn.type !== 'deposit') throw new DomainError('NOT_A_DEPOSIT', { transactionId, type: txn.type });
  const [deposit] = await db.select().from(deposits).where(eq(deposits.transactionId, transactionId));
  if (!deposit) throw notFound('deposit', { transactionId });
  if (!isOpen(deposit)) throw alreadyProcessed(deposit);
  return deposit;
}

function alreadyProcessed(deposit: Deposit): DomainError {
  return new DomainError('DEPOSIT_ALREADY_PROCESSED', { depositId: deposit.id, status: deposit.status });
}

/**
 * Admin approval of an open deposit by its id, without asking a provider: credits it (the share paid, for one under
 * review), audited with the admin. The back office goes through approveDepositChecked (deposit-approval.ts).
 */
export async function approveDeposit(db: Db, depositId: number, actorUserId: number): Promise<CreditOutcome> {
  // onlyIfPending: two admins approving at once, approve racing reject or the provider's own credit: one outcome.
  return creditDeposit(db, { depositId, actorUserId, onlyIfPending: true });
}

/** Admin rejection of an open deposit by its id: marks it failed, audited with the admin. */
export async function rejectDeposit(db: Db, depositId: number, actorUserId: number): Promise<Deposit> {
  return failDeposit(db, { depositId, actorUserId, reason: 'rejected', onlyIfOpen: true });
}

/** Admin rejection of a pending deposit: marks it failed, audited with the admin. */
export async function rejectDepositTransaction(db: Db, transactionId: number, actorUserId: number): Promise<Deposit> {
  const deposit = await pendingDepositOfTransaction(db, transactionId);
  return failDeposit(db, { depositId: deposit.id, actorUserId, reason: 'rejected' });
}
