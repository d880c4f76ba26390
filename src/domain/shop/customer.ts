// The Mini App's buyer: the Telegram user of the signed init data, as the shop's customer, with their summary figures.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { customerBlocked } from '../abuse/blocking';
import { botUserOf, type Customer, registerCustomer, type TelegramProfile } from '../customers/customers';

export type ShopCustomer = Customer & { orderCount: number };

/**
 * The customer with this Telegram id; opening the Mini App before /start registers them as /start would (one insert
 * even when two calls race). Reads only, for a known customer: the page asks for it at each load.
 */
export async function shopCustomerOf(db: Executor, profile: TelegramProfile): Promise<ShopCustomer> {
  const known = (await botUserOf(db, profile.telegramId)).customer;
  const customer = known ?? (await registerCustomer(db, profile)).customer;
  // A blocked customer cannot use the Mini App (decision 0142): every customer route starts here.
  if (customer.blocked) throw customerBlocked(customer.id);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from purchase_history where user_id = ${customer.id} and status = 'completed'`,
  );
  return { ...customer, orderCount: Number(row?.n ?? 0) };
}
