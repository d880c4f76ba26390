// Transactions API: the paged list (filters type, status, user, text) and deposit approval/rejection.
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../contracts/common';
import { type DepositDecisionResponse, type TransactionItem, type TransactionsResponse, transactionsQuerySchema } from '../../contracts/wallet';
import { getUser } from '../../domain/users/list';
import { approveDepositTransaction, rejectDepositTransaction } from '../../domain/wallet/deposits';
import { formatEuros } from '../../domain/wallet/money';
import { getTransaction, listTransactions, type TransactionRow } from '../../domain/wallet/transactions';
import { adminOf } from '../plugins/auth';
import { parseInput } from '../validate';
import { acceptEmptyJsonBody } from './lenient-json';

export function presentTransaction(t: TransactionRow): TransactionItem {
  return {
    id: t.id,
    userId: t.userId,
    username: t.username,
    telegramUsername: t.telegramUsername,
    type: t.type,
    amount: formatEuros(t.amountCents),
    status: t.status,
    description: t.description,
    crypto: t.crypto,
    paymentId: t.paymentId,
    createdAt: t.createdAt.toISOString(),
    completedAt: t.completedAt?.toISOString() ?? null,
  };
}

export async function transactionsRoutes(app: FastifyInstance) {
  acceptEmptyJsonBody(app);

  app.get('/api/transactions', async (request): Promise<TransactionsResponse> => {
    const q = parseInput(transactionsQuerySchema, request.query);
    const { rows, total } = await listTransactions(app.db, q);
    return {
      data: rows.map(presentTransaction),
      pagination: { total, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), page: q.page, pageSize: q.pageSize },
    };
  });

  app.post('/api/transactions/:id/approve', async (request): Promise<DepositDecisionResponse> => {
    const { id } = parseInput(idParam, request.params);
    const outcome = await approveDepositTransaction(app.db, id, adminOf(request).id);
    return { success: true, transaction: presentTransaction(await getTransaction(app.db, id)), balance: formatEuros(outcome.balanceCents) };
  });

  app.post('/api/transactions/:id/reject', async (request): Promise<DepositDecisionResponse> => {
    const { id } = parseInput(idParam, request.params);
    const deposit = await rejectDepositTransaction(app.db, id, adminOf(request).id);
    const user = await getUser(app.db, deposit.userId);
    return { success: true, transaction: presentTransaction(await getTransaction(app.db, id)), balance: formatEuros(user.balanceCents) };
  });
}
