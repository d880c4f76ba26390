// Orders API: POST /api/orders runs the shop's purchase engine for a user (admin only; the bot and shop page call the engine directly).
import type { FastifyInstance } from 'fastify';
import { createOrderRequestSchema, type OrderResponse } from '../../contracts/orders';
import { recordAudit } from '../../domain/audit/record';
import { getHistoryRow } from '../../domain/orders/history';
import { purchase } from '../../domain/orders/purchase';
import { formatEuros } from '../../domain/wallet/money';
import { adminOf } from '../plugins/auth';
import { parseInput } from '../validate';
import { presentHistoryRow } from './purchase-history';

export async function ordersRoutes(app: FastifyInstance) {
  app.post('/api/orders', async (request, reply) => {
    const input = parseInput(createOrderRequestSchema, request.body);
    const admin = adminOf(request);
    const source =
      input.numlistId != null ? { numlistId: input.numlistId } : { countryId: input.countryId as number, operatorId: input.operatorId as number };
    const result = await purchase(app.db, { ...source, userId: input.userId, quantity: input.quantity, idempotencyKey: input.idempotencyKey });
    if (!result.replayed) {
      await recordAudit(app.db, {
        actorUserId: admin.id,
        action: 'order.create_for_user',
        entityType: 'purchase',
        entityId: result.order.id,
        details: { userId: input.userId, quantity: input.quantity, price: formatEuros(result.order.priceCents) },
      });
    }
    const body: OrderResponse = {
      order: presentHistoryRow(await getHistoryRow(app.db, result.order.id)),
      numbers: result.numbers,
      balance: formatEuros(result.balanceCents),
      replayed: result.replayed,
    };
    return reply.status(result.replayed ? 200 : 201).send(body);
  });
}
