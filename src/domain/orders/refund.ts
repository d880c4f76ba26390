// An admin refunds a purchase: the price goes back to the buyer's balance, the order is marked refunded, audited.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { transactions } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { DomainError, notFound } from '../errors';
import { moveRolledUpSale } from '../rollups/rollups';
import { applyBalanceChange } from '../wallet/ledger';
import { money, recordEvent } from '../webhooks/events';
import { formatEuros } from '../wallet/money';
import { getOrder, type Order } from './read';

/**
 * Credits the order's price back (a 'refund' ledger row; users.total_purchases_cents goes down by the price, so
 * totals count net sales), marks the order and its purchase transaction 'refunded', writes a 'refund' transaction
 * and an audit row naming the admin. The delivered numbers stay delivered: they are not put back on sale.
 * A promotion's use the order took (a limited one) is given back, so its code may be used again.
 * Only a completed order can be refunded (ORDER_ALREADY_REFUNDED, ORDER_NOT_COMPLETED), so a double click refunds once.
 * The reason, when given, is kept on the refund transaction, its ledger row and the audit row.
 * actorUserId is the admin; null only for the shop itself (the demo seed).
 */
export async function refundPurchase(
  db: Db,
  input: { purchaseId: number; actorUserId: number | null; reason?: string },
): Promise<{ order: Order; balanceCents: number; refundTransactionId: number }> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{
      id: number;
      user_id: number;
      price_cents: string | number;
      quantity: number;
      status: string;
      transaction_id: number | null;
      promotion_id: number | null;
      promotion_use_taken: boolean;
    }>(
      tx,
      sql`select id, user_id, price_cents, quantity, status, transaction_id, promotion_id, promotion_use_taken
          from purchase_history where id = ${input.purchaseId} for update`,
    );
    const order = rows[0];
    if (!order) throw notFound('order', { id: input.purchaseId });
    if (order.status === 'refunded') throw new DomainError('ORDER_ALREADY_REFUNDED', { orderId: order.id });
    if (order.status !== 'completed') throw new DomainError('ORDER_NOT_COMPLETED', { orderId: order.id, status: order.status });
    const reason = input.reason?.trim() || null;
    const price = Number(order.price_cents);
    const [refundTxn] = await tx
      .insert(transactions)
      .values({
        userId: order.user_id,
        type: 'refund',
        amountCents: price,
        status: 'completed',
        metadata: { purchaseId: order.id, actorUserId: input.actorUserId, ...(reason ? { reason } : {}) },
        completedAt: sql`now()`,
      })
      .returning({ id: transactions.id });
    const applied = await applyBalanceChange(tx, {
      userId: order.user_id,
      amountCents: price,
      kind: 'refund',
      referenceType: 'order',
      referenceId: order.id,
      actorUserId: input.actorUserId,
      reason,
      totalPurchasesDeltaCents: -price,
    });
    await tx.execute(sql`update purchase_history set status = 'refunded' where id = ${order.id}`);
    if (order.transaction_id != null) {
      await tx.execute(sql`update transactions set status = 'refunded' where id = ${order.transaction_id}`);
    }
    await moveRolledUpSale(tx, order.id, 'completed', 'refunded');
    // The promotion's use goes back (its per-customer count reads refunded orders out: selection.ts). A purchase taking
    // the promotion's last use meanwhile holds its row until it commits; this update then sees its count.
    if (order.promotion_use_taken && order.promotion_id != null) {
      await tx.execute(sql`update promotions set uses_count = uses_count - 1 where id = ${order.promotion_id} and uses_count > 0`);
    }
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'purchase.refund',
      entityType: 'purchase',
      entityId: order.id,
      details: {
        userId: order.user_id,
        amount: formatEuros(price),
        quantity: order.quantity,
        balanceAfter: formatEuros(applied.balanceAfterCents),
        ...(reason ? { reason } : {}),
      },
    });
    await recordEvent(tx, 'order.refunded', { orderId: order.id, customerId: order.user_id, amount: money(price), currency: 'EUR', quantity: order.quantity, reason });
    const refreshed = await getOrder(tx, order.id);
    if (!refreshed) throw notFound('order', { id: order.id });
    return { order: refreshed, balanceCents: applied.balanceAfterCents, refundTransactionId: refundTxn.id };
  });
}
