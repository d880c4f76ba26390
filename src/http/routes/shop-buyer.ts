// The Mini App's buyer as its customer routes take it: the Telegram user the init data signed, as the shop's customer.
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../domain/database';
import { type ShopCustomer, shopCustomerOf } from '../../domain/shop/customer';
import { customerOf } from '../plugins/auth';

/**
 * Every customer route of the shop, its checkout and its Stars top-up starts here (the customer registered on first
 * sight, refused when blocked), so the profile handed to the domain is read from the signed user in one place.
 */
export function shopBuyerOf(db: Executor, request: FastifyRequest): Promise<ShopCustomer> {
  const { telegramId, username, firstName, lastName } = customerOf(request);
  return shopCustomerOf(db, { telegramId, username, firstName, lastName });
}
