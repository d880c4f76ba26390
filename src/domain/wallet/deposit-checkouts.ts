// A deposit that pays the missing amount of an order (a pending checkout, decision 0136): its credit queues the order.
// The checkout itself (its order, placed through purchase()) is the orders area's (src/domain/orders/checkout-payment.ts);
// the wallet only knows that a credited deposit may have an order waiting for it.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';

/** Jobs that place a pending checkout's order once its deposit is credited (src/jobs/checkout-orders.ts). */
export const CHECKOUT_ORDERS_QUEUE = 'checkout-orders';

/**
 * In the credit's transaction, under the deposit's row lock: the job that places the order of the checkout this deposit
 * pays, if any, keyed by the deposit (a repeated credit queues nothing more). A checkout tied to its deposit after the
 * credit queues its own job (tieCheckoutDeposit locks the same deposit row first), so neither order of events loses it.
 */
export async function queueCheckoutOrder(tx: Executor, depositId: number): Promise<void> {
  await tx.execute(sql`
    insert into jobs (queue, key, payload, max_attempts)
    select ${CHECKOUT_ORDERS_QUEUE}, 'deposit:' || deposit_id, jsonb_build_object('checkoutId', id), 8
    from pending_checkouts where deposit_id = ${depositId}
    on conflict (queue, key) do nothing`);
}

/** Whether a deposit pays a pending checkout: its customer hears of the credit from the checkout's own message. */
export async function depositPaysCheckout(db: Executor, depositId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from pending_checkouts where deposit_id = ${depositId}`);
  return rows.length > 0;
}
