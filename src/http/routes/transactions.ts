// Transactions API: the paged list (filters type, status, user, text) and deposit approval/rejection.
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../contracts/ids';
import { type DepositDecisionResponse, depositDecisionResponseSchema, type TransactionsResponse, transactionsResponseSchema, transactionsQuerySchema } from '../../contracts/wallet';
import { getUser } from '../../domain/users/list';
import { depositApprovalSchema } from '../../contracts/deposits';
import { approveDepositChecked } from '../../domain/wallet/deposit-approval';
import { pendingDepositOfTransaction, rejectDepositTransaction } from '../../domain/wallet/deposits';
import { paymentLookup } from '../../domain/wallet/payment-lookup';
import { formatEuros } from '../../domain/wallet/money';
import { getTransaction, listTransactions } from '../../domain/wallet/transactions';
import { adminOf } from '../plugins/auth';
import { pagedAnswer } from '../presenters/page';
import { presentTransaction } from '../presenters/wallet';
import { lenientJsonRoutes } from './lenient-json';

export async function transactionsRoutes(base: FastifyInstance) {
  const { app, db } = lenientJsonRoutes(base);

  app.get('/api/transactions', { config: { apiScope: 'orders:read' }, schema: { summary: 'List the ledger’s transactions (paged, filtered)', querystring: transactionsQuerySchema, response: { 200: transactionsResponseSchema } } }, async ({ query }): Promise<TransactionsResponse> =>
    pagedAnswer(await listTransactions(db, query), presentTransaction, query),
  );

  app.post('/api/transactions/:id/approve', {
    config: { errorCodes: ['NOT_A_DEPOSIT', 'DEPOSIT_ALREADY_PROCESSED', 'DEPOSIT_NOT_PAID', 'PAYMENT_PROVIDER_UNAVAILABLE'] },
    schema: { summary: 'Approve the pending deposit of a transaction (credits the balance)', params: idParam, body: depositApprovalSchema, response: { 200: depositDecisionResponseSchema } },
  }, async (request): Promise<DepositDecisionResponse> => {
    const { id } = request.params;
    // The same approval as the Dépôts page's: a provider's deposit is checked with the provider first.
    const deposit = await pendingDepositOfTransaction(db, id);
    const outcome = await approveDepositChecked(db, {
      depositId: deposit.id,
      actorUserId: adminOf(request).id,
      confirmUnpaid: request.body?.confirmUnpaid,
      lookup: paymentLookup(app.payments),
    });
    return { success: true as const, transaction: presentTransaction(await getTransaction(db, id)), balance: formatEuros(outcome.balanceCents) };
  });

  app.post('/api/transactions/:id/reject', { config: { errorCodes: ['NOT_A_DEPOSIT', 'DEPOSIT_ALREADY_PROCESSED'] }, schema: { summary: 'Reject the pending deposit of a transaction', params: idParam, response: { 200: depositDecisionResponseSchema } } }, async (request): Promise<DepositDecisionResponse> => {
    const { id } = request.params;
    const deposit = await rejectDepositTransaction(db, id, adminOf(request).id);
    const user = await getUser(db, deposit.userId);
    return { success: true as const, transaction: presentTransaction(await getTransaction(db, id)), balance: formatEuros(user.balanceCents) };
  });
}
