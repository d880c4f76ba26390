// Orders API: POST /api/orders runs the shop's purchase engine for a user (admin only; the bot and shop page call the engine directly).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createOrderRequestSchema, type OrderResponse } from '../../contracts/orders';
import { purchase } from '../../domain/orders/purchase';
import { getHistoryRow } from '../../domain/orders/read';
import { formatEuros } from '../../domain/wallet/money';
import { adminOf } from '../plugins/auth';
import { presentHistoryRow } from '../presenters/orders';

export async function ordersRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  app.post('/api/orders', { schema: { body: createOrderRequestSchema } }, async (request, reply) => {
    const { userId, quantity, idempotencyKey, numlistId, countryId, operatorId, promoCode } = request.body;
    const source = numlistId != null ? { numlistId } : { countryId: countryId as number, operatorId: operatorId as number };
    // The audit row is written in the purchase's own transaction, and not again on a replay.
    const audit = { actorUserId: adminOf(request).id, action: 'order.create_for_user' };
    const result = await purchase(db, { ...source, userId, quantity, idempotencyKey, audit, promoCode });
    const body: OrderResponse = {
      order: presentHistoryRow(await getHistoryRow(db, result.order.id)),
      numbers: result.numbers,
      balance: formatEuros(result.balanceCents),
      replayed: result.replayed,
    };
    return reply.status(result.replayed ? 200 : 201).send(body);
  });
}
