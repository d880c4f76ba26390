// Orders API: POST /api/orders runs the shop's purchase engine for a user, POST /api/orders/quote prices it first
// (admin only; the bot and shop page call the engine directly).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOrderRequestSchema,
  type OrderQuoteResponse,
  orderQuoteResponseSchema,
  type OrderResponse,
  orderQuoteRequestSchema,
  orderResponseSchema,
} from '../../contracts/orders';
import type { DomainErrorCode } from '../../domain/errors';
import type { PurchaseSource } from '../../domain/orders/purchase';
import { purchase } from '../../domain/orders/purchase';
import { quoteOrder } from '../../domain/orders/quote';
import { getHistoryRow } from '../../domain/orders/read';
import { formatEuros, formatUnitPrice } from '../../domain/wallet/money';
import { adminOf } from '../plugins/auth';
import { presentHistoryRow } from '../presenters/orders';

/** The request's source as purchase() takes it (the schema has checked that one is given). */
function sourceOf(body: { numlistId?: number; countryId?: number; operatorId?: number; categoryId?: number }): PurchaseSource {
  if (body.numlistId != null) return { numlistId: body.numlistId };
  const operator = { countryId: body.countryId as number, operatorId: body.operatorId as number };
  return body.categoryId != null ? { ...operator, categoryId: body.categoryId } : operator;
}

/** What a purchase may be refused for (quote and purchase alike). */
const PURCHASE_REFUSALS: DomainErrorCode[] = ['INSUFFICIENT_BALANCE', 'OUT_OF_STOCK', 'QUANTITY_TOO_SMALL', 'QUANTITY_TOO_LARGE', 'ACCOUNT_DEACTIVATED', 'PROMO_CODE_UNKNOWN', 'PROMO_CODE_EXPIRED', 'PROMO_CODE_USED_UP', 'PROMO_CODE_NOT_APPLICABLE'];

export async function ordersRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  app.post('/api/orders', {
    config: { errorCodes: PURCHASE_REFUSALS },
    schema: { summary: 'Buy numbers for a customer (201; 200 with the first order when the idempotency key already bought)', body: createOrderRequestSchema, response: { 200: orderResponseSchema, 201: orderResponseSchema } },
  }, async (request, reply) => {
    const { userId, quantity, idempotencyKey, promoCode } = request.body;
    // The audit row is written in the purchase's own transaction, and not again on a replay.
    const audit = { actorUserId: adminOf(request).id, action: 'order.create_for_user' };
    const result = await purchase(db, { ...sourceOf(request.body), userId, quantity, idempotencyKey, audit, promoCode });
    const body: OrderResponse = {
      order: presentHistoryRow(await getHistoryRow(db, result.order.id)),
      numbers: result.numbers,
      balance: formatEuros(result.balanceCents),
      replayed: result.replayed,
    };
    return reply.status(result.replayed ? 200 : 201).send(body);
  });

  // A refusal is the error purchase() would answer (its status, code, French message and figures).
  app.post('/api/orders/quote', { config: { errorCodes: PURCHASE_REFUSALS }, schema: { summary: 'Price an order for a customer, or say why it would be refused', body: orderQuoteRequestSchema, response: { 200: orderQuoteResponseSchema } } }, async (request): Promise<OrderQuoteResponse> => {
    const { userId, quantity, promoCode } = request.body;
    const quote = await quoteOrder(db, { ...sourceOf(request.body), userId, quantity, promoCode });
    const applied = quote.promotion;
    return {
      quantity: quote.quantity,
      available: quote.offer.available,
      minimum: quote.offer.minimum,
      unitPrice: formatUnitPrice(quote.unitPriceMicros),
      basePrice: formatEuros(quote.baseCostCents),
      price: formatEuros(quote.costCents),
      discount: formatEuros(quote.baseCostCents - quote.costCents),
      promotion: applied ? { id: applied.promotion.id, name: applied.promotion.name, code: applied.promotion.code } : null,
      balance: formatEuros(quote.balanceCents),
      balanceAfter: formatEuros(quote.balanceAfterCents),
    };
  });
}
