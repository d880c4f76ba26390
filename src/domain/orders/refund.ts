// An admin refunds an order, whole or some of its numbers: the price paid for them goes back to the buyer, audited.
import { sql } from 'drizzle-orm';
import { enqueue } from '../../db/jobs';
import type { Db, Executor } from '../../db/client';
import { camelColumns, queryRows } from '../../db/query';
import { orderRefunds, transactions } from '../../db/schema';
import { MAX_PASTED_NUMBERS, type RefundReason, refundAmountCents } from '../../contracts/refunds';
import { recordAudit } from '../audit/record';
import { DomainError, notFound } from '../errors';
import { moveRolledUpSale } from '../rollups/rollups';
import { suppressBatch } from '../stock/suppressions';
import { applyBalanceChange } from '../wallet/ledger';
import { money, recordEvent } from '../webhooks/events';
import { formatEuros } from '../wallet/money';
import { getOrder, type Order } from './read';

/** The customer's refund notice: one job per refund, queued with it (src/jobs/refund-notices.ts). */
export const REFUND_NOTICES_QUEUE = 'refund-notices';

/** Which numbers: what is left of the order, a count of them (the last delivered first), or the numbers named. */
type RefundSelection = { kind: 'all' } | { kind: 'count'; count: number } | { kind: 'numbers'; numbers: string };

export type RefundInput = {
  purchaseId: number;
  selection: RefundSelection;
  reason: RefundReason;
  /** Free text kept with the refund, its ledger row and audit row (the "other" reason's details). */
  note?: string | null;
  /** Adds the refunded numbers to the suppression list; default: on for 'dead' only. */
  suppress?: boolean;
  ticketId?: number | null;
  /** When given, the order must be this customer's (a refund started from their ticket or their page). */
  customerId?: number;
  /** The admin; null only for the shop itself (the demo seed). */
  actorUserId: number | null;
  /** Tell the customer (default). The demo seed's made-up customers have no chat to tell (decision 0126: the demo sends nothing). */
  notify?: boolean;
  /**
   * The numbers the admin saw refunded when choosing (a bot button carries it): another refund since then refuses this
   * one (ORDER_REFUNDS_CHANGED), so a double tap on "refund 3" refunds 3, not 6.
   */
  ifRefundedQuantity?: number;
};

export type RefundDone = {
  order: Order;
  refund: { id: number; quantity: number; amountCents: number; reason: RefundReason; suppressed: number; numbers: string[] };
  balanceCents: number;
  refundTransactionId: number;
};

/** A pasted list as E.164 strings ('+' then digits), as order_numbers keeps them; one per line, comma or semicolon. */
function pastedNumbers(text: string): string[] {
  const out = new Set<string>();
  for (const raw of text.split(/[\n\r,;]+/)) {
    let n = raw.replace(/[\s().\-/]/g, '');
    if (!n) continue;
    if (n.startsWith('00')) n = `+${n.slice(2)}`;
    else if (!n.startsWith('+')) n = `+${n}`;
    out.add(n);
  }
  return [...out];
}

type OrderRow = {
  id: number;
  user_id: number;
  price_cents: string | number;
  quantity: number;
  status: string;
  refunded_quantity: number;
  refunded_cents: string | number;
  transaction_id: number | null;
  numlist_id: number | null;
  promotion_id: number | null;
  promotion_use_taken: boolean;
};

/** The order's delivered numbers chosen by the selection, not refunded yet (typed refusals otherwise). */
async function chosenNumbers(tx: Executor, order: OrderRow, selection: RefundSelection): Promise<Array<{ id: number; number: string }>> {
  const left = order.quantity - order.refunded_quantity;
  const notRefunded = sql`o.purchase_id = ${order.id} and not exists (
    select 1 from order_refund_numbers r where r.purchase_id = ${order.id} and r.order_number_id = o.id)`;
  if (selection.kind === 'all') {
    return queryRows(tx, sql`select o.id, o.number from order_numbers o where ${notRefunded} order by o.id`);
  }
  if (selection.kind === 'count') {
    const count = selection.count;
    if (!Number.isInteger(count) || count < 1 || count > left) throw new DomainError('REFUND_COUNT_INVALID', { count, left });
    return queryRows(tx, sql`select o.id, o.number from order_numbers o where ${notRefunded} order by o.id desc limit ${count}`);
  }
  const wanted = pastedNumbers(selection.numbers);
  if (wanted.length === 0) throw new DomainError('NOTHING_TO_REFUND');
  if (wanted.length > MAX_PASTED_NUMBERS) throw new DomainError('REFUND_COUNT_INVALID', { count: wanted.length, left });
  const matched = await matchPasted(tx, order.id, wanted);
  if (matched.notInOrder.length) throw new DomainError('NUMBERS_NOT_IN_ORDER', { orderId: order.id, numbers: matched.notInOrder.slice(0, 20), count: matched.notInOrder.length });
  if (matched.alreadyRefunded.length) {
    throw new DomainError('NUMBERS_ALREADY_REFUNDED', { orderId: order.id, numbers: matched.alreadyRefunded.slice(0, 20), count: matched.alreadyRefunded.length });
  }
  return matched.found;
}

/** The pasted numbers found in the order (not refunded yet), those it never had, and those already refunded. */
async function matchPasted(tx: Executor, orderId: number, wanted: string[]) {
  const rows = await queryRows<{ id: number | null; number: string; refunded: boolean }>(
    tx,
    sql`select o.id, w.number, (r.order_number_id is not null) as refunded
        from unnest(string_to_array(${wanted.join('\n')}, E'\\n')) as w(number)
        left join lateral (select id from order_numbers where purchase_id = ${orderId} and number = w.number order by id limit 1) o on true
        left join order_refund_numbers r on r.purchase_id = ${orderId} and r.order_number_id = o.id`,
  );
  return {
    found: rows.filter((r) => r.id != null && !r.refunded).map((r) => ({ id: Number(r.id), number: r.number })),
    notInOrder: rows.filter((r) => r.id == null).map((r) => r.number),
    alreadyRefunded: rows.filter((r) => r.refunded).map((r) => r.number),
  };
}

/**
 * What refunding these pasted numbers would do, read before the admin confirms (the bot shows it): the numbers as the
 * refund reads them, those the order never had and those already refunded. refundOrder checks again under its lock.
 */
export async function checkPastedNumbers(db: Executor, purchaseId: number, text: string): Promise<{ numbers: string[]; notInOrder: string[]; alreadyRefunded: string[] }> {
  const wanted = pastedNumbers(text);
  if (wanted.length === 0 || wanted.length > MAX_PASTED_NUMBERS) return { numbers: wanted.slice(0, MAX_PASTED_NUMBERS + 1), notInOrder: [], alreadyRefunded: [] };
  const matched = await matchPasted(db, purchaseId, wanted);
  return { numbers: matched.found.map((n) => n.number), notInOrder: matched.notInOrder, alreadyRefunded: matched.alreadyRefunded };
}

/**
 * Refunds an order or part of it, in one transaction under the order's row lock (two admins at once refund each number
 * once; the second is told which were already refunded). The amount is the price paid for those numbers
 * (refundAmountCents: never more, in all, than the price). It writes a 'refund' transaction, its ledger row
 * (users.total_purchases_cents goes down by it, so totals count net sales), an order_refunds row (reason, note,
 * ticket) with its numbers, the audit row, and the customer's notice job; optionally suppresses the numbers.
 * The order stays 'completed' until its last number is refunded; it then becomes 'refunded' with its purchase
 * transaction, its rolled-up sale moves, and a promotion use it took is given back (decision 0140).
 * The delivered numbers are not put back on sale.
 */
export async function refundOrder(db: Db, input: RefundInput): Promise<RefundDone> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<OrderRow>(
      tx,
      sql`select id, user_id, price_cents, quantity, status, refunded_quantity, refunded_cents, transaction_id, numlist_id,
                 promotion_id, promotion_use_taken
          from purchase_history where id = ${input.purchaseId} for update`,
    );
    const order = rows[0];
    if (!order) throw notFound('order', { id: input.purchaseId });
    if (input.customerId !== undefined && order.user_id !== input.customerId) {
      throw new DomainError('ORDER_OF_ANOTHER_CUSTOMER', { orderId: order.id, customerId: input.customerId });
    }
    if (order.status === 'refunded') throw new DomainError('ORDER_ALREADY_REFUNDED', { orderId: order.id });
    if (order.status !== 'completed') throw new DomainError('ORDER_NOT_COMPLETED', { orderId: order.id, status: order.status });
    if (input.ifRefundedQuantity !== undefined && input.ifRefundedQuantity !== order.refunded_quantity) {
      throw new DomainError('ORDER_REFUNDS_CHANGED', { orderId: order.id, refundedQuantity: order.refunded_quantity });
    }
    const numbers = await chosenNumbers(tx, order, input.selection);
    const figures = {
      priceCents: Number(order.price_cents),
      quantity: order.quantity,
      refundedQuantity: order.refunded_quantity,
      refundedCents: Number(order.refunded_cents),
    };
    // An order missing delivery rows (checkLedger reports it) is refunded for what it has left all the same.
    const quantity = input.selection.kind === 'all' ? figures.quantity - figures.refundedQuantity : numbers.length;
    if (quantity < 1) throw new DomainError('NOTHING_TO_REFUND');
    const amount = refundAmountCents(figures, quantity);
    if (amount < 0 || figures.refundedCents + amount > figures.priceCents) {
      throw new DomainError('REFUND_ABOVE_PAID', { orderId: order.id, amountCents: amount, paidCents: figures.priceCents, refundedCents: figures.refundedCents });
    }
    const whole = figures.refundedQuantity + quantity >= figures.quantity;
    const note = input.note?.trim() || null;
    const ticketId = input.ticketId ?? null;
    // The ticket the refund answers must be this customer's: another's, or none, is refused before anything moves.
    if (ticketId != null) {
      const [ticket] = await queryRows<{ id: number }>(tx, sql`select id from support_tickets where id = ${ticketId} and user_id = ${order.user_id}`);
      if (!ticket) throw notFound('ticket', { id: ticketId });
    }
    const [refundTxn] = await tx
      .insert(transactions)
      .values({
        userId: order.user_id,
        type: 'refund',
        amountCents: amount,
        status: 'completed',
        metadata: {
          purchaseId: order.id,
          actorUserId: input.actorUserId,
          quantity,
          refundReason: input.reason,
          ...(note ? { reason: note } : {}),
          ...(ticketId ? { ticketId } : {}),
        },
        completedAt: sql`now()`,
      })
      .returning({ id: transactions.id });
    const applied = await applyBalanceChange(tx, {
      userId: order.user_id,
      amountCents: amount,
      kind: 'refund',
      referenceType: 'order',
      referenceId: order.id,
      actorUserId: input.actorUserId,
      reason: note,
      totalPurchasesDeltaCents: -amount,
    });
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        purchaseId: order.id,
        userId: order.user_id,
        numlistId: order.numlist_id,
        ticketId,
        quantity,
        amountCents: amount,
        reason: input.reason,
        note,
        balanceAfterCents: applied.balanceAfterCents,
        transactionId: refundTxn.id,
        actorUserId: input.actorUserId,
      })
      .returning({ id: orderRefunds.id });
    if (numbers.length) {
      // The key (purchase_id, order_number_id) is the last guard of "refunded once ever".
      await tx.execute(sql`
        insert into order_refund_numbers (purchase_id, order_number_id, refund_id)
        select ${order.id}::int, n, ${refund.id}::int from unnest(string_to_array(${numbers.map((n) => n.id).join(',')}, ',')::bigint[]) as t(n)`);
    }
    await tx.execute(sql`
      update purchase_history
      set refunded_quantity = refunded_quantity + ${quantity}::int, refunded_cents = refunded_cents + ${amount}::bigint,
          status = case when ${whole}::boolean then 'refunded' else status end
      where id = ${order.id}`);
    if (whole) {
      if (order.transaction_id != null) await tx.execute(sql`update transactions set status = 'refunded' where id = ${order.transaction_id}`);
      await moveRolledUpSale(tx, order.id, 'completed', 'refunded');
      // The promotion's use goes back (its per-customer count reads refunded orders out: selection.ts). A purchase taking
      // the promotion's last use meanwhile holds its row until it commits; this update then sees its count.
      if (order.promotion_use_taken && order.promotion_id != null) {
        await tx.execute(sql`update promotions set uses_count = uses_count - 1 where id = ${order.promotion_id} and uses_count > 0`);
      }
    }
    let suppressed = 0;
    if (input.suppress ?? input.reason === 'dead') {
      const digits = numbers.map((n) => Number(n.number.replace(/\D/g, ''))).filter((n) => Number.isSafeInteger(n) && n > 0);
      if (digits.length) {
        suppressed = (await suppressBatch(tx, digits, `refund #${refund.id} (${input.reason})`, input.actorUserId)).added;
        await tx.execute(sql`update order_refunds set suppressed = ${suppressed} where id = ${refund.id}`);
      }
    }
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'purchase.refund',
      entityType: 'purchase',
      entityId: order.id,
      details: {
        userId: order.user_id,
        refundId: refund.id,
        amount: formatEuros(amount),
        quantity,
        of: figures.quantity,
        whole,
        reason: input.reason,
        ...(note ? { note } : {}),
        ...(ticketId ? { ticketId } : {}),
        ...(suppressed ? { suppressed } : {}),
        balanceAfter: formatEuros(applied.balanceAfterCents),
      },
    });
    if (input.notify !== false) await enqueue(tx, REFUND_NOTICES_QUEUE, { refundId: refund.id }, { key: String(refund.id), maxAttempts: 8 });
    // The owner's webhooks (decision 0144): this refund, partial or whole, with what it gave back.
    await recordEvent(tx, 'order.refunded', {
      orderId: order.id,
      customerId: order.user_id,
      refundId: refund.id,
      amount: money(amount),
      currency: 'EUR',
      quantity,
      whole,
      reason: input.reason,
    });
    const refreshed = await getOrder(tx, order.id);
    if (!refreshed) throw notFound('order', { id: order.id });
    return {
      order: refreshed,
      refund: { id: refund.id, quantity, amountCents: amount, reason: input.reason, suppressed, numbers: numbers.map((n) => n.number) },
      balanceCents: applied.balanceAfterCents,
      refundTransactionId: refundTxn.id,
    };
  });
}

/** Refunds what is left of an order (the back office's former "Rembourser" and the demo seed): refundOrder, reason "other". */
export async function refundPurchase(
  db: Db,
  input: { purchaseId: number; actorUserId: number | null; reason?: string; notify?: boolean },
): Promise<{ order: Order; balanceCents: number; refundTransactionId: number }> {
  const done = await refundOrder(db, { purchaseId: input.purchaseId, selection: { kind: 'all' }, reason: 'other', note: input.reason, actorUserId: input.actorUserId, notify: input.notify });
  return { order: done.order, balanceCents: done.balanceCents, refundTransactionId: done.refundTransactionId };
}

/** A refund as its notice and the reports read it. */
export type OrderRefund = {
  id: number;
  purchaseId: number;
  userId: number;
  quantity: number;
  amountCents: number;
  reason: RefundReason;
  note: string | null;
  balanceAfterCents: number;
  createdAt: Date;
};

export async function getRefund(db: Executor, id: number): Promise<OrderRefund | null> {
  const rows = await queryRows<{
    id: number;
    purchase_id: number;
    user_id: number;
    quantity: number;
    amount_cents: string | number;
    reason: RefundReason;
    note: string | null;
    balance_after_cents: string | number;
    created_at: string | Date;
  }>(db, sql`select id, purchase_id, user_id, quantity, amount_cents, reason, note, balance_after_cents, created_at from order_refunds where id = ${id}`);
  const r = rows[0];
  if (!r) return null;
  return {
    ...camelColumns(r, ['id', 'purchase_id', 'user_id', 'quantity', 'reason', 'note']),
    amountCents: Number(r.amount_cents),
    balanceAfterCents: Number(r.balance_after_cents),
    createdAt: new Date(r.created_at),
  };
}

/** An order's refund figures and past refunds, for the refund dialog and the bot's refund flow. */
export async function refundStateOf(db: Executor, purchaseId: number) {
  const order = await getOrder(db, purchaseId);
  if (!order) throw notFound('order', { id: purchaseId });
  const refunds = await queryRows<{ id: number; quantity: number; amount_cents: string | number; reason: RefundReason; note: string | null; created_at: string | Date }>(
    db,
    sql`select id, quantity, amount_cents, reason, note, created_at from order_refunds where purchase_id = ${purchaseId} order by id`,
  );
  return {
    order,
    left: order.status === 'completed' ? order.quantity - order.refundedQuantity : 0,
    refunds: refunds.map((r) => ({ id: r.id, quantity: r.quantity, amountCents: Number(r.amount_cents), reason: r.reason, note: r.note, createdAt: new Date(r.created_at) })),
  };
}
