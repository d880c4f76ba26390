// Purchase history API: the filtered page with its summary, the CSV export (streamed), an order's numbers, refunds.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../contracts/ids';
import { historyExportQuerySchema, type PurchaseHistoryResponse, purchaseHistoryQuerySchema, purchaseHistoryResponseSchema, type RefundResponse, refundResponseSchema } from '../../contracts/orders';
import { csvFile, textFile } from '../openapi/files';
import { notFound } from '../../domain/errors';
import { type HistoryFilter, listPurchaseHistory, purchaseHistoryBatches } from '../../domain/orders/history';
import { getHistoryRow, getOrder, orderNumbers } from '../../domain/orders/read';
import { orderRefundRequestSchema, type OrderRefundResponse, orderRefundResponseSchema, type OrderRefundState, orderRefundStateSchema } from '../../contracts/refunds';
import { refundOrder, refundPurchase, refundStateOf } from '../../domain/orders/refund';
import { formatEuros } from '../../domain/wallet/money';
import { adminOf } from '../plugins/auth';
import { pagedAnswer } from '../presenters/page';
import {
  historyCsvFilename,
  historyCsvHeader,
  historyCsvLine,
  orderNumbersFilename,
  presentHistoryRow,
  presentHistorySummary,
} from '../presenters/orders';
import { lenientJsonRoutes } from './lenient-json';

function filterOf(q: { status: string; operatorId?: number; countryId?: number; search?: string }): HistoryFilter {
  return {
    status: q.status === 'all' ? undefined : (q.status as HistoryFilter['status']),
    operatorId: q.operatorId,
    countryId: q.countryId,
    search: q.search || undefined,
  };
}

const download = { 'cache-control': 'no-store' };

export async function purchaseHistoryRoutes(base: FastifyInstance) {
  const { app, db } = lenientJsonRoutes(base);

  app.get('/api/purchase-history', { config: { apiScope: 'orders:read' }, schema: { summary: 'List orders (paged, filtered, sorted), with the summary cards', querystring: purchaseHistoryQuerySchema, response: { 200: purchaseHistoryResponseSchema } } }, async (request): Promise<PurchaseHistoryResponse> => {
    const q = request.query;
    const { rows, summary } = await listPurchaseHistory(db, { ...filterOf(q), sort: q.sort, dir: q.dir, page: q.page, pageSize: q.pageSize });
    return { ...pagedAnswer({ rows, total: summary.totalOrders }, presentHistoryRow, q), summary: presentHistorySummary(summary) };
  });

  app.get('/api/purchase-history/export.csv', { config: { apiScope: 'orders:read' }, schema: { summary: 'The orders list as CSV (same filters and sort)', querystring: historyExportQuerySchema, response: { 200: csvFile } } }, async (request, reply) => {
    const q = request.query;
    const batches = purchaseHistoryBatches(db, { ...filterOf(q), sort: q.sort, dir: q.dir });
    async function* lines() {
      yield historyCsvHeader(q.format);
      for await (const batch of batches) yield `${batch.map((row) => historyCsvLine(row, q.format)).join('\r\n')}\r\n`;
    }
    return reply
      .headers({ ...download, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${historyCsvFilename(new Date())}"` })
      .send(Readable.from(lines()));
  });

  app.get('/api/purchase-history/:id/download', { schema: { summary: 'An order’s numbers as a text file', params: idParam, response: { 200: textFile } } }, async (request, reply) => {
    const { id } = request.params;
    if (!(await getOrder(db, id))) throw notFound('order', { id });
    const numbers = await orderNumbers(db, id);
    return reply
      .headers({ ...download, 'content-type': 'text/plain; charset=utf-8', 'content-disposition': `attachment; filename="${orderNumbersFilename(id)}"` })
      .send(numbers.length ? `${numbers.join('\n')}\n` : '');
  });

  app.post('/api/purchase-history/:id/refund', { config: { errorCodes: ['ORDER_ALREADY_REFUNDED', 'ORDER_NOT_COMPLETED'] }, schema: { summary: 'Refund a whole order', params: idParam, response: { 200: refundResponseSchema } } }, async (request): Promise<RefundResponse> => {
    const { id } = request.params;
    const { balanceCents } = await refundPurchase(db, { purchaseId: id, actorUserId: adminOf(request).id });
    return { success: true as const, order: presentHistoryRow(await getHistoryRow(db, id)), balance: formatEuros(balanceCents) };
  });

  app.get('/api/purchase-history/:id/refunds', { schema: { summary: 'An order’s refunds so far, and what is left to refund', params: idParam, response: { 200: orderRefundStateSchema } } }, async (request): Promise<OrderRefundState> => {
    const { order, left, refunds } = await refundStateOf(db, request.params.id);
    return {
      orderId: order.id,
      userId: order.userId,
      status: order.status,
      quantity: order.quantity,
      priceCents: order.priceCents,
      refundedQuantity: order.refundedQuantity,
      refundedCents: order.refundedCents,
      left,
      refunds: refunds.map((r) => ({ id: r.id, quantity: r.quantity, amount: formatEuros(r.amountCents), reason: r.reason, note: r.note, createdAt: r.createdAt.toISOString() })),
    };
  });

  app.post(
    '/api/purchase-history/:id/refunds',
    { config: { errorCodes: ['ORDER_NOT_COMPLETED', 'REFUND_COUNT_INVALID', 'NUMBERS_NOT_IN_ORDER', 'NUMBERS_ALREADY_REFUNDED', 'NOTHING_TO_REFUND', 'ORDER_REFUNDS_CHANGED'] }, schema: { summary: 'Refund some or all numbers of an order', params: idParam, body: orderRefundRequestSchema, response: { 200: orderRefundResponseSchema } } },
    async (request): Promise<OrderRefundResponse> => {
      const b = request.body;
      const selection =
        b.mode === 'count' ? { kind: 'count' as const, count: b.count ?? 0 } : b.mode === 'numbers' ? { kind: 'numbers' as const, numbers: b.numbers ?? '' } : { kind: 'all' as const };
      const done = await refundOrder(db, {
        purchaseId: request.params.id,
        selection,
        reason: b.reason,
        note: b.note,
        suppress: b.suppress,
        ticketId: b.ticketId,
        customerId: b.customerId,
        actorUserId: adminOf(request).id,
      });
      const { order, refund } = done;
      return {
        success: true as const,
        refund: { id: refund.id, quantity: refund.quantity, amount: formatEuros(refund.amountCents), reason: refund.reason, suppressed: refund.suppressed },
        balance: formatEuros(done.balanceCents),
        order: { id: order.id, status: order.status, quantity: order.quantity, refundedQuantity: order.refundedQuantity, refunded: formatEuros(order.refundedCents) },
      };
    },
  );
}
