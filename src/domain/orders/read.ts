// Reading orders: one order, one order as the history shows it (with its buyer), its numbers, and a replayed purchase.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { camelColumns, queryRows } from '../../db/query';
import { notFound } from '../errors';

export type Order = {
  id: number;
  userId: number;
  transactionId: number | null;
  quantity: number;
  priceCents: number;
  unitPriceMicros: number;
  operatorId: number | null;
  operatorName: string | null;
  countryId: number | null;
  countryName: string | null;
  countryFlag: string | null;
  categoryId: number | null;
  categoryName: string | null;
  numlistId: number | null;
  status: string;
  /** Numbers refunded so far and what they gave back: a 'completed' order with some is partially refunded. */
  refundedQuantity: number;
  refundedCents: number;
  purchaseDate: Date;
  idempotencyKey: string | null;
  /** The promotion applied (its name at sale time), the code typed for it, and what it took off (0: none). */
  promotionId: number | null;
  promotionName: string | null;
  promoCode: string | null;
  discountCents: number;
};

/** An order with its buyer, as the purchase history lists it. */
export type HistoryRow = Order & { username: string | null; telegramId: number | null; telegramUsername: string | null };

/** An order and what it delivered, with the buyer's balance now. */
export type DeliveredOrder = { order: Order; numbers: string[]; balanceCents: number };

/** purchase_history as `ph`; the history's reads join users as `u` for historyColumns. */
const orderColumns = sql`ph.id, ph.user_id, ph.transaction_id, ph.quantity, ph.price_cents, ph.unit_price_micros,
  ph.operator_id, ph.operator_name, ph.country_id, ph.country_name, ph.country_flag, ph.category_id, ph.category_name,
  ph.numlist_id, ph.status, ph.refunded_quantity, ph.refunded_cents, ph.purchase_date, ph.idempotency_key, ph.promotion_id, ph.promotion_name, ph.promo_code, ph.discount_cents`;
export const historyColumns = sql`${orderColumns}, u.username, ph.telegram_id, ph.telegram_username`;

type OrderRaw = {
  id: number;
  user_id: number;
  transaction_id: number | null;
  quantity: number;
  price_cents: string | number;
  unit_price_micros: number;
  operator_id: number | null;
  operator_name: string | null;
  country_id: number | null;
  country_name: string | null;
  country_flag: string | null;
  category_id: number | null;
  category_name: string | null;
  numlist_id: number | null;
  status: string;
  refunded_quantity: number | null;
  refunded_cents: string | number | null;
  purchase_date: string | Date;
  idempotency_key: string | null;
  promotion_id: number | null;
  promotion_name: string | null;
  promo_code: string | null;
  discount_cents: string | number | null;
};
export type HistoryRaw = OrderRaw & { username: string | null; telegram_id: string | number | null; telegram_username: string | null };

/** The order's columns taken as they come; toOrder converts the rest. */
const ORDER_AS_READ = [
  'id', 'user_id', 'transaction_id', 'quantity', 'unit_price_micros', 'operator_id', 'operator_name', 'country_id',
  'country_name', 'country_flag', 'category_id', 'category_name', 'numlist_id', 'status', 'idempotency_key',
  'promotion_id', 'promotion_name', 'promo_code',
] as const;

function toOrder(r: OrderRaw): Order {
  return {
    ...camelColumns(r, ORDER_AS_READ),
    priceCents: Number(r.price_cents),
    refundedQuantity: Number(r.refunded_quantity ?? 0),
    refundedCents: Number(r.refunded_cents ?? 0),
    purchaseDate: new Date(r.purchase_date),
    discountCents: Number(r.discount_cents ?? 0),
  };
}

export function toHistoryRow(r: HistoryRaw): HistoryRow {
  return {
    ...toOrder(r),
    username: r.username,
    telegramId: r.telegram_id == null ? null : Number(r.telegram_id),
    telegramUsername: r.telegram_username,
  };
}

export async function getOrder(db: Executor, id: number): Promise<Order | null> {
  const rows = await queryRows<OrderRaw>(db, sql`select ${orderColumns} from purchase_history ph where ph.id = ${id}`);
  return rows[0] ? toOrder(rows[0]) : null;
}

/** One order as the history shows it, or NOT_FOUND. */
export async function getHistoryRow(db: Executor, id: number): Promise<HistoryRow> {
  const rows = await queryRows<HistoryRaw>(
    db,
    sql`select ${historyColumns} from purchase_history ph left join users u on u.id = ph.user_id where ph.id = ${id}`,
  );
  if (!rows[0]) throw notFound('order', { id });
  return toHistoryRow(rows[0]);
}

export async function findOrderByKey(db: Executor, userId: number, key: string): Promise<Order | null> {
  const rows = await queryRows<OrderRaw>(
    db,
    sql`select ${orderColumns} from purchase_history ph where ph.user_id = ${userId} and ph.idempotency_key = ${key}`,
  );
  return rows[0] ? toOrder(rows[0]) : null;
}

/** The numbers an order delivered, in sale order. */
export async function orderNumbers(db: Executor, purchaseId: number): Promise<string[]> {
  const rows = await queryRows<{ number: string }>(db, sql`select number from order_numbers where purchase_id = ${purchaseId} order by id`);
  return rows.map((r) => r.number);
}

/** An order already placed, as a purchase returns it: its numbers again and the buyer's balance now. */
export async function deliveredOrder(db: Executor, order: Order): Promise<DeliveredOrder> {
  const numbers = await orderNumbers(db, order.id);
  const rows = await queryRows<{ balance_cents: string | number }>(db, sql`select balance_cents from users where id = ${order.userId}`);
  return { order, numbers, balanceCents: Number(rows[0]?.balance_cents ?? 0) };
}

/**
 * The buyer's balance just after an order, as its ledger row recorded it (null for an order without one). By the
 * buyer first: ledger_entries is indexed by (user_id, id), not by reference, and without the user this was a scan
 * of the whole ledger per delivered order (seen in the load test, bench/LOADTEST.md).
 */
export async function balanceAfterOrder(db: Executor, order: Pick<Order, 'id' | 'userId'>): Promise<number | null> {
  const [row] = await queryRows<{ balance_after_cents: string | number }>(
    db,
    sql`select balance_after_cents from ledger_entries
        where user_id = ${order.userId} and reference_type = 'order' and reference_id = ${String(order.id)} and kind = 'purchase' limit 1`,
  );
  return row ? Number(row.balance_after_cents) : null;
}

/** A customer's latest orders (newest first) and how many they have in all: the bot's history screen. */
export async function latestOrdersOf(db: Executor, userId: number, limit: number): Promise<{ orders: Order[]; total: number }> {
  const rows = await queryRows<OrderRaw & { total: string | number }>(
    db,
    sql`select ${orderColumns}, count(*) over () as total from purchase_history ph
        where ph.user_id = ${userId} order by ph.purchase_date desc, ph.id desc limit ${limit}`,
  );
  return { orders: rows.map(toOrder), total: Number(rows[0]?.total ?? 0) };
}

/** One of the customer's own orders (null when it is not theirs), for a download from the bot. */
export async function orderOf(db: Executor, userId: number, orderId: number): Promise<Order | null> {
  const rows = await queryRows<OrderRaw>(db, sql`select ${orderColumns} from purchase_history ph where ph.id = ${orderId} and ph.user_id = ${userId}`);
  return rows[0] ? toOrder(rows[0]) : null;
}
