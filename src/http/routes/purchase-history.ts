// Purchase history API: the filtered page with its summary, the CSV export (streamed), an order's numbers, refunds.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../contracts/common';
import {
  type PurchaseHistoryItem,
  type PurchaseHistoryResponse,
  purchaseHistoryQuerySchema,
  type RefundResponse,
} from '../../contracts/orders';
import { notFound } from '../../domain/errors';
import { getHistoryRow, type HistoryFilter, type HistoryRow, listPurchaseHistory, purchaseHistoryBatches } from '../../domain/orders/history';
import { getOrder, orderNumbers } from '../../domain/orders/purchase';
import { refundPurchase } from '../../domain/orders/refund';
import { formatEuros, formatUnitPrice } from '../../domain/wallet/money';
import { adminOf } from '../plugins/auth';
import { parseInput } from '../validate';
import { acceptEmptyJsonBody } from './lenient-json';

export function presentHistoryRow(r: HistoryRow): PurchaseHistoryItem {
  return {
    id: r.id,
    userId: r.userId,
    username: r.username,
    telegramId: r.telegramId,
    telegramUsername: r.telegramUsername,
    operatorId: r.operatorId,
    operatorName: r.operatorName,
    countryId: r.countryId,
    countryName: r.countryName,
    countryFlag: r.countryFlag,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    numlistId: r.numlistId,
    quantity: r.quantity,
    price: formatEuros(r.priceCents),
    unitPrice: formatUnitPrice(r.unitPriceMicros),
    status: r.status as PurchaseHistoryItem['status'],
    purchaseDate: r.purchaseDate.toISOString(),
    transactionId: r.transactionId,
  };
}

const statusLabel: Record<string, string> = { completed: 'Terminé', failed: 'Échoué', refunded: 'Remboursé' };

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @) is prefixed with a quote. */
function csvCell(value: string | number | null): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_HEADER = ['Date', 'Utilisateur Telegram', 'Opérateur', 'Pays', 'Quantité', 'Prix (€)', 'Statut'];

function csvLine(r: HistoryRow): string {
  return [
    parisDateTime.format(r.purchaseDate),
    r.telegramUsername ?? r.username ?? '',
    r.operatorName ?? 'Inconnu',
    r.countryName ?? 'Inconnu',
    r.quantity,
    formatEuros(r.priceCents),
    statusLabel[r.status] ?? r.status,
  ]
    .map(csvCell)
    .join(',');
}

function filterOf(q: { status: string; operatorId?: number; countryId?: number; search?: string }): HistoryFilter {
  return {
    status: q.status === 'all' ? undefined : (q.status as HistoryFilter['status']),
    operatorId: q.operatorId,
    countryId: q.countryId,
    search: q.search || undefined,
  };
}

export async function purchaseHistoryRoutes(app: FastifyInstance) {
  acceptEmptyJsonBody(app);

  app.get('/api/purchase-history', async (request): Promise<PurchaseHistoryResponse> => {
    const q = parseInput(purchaseHistoryQuerySchema, request.query);
    const { rows, summary } = await listPurchaseHistory(app.db, { ...filterOf(q), sort: q.sort, dir: q.dir, page: q.page, pageSize: q.pageSize });
    const total = summary.totalOrders;
    return {
      data: rows.map(presentHistoryRow),
      pagination: { total, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), page: q.page, pageSize: q.pageSize },
      summary: {
        totalOrders: summary.totalOrders,
        completedOrders: summary.completedOrders,
        refundedOrders: summary.refundedOrders,
        revenue: formatEuros(summary.revenueCents),
        numbersSold: summary.numbersSold,
      },
    };
  });

  app.get('/api/purchase-history/export.csv', async (request, reply) => {
    const q = parseInput(purchaseHistoryQuerySchema, request.query);
    const batches = purchaseHistoryBatches(app.db, { ...filterOf(q), sort: q.sort, dir: q.dir });
    async function* lines() {
      // A byte-order mark, so spreadsheet software reads the accents as UTF-8.
      yield `\uFEFF${CSV_HEADER.map(csvCell).join(',')}\r\n`;
      for await (const batch of batches) yield `${batch.map(csvLine).join('\r\n')}\r\n`;
    }
    const filename = `historique-achats-${parisDay.format(new Date())}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines()));
  });

  app.get('/api/purchase-history/:id/download', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    const order = await getOrder(app.db, id);
    if (!order) throw notFound('Commande');
    const numbers = await orderNumbers(app.db, id);
    const filename = `commande-${String(id).padStart(6, '0')}.txt`;
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(numbers.length ? `${numbers.join('\n')}\n` : '');
  });

  app.post('/api/purchase-history/:id/refund', async (request): Promise<RefundResponse> => {
    const { id } = parseInput(idParam, request.params);
    const { balanceCents } = await refundPurchase(app.db, { purchaseId: id, actorUserId: adminOf(request).id });
    return { success: true, order: presentHistoryRow(await getHistoryRow(app.db, id)), balance: formatEuros(balanceCents) };
  });
}
