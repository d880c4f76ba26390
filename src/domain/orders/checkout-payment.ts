// Paying the missing amount at checkout (decision 0136): an order the balance does not cover becomes a pending checkout
// tied to a deposit of what is missing (Stars or crypto); once that deposit is credited, a job places the order through
// purchase() with the confirmation's idempotency key, or records why it no longer can (the money stays on the balance).
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { deposits, pendingCheckouts, users } from '../../db/schema';
import { DomainError, notFound } from '../errors';
import { withCodeAttempts } from '../promotions/code-attempts';
import { getShopSettings } from '../settings/shop-settings';
import { queueCheckoutOrder } from '../wallet/deposit-checkouts';
import { type Deposit, depositAmountRefusal, failDeposit, findDeposit } from '../wallet/deposits';
import type { CreatedPayment } from '../wallet/payment-gateway';
import type { PaymentGateways } from '../wallet/payment-gateways';
import { getStarsSettings, type StarsSettings, starsAmountRefusal, starsLimits, starsToCents } from '../wallet/stars';
import { startStarsTopUp, starsInvoicePayload } from '../wallet/stars-top-up';
import { startTopUp } from '../wallet/top-up';
import { purchase } from './purchase';
import { quoteOrder } from './quote';
import type { Order } from './read';

/** A Stars invoice has no expiry of its own: the order waits this long for it (issue 27). */
const STARS_CHECKOUT_MINUTES = 15;
/** A crypto payment whose provider gives no expiry: the order waits this long. */
const CRYPTO_CHECKOUT_FALLBACK_MINUTES = 60;

export type CheckoutMethod = { kind: 'stars' } | { kind: 'crypto'; crypto: string };

export type CheckoutOrder = {
  userId: number;
  countryId: number;
  operatorId: number;
  /** The Mini App's packs: one category (null: the lists filed under none); left out, every category (the bot). */
  categoryId?: number | null;
  quantity: number;
  promoCode?: string | null;
  /** The confirmation's purchase key ("bot:<nonce>"): the order is placed with it, so one confirmation buys once. */
  idempotencyKey: string;
  /** Where the order was confirmed: its audit action. The file goes to the bot chat either way. */
  channel: 'bot' | 'shop';
  /** The cost the confirmation showed. A different cost now is PRICE_CHANGED: the customer sees the new one first. */
  seenCostCents: number;
};

export type PendingCheckout = typeof pendingCheckouts.$inferSelect;

export type StartedCheckout = {
  checkout: PendingCheckout;
  /** Null only for a checkout another tap is still making (created: false). */
  deposit: Deposit | null;
  /** Stars: the invoice to send, in whole Stars, its payload naming the deposit. */
  stars: { stars: number; payload: string } | null;
  /** Crypto: how to pay, as a top-up shows it. */
  payment: CreatedPayment | null;
  /** False when this confirmation had already started a payment by this method (a second tap): nothing new made. */
  created: boolean;
};

/** The order's cost, the balance, and what the balance lacks, as the customer confirmed it. */
type CheckoutQuote = { costCents: number; unitPriceMicros: number; balanceCents: number; missingCents: number };

/** The fewest whole Stars worth `cents` at the Stars' value (Stars convert rounding down, so this rounds up). */
export function starsCovering(cents: number, settings: Pick<StarsSettings, 'starValueMicroEuros'>): number {
  let stars = Math.max(1, Math.ceil((cents * 10_000) / settings.starValueMicroEuros));
  while (starsToCents(stars, settings) < cents) stars += 1;
  return stars;
}

/**
 * What a payment of the missing amount would be by each way of paying, or null where it cannot be made: the missing
 * amount raised to the shop's minimum deposit, in whole Stars (rounded up) for Stars. The bot shows these on the buttons.
 */
export async function missingAmountOffers(db: Executor, missingCents: number): Promise<{ stars: { stars: number; cents: number } | null; cryptoCents: number | null }> {
  const [settings, limits] = await Promise.all([getStarsSettings(db), getShopSettings(db)]);
  const cents = Math.max(missingCents, limits.minimumDepositCents);
  let stars: { stars: number; cents: number } | null = null;
  if (settings.enabled) {
    const count = Math.max(starsCovering(cents, settings), starsLimits(settings, limits).minimumStars);
    if (!starsAmountRefusal(count, settings, limits)) stars = { stars: count, cents: starsToCents(count, settings) };
  }
  return { stars, cryptoCents: depositAmountRefusal(cents, limits) ? null : cents };
}

/**
 * Starts paying the missing amount of an order by one method. The order is quoted again (its rules and the promo code
 * as purchase() applies them): a cost other than the one shown is PRICE_CHANGED, a balance that now covers it is
 * CHECKOUT_NOT_NEEDED. The checkout row is claimed first (one per confirmation and method: a second tap gets the first,
 * created: false), then the deposit is made as any top-up of that method makes it, then tied to the checkout.
 */
export async function startCheckoutPayment(db: Db, payments: PaymentGateways, input: CheckoutOrder & { method: CheckoutMethod }): Promise<StartedCheckout> {
  const key = input.idempotencyKey.trim();
  if (!key || key.length > 200) throw new DomainError('INVALID_IDEMPOTENCY_KEY', { length: key.length, maximum: 200 });
  const methodName = input.method.kind;
  const [earlier] = await db
    .select()
    .from(pendingCheckouts)
    .where(and(eq(pendingCheckouts.userId, input.userId), eq(pendingCheckouts.idempotencyKey, key), eq(pendingCheckouts.method, methodName)));
  if (earlier) return alreadyStarted(db, earlier);

  const quote = await quoteCheckout(db, input);
  const offers = await missingAmountOffers(db, quote.missingCents);
  const minutes = input.method.kind === 'stars' ? STARS_CHECKOUT_MINUTES : CRYPTO_CHECKOUT_FALLBACK_MINUTES;
  if (input.method.kind === 'stars' && !offers.stars) {
    const settings = await getStarsSettings(db);
    if (!settings.enabled) throw new DomainError('STARS_DISABLED');
    throw new DomainError('STARS_AMOUNT_REFUSED', { ...starsLimits(settings, await getShopSettings(db)) });
  }
  if (input.method.kind === 'crypto') {
    const limits = await getShopSettings(db);
    const refusal = depositAmountRefusal(Math.max(quote.missingCents, limits.minimumDepositCents), limits);
    if (refusal) throw refusal;
    if (!(await payments.active())) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE', { provider: null });
  }

  const [claimed] = await db
    .insert(pendingCheckouts)
    .values({
      userId: input.userId,
      method: methodName,
      channel: input.channel,
      countryId: input.countryId,
      operatorId: input.operatorId,
      byCategory: input.categoryId !== undefined,
      categoryId: input.categoryId ?? null,
      quantity: input.quantity,
      promoCode: input.promoCode ?? null,
      unitPriceMicros: quote.unitPriceMicros,
      costCents: quote.costCents,
      missingCents: quote.missingCents,
      idempotencyKey: key,
      expiresAt: sql`now() + ${minutes}::int * interval '1 minute'`,
    })
    .onConflictDoNothing({ target: [pendingCheckouts.userId, pendingCheckouts.idempotencyKey, pendingCheckouts.method] })
    .returning();
  if (!claimed) {
    const [other] = await db
      .select()
      .from(pendingCheckouts)
      .where(and(eq(pendingCheckouts.userId, input.userId), eq(pendingCheckouts.idempotencyKey, key), eq(pendingCheckouts.method, methodName)));
    return alreadyStarted(db, other);
  }

  try {
    if (input.method.kind === 'stars') {
      const stars = offers.stars?.stars ?? 0;
      const { deposit, payload } = await startStarsTopUp(db, { userId: input.userId, stars });
      return { checkout: await tieCheckoutDeposit(db, claimed.id, deposit.id, null), deposit, stars: { stars, payload }, payment: null, created: true };
    }
    const cents = offers.cryptoCents ?? quote.missingCents;
    const { deposit, payment } = await startTopUp(db, payments, { userId: input.userId, crypto: input.method.crypto, amountCents: cents });
    if (!payment) {
      // The provider went away between the check and the top-up (a manual deposit was made): no order waits for an admin.
      await failDeposit(db, { depositId: deposit.id, reason: 'provider_unavailable' });
      throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE', { provider: null });
    }
    return { checkout: await tieCheckoutDeposit(db, claimed.id, deposit.id, payment.expiresAt), deposit, stars: null, payment, created: true };
  } catch (error) {
    // Nothing to pay was made: the confirmation may be tried again.
    await db.delete(pendingCheckouts).where(and(eq(pendingCheckouts.id, claimed.id), sql`${pendingCheckouts.depositId} is null`));
    throw error;
  }
}

/**
 * The checkout a second tap finds. A Stars one still waiting for its payment gives its invoice again (the same Stars,
 * the same payload naming the deposit): the Mini App opens an invoice link on every tap, and a link is only a way to pay
 * that one deposit.
 */
async function alreadyStarted(db: Executor, checkout: PendingCheckout): Promise<StartedCheckout> {
  const deposit = checkout.depositId == null ? null : ((await findDeposit(db, { depositId: checkout.depositId })) ?? null);
  const payable = checkout.method === 'stars' && checkout.status === 'pending' && deposit?.status === 'pending' && deposit.payAmount;
  const stars = payable && deposit ? { stars: Number(deposit.payAmount), payload: starsInvoicePayload(deposit.id) } : null;
  return { checkout, deposit, stars, payment: null, created: false };
}

/** The order quoted as the customer confirmed it, the balance short of it (see startCheckoutPayment). */
async function quoteCheckout(db: Db, input: CheckoutOrder): Promise<CheckoutQuote> {
  const source = input.categoryId === undefined ? {} : { categoryId: input.categoryId };
  // A code carried by a button is counted like a typed one (callback data can be forged).
  const quote = await withCodeAttempts(db, input.userId, input.promoCode, () =>
    quoteOrder(db, {
      userId: input.userId,
      countryId: input.countryId,
      operatorId: input.operatorId,
      ...source,
      quantity: input.quantity,
      promoCode: input.promoCode,
      allowShortfall: true,
    }),
  );
  if (quote.costCents !== input.seenCostCents) throw new DomainError('PRICE_CHANGED', { seenCents: input.seenCostCents, costCents: quote.costCents });
  const missingCents = quote.costCents - quote.balanceCents;
  if (missingCents <= 0) throw new DomainError('CHECKOUT_NOT_NEEDED', { costCents: quote.costCents, balanceCents: quote.balanceCents });
  return { costCents: quote.costCents, unitPriceMicros: quote.unitPriceMicros, balanceCents: quote.balanceCents, missingCents };
}

/**
 * Ties the checkout to its deposit under the deposit's row lock (the lock creditDeposit takes): a deposit credited
 * before this tie queues the order here, one credited after queues it in its own transaction.
 */
async function tieCheckoutDeposit(db: Db, checkoutId: number, depositId: number, expiresAt: Date | null): Promise<PendingCheckout> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, depositId)).for('update');
    const [tied] = await tx
      .update(pendingCheckouts)
      .set({ depositId, ...(expiresAt ? { expiresAt } : {}) })
      .where(eq(pendingCheckouts.id, checkoutId))
      .returning();
    if (deposit?.status === 'completed') await queueCheckoutOrder(tx, depositId);
    return tied;
  });
}

/** What became of a checkout once its deposit was credited. */
export type CheckoutOutcome = {
  checkout: PendingCheckout;
  /** The order placed, when placed. */
  order: Order | null;
  /** The deposit's credited amount and the customer's balance now (what the customer is told when not placed). */
  creditedCents: number;
  balanceCents: number;
};

/** The refusals of purchase() that mean the order can no longer be placed as shown: the money stays on the balance. */
const NOT_PLACED_CODES = new Set([
  'OUT_OF_STOCK',
  'STOCK_CHANGED',
  'PRICE_CHANGED',
  'ORDERED_MEANWHILE',
  'INSUFFICIENT_BALANCE',
  'NOT_FOUND',
  'ACCOUNT_DEACTIVATED',
  // Decision 0142: blocked since the confirmation, or past the purchase-rate rule; the payment stays on the balance.
  'CUSTOMER_BLOCKED',
  'PURCHASE_RATE_LIMITED',
  'QUANTITY_TOO_SMALL',
  'QUANTITY_TOO_LARGE',
]);
const notPlaceable = (error: unknown): error is DomainError =>
  error instanceof DomainError && (NOT_PLACED_CODES.has(error.code) || error.code.startsWith('PROMO_CODE_'));

/**
 * Places a checkout's order once its deposit is credited (the checkout-orders job; safe to run again). Under the
 * checkout's row lock: a payment made after the expiry marks it expired, a cancelled one stays cancelled, a pending one
 * becomes placing. Placing goes through purchase() with the confirmation's key (so a replay, a second process or a
 * crash after the purchase places one order), at the cost shown and only if the customer ordered nothing of this offer
 * since; the order's file is queued on `deliveryQueue` by the purchase's own statement. A refusal of purchase() that
 * means the order can no longer be placed is recorded as not_placed with its code. Null: no such checkout, or its
 * deposit not credited.
 */
export async function placeCheckoutOrder(db: Db, checkoutId: number, options: { deliveryQueue: string }): Promise<CheckoutOutcome | null> {
  const started = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ status: string; deposit_status: string; late: boolean }>(
      tx,
      sql`select c.status, d.status as deposit_status, coalesce(d.detected_at, d.completed_at) > c.expires_at as late
          from pending_checkouts c join deposits d on d.id = c.deposit_id where c.id = ${checkoutId} for update of c`,
    );
    if (row?.deposit_status !== 'completed') return false;
    if (row.status === 'pending') {
      const status = row.late ? 'expired' : 'placing';
      await tx
        .update(pendingCheckouts)
        .set({ status, ...(row.late ? { settledAt: sql`now()` } : {}) })
        .where(eq(pendingCheckouts.id, checkoutId));
    }
    return true;
  });
  if (!started) return null;
  const [checkout] = await db.select().from(pendingCheckouts).where(eq(pendingCheckouts.id, checkoutId));
  let order: Order | null = null;
  if (checkout.status === 'placing') {
    try {
      const result = await purchase(db, {
        userId: checkout.userId,
        countryId: checkout.countryId,
        operatorId: checkout.operatorId,
        ...(checkout.byCategory ? { categoryId: checkout.categoryId } : {}),
        quantity: checkout.quantity,
        idempotencyKey: checkout.idempotencyKey,
        audit: { actorUserId: checkout.userId, action: checkout.channel === 'shop' ? 'order.shop' : 'order.bot' },
        deliveryQueue: options.deliveryQueue,
        promoCode: checkout.promoCode,
        precondition: (tx, planned) => asShown(tx, checkout, planned),
      });
      order = result.order;
      await settle(db, checkoutId, { status: 'placed', orderId: order.id });
    } catch (error) {
      if (!notPlaceable(error)) throw error;
      await settle(db, checkoutId, { status: 'not_placed', reason: error.code });
    }
  }
  return outcomeOf(db, checkoutId, order);
}

/** Inside the purchase, under the buyer's lock: the cost the customer saw, and no order of this offer placed since. */
async function asShown(tx: Tx, checkout: PendingCheckout, planned: { costCents: number }): Promise<void> {
  if (planned.costCents !== checkout.costCents) throw new DomainError('PRICE_CHANGED', { seenCents: checkout.costCents, costCents: planned.costCents });
  const since = await queryRows<{ id: number }>(
    tx,
    sql`select id from purchase_history
        where user_id = ${checkout.userId} and operator_id = ${checkout.operatorId} and purchase_date >= ${checkout.createdAt}
          and idempotency_key <> ${checkout.idempotencyKey}
        limit 1`,
  );
  if (since.length > 0) throw new DomainError('ORDERED_MEANWHILE', { orderId: Number(since[0].id) });
}

async function settle(db: Db, checkoutId: number, to: { status: 'placed'; orderId: number } | { status: 'not_placed'; reason: string }): Promise<void> {
  await db
    .update(pendingCheckouts)
    .set({ ...to, settledAt: sql`now()` })
    .where(and(eq(pendingCheckouts.id, checkoutId), eq(pendingCheckouts.status, 'placing')));
}

async function outcomeOf(db: Db, checkoutId: number, order: Order | null): Promise<CheckoutOutcome> {
  const [row] = await db
    .select({ checkout: pendingCheckouts, creditedCents: deposits.amountCents, balanceCents: users.balanceCents })
    .from(pendingCheckouts)
    .innerJoin(deposits, eq(deposits.id, pendingCheckouts.depositId))
    .innerJoin(users, eq(users.id, pendingCheckouts.userId))
    .where(eq(pendingCheckouts.id, checkoutId));
  return { checkout: row.checkout, order, creditedCents: row.creditedCents, balanceCents: row.balanceCents };
}

/**
 * The customer cancels their pending checkout: only while it waits for its payment (CHECKOUT_CLOSED otherwise, with
 * its status). Its deposit is closed too when no money was seen on it, so a Stars invoice is refused at pre-checkout;
 * money that arrives all the same is credited to the balance (creditDeposit credits a failed deposit) and nothing is
 * bought.
 */
export async function cancelCheckout(db: Db, input: { userId: number; checkoutId: number }): Promise<PendingCheckout> {
  const [cancelled] = await db
    .update(pendingCheckouts)
    .set({ status: 'cancelled', settledAt: sql`now()` })
    .where(and(eq(pendingCheckouts.id, input.checkoutId), eq(pendingCheckouts.userId, input.userId), eq(pendingCheckouts.status, 'pending')))
    .returning();
  if (!cancelled) {
    const [existing] = await db
      .select()
      .from(pendingCheckouts)
      .where(and(eq(pendingCheckouts.id, input.checkoutId), eq(pendingCheckouts.userId, input.userId)));
    if (!existing) throw notFound('checkout', { id: input.checkoutId });
    throw new DomainError('CHECKOUT_CLOSED', { checkoutId: existing.id, status: existing.status });
  }
  if (cancelled.depositId != null) {
    const deposit = await findDeposit(db, { depositId: cancelled.depositId });
    if (deposit?.status === 'pending' && deposit.reviewReason == null) {
      await failDeposit(db, { depositId: deposit.id, reason: 'cancelled' }).catch((error) => {
        // Credited meanwhile: the checkout's job tells the customer the money is on their balance.
        if (!(error instanceof DomainError && error.code === 'DEPOSIT_ALREADY_CREDITED')) throw error;
      });
    }
  }
  return cancelled;
}

/** One of the customer's checkouts, or null. */
export async function findCheckout(db: Executor, userId: number, checkoutId: number): Promise<PendingCheckout | null> {
  const [row] = await db
    .select()
    .from(pendingCheckouts)
    .where(and(eq(pendingCheckouts.id, checkoutId), eq(pendingCheckouts.userId, userId)));
  return row ?? null;
}
