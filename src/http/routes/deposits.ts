// The Dépôts page's API: one tab of deposits, the four figures, and an admin's approval or rejection (by deposit id).
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../contracts/ids';
import {
  type DepositProviderStatus,
  type DepositStatsResponse,
  depositApprovalSchema,
  depositsQuerySchema,
  type StarsRefundResponse,
} from '../../contracts/deposits';
import { listDeposits, depositStats } from '../../domain/wallet/deposit-list';
import { approveDepositChecked, checkDepositWithProvider } from '../../domain/wallet/deposit-approval';
import { rejectDeposit } from '../../domain/wallet/deposits';
import { refundStarsDeposit } from '../../domain/wallet/stars-refund';
import { refundAtTelegram } from '../../messenger/stars';
import { formatEuros } from '../../domain/wallet/money';
import { adminOf } from '../plugins/auth';
import { paymentLookup } from '../../domain/wallet/payment-lookup';
import { presentDeposit, presentDepositStats, presentProviderCheck } from '../presenters/deposits';
import { pagedAnswer } from '../presenters/page';
import { lenientJsonRoutes } from './lenient-json';

export async function depositRoutes(base: FastifyInstance) {
  const { app, db } = lenientJsonRoutes(base);

  app.get('/api/deposits', { config: { apiScope: 'orders:read' }, schema: { querystring: depositsQuerySchema } }, async ({ query }) =>
    pagedAnswer(await listDeposits(db, query.tab, query), presentDeposit, query),
  );

  app.get('/api/deposits/stats', async (): Promise<DepositStatsResponse> => presentDepositStats(await depositStats(db)));

  // What the deposit's provider says now, for the approval dialog (null for a manual deposit: nobody to ask).
  app.get('/api/deposits/:id/provider-status', { schema: { params: idParam } }, async (request): Promise<DepositProviderStatus> =>
    presentProviderCheck(await checkDepositWithProvider(db, request.params.id, paymentLookup(app.payments))),
  );

  // A provider's deposit is checked with the provider first: an unpaid one answers 409 DEPOSIT_NOT_PAID unless confirmUnpaid.
  app.post('/api/deposits/:id/approve', { schema: { params: idParam, body: depositApprovalSchema } }, async (request) => {
    const outcome = await approveDepositChecked(db, {
      depositId: request.params.id,
      actorUserId: adminOf(request).id,
      confirmUnpaid: request.body?.confirmUnpaid,
      lookup: paymentLookup(app.payments),
    });
    return {
      success: true,
      credited: formatEuros(outcome.deposit.amountCents),
      balance: formatEuros(outcome.balanceCents),
      provider: presentProviderCheck(outcome.check),
    };
  });

  // A credited Stars deposit given back (decision 0137): the balance debited first, then Telegram's refundStarPayment.
  app.post('/api/deposits/:id/refund-stars', { schema: { params: idParam } }, async (request): Promise<StarsRefundResponse> => {
    const outcome = await refundStarsDeposit(db, { depositId: request.params.id, actorUserId: adminOf(request).id, refundAtTelegram: refundAtTelegram(app.messenger) });
    return { success: true, refunded: formatEuros(outcome.deposit.amountCents), stars: Number(outcome.deposit.payAmount), balance: formatEuros(outcome.balanceCents) };
  });

  app.post('/api/deposits/:id/reject', { schema: { params: idParam } }, async (request) => {
    await rejectDeposit(db, request.params.id, adminOf(request).id);
    return { success: true };
  });
}
